/**
 * The server of every front-end image (infra/docker/static.Dockerfile), the shell's or a remote's,
 * each on its own origin: the dist folder's files with CORS for the listed origins and, for the
 * shell (SHELL_MODE), the same front door as the one-URL server, with what only the API knows
 * (the published index, and its pages as the API's render queue stored them) asked of the API. It
 * renders nothing and writes nothing (its root filesystem is read-only). GET /healthz answers 200 ok
 * (alive); GET /readyz 200 ready only once it can serve: for the shell, once it has read the API's
 * published index (which company and edition pages exist), else 503.
 * Its metrics (`metrics`, a registry of its own) are served apart, on METRICS_PORT (bin/static-server.ts).
 */
import express, { type ErrorRequestHandler, type Express } from 'express';
import { corsFor, notFound, staticFiles } from './files.js';
import type { WebLogger } from './logger.js';
import { registerRenderedPagesMetrics } from './metrics/rendered-pages-metrics.js';
import { createMetricsRegistry, type Registry } from './metrics/registry.js';
import { requestDurationHistogram, requestMetrics } from './metrics/request-metrics.js';
import { createPageCatalog, type PageCatalog } from './page-catalog.js';
import { indexFromApi } from './index-from-api.js';
import { renderedPagesFromApi } from './page-renders/api-reader.js';
import { createRenderedPages, type RenderedPages } from './page-renders/rendered-pages.js';
import { createPublishedIndex } from './published-index.js';
import { securityHeaders } from './security-headers.js';
import type { StaticServerSettings } from './settings/static-server.js';
import { shellRouter } from './site-router.js';

const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/**
 * How often, at most, it asks whether the index it answers 404s from changed (the editions list, a
 * small read): a company published on the API is a 404 here for at most this long.
 */
const KNOWN_INDEX_CHECK_MS = 5000;

/** Reads the remotes' manifests first in shell mode: a conflict or a malformed one rejects (PageManifestError). */
export async function createStaticServer(settings: StaticServerSettings, logger: WebLogger): Promise<{ app: Express; renderedPages: RenderedPages | null; metrics: Registry }> {
  const app = express();
  const metrics = createMetricsRegistry();
  let catalog: PageCatalog | null = null;
  app.use(requestMetrics(requestDurationHistogram(metrics), { pages: settings.shell ? async () => (catalog ? catalog.current() : []) : undefined }));
  app.disable('x-powered-by');
  // Without SITE_URL, canonical URLs name the scheme the proxy in front was asked for (X-Forwarded-Proto).
  app.set('trust proxy', true);
  app.get(HEALTH_PATH, (_req, res) => {
    res.set('Cache-Control', 'no-store').type('text/plain').send('ok');
  });
  /** Whether this server can serve its pages; a remote's can as soon as it listens (its files were checked at start). */
  let canServe: () => Promise<boolean> = async () => true;
  app.get(READY_PATH, async (_req, res) => {
    const ready = await canServe();
    res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').type('text/plain').send(ready ? 'ready' : 'starting');
  });
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') next();
    else res.status(405).set('Allow', 'GET, HEAD').end();
  });
  const { shell } = settings;
  let renderedPages: RenderedPages | null = null;
  app.use(securityHeaders(shell?.runtime ?? null));
  app.use(corsFor(settings.corsOrigins));
  if (shell) {
    // Remote entries given as /remotes/<dir>/ paths name no folder here: only full URLs are read.
    catalog = createPageCatalog({ runtime: shell.runtime, localRoot: null, manifestRefreshSeconds: shell.manifestRefreshSeconds }, logger);
    await catalog.load();
    const api = shell.runtime.apiBaseUrl;
    const index = indexFromApi(api);
    renderedPages = createRenderedPages({ reader: renderedPagesFromApi(api), maxBytes: shell.renderedPagesCacheBytes, logger });
    const published = createPublishedIndex({ read: index.read, version: index.version, checkEveryMs: KNOWN_INDEX_CHECK_MS, logger });
    // Read now: the first visitors' requests need not wait for it. Until it has been read once, this server is not ready.
    void published.current();
    canServe = async () => (await published.current()) !== null;
    // The shell's image serves the index's pages: the remotes' have none.
    registerRenderedPagesMetrics(metrics, () => renderedPages);
    app.use(
      shellRouter({
        dist: settings.root,
        runtime: shell.runtime,
        siteUrl: shell.siteUrl,
        catalog,
        renderedPages,
        index: published,
        logger,
      }),
    );
  } else {
    app.use(staticFiles(settings.root));
  }
  app.use(notFound);
  const failed: ErrorRequestHandler = (err, req, res, _next) => {
    logger.error({ err, url: req.url }, 'Request failed');
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal error');
    else res.destroy();
  };
  app.use(failed);
  return { app, renderedPages, metrics };
}
