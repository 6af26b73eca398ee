/**
 * Migrations are listed here statically (not discovered from the file system), so the same
 * list works compiled to dist/, under Jest, and in any bundle. Append new ones at the end.
 */
import type { Knex } from 'knex';
import * as leadTables from './20250601000001_lead_tables.js';
import * as indexTables from './20250601000002_index_tables.js';
import * as authTables from './20250601000003_auth_tables.js';
import * as rateLimitHits from './20261122000001_rate_limit_hits.js';
import * as twoFactor from './20261123000001_two_factor.js';
import * as staff from './20261123000002_staff.js';
import * as dataRequests from './20261123000003_data_requests.js';
import * as indexPublishing from './20261123000004_index_publishing.js';
import * as arabicTexts from './20261124000001_arabic_texts.js';
import * as agendaTables from './20261126000001_agenda_tables.js';
import * as dimensionEvidence from './20261126000002_dimension_evidence.js';
import * as indexAnalysis from './20261127000001_index_analysis.js';
import * as dimensionRequirements from './20261127000002_dimension_requirements.js';
import * as indexPageRenders from './20261127000003_index_page_renders.js';

const MIGRATIONS: Record<string, Knex.Migration> = {
  '20250601000001_lead_tables': leadTables,
  '20250601000002_index_tables': indexTables,
  '20250601000003_auth_tables': authTables,
  '20261122000001_rate_limit_hits': rateLimitHits,
  '20261123000001_two_factor': twoFactor,
  '20261123000002_staff': staff,
  '20261123000003_data_requests': dataRequests,
  '20261123000004_index_publishing': indexPublishing,
  '20261124000001_arabic_texts': arabicTexts,
  '20261126000001_agenda_tables': agendaTables,
  '20261126000002_dimension_evidence': dimensionEvidence,
  '20261127000001_index_analysis': indexAnalysis,
  '20261127000002_dimension_requirements': dimensionRequirements,
  '20261127000003_index_page_renders': indexPageRenders,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

/** Brings the schema to the latest version; returns the names of the migrations it ran. */
export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, ran] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return ran;
}

/** Names of the migrations this code knows that the database has not run yet. */
export async function pendingMigrations(knex: Knex): Promise<string[]> {
  const [, pending] = (await knex.migrate.list({ migrationSource })) as [unknown[], string[]];
  return pending;
}

export class SchemaBehind extends Error {
  constructor(readonly pending: string[]) {
    super(`The database schema is older than this release (${pending.length} pending: ${pending.join(', ')}): run the migration job (npm run db:migrate) first, or set MIGRATE_ON_START=true`);
    this.name = 'SchemaBehind';
  }
}

/** At start: migrate, or (MIGRATE_ON_START=false) refuse a schema the code is newer than. */
export async function prepareSchema(knex: Knex, migrate: boolean): Promise<string[]> {
  if (migrate) return migrateLatest(knex);
  const pending = await pendingMigrations(knex);
  if (pending.length > 0) throw new SchemaBehind(pending);
  return [];
}
