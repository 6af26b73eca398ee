/**
 * Every environment variable the API reads, read and validated here (mail, Airtable and collector
 * sections in src/env/) and nowhere else.
 * `loadConfig()` collects every problem and throws one ConfigError listing them all, so an
 * operator fixes a bad environment in one go instead of one restart per mistake.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, createEnvReader, readMetricsSettings, readSiteSettings, toOrigin, type Env, type MetricsSettings } from '@pdpl/web';
import { readAirtableConfig, type AirtableConfig } from './env/airtable.js';
import { readCollectConfig, type CollectConfig } from './env/collect.js';
import { readMailConfig, type MailConfig } from './env/mail.js';
import { readWebConfig, type WebConfig } from './env/web.js';

export type { AirtableConfig } from './env/airtable.js';
export type { CollectConfig } from './env/collect.js';
export type { MailConfig } from './env/mail.js';
// One error for every settings reader (the site's settings are read by @pdpl/web's).
export { ConfigError };

/** The repository root: this file lives in services/api/src (Jest) or services/api/dist (built). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const ADMIN_PASSWORD_MIN_LENGTH = 12;
export const SESSION_SECRET_MIN_LENGTH = 32;

export interface Config {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  /** Prometheus's listener (GET /metrics), apart from the public port; port null: none. */
  metrics: MetricsSettings;
  logLevel: LogLevel;
  /** 'embedded' when DATABASE_URL is absent: the server runs its own PostgreSQL in dataDir. */
  databaseMode: 'embedded' | 'external';
  databaseUrl: string | null;
  /** The servers' role, set up by the migration job (APP_DATABASE_URL); null: the job leaves roles alone. */
  appDatabaseUrl: string | null;
  dataDir: string;
  embeddedPgPort: number;
  seedSampleData: boolean;
  /** Whether the server brings the schema up to date at start; false: the migration job does (npm run db:migrate). */
  migrateOnStart: boolean;
  sessionSecret: string | null;
  session: { idleTimeoutMs: number; absoluteTimeoutMs: number };
  admin: { email: string | null; password: string | null };
  /** Whether admins must sign in with a second factor (TOTP) or may choose to. */
  adminTwoFactor: 'required' | 'optional';
  /** Express 'trust proxy': false, a hop count, or a list of proxy addresses (never `true`). */
  trustProxy: false | number | string;
  corsOrigins: string[];
  rateLimits: { publicWritesPer10Min: number; loginPer15Min: number; loginPerIpPer15Min: number };
  mail: MailConfig;
  /** Seconds an index read is reused from memory; 0 turns the cache off. */
  indexCacheSeconds: number;
  /** Airtable sync target; null when AIRTABLE_API_KEY / AIRTABLE_BASE_ID are unset (sync endpoints answer 503). */
  airtable: AirtableConfig | null;
  /** Hourly automated sync (Agenda): on by default when Airtable is configured. */
  sync: { schedule: boolean };
  /** The index's collector: politeness, time limits, and the hosts exempt from the address rule. */
  collection: CollectConfig;
  web: WebConfig['web'];
  runtime: WebConfig['runtime'];
}

/** Outgoing mail: an SMTP transport, or null for the local outbox (DATA_DIR/outbox). */

/**
 * @param options.serving the server's own settings (not a CLI's): in production it must be able to
 *   deliver the mail it sends (a migration sends none).
 */
