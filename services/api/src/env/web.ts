import path from 'node:path';
import { REMOTE_DIRS, REMOTE_NAMES, type RemoteName } from '@pdpl/contracts';
import { isUrlOrPath, type EnvReader } from './reader.js';

export interface WebConfig {
  web: { serve: boolean; root: string };
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
export function readWebConfig({ read, bool, problems }: EnvReader, repoRoot: string): WebConfig {
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

  return { web: { serve: serveWeb, root: webRoot }, runtime: { apiBaseUrl, analyticsId, remotes } };
}
