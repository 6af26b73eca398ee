/**
 * The site's front door, one router for both ways it is served: the shell's origin (its files,
 * /config.json, robots.txt, the sitemap and every page's document) and, on the one-URL server,
 * each remote's files under /remotes/<dir>/ beside it.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_DIRS, REMOTE_NAMES, remoteBaseOf, RUNTIME_CONFIG_PATH } from '@pdpl/contracts';
import compression from 'compression';
import { Router, type Request } from 'express';
import { corsFor, notFound, staticFiles } from './files.js';
import type { WebLogger } from './logger.js';
import type { PageCatalog } from './page-catalog.js';
import { pageRoute } from './page-route.js';
import { renderedPageSource } from './rendered-pages.js';
import { runtimeConfigRoute } from './runtime-config.js';
import type { PublishedIndex } from './published-index.js';
import { ROBOTS_PATH, seoRoutes, SITEMAP_FILE_PATHS, SITEMAP_PATH } from './seo.js';
import type { RuntimeSettings } from './settings/site.js';
import { siteOrigin } from './site-origin.js';
import type { RenderedPages } from './page-renders/rendered-pages.js';

export interface ShellSite {
  runtime: RuntimeSettings;
  siteUrl: string | null;
  catalog: Pick<PageCatalog, 'current' | 'build' | 'readBeside'>;
  /** The index's pages as the render queue stored them; null: they go out plain. */
  renderedPages: Pick<RenderedPages, 'fragment'> | null;
  /** The published index as this server knows it: the sitemap's URLs, and which company and edition pages exist (404 for the others). */
  index: PublishedIndex;
  /** URLs per sitemap file (sitemaps.org's 50,000 by default); tests give a small one. */
  sitemapMaxUrls?: number;
  /** The path to give as canonical instead of a page's own (a current edition's permanent page), or null. */
  canonicalOf?: (pagePath: string) => Promise<string | null>;
  logger: WebLogger;
}

/**
 * The shell's origin, from its dist folder. Built files are sent as built (their .br / .gz copies);
 * what is composed per request is compressed here: /config.json and the SEO files by the
 * middleware, documents once per distinct document by the page route (encoded-documents.ts).
 */
export function shellRouter(site: ShellSite & { dist: string }): Router {
  const router = Router();
  const compress = compression();
  const origin = (req: Request) => siteOrigin(req, site.siteUrl);
  router.get([RUNTIME_CONFIG_PATH, SITEMAP_PATH, SITEMAP_FILE_PATHS, ROBOTS_PATH], compress);
  router.use(runtimeConfigRoute(site.runtime, site.catalog));
  router.use(
    seoRoutes({
      pages: () => site.catalog.current(),
      entries: async () => (await site.index.current())?.entries ?? null,
      origin,
      // The shell's build: its index.html's time.
      builtAt: async () => (await stat(path.join(site.dist, 'index.html')).catch(() => null))?.mtime.toISOString() ?? null,
      maxUrlsPerFile: site.sitemapMaxUrls,
    }),
  );
  router.use(staticFiles(site.dist));
  router.use(
    pageRoute({
      shellDist: site.dist,
      catalog: site.catalog,
      // The builds' rendered pages first; the others from the given source.
      snapshots: renderedPageSource({
        catalog: site.catalog,
        shellDist: site.dist,
        indexPages: site.renderedPages && { pages: site.renderedPages, index: site.index },
        remoteBase: (remote) => remoteBaseOf(site.runtime.remotes[remote]),
        logger: site.logger,
      }),
      origin,
      canonicalOf: site.canonicalOf,
      pageExists: (page, params) => site.index.exists(page, params),
    }),
  );
  return router;
}

/**
 * The one-URL server's site: the shell at / and each remote at /remotes/<dir>/, all from `webRoot`
 * (shell/dist, <dir>/dist). Remote files are loaded by shells on other origins too: open CORS.
 * A missing dist folder is logged, never fatal.
 */
export function oneUrlRouter(site: ShellSite & { webRoot: string }): Router {
  const router = Router();
  for (const name of REMOTE_NAMES) {
    const dir = REMOTE_DIRS[name];
    const dist = path.join(site.webRoot, dir, 'dist');
    if (!existsSync(dist)) site.logger.warn({ dist }, `Remote ${dir} is not built; /remotes/${dir}/ answers 404`);
    router.use(`/remotes/${dir}`, corsFor('*'), staticFiles(dist));
  }
  router.use('/remotes', notFound);
  const dist = path.join(site.webRoot, 'shell', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) site.logger.warn({ shellDist: dist }, 'The shell is not built; pages answer 503 until `npm run build` is run');
  router.use(shellRouter({ ...site, dist }));
  return router;
}
