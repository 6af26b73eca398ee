/**
 * @pdpl/web: the site's front door, used by the one-URL server (services/api, SERVE_WEB) and by
 * every front-end image (bin/static-server.ts). Node only.
 */
export { allowInlineScript, cspDirectives, reportingEndpoints } from './csp.js';
export { corsFor, ENCODINGS, notFound, preferredEncoding, staticFiles, type Encoding } from './files.js';
export { createLogger, type WebLogger } from './logger.js';
export { createPageCatalog, manifestLocation, type PageCatalog, type PageCatalogSettings } from './page-catalog.js';
export { chosenLanguageRedirect, pageDocument, pageHeadFor, type PageHead } from './page-document.js';
export { buildRuntimeConfig } from './runtime-config.js';
export { robotsTxt, SEO_CACHE_CONTROL, sitemapXml, type SitemapEntries } from './seo.js';
export { securityHeaders } from './security-headers.js';
export { ConfigError, createEnvReader, isUrlOrPath, originOf, toOrigin, type Env, type EnvReader } from './settings/env-reader.js';
export { readOneUrlSettings, type OneUrlSettings } from './settings/one-url.js';
export { readSiteSettings, type RuntimeSettings, type SiteSettings } from './settings/site.js';
export { readStaticServerSettings, type CorsPolicy, type StaticServerSettings } from './settings/static-server.js';
export { siteOrigin } from './site-origin.js';
export { oneUrlRouter, shellRouter, type ShellSite } from './site-router.js';
export { apiSnapshotSource, type Snapshot, type SnapshotSource } from './snapshots.js';
export { createStaticServer, HEALTH_PATH } from './static-server.js';
