/**
 * The observer's settings, from the environment. Every variable it reads is read here, with
 * `read('NAME')` or `int('NAME')` (infra's tests list them from this file, and check the CronJob
 * sets nothing else).
 */
import { INDEX_ROUTES } from '@pdpl/contracts';

export interface ObserverConfig {
  databaseUrl: string;
  /** The project's token, which Chromium's own User-Agent is followed by. */
  botToken: string;
  chromiumPath: string;
  allowHosts: string[];
  delayMs: number;
  settleMs: number;
  siteTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** The flags Debian's Chromium needs in a container and on this sandboxed, offline machine (scripts/lib/chromium.mjs). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The User-Agent token of the index's robots (the collector names itself alike). */
export const botTokenFor = (siteUrl: string) => `MizanPDPLIndexBot/1.0 (+${siteUrl.replace(/\/+$/, '')}${INDEX_ROUTES.methodology})`;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ObserverConfig {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  /** DATABASE_URL: the API's PostgreSQL, as the servers' role (rows only): it reads watched_companies and adds site_observations rows. Required. */
  const databaseUrl = read('DATABASE_URL');
  if (!databaseUrl) problems.push('DATABASE_URL is required (postgres://user:password@host:5432/database)');
  else if (!/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');

  /** SITE_URL: the site's public origin, named in the User-Agent so a site's owner finds the methodology. Default http://localhost:3000 (`npm start`). */
  const siteUrl = read('SITE_URL') ?? 'http://localhost:3000';
  let origin = siteUrl;
  try {
    const url = new URL(siteUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    origin = url.origin;
  } catch {
    problems.push(`SITE_URL must be an http(s) origin, e.g. https://mizan.example (got "${siteUrl}")`);
  }

  /** CHROMIUM_PATH: the browser binary; Debian's package by default (/usr/bin/chromium). Browsers are never downloaded. */
  const chromiumPath = read('CHROMIUM_PATH') ?? '/usr/bin/chromium';

  /** INDEX_COLLECT_ALLOW_HOSTS: host:port pairs exempt from the public-address rule, comma-separated (tests and local stand-in sites only). Empty by default. */
  const allowHosts = (read('INDEX_COLLECT_ALLOW_HOSTS') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

  /** OBSERVE_DELAY_MS: the pause between two sites. Default 5000. */
  const delayMs = int('OBSERVE_DELAY_MS', 5000, 0, 600_000);
  /** OBSERVE_SETTLE_MS: how long to wait, at most, for a home page's network to settle before reading its cookies. Default 15000. */
  const settleMs = int('OBSERVE_SETTLE_MS', 15_000, 0, 120_000);
  /** OBSERVE_SITE_TIMEOUT_MS: one site's whole visit, at most; a site that takes longer is skipped. Default 60000. */
  const siteTimeoutMs = int('OBSERVE_SITE_TIMEOUT_MS', 60_000, 5_000, 600_000);

  if (problems.length > 0) throw new ConfigError(problems);
  return { databaseUrl: databaseUrl!, botToken: botTokenFor(origin), chromiumPath, allowHosts, delayMs, settleMs, siteTimeoutMs };
}
