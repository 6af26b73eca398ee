import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_DIRS, REMOTE_NAMES, type RemoteName } from '@pdpl/contracts';
import { isUrlOrPath, toOrigin, type EnvReader } from './reader.js';

/** Debian's package, as the README's test command installs it. */
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

export interface WebConfig {
  web: {
    serve: boolean;
    root: string;
    /** The site's public origin for canonical URLs, the sitemap and share tags; null: the request's. */
    siteUrl: string | null;
    /** The Chromium that renders public pages ahead; null: pages arrive unrendered. */
    prerenderChromium: string | null;
    /** Where that Chromium opens the pages when this server does not serve them (the shell's server); null: this server. */
    prerenderOrigin: string | null;
    /** How often the remotes' manifests and builds are read again (a remote deployed alone is picked up). */
    manifestRefreshSeconds: number;
  };
  /** What /config.json tells the shell, apart from the pages (read from the remotes' manifests). */
  runtime: { apiBaseUrl: string; analyticsId: string | null; remotes: Record<RemoteName, string> };
}

const REMOTE_ENV: Record<RemoteName, string> = {
  mfe_marketing: 'REMOTE_MARKETING_URL',
  mfe_ksa: 'REMOTE_KSA_URL',
  mfe_index: 'REMOTE_INDEX_URL',
  mfe_admin: 'REMOTE_ADMIN_URL',
};

/** The front-end settings (env block of config.ts), also read by `npm run config:compose` for static hosting. */
export function readWebConfig({ read, bool, int, problems }: EnvReader, repoRoot: string): WebConfig {
  /** SERVE_WEB: serve the built shell and remotes from this server. Default true. */
  const serveWeb = bool('SERVE_WEB', true);
  /** WEB_ROOT: folder holding shell/dist and each remote's <dir>/dist. Default the repository root. */
  const webRoot = path.resolve(read('WEB_ROOT') ?? repoRoot);

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
  /** PRERENDER: render public pages ahead in a headless Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Default true when that exists. */
  const chromiumPath = read('CHROMIUM_PATH') ?? DEFAULT_CHROMIUM;
  const prerender = bool('PRERENDER', existsSync(chromiumPath));
  /**
   * PRERENDER_ORIGIN: with SERVE_WEB=false, the shell's server as this server reaches it: public pages
   * are rendered ahead from there and handed to it (API_PATHS.pageSnapshot). Default none.
   */
  const prerenderOriginRaw = serveWeb ? null : (read('PRERENDER_ORIGIN') ?? null);
  const prerenderOrigin = prerenderOriginRaw ? toOrigin(prerenderOriginRaw) : null;
  if (prerenderOriginRaw && !prerenderOrigin) problems.push('PRERENDER_ORIGIN must be an http(s) origin, e.g. http://shell:8080');
  const renders = prerender && (serveWeb || prerenderOrigin !== null);
  if (renders && !existsSync(chromiumPath)) problems.push(`PRERENDER needs Chromium: ${chromiumPath} does not exist (set CHROMIUM_PATH, or PRERENDER=false)`);

  /** MANIFEST_REFRESH_SECONDS: how often the remotes' page manifests and builds are read again. Default 60. */
  const manifestRefreshSeconds = int('MANIFEST_REFRESH_SECONDS', 60, 1, 86_400);

  return {
    web: { serve: serveWeb, root: webRoot, siteUrl, prerenderChromium: renders ? chromiumPath : null, prerenderOrigin, manifestRefreshSeconds },
    runtime: { apiBaseUrl, analyticsId, remotes },
  };
}
