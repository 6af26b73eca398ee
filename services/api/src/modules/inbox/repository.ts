import type { Knex } from 'knex';
import { LEADS_PAGE_SIZE, SYNCABLE_TABLE_NAMES, type LeadDetail, type LeadsFilter, type LeadSummary, type SyncableTable } from '@pdpl/contracts';
import { SUMMARY_COLUMNS, summarySelect, toLeadDetail } from '../leads/lead-records.js';

/** `%`, `_` and `\` typed in the search box match themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The filter's dates (inclusive UTC days) and search, on one table's query. */
function applyFilter(db: Knex, query: Knex.QueryBuilder, table: SyncableTable, filter: LeadsFilter): Knex.QueryBuilder {
  if (filter.from) query.where('created_at', '>=', db.raw(`?::timestamp at time zone 'UTC'`, [filter.from]));
  if (filter.to) query.where('created_at', '<', db.raw(`(?::timestamp + interval '1 day') at time zone 'UTC'`, [filter.to]));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    const searched = ['email', SUMMARY_COLUMNS[table].name, SUMMARY_COLUMNS[table].company].filter((c): c is string => c !== null);
    query.where((w) => {
      for (const column of searched) w.orWhere(column, 'ilike', pattern);
    });
  }
  return query;
}

const tablesOf = (filter: LeadsFilter): SyncableTable[] => (filter.table ? [filter.table as SyncableTable] : [...SYNCABLE_TABLE_NAMES]);

/** The summary rows of every table the filter covers, as one subquery named `leads`. */
function filteredSummaries(db: Knex, filter: LeadsFilter): Knex.QueryBuilder {
  const [first, ...rest] = tablesOf(filter).map((table) => applyFilter(db, summarySelect(db, table), table, filter));
  const union = rest.reduce((all, part) => all.unionAll(part, true), first!);
  return db.from(union.as('leads'));
}

type SummaryRow = { table: SyncableTable; id: string; created_at: Date; name: string | null; email: string; company: string | null };

const toSummary = (r: SummaryRow): LeadSummary => ({ table: r.table, id: r.id, createdAt: r.created_at.toISOString(), name: r.name, email: r.email, company: r.company });

const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export async function leadsPage(db: Knex, filter: LeadsFilter): Promise<{ leads: LeadSummary[]; total: number }> {
  const [rows, counted] = await Promise.all([
    filteredSummaries(db, filter).select<SummaryRow[]>('*').orderBy([...NEWEST_FIRST]).limit(LEADS_PAGE_SIZE).offset((filter.page - 1) * LEADS_PAGE_SIZE),
    filteredSummaries(db, filter).count<{ n: string }[]>('* as n'),
  ]);
  return { leads: rows.map(toSummary), total: Number(counted[0]!.n) };
}

export async function findLead(db: Knex, table: SyncableTable, id: string): Promise<LeadDetail | null> {
  const row = await db(table).where({ id }).first();
  return row ? toLeadDetail(table, row) : null;
}

/** The columns an export of `filter` has, in the table's own order. */
export async function exportColumns(db: Knex, filter: LeadsFilter): Promise<string[]> {
  if (!filter.table) return ['table', 'id', 'created_at', 'name', 'email', 'company'];
  const rows: { column_name: string }[] = await db('information_schema.columns')
    .where({ table_name: filter.table })
    .whereRaw('table_schema = current_schema()')
    .whereNot({ column_name: 'airtable_synced_at' })
    .orderBy('ordinal_position')
    .select('column_name');
  return rows.map((r) => r.column_name);
}

const EXPORT_BATCH = 1000;

/**
 * Every row the filter matches, newest first, fetched a thousand at a time by keyset (the last
 * row's created_at and id), so an export of any size holds one batch in memory. With one table
 * chosen, rows carry all its columns; across tables, the common ones.
 */
export async function* exportRows(db: Knex, filter: LeadsFilter): AsyncGenerator<Record<string, unknown>> {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const query = filter.table
      ? applyFilter(db, db(filter.table).select('*'), filter.table as SyncableTable, filter)
      : filteredSummaries(db, filter).select('*');
    // The cursor keeps created_at as text: a JS Date would drop its microseconds and skip rows.
    query.select(db.raw('created_at::text as cursor_at'));
    if (after) query.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [after.at, after.id]);
    const rows: Record<string, unknown>[] = await query.orderBy([...NEWEST_FIRST]).limit(EXPORT_BATCH);
    for (const { cursor_at: _cursor, airtable_synced_at: _synced, ...row } of rows) yield row;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor_at as string, id: last.id as string };
  }
}
