/** The environment of a front-end image's server (bin/static-server.ts), validated at start: every problem at once. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, createEnvReader, toOrigin, type Env } from './env-reader.js';
import { readMetricsSettings, type MetricsSettings } from './metrics.js';
import { readSiteSettings, type SiteSettings } from './site.js';

/** Who may load the files from another origin: anyone, the listed origins, or (empty) this origin only. */
export type CorsPolicy = '*' | readonly string[];

export interface StaticServerSettings {
  root: string;
  port: number;
  host: string;
  corsOrigins: CorsPolicy;
  /** The shell's settings when this server serves the shell (SHELL_MODE); null for a remote. */
  shell: SiteSettings | null;
  /** Prometheus's listener (METRICS_PORT, METRICS_HOST: settings/metrics.ts), apart from PORT. */
  metrics: MetricsSettings;
}

export function readStaticServerSettings(env: Env): StaticServerSettings {
  const reader = createEnvReader(env);
  const { read, int, bool, problems } = reader;
  /** STATIC_ROOT: the built dist folder to serve (e.g. /app/mfe-ksa/dist). Required. */
  const rootRaw = read('STATIC_ROOT');
  const root = rootRaw ? path.resolve(rootRaw) : '';
  if (!rootRaw) problems.push('STATIC_ROOT is required: the built dist folder to serve (e.g. /app/mfe-ksa/dist)');
  else if (!existsSync(root) || !statSync(root).isDirectory()) problems.push(`STATIC_ROOT ${root} is not a folder`);

  /** PORT: HTTP port. Default 8080; 0 picks a free port. */
  const port = int('PORT', 8080, 0, 65535);
  /** HOST: interface to listen on. Default 0.0.0.0 (a container's). */
  const host = read('HOST') ?? '0.0.0.0';
  /** METRICS_PORT and METRICS_HOST: Prometheus's own listener (GET /metrics), never on PORT (settings/metrics.ts). Default none. */
  const metrics = readMetricsSettings(reader, port);

  /** CORS_ORIGINS: origins allowed to load the files (a remote's: the shell's origin), comma-separated, or *. Default none. */
  const listed = (read('CORS_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of listed) {
    if (origin !== '*' && !toOrigin(origin)) problems.push(`CORS_ORIGINS entry "${origin}" is not an origin like https://shell.example (no path, no trailing slash)`);
  }
  if (listed.includes('*') && listed.length > 1) problems.push('CORS_ORIGINS is either * or a list of origins, not both');

  /**
   * SHELL_MODE: true for the shell: /config.json, robots.txt, the sitemap and each page's document
   * (the site settings: API_BASE_URL, REMOTE_*_URL, ANALYTICS_ID, SITE_URL, MANIFEST_REFRESH_SECONDS). Default false.
   */
  const shellMode = bool('SHELL_MODE', false);
  if (shellMode && root && !existsSync(path.join(root, 'index.html'))) problems.push(`SHELL_MODE=true needs the shell's build: ${path.join(root, 'index.html')} does not exist`);
  const shell = shellMode ? readSiteSettings(reader) : null;

  if (problems.length > 0) throw new ConfigError(problems);
  return { root, port, host, corsOrigins: listed.includes('*') ? '*' : listed, shell, metrics };
}
