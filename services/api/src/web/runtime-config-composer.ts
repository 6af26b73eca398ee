/**
 * /config.json composed from the environment, without the rest of the API: for the API's own route,
 * `npm run config:compose`, and the shell's static server (infra/static-server imports the built
 * module), so every way of hosting the shell gets the same file. Imports nothing heavier than
 * @pdpl/contracts, which the shell's image ships.
 */
import type { RoutedPage, RuntimeConfig } from '@pdpl/contracts';
import { ConfigError } from '../config.js';
import { createEnvReader, type Env } from '../env/reader.js';
import { readWebConfig, type WebConfig } from '../env/web.js';
import type { Logger } from '../logger.js';
import { createPageCatalog } from './page-catalog.js';

export function buildRuntimeConfig(runtime: WebConfig['runtime'], pages: RoutedPage[]): RuntimeConfig {
  return { apiBaseUrl: runtime.apiBaseUrl, analyticsId: runtime.analyticsId, remotes: { ...runtime.remotes }, pages };
}

export interface RuntimeConfigComposer {
  /** The URLs read from the environment (the CSP of the shell's documents derives from them). */
  runtime: WebConfig['runtime'];
  /** SITE_URL: the public origin for canonical URLs; null: the request's. */
  siteUrl: string | null;
  /** Reads every remote's manifest now; throws PageManifestError on a conflict or a malformed manifest. */
  load(): Promise<RuntimeConfig>;
  /** Manifests re-read when older than MANIFEST_REFRESH_SECONDS; a failed refresh keeps the last good pages. */
  current(): Promise<RuntimeConfig>;
}

/**
 * Reads REMOTE_*_URL, API_BASE_URL, ANALYTICS_ID, MANIFEST_REFRESH_SECONDS (and SERVE_WEB / WEB_ROOT
 * for remotes given as /remotes/<dir>/ paths) as the server does; bad values: one ConfigError listing them.
 */
export function runtimeConfigComposer(env: Env, repoRoot: string, logger: Pick<Logger, 'warn' | 'error'>): RuntimeConfigComposer {
  const reader = createEnvReader(env);
  const settings = readWebConfig(reader, repoRoot);
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  const catalog = createPageCatalog(settings, logger);
  return {
    runtime: settings.runtime,
    siteUrl: settings.web.siteUrl,
    load: async () => buildRuntimeConfig(settings.runtime, await catalog.load()),
    current: async () => buildRuntimeConfig(settings.runtime, await catalog.current()),
  };
}
