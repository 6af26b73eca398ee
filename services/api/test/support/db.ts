import type { Knex } from 'knex';
import { createKnex, createPgPool } from '../../src/db/knex.js';
import { migrateLatest } from '../../src/db/migrations/index.js';
import { createLogger } from '../../src/logger.js';

export const silentLogger = createLogger('silent');

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the API tests through Jest (test/global-setup.mjs)');
  return url;
}

/** The test database as a role that may create roles (a deployment's migration job would own the schema). */
export function testAdminDatabaseUrl(): string {
  const url = process.env.TEST_ADMIN_DATABASE_URL;
  if (!url) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run the API tests through Jest (test/global-setup.mjs)');
  return url;
}

/** A Knex on the test database, migrated to the latest schema. Destroy it in afterAll. */
export async function openTestDb(): Promise<Knex> {
  const db = createKnex(testDatabaseUrl(), silentLogger);
  await migrateLatest(db);
  return db;
}

export function openTestPool() {
  return createPgPool(testDatabaseUrl(), silentLogger);
}

const TABLES = [
  'waitlist_submissions',
  'contact_submissions',
  'newsletter_subscriptions',
  'pilot_applications',
  'assessment_results',
  'sync_logs',
  'company_dimension_scores',
  'company_scores',
  'companies',
  'index_edition_audit',
  'index_editions',
  'users',
  'user_sessions',
  'rate_limit_hits',
  'staff_audit',
  'data_subject_requests',
  'airtable_deletions',
  'airtable_request_pace',
  'watched_companies',
  'collection_batches',
  'collection_runs',
  'notice_versions',
  'company_analyses',
  'requirement_overrides',
  'analysis_reviews',
  'site_observations',
  'index_page_renders',
  'index_render_progress',
];

/** Empties every application table (the schema stays). */
export async function resetDb(db: Knex): Promise<void> {
  await db.raw(`truncate ${TABLES.join(', ')} restart identity cascade`);
}

export async function countRows(db: Knex, table: string): Promise<number> {
  const [row] = await db(table).count<{ count: string }[]>({ count: '*' });
  return Number(row!.count);
}
