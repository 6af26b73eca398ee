import type { Express } from 'express';
import type { Knex } from 'knex';
import type pg from 'pg';
import { createApp, type AppDeps } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openTestDb, openTestPool, resetDb, silentLogger, testDatabaseUrl } from './db.js';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: Express;
  config: Config;
  close(): Promise<void>;
}

/** The config from `env` exactly as the server would load it, plus test defaults: silent logs, no web serving unless asked. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATABASE_URL: testDatabaseUrl(),
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    // Tests change index rows between requests and expect to see the change.
    INDEX_CACHE_SECONDS: '0',
    ...env,
  });
}

/** The real app on the test database, configured by testConfig. */
export function buildTestApp(
  db: Knex,
  env: Record<string, string> = {},
  tweak: (config: Config) => Config = (c) => c,
  extra: Partial<Pick<AppDeps, 'announce' | 'logger' | 'pageCatalog' | 'renderedPages' | 'collection' | 'metrics'>> = {},
): TestApp {
  const config = tweak(testConfig(env));
  const pool: pg.Pool = openTestPool();
  const app = createApp({
    config,
    db,
    pool,
    logger: silentLogger,
    sessionSecret: config.sessionSecret ?? TEST_SESSION_SECRET,
    sessionPruneIntervalSeconds: false,
    ...extra,
  });
  return { app, config, close: () => pool.end() };
}

export interface TestFixture {
  readonly db: Knex;
  readonly app: Express;
  readonly config: Config;
}

/**
 * The usual lifecycle of an API test file: a migrated test database and the app on it for the whole
 * file, optionally with empty tables before each test. Read the fields inside tests and hooks.
 */
export function useTestApp({ resetEachTest = false }: { resetEachTest?: boolean } = {}): TestFixture {
  let db: Knex | undefined;
  let t: TestApp | undefined;
  beforeAll(async () => {
    db = await openTestDb();
    t = buildTestApp(db);
  });
  if (resetEachTest) beforeEach(() => resetDb(db!));
  afterAll(async () => {
    await t?.close();
    await db?.destroy();
  });
  return {
    get db() {
      return db!;
    },
    get app() {
      return t!.app;
    },
    get config() {
      return t!.config;
    },
  };
}
