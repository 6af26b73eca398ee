/** Asking for collections (one company, all, or the monthly schedule) and reading their progress. */
import type { Knex } from 'knex';
import type { CollectionProgress, CollectionSchedule, CollectionScheduleInput } from '@pdpl/contracts';
import { activeCompanyIds } from '../watched-companies/repository.js';
import { watchedCompany } from '../watched-companies/service.js';
import { readSchedule, writeSchedule, type ScheduleRow } from './analyses-repository.js';
import { insertBatch, newestBatch, type BatchScope, type QueuedRun } from './runs-repository.js';

/** Where collections run: Agenda's queue (src/scheduler), one job per company. */
export interface CollectionQueue {
  enqueue(runs: readonly QueuedRun[]): Promise<void>;
  /** Sets the monthly job to the schedule (or removes it); answers its next run. */
  applySchedule(schedule: ScheduleRow): Promise<Date | null>;
  nextScheduledRun(): Promise<Date | null>;
}

/** Queues a collection of one company, or of every watched company; answers the batch's progress. */
export async function requestCollection(db: Knex, queue: CollectionQueue, request: { companyId: string | null; scope: BatchScope; by: string }): Promise<CollectionProgress['batch']> {
  const ids = request.companyId ? [(await watchedCompany(db, request.companyId)).id] : await activeCompanyIds(db);
  const { runs } = await insertBatch(db, request.scope, request.by, ids);
  await queue.enqueue(runs);
  return newestBatch(db);
}

async function scheduleOf(db: Knex, queue: CollectionQueue): Promise<CollectionSchedule> {
  const schedule = await readSchedule(db);
  const next = schedule.enabled ? await queue.nextScheduledRun() : null;
  return { ...schedule, nextRunAt: next?.toISOString() ?? null };
}

export async function collectionProgress(db: Knex, queue: CollectionQueue): Promise<CollectionProgress> {
  return { batch: await newestBatch(db), schedule: await scheduleOf(db, queue) };
}

export async function setSchedule(db: Knex, queue: CollectionQueue, input: CollectionScheduleInput): Promise<CollectionSchedule> {
  const schedule = { enabled: input.enabled, dayOfMonth: Number(input.dayOfMonth), hourUtc: Number(input.hourUtc) };
  await writeSchedule(db, schedule);
  const next = await queue.applySchedule(schedule);
  return { ...schedule, nextRunAt: next?.toISOString() ?? null };
}
