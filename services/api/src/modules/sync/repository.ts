import type { Knex } from 'knex';
import type { SyncableTable, SyncLog } from '@pdpl/contracts';

/** A lead row as stored; every syncable table has id, created_at and airtable_synced_at. */
export type LeadRow = { id: string; airtable_synced_at: Date | null } & Record<string, unknown>;

/**
 * Rows never sent to Airtable, oldest first, locked for the caller's transaction; rows another
 * sync has locked are skipped, so two syncs running at once send disjoint batches. A module that
 * changes a lead row after insert must set airtable_synced_at back to null in the same update for
 * the change to be sent again.
 */
export async function claimUnsyncedRows(trx: Knex.Transaction, table: SyncableTable, limit: number): Promise<LeadRow[]> {
  return trx(table).whereNull('airtable_synced_at').orderBy([{ column: 'created_at' }, { column: 'id' }]).limit(limit).forUpdate().skipLocked();
}

export async function markSynced(db: Knex, table: SyncableTable, ids: string[]): Promise<void> {
  await db(table).whereIn('id', ids).update({ airtable_synced_at: db.fn.now() });
}

export interface NewSyncLog {
  status: 'success' | 'error';
  table_name: SyncableTable | null;
  message: string;
  error_details: string | null;
}

export async function insertSyncLog(db: Knex, log: NewSyncLog): Promise<void> {
  await db('sync_logs').insert(log);
}

type SyncLogRow = Omit<SyncLog, 'id' | 'created_at'> & { id: string; created_at: Date };

/** Newest first; bigint ids arrive from pg as strings. */
export async function latestSyncLogs(db: Knex, limit: number): Promise<SyncLog[]> {
  const rows: SyncLogRow[] = await db('sync_logs').select('*').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  return rows.map((row) => ({ ...row, id: Number(row.id), created_at: row.created_at.toISOString() }));
}

/** Removes entries older than `days`; returns how many went. */
export async function pruneSyncLogs(db: Knex, days: number): Promise<number> {
  return db('sync_logs').where('created_at', '<', db.raw(`now() - make_interval(days => ?)`, [days])).delete();
}

/** Rows of a table not yet copied to Airtable. */
export async function countUnsynced(db: Knex, table: SyncableTable): Promise<number> {
  const row = await db(table).whereNull('airtable_synced_at').first<{ count: string }>(db.raw('count(*) as count'));
  return Number(row.count);
}
