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

/** Erased rows whose Airtable copies are still to delete (by row id: the queue holds no personal data). */
export async function queueAirtableDeletions(trx: Knex.Transaction, table: SyncableTable, rowIds: string[]): Promise<void> {
  if (rowIds.length === 0) return;
  await trx('airtable_deletions')
    .insert(rowIds.map((row_id) => ({ table_name: table, row_id })))
    .onConflict(['table_name', 'row_id'])
    .ignore();
}

/** Queued deletions of a table, oldest first, locked like claimUnsyncedRows. */
export async function claimDeletions(trx: Knex.Transaction, table: SyncableTable, limit: number): Promise<string[]> {
  const rows: { row_id: string }[] = await trx('airtable_deletions')
    .where({ table_name: table })
    .orderBy([{ column: 'queued_at' }, { column: 'row_id' }])
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .select('row_id');
  return rows.map((r) => r.row_id);
}

export async function removeDeletions(trx: Knex.Transaction, table: SyncableTable, rowIds: string[]): Promise<void> {
  await trx('airtable_deletions').where({ table_name: table }).whereIn('row_id', rowIds).delete();
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

/** Changes of a table not yet made in Airtable: rows to copy and erased rows' copies to delete. */
export async function countUnsynced(db: Knex, table: SyncableTable): Promise<number> {
  const [rows, deletions] = await Promise.all([
    db(table).whereNull('airtable_synced_at').first<{ count: string }>(db.raw('count(*) as count')),
    db('airtable_deletions').where({ table_name: table }).first<{ count: string }>(db.raw('count(*) as count')),
  ]);
  return Number(rows.count) + Number(deletions.count);
}
