/**
 * The server of every front-end image (infra/docker/static.Dockerfile), the shell's or a remote's,
 * each on its own origin: the dist folder's files with CORS for the listed origins and, for the
 * shell (SHELL_MODE), the same front door as the one-URL server, with what only the API knows
 * (the published index, and the data its pages render with) asked of the API. GET /healthz answers 200 ok.
 * Its metrics (`metrics`, a registry of its own) are served apart, on METRICS_PORT (bin/static-server.ts).
 */
import express, { type ErrorRequestHandler, type Express } from 'express';
import { corsFor, notFound, staticFiles } from './files.js';
import type { WebLogger } from './logger.js';
import { registerDataPagesMetrics } from './metrics/data-pages-metrics.js';
import { createMetricsRegistry, type Registry } from './metrics/registry.js';
import { requestDurationHistogram, requestMetrics } from './metrics/request-metrics.js';
import { createPageCatalog, type PageCatalog } from './page-catalog.js';
import type { DataPages } from './data-pages/data-pages.js';
import { createDataPages } from './data-pages/data-pages.js';
import type { PageRenderer } from './data-pages/render-job.js';
import { indexFromApi } from './index-from-api.js';
import { createPublishedIndex } from './published-index.js';
import { securityHeaders } from './security-headers.js';
import type { StaticServerSettings } from './settings/static-server.js';
import { shellRouter } from './site-router.js';

const HEALTH_PATH = '/healthz';

/** How often the shell's image asks the API whether the published index changed, to render its pages again. */
const INDEX_CHECK_MS = 30_000;

/**
 * How often, at most, it asks whether the index it answers 404s from changed (the editions list, a
 * small read): a company published on the API is a 404 here for at most this long.
 */
const KNOWN_INDEX_CHECK_MS = 5000;

/**
 * Reads the remotes' manifests first in shell mode: a conflict or a malformed one rejects
 * (PageManifestError). `renderer`: what renders the index's pages (none: they go out plain).
 */
export async function createStaticServer(
  settings: StaticServerSettings,
  logger: WebLogger,
  renderer?: PageRenderer,
): Promise<{ app: Express; dataPages: DataPages | null; metrics: Registry }> {
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
  app.use((req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') next();
    else res.status(405).set('Allow', 'GET, HEAD').end();
  });
  const { shell } = settings;
  let dataPages: DataPages | null = null;
  app.use(securityHeaders(shell?.runtime ?? null));
  app.use(corsFor(settings.corsOrigins));
  if (shell) {
    // Remote entries given as /remotes/<dir>/ paths name no folder here: only full URLs are read.
    catalog = createPageCatalog({ runtime: shell.runtime, localRoot: null, manifestRefreshSeconds: shell.manifestRefreshSeconds }, logger);
    await catalog.load();
    const api = shell.runtime.apiBaseUrl;
    const index = indexFromApi(api, logger);
    dataPages = renderer ? createDataPages({ catalog, renderer, apiBase: () => api, entries: index.entries, version: index.version, checkEveryMs: INDEX_CHECK_MS, logger }) : null;
    void dataPages?.refresh();
    const published = createPublishedIndex({ read: index.read, version: index.version, checkEveryMs: KNOWN_INDEX_CHECK_MS, logger });
    // Read now: the first visitors' requests need not wait for it.
    void published.current();
    // The shell's image renders the index's pages: the remotes' have none.
    registerDataPagesMetrics(metrics, () => dataPages);
    app.use(
      shellRouter({
        dist: settings.root,
        runtime: shell.runtime,
        siteUrl: shell.siteUrl,
        catalog,
        dataPages,
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
  return { app, dataPages, metrics };
}
