/**
 * Serves the built front-ends on the API's own origin, so the whole site runs on one URL:
 * the shell at / (every page's document from page-route.ts) and each remote at /remotes/<dir>/.
 * A missing dist folder is logged, never fatal.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type RequestHandler, type Response } from 'express';
import { cacheControlFor, REMOTE_DIRS, REMOTE_NAMES } from '@pdpl/contracts';
import type { Knex } from 'knex';
import type { Logger } from '../logger.js';
import type { PageCatalog } from './page-catalog.js';
import { pageRoute } from './page-route.js';
import type { Snapshots } from './prerender/snapshots.js';
import { currentEditionCanonical } from './edition-canonical.js';
import { seoRoutes } from './seo-routes.js';
import { precompressedFiles } from './precompressed.js';

const BUILD_STATS_FILE = 'mf-stats.json';

function staticFiles(root: string, extraHeaders: Record<string, string> = {}): RequestHandler[] {
  const setHeaders = (res: Response, filePath: string) => {
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    const cacheControl = cacheControlFor(path.relative(root, filePath));
    if (cacheControl) res.setHeader('Cache-Control', cacheControl);
  };
  return [
    precompressedFiles(root, setHeaders),
    express.static(root, { index: false, redirect: false, fallthrough: true, setHeaders }),
  ];
}

/** Remote files are loaded by shells on other origins too: open CORS, cross-origin resource policy. */
function remoteRoutes(webRoot: string, logger: Logger): Router {
  const router = Router();
  for (const name of REMOTE_NAMES) {
    const dir = REMOTE_DIRS[name];
    const dist = path.join(webRoot, dir, 'dist');
    if (!existsSync(dist)) logger.warn({ dist }, `Remote ${dir} is not built; /remotes/${dir}/ answers 404`);
    router.use(
      `/remotes/${dir}`,
      staticFiles(dist, { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' }),
    );
  }
  router.use('/remotes', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

export interface WebRoutesOptions {
  webRoot: string;
  logger: Logger;
  catalog: PageCatalog;
  db: Knex;
  siteUrl: string | null;
  snapshots: Snapshots | null;
}

/** Mounted after the /api routes; /api is never reached here. */
export function webRoutes({ webRoot, logger, catalog, db, siteUrl, snapshots }: WebRoutesOptions): Router {
  const shellDist = path.join(webRoot, 'shell', 'dist');
  if (!existsSync(path.join(shellDist, 'index.html'))) {
    logger.warn({ shellDist }, 'The shell is not built; pages answer 503 until `npm run build` is run');
  }
  const router = Router();
  // The federation build's stats name every library and version: useful to an attacker, not to a browser.
  router.use((req, res, next) => {
    if (path.posix.basename(req.path) === BUILD_STATS_FILE) res.status(404).type('text/plain').send('Not found');
    else next();
  });
  router.use(remoteRoutes(webRoot, logger));
  router.use(seoRoutes({ catalog, db, siteUrl }));
  router.use(staticFiles(shellDist));
  router.use(pageRoute({ shellDist, catalog, snapshots, siteUrl, canonicalOf: currentEditionCanonical(db) }));
  return router;
}
