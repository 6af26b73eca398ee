import type { Knex } from 'knex';
import { dataRequestDueOn, type DataRequestAction, type DataRequestLogEntry, type SyncableTable } from '@pdpl/contracts';

type RequestRow = { id: string; action: DataRequestAction; received_on: string; handled_at: Date; handled_by: string | null; records: number };

const toEntry = (r: RequestRow): DataRequestLogEntry => ({
  id: Number(r.id),
  action: r.action,
  receivedOn: r.received_on,
  dueOn: dataRequestDueOn(r.received_on),
  handledAt: r.handled_at.toISOString(),
  handledBy: r.handled_by,
  records: r.records,
});

/** received_on as YYYY-MM-DD text: pg would turn a date into a local-midnight Date. */
const columns = (db: Knex) => [
  'r.id',
  'r.action',
  db.raw(`to_char(r.received_on, 'YYYY-MM-DD') as received_on`),
  'r.handled_at',
  'u.email as handled_by',
  'r.records',
];

export async function insertRequest(
  db: Knex | Knex.Transaction,
  request: { action: DataRequestAction; receivedOn: string; handledBy: number; records: number },
): Promise<DataRequestLogEntry> {
  const [inserted] = await db('data_subject_requests')
    .insert({ action: request.action, received_on: request.receivedOn, handled_by: request.handledBy, records: request.records })
    .returning<{ id: string }[]>('id');
  const row: RequestRow = await db('data_subject_requests as r')
    .leftJoin('users as u', 'u.id', 'r.handled_by')
    .where('r.id', inserted!.id)
    .first(columns(db));
  return toEntry(row);
}

export async function latestRequests(db: Knex, limit: number): Promise<DataRequestLogEntry[]> {
  const rows: RequestRow[] = await db('data_subject_requests as r')
    .leftJoin('users as u', 'u.id', 'r.handled_by')
    .orderBy([{ column: 'r.handled_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
    .limit(limit)
    .select(columns(db));
  return rows.map(toEntry);
}

/** Deletes a table's rows of an e-mail address; answers the ids of those already copied to Airtable. */
export async function deleteRowsOfEmail(trx: Knex.Transaction, table: SyncableTable, email: string): Promise<{ deleted: number; synced: string[] }> {
  const rows: { id: string; airtable_synced_at: Date | null }[] = await trx(table)
    .whereRaw('lower(email) = lower(?)', [email])
    .delete()
    .returning(['id', 'airtable_synced_at']);
  return { deleted: rows.length, synced: rows.filter((r) => r.airtable_synced_at !== null).map((r) => r.id) };
}
