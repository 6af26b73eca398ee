/** Collection batches and runs: what was asked, by whom, and how each company's collection went. */
import type { Knex } from 'knex';
import type { CollectionProgress } from '@pdpl/contracts';

export type BatchScope = 'company' | 'all' | 'schedule';

export interface QueuedRun {
  runId: number;
  companyId: string;
}

/** A batch and one queued run per company, in one transaction. */
export async function insertBatch(db: Knex, scope: BatchScope, requestedBy: string, companyIds: readonly string[]): Promise<{ batchId: number; runs: QueuedRun[] }> {
  return db.transaction(async (trx) => {
    const [batch] = await trx('collection_batches').insert({ scope, requested_by: requestedBy }).returning<{ id: string }[]>('id');
    const batchId = Number(batch!.id);
    const rows = companyIds.length
      ? await trx('collection_runs')
          .insert(companyIds.map((company_id) => ({ batch_id: batchId, company_id })))
          .returning<{ id: string; company_id: string }[]>(['id', 'company_id'])
      : [];
    return { batchId, runs: rows.map((r) => ({ runId: Number(r.id), companyId: r.company_id })) };
  });
}

/** Marks a queued run running; false when it is not queued (another worker took it, or it ended). */
export async function startRun(db: Knex, runId: number): Promise<boolean> {
  return (await db('collection_runs').where({ id: runId }).whereIn('status', ['queued', 'running']).update({ status: 'running', started_at: db.fn.now() })) > 0;
}

export async function finishRun(db: Knex, runId: number, outcome: { error: string | null; requests: unknown }): Promise<void> {
  await db('collection_runs')
    .where({ id: runId })
    .update({ status: outcome.error ? 'failed' : 'done', finished_at: db.fn.now(), error: outcome.error, requests: JSON.stringify(outcome.requests) });
}

export async function runCompany(db: Knex, runId: number): Promise<string | null> {
  const row = await db('collection_runs').where({ id: runId }).first<{ company_id: string } | undefined>('company_id');
  return row?.company_id ?? null;
}

/** The newest batch with its runs counted by status. */
export async function newestBatch(db: Knex): Promise<CollectionProgress['batch']> {
  const batch = await db('collection_batches').orderBy('id', 'desc').first<{ id: string; started_at: Date } | undefined>('id', 'started_at');
  if (!batch) return null;
  const counts = await db('collection_runs').where('batch_id', batch.id).groupBy('status').select<{ status: string; n: string }[]>('status', db.raw('count(*) as n'));
  const of = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0);
  const [queued, running, done, failed] = [of('queued'), of('running'), of('done'), of('failed')];
  return { id: Number(batch.id), startedAt: batch.started_at.toISOString(), total: queued + running + done + failed, queued, running, done, failed };
}
