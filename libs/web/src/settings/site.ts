/**
 * What every server of the site's pages reads alike (the one-URL server and the shell's image):
 * the URLs /config.json gives the shell, the public origin, and how often the remotes' manifests
 * are read again.
 */
import { REMOTE_DIRS, REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@pdpl/contracts';
import { isUrlOrPath, toOrigin, type EnvReader } from './env-reader.js';

/** What /config.json tells the shell, apart from the pages (read from the remotes' manifests). */
export type RuntimeSettings = Omit<RuntimeConfig, 'pages'>;

export interface SiteSettings {
  runtime: RuntimeSettings;
  /** The site's public origin for canonical URLs, the sitemap and share tags; null: the request's. */
  siteUrl: string | null;
  /** How often the remotes' manifests and builds are read again (a remote deployed alone is picked up). */
  manifestRefreshSeconds: number;
  /** The bound of the server's cache of rendered index pages, in bytes. */
  renderedPagesCacheBytes: number;
}

const REMOTE_ENV: Record<RemoteName, string> = {
  mfe_marketing: 'REMOTE_MARKETING_URL',
  mfe_ksa: 'REMOTE_KSA_URL',
  mfe_index: 'REMOTE_INDEX_URL',
  mfe_admin: 'REMOTE_ADMIN_URL',
};

export function readSiteSettings({ read, int, problems }: EnvReader): SiteSettings {
  /** API_BASE_URL: where the browser calls the API (config.json). Default '' (same origin). */
  const apiBaseUrl = read('API_BASE_URL') ?? '';
  if (apiBaseUrl && !isUrlOrPath(apiBaseUrl)) problems.push('API_BASE_URL must be an http(s) URL or a path starting with /');
  /** ANALYTICS_ID: Google Analytics measurement id for the browser (config.json). Default none. */
  const analyticsId = read('ANALYTICS_ID') ?? null;
  if (analyticsId && !/^[A-Za-z0-9-]{1,40}$/.test(analyticsId)) problems.push('ANALYTICS_ID must look like G-XXXXXXX');
  /** REMOTE_MARKETING_URL, REMOTE_KSA_URL, REMOTE_INDEX_URL, REMOTE_ADMIN_URL: remote entries. Default /remotes/<dir>/remoteEntry.js. */
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    const value = read(REMOTE_ENV[name]) ?? `/remotes/${REMOTE_DIRS[name]}/remoteEntry.js`;
    if (!isUrlOrPath(value)) problems.push(`${REMOTE_ENV[name]} must be an http(s) URL or a path starting with /`);
    remotes[name] = value;
  }

  /** SITE_URL: the public origin (https://example.com), for canonical URLs and the sitemap. Default: the request's. */
  const siteUrlRaw = read('SITE_URL');
  const siteUrl = siteUrlRaw ? toOrigin(siteUrlRaw) : null;
  if (siteUrlRaw && !siteUrl) problems.push('SITE_URL must be an http(s) origin, e.g. https://mizan.example');

  /** MANIFEST_REFRESH_SECONDS: how often the remotes' page manifests and builds are read again. Default 60. */
  const manifestRefreshSeconds = int('MANIFEST_REFRESH_SECONDS', 60, 1, 86_400);

  /** RENDERED_PAGES_CACHE_MB: the memory the server's cache of rendered index pages may take (each page's ~100-200 KB). Default 32. */
  const renderedPagesCacheBytes = int('RENDERED_PAGES_CACHE_MB', 32, 1, 4096) * 1024 * 1024;

  return { runtime: { apiBaseUrl, analyticsId, remotes }, siteUrl, manifestRefreshSeconds, renderedPagesCacheBytes };
}
