/**
 * @pdpl/web: the site's front door (Node only). The one-URL server (services/api, SERVE_WEB) mounts
 * oneUrlRouter; every front-end image runs bin/static-server.ts; `npm run config:compose` runs
 * bin/compose-config.ts. The API reads its settings through the same reader.
 */
export { createDataPages, type DataPages, type DataPagesStats } from './data-pages/data-pages.js';
export { workerRenderer } from './data-pages/worker-renderer.js';
export { encodeBody, encodeJson, sendEncoded, sendEncodedJson, type EncodedBody, type EncodedJson } from './encoded-body.js';
export { ENCODINGS, preferredEncoding, type Encoding } from './files.js';
export { DATA_PAGES_METRICS, registerDataPagesMetrics, type DataPagesSource } from './metrics/data-pages-metrics.js';
export { METRICS_PATH, metricsHandler, startMetricsServer, type MetricsServer } from './metrics/metrics-server.js';
export { collectProcessMetrics, createMetricsRegistry, type Registry } from './metrics/registry.js';
export { OTHER_ROUTE, REQUEST_DURATION_METRIC, requestDurationHistogram, requestMetrics, type RequestDuration, type RequestMetricsOptions } from './metrics/request-metrics.js';
export { createPageCatalog, type PageCatalog } from './page-catalog.js';
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
