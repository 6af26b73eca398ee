import type { Express } from 'express';
import type { Knex } from 'knex';
import { STAND_IN_API_KEY, STAND_IN_BASE_ID, startAirtableStandIn, type AirtableStandIn } from './airtable-stand-in.js';
import { buildTestApp, type TestApp } from './app.js';
import { openTestDb, resetDb } from './db.js';
import { createUser, STAFF } from './users.js';

/** A sync_logs row as stored. */
export interface StoredSyncLog {
  id: string;
  status: string;
  table_name: string | null;
  message: string;
  error_details: string | null;
  created_at: Date;
}

export interface SyncFixture {
  readonly db: Knex;
  readonly standIn: AirtableStandIn;
  /** The app configured against the stand-in. */
  readonly app: Express;
  /** The environment that points the API at the stand-in, with short retry waits. */
  airtableEnv(extra?: Record<string, string>): Record<string, string>;
  /** Another app on the same database with this environment, closed after the file. */
  appWith(env: Record<string, string>): Express;
  syncLogs(): Promise<StoredSyncLog[]>;
  unsyncedCount(table: string): Promise<number>;
}

/**
 * The lifecycle of a sync test file: the test database, the Airtable stand-in (test/support/
 * airtable-stand-in.ts) and the app pointed at it; tables, stand-in and STAFF accounts fresh per test.
 */
export function useSyncFixture(): SyncFixture {
  let db: Knex | undefined;
  let standIn: AirtableStandIn | undefined;
  let t: TestApp | undefined;
  const extraApps: TestApp[] = [];

  const airtableEnv = (extra: Record<string, string> = {}) => ({
    AIRTABLE_API_KEY: STAND_IN_API_KEY,
    AIRTABLE_BASE_ID: STAND_IN_BASE_ID,
    AIRTABLE_ENDPOINT_URL: standIn!.url,
    AIRTABLE_RETRY_WAIT_MS: '20',
    AIRTABLE_MAX_ATTEMPTS: '3',
    ...extra,
  });

  beforeAll(async () => {
    db = await openTestDb();
    standIn = await startAirtableStandIn();
    t = buildTestApp(db, airtableEnv());
  });
  beforeEach(async () => {
    await resetDb(db!);
    standIn!.reset();
    await createUser(db!, STAFF.admin.email, STAFF.admin.password, 'admin');
    await createUser(db!, STAFF.analyst.email, STAFF.analyst.password, 'analyst');
  });
  afterAll(async () => {
    for (const app of [t, ...extraApps]) await app?.close();
    await standIn?.close();
    await db?.destroy();
  });

  return {
    get db() {
      return db!;
    },
    get standIn() {
      return standIn!;
    },
    get app() {
      return t!.app;
    },
    airtableEnv,
    appWith(env) {
      const built = buildTestApp(db!, env);
      extraApps.push(built);
      return built.app;
    },
    syncLogs: () => db!<StoredSyncLog>('sync_logs').orderBy('id'),
    unsyncedCount: async (table) => Number((await db!(table).whereNull('airtable_synced_at').count({ n: '*' }))[0]!.n),
  };
}
