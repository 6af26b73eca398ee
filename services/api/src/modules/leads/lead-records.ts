/**
 * How the admin area reads the five lead tables: the columns every inbox row shows (the tables
 * name them differently) and a stored row as a LeadDetail. The inbox, data-subject requests and
 * exports all read leads through here.
 */
import type { Knex } from 'knex';
import type { LeadDetail, SyncableTable } from '@pdpl/contracts';
import { plainValue } from '../../plain-value.js';

/** The column holding the person's name and company in each table; null where the form asks none. */
export const SUMMARY_COLUMNS: Record<SyncableTable, { name: string | null; company: string | null }> = {
  waitlist_submissions: { name: 'name', company: 'company' },
  contact_submissions: { name: 'name', company: 'company' },
  assessment_results: { name: 'name', company: null },
  newsletter_subscriptions: { name: null, company: null },
  pilot_applications: { name: 'name', company: 'company_name' },
};

/** The inbox's common columns of one table, under one set of names. */
export function summarySelect(db: Knex, table: SyncableTable): Knex.QueryBuilder {
  const { name, company } = SUMMARY_COLUMNS[table];
  return db(table).select(
    db.raw('?::text as "table"', [table]),
    'id',
    'created_at',
    db.raw(`${name ?? 'null'}::text as name`),
    'email',
    db.raw(`${company ?? 'null'}::text as company`),
  );
}

type StoredRow = { id: string; created_at: Date; airtable_synced_at: Date | null } & Record<string, unknown>;

export function toLeadDetail(table: SyncableTable, row: StoredRow): LeadDetail {
  const { id, created_at, airtable_synced_at, ...rest } = row;
  return {
    table,
    id,
    createdAt: created_at.toISOString(),
    syncedAt: airtable_synced_at?.toISOString() ?? null,
    fields: Object.entries(rest).map(([name, value]) => ({ name, value: plainValue(value) })),
  };
}

/** Every row of the five tables whose e-mail is `email` (any case), oldest first. */
export async function leadsOfEmail(db: Knex | Knex.Transaction, tables: readonly SyncableTable[], email: string): Promise<LeadDetail[]> {
  const found = await Promise.all(
    tables.map(async (table) => {
      const rows: StoredRow[] = await db(table).whereRaw('lower(email) = lower(?)', [email]).orderBy([{ column: 'created_at' }, { column: 'id' }]);
      return rows.map((row) => toLeadDetail(table, row));
    }),
  );
  return found.flat();
}
