/**
 * @pdpl/web: the site's front door (Node only). The one-URL server (services/api, SERVE_WEB) mounts
 * oneUrlRouter; every front-end image runs bin/static-server.ts; `npm run config:compose` runs
 * bin/compose-config.ts. The API reads its settings through the same reader.
 */
export { encodeBody, encodeJson, sendEncoded, sendEncodedJson, type EncodedBody, type EncodedJson } from './encoded-body.js';
export { ENCODINGS, preferredEncoding, type Encoding } from './files.js';
export { RENDERED_PAGES_METRICS, registerRenderedPagesMetrics, type RenderedPagesSource } from './metrics/rendered-pages-metrics.js';
export { METRICS_PATH, metricsHandler, startMetricsServer, type MetricsServer } from './metrics/metrics-server.js';
export { collectProcessMetrics, createMetricsRegistry, type Registry } from './metrics/registry.js';
export { OTHER_ROUTE, REQUEST_DURATION_METRIC, requestDurationHistogram, requestMetrics, type RequestDuration, type RequestMetricsOptions } from './metrics/request-metrics.js';
export { createPageCatalog, type PageCatalog } from './page-catalog.js';
export { createEntryFiles } from './page-renders/entry-files.js';
export { decodeFragment, encodeFragment } from './page-renders/render-codec.js';
export type { PageRenderer } from './page-renders/render-job.js';
export { renderMissing, type RenderProgress, type WantedPages } from './page-renders/render-pass.js';
export { renderPool } from './page-renders/render-pool.js';
export { renderTargets, type RenderTarget } from './page-renders/render-targets.js';
export type { PageRender, RenderedPageStore, StoredPage } from './page-renders/rendered-page-store.js';
export { createRenderedPages, type RenderedPages } from './page-renders/rendered-pages.js';
export { workerRenderer } from './page-renders/worker-renderer.js';
export { createPublishedIndex, type PublishedIndex } from './published-index.js';
export type { SitemapEntries } from './seo.js';
export { securityHeaders } from './security-headers.js';
export { ConfigError, createEnvReader, toOrigin, type Env, type EnvReader } from './settings/env-reader.js';
export { readMetricsSettings, type MetricsSettings } from './settings/metrics.js';
export { readOneUrlSettings } from './settings/one-url.js';
export { readSiteSettings, type RuntimeSettings } from './settings/site.js';
export { siteOrigin } from './site-origin.js';
export { oneUrlRouter } from './site-router.js';
export type { Snapshot, SnapshotSource } from './snapshots.js';