export function loadConfig(env: Env = process.env, options: { serving?: boolean } = {}): Config {
  const r = createEnvReader(env);
  const { read, int, bool, secret, problems } = r;

  /** NODE_ENV: 'production' makes a missing SESSION_SECRET fatal when DATABASE_URL is set. Default 'development'. */
  const nodeEnv = read('NODE_ENV') ?? 'development';
  /** HOST: interface to listen on. Default 127.0.0.1 (this machine only); 0.0.0.0 in containers. */
  const host = read('HOST') ?? '127.0.0.1';
  /** PORT: HTTP port. Default 3000; 0 picks a free port. */
  const port = int('PORT', 3000, 0, 65535);
  /** METRICS_PORT and METRICS_HOST: Prometheus's own listener (GET /metrics), never on PORT. Default
   * none (127.0.0.1 once a port is set); the image listens on 0.0.0.0:9464. Read by @pdpl/web's settings/metrics.ts. */
  const metrics = readMetricsSettings(r, port);
  /** LOG_LEVEL: pino level (fatal, error, warn, info, debug, trace, silent). Default info. */
  const logLevel = (read('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  /** DATABASE_URL: postgres://user:pass@host:port/db. Absent: an embedded PostgreSQL runs in DATA_DIR/postgres. */
  const databaseUrl = read('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  /**
   * APP_DATABASE_URL: for the migration job only, the URL the servers connect with: the job creates
   * its role (or resets its password) with rights to rows only, no DDL. Unset: roles are left alone.
   */
  const appDatabaseUrl = read('APP_DATABASE_URL') ?? null;
  if (appDatabaseUrl && !/^postgres(ql)?:\/\/[^:/@]+:[^@]+@/.test(appDatabaseUrl)) {
    problems.push('APP_DATABASE_URL must be a postgres:// URL with the role and its password (postgres://pdpl_app:PASSWORD@host/db)');
  }
  /** DATA_DIR: local state (embedded database, generated secrets). Default <repo root>/data. */
  const dataDir = path.resolve(read('DATA_DIR') ?? path.join(REPO_ROOT, 'data'));
  /** EMBEDDED_PG_PORT: port of the embedded PostgreSQL on 127.0.0.1. Default 54329. */
  // The embedded PostgreSQL package ships only beta releases: a local default, never production.
  if (!databaseUrl && nodeEnv === 'production') {
    problems.push('DATABASE_URL is required in production: the embedded PostgreSQL is for local use only');
  }
  const embeddedPgPort = int('EMBEDDED_PG_PORT', 54329, 1, 65535);
  /** SEED_SAMPLE_DATA: load the sample index edition at start. Default true without DATABASE_URL, else false. */
  const seedSampleData = bool('SEED_SAMPLE_DATA', databaseUrl === null);
  /**
   * MIGRATE_ON_START: migrate the database at start. Default true. Set false where a migration job
   * runs first (several replicas, an API role without DDL rights): the server then refuses to start
   * on a schema older than its code, naming the pending migrations.
   */
  const migrateOnStart = bool('MIGRATE_ON_START', true);

  /** SESSION_SECRET: signs session cookies (32+ chars). Absent: generated once into DATA_DIR/session-secret, except production with DATABASE_URL, which refuses to start. */
  const sessionSecret = read('SESSION_SECRET') ?? null;
  if (sessionSecret && sessionSecret.length < SESSION_SECRET_MIN_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${SESSION_SECRET_MIN_LENGTH} characters`);
  }
  if (!sessionSecret && databaseUrl && nodeEnv === 'production') {
    problems.push('SESSION_SECRET is required in production with DATABASE_URL (generate one with: openssl rand -base64 48)');
  }

  /** ADMIN_EMAIL and ADMIN_PASSWORD: the admin created at start when missing (never overwritten). Both or neither. */
  const adminEmail = read('ADMIN_EMAIL')?.toLowerCase() ?? null;
  const adminPassword = secret('ADMIN_PASSWORD');
  if ((adminEmail === null) !== (adminPassword === null)) problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (adminEmail && !/^[^\s@]+@[^\s@]+$/.test(adminEmail)) problems.push('ADMIN_EMAIL must be an e-mail address');
  if (adminPassword && adminPassword.length < ADMIN_PASSWORD_MIN_LENGTH) {
    problems.push(`ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`);
  }

  /**
   * TRUST_PROXY: the proxies in front of the server, as a hop count (1) or their addresses ('loopback',
   * '10.0.0.0/8, 10.1.2.3'); 'false' or 0 for none. Default off, and required in production, where
   * the wrong value either lets X-Forwarded-For spoof every per-address limit or puts every visitor
   * behind the proxy in one bucket.
   */
  const trustProxyRaw = read('TRUST_PROXY');
  const trustProxy = parseTrustProxy(trustProxyRaw, problems);
  if (trustProxyRaw === undefined && nodeEnv === 'production') {
    problems.push("TRUST_PROXY is required in production: the number of proxies in front of the server (e.g. 1), their addresses, or 'false' for none");
  }
  /**
   * ADMIN_TWO_FACTOR: 'required' (an admin without an authenticator app sets one up at sign-in) or
   * 'optional' (staff turn it on themselves). Default required in production, optional elsewhere.
   */
  const adminTwoFactorRaw = read('ADMIN_TWO_FACTOR') ?? (nodeEnv === 'production' ? 'required' : 'optional');
  if (adminTwoFactorRaw !== 'required' && adminTwoFactorRaw !== 'optional') problems.push("ADMIN_TWO_FACTOR must be 'required' or 'optional'");
  const adminTwoFactor = adminTwoFactorRaw === 'optional' ? 'optional' : 'required';
  /** CORS_ORIGINS: comma-separated origins allowed to call /api from another origin. Default none (same origin only). */
  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => {
      const origin = toOrigin(o);
      if (!origin) problems.push(`CORS_ORIGINS entry "${o}" is not an origin like https://example.com`);
      return origin ?? '';
    })
    .filter(Boolean);
  /** RATE_LIMIT_PUBLIC_WRITES: POSTs to /api/leads/* allowed per IP per 10 minutes. Default 20. */
  const publicWritesPer10Min = int('RATE_LIMIT_PUBLIC_WRITES', 20, 1, 1_000_000);
  /** RATE_LIMIT_LOGIN: failed sign-ins allowed per account (e-mail, from any address) per 15 minutes. Default 10. */
  const loginPer15Min = int('RATE_LIMIT_LOGIN', 10, 1, 1_000_000);
  /** RATE_LIMIT_LOGIN_IP: failed sign-ins allowed per IP address (any account) per 15 minutes. Default 30. */
  const loginPerIpPer15Min = int('RATE_LIMIT_LOGIN_IP', 30, 1, 1_000_000);

  /** INDEX_CACHE_SECONDS: seconds the API reuses an index read from memory (clients may cache 60 s anyway). Default 10; 0 off. */
  const indexCacheSeconds = int('INDEX_CACHE_SECONDS', 10, 0, 3600);

  const mail = readMailConfig(r);
  if (options.serving && nodeEnv === 'production' && !mail.smtp) {
    problems.push(
      'SMTP_URL (or SMTP_HOST) is required in production: without a mail server, invitations, password resets and e-mailed assessment results would be written to DATA_DIR/outbox inside the container and lost',
    );
  }

  const { airtable, syncSchedule } = readAirtableConfig(r);

  const { web, runtime } = readWebConfig(r, REPO_ROOT);
  const collection = readCollectConfig(r, web.siteUrl);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    nodeEnv,
    isProduction: nodeEnv === 'production',
    host,
    port,
    metrics,
    logLevel,
    databaseMode: databaseUrl ? 'external' : 'embedded',
    databaseUrl,
    appDatabaseUrl,
    dataDir,
    embeddedPgPort,
    seedSampleData,
    migrateOnStart,
    sessionSecret,
    session: { idleTimeoutMs: 30 * 60 * 1000, absoluteTimeoutMs: 12 * 60 * 60 * 1000 },
    admin: { email: adminEmail, password: adminPassword },
    adminTwoFactor,
    trustProxy,
    corsOrigins,
    rateLimits: { publicWritesPer10Min, loginPer15Min, loginPerIpPer15Min },
    mail,
    indexCacheSeconds,
    airtable,
    sync: { schedule: syncSchedule },
    collection,
    web,
    runtime,
  };
}

/**
 * The collector's settings alone, for `npm run index:collect`, which needs no database and no
 * server settings (production's DATABASE_URL, SESSION_SECRET...). SITE_URL names us in the User-Agent.
 */
export function loadCollectConfig(env: Env = process.env): CollectConfig {
  const r = createEnvReader(env);
  const { siteUrl } = readSiteSettings(r);
  const collect = readCollectConfig(r, siteUrl);
  if (r.problems.length > 0) throw new ConfigError(r.problems);
  return collect;
}

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(\/\d{1,3})?)$/;

function parseTrustProxy(raw: string | undefined, problems: string[]): false | number | string {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (lower === 'false' || lower === 'off' || lower === 'no' || lower === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((a) => a.trim());
  if (addresses.every((a) => PROXY_ADDRESS.test(a))) return addresses.join(',');
  problems.push(
    lower === 'true' || lower === 'on' || lower === 'yes'
      ? 'TRUST_PROXY=true would trust any X-Forwarded-For a client sends: give the number of proxies in front of the server (e.g. 1) or their addresses'
      : `TRUST_PROXY "${raw}" is neither a hop count nor a list of proxy addresses`,
  );
  return false;
}

