/**
 * The index's collections as Agenda jobs: one job per company and collection (so any instance may take
 * it, its lock gives it to one, and a crashed instance's job is taken again), and the monthly job
 * that queues every watched company on the analysts' schedule.
 */
import type { Agenda, Job } from 'agenda';
import type { Knex } from 'knex';
import type { Logger } from '../logger.js';
import { readSchedule, type ScheduleRow } from '../modules/index-analysis/analyses-repository.js';
import { runCollection, type CollectSite } from '../modules/index-analysis/collect-company.js';
import { requestCollection, type CollectionQueue } from '../modules/index-analysis/collection.js';

export const COLLECT_COMPANY_JOB = 'index-collect-company';
export const COLLECT_SCHEDULED_JOB = 'index-collect-monthly';

interface CollectionJobDeps {
  db: Knex;
  collect: CollectSite;
  logger: Logger;
  /** Companies collected at once by this instance (each host is still asked one request at a time). */
  concurrency: number;
  keepLocked(job: Job, logger: Logger): () => Promise<void>;
  /** Told how each company's collection ended (the metrics' counters). */
  onRunEnded?: (outcome: 'done' | 'failed') => void;
}

export const monthlyCron = (s: Pick<ScheduleRow, 'dayOfMonth' | 'hourUtc'>) => `0 ${s.hourUtc} ${s.dayOfMonth} * *`;

export function defineCollectionJobs(agenda: Agenda, { db, collect, logger, concurrency, keepLocked, onRunEnded }: CollectionJobDeps): CollectionQueue & { start(): Promise<void> } {
  agenda.define(
    COLLECT_COMPANY_JOB,
    async (job: Job<{ runId: number }>) => {
      const stopTouching = keepLocked(job, logger);
      try {
        const ran = await runCollection({ db, collect }, job.attrs.data.runId);
        logger.info({ runId: job.attrs.data.runId }, 'Company collected');
        if (ran) onRunEnded?.('done');
      } catch (err) {
        logger.warn({ runId: job.attrs.data.runId, reason: (err as Error).message }, 'Company collection failed');
        onRunEnded?.('failed');
      } finally {
        await stopTouching();
      }
    },
    { concurrency },
  );

  const queue: CollectionQueue = {
    async enqueue(runs) {
      for (const run of runs) await agenda.now(COLLECT_COMPANY_JOB, { runId: run.runId });
    },
    async applySchedule(schedule) {
      if (!schedule.enabled) {
        await agenda.cancel({ name: COLLECT_SCHEDULED_JOB });
        return null;
      }
      // Idempotent: `every` keeps one row of this job, whichever instance sets it.
      const job = await agenda.every(monthlyCron(schedule), COLLECT_SCHEDULED_JOB, {}, { timezone: 'UTC' });
      return job.attrs.nextRunAt ?? null;
    },
    async nextScheduledRun() {
      const { jobs } = await agenda.queryJobs({ name: COLLECT_SCHEDULED_JOB });
      return jobs[0]?.nextRunAt ?? null;
    },
  };

  agenda.define(
    COLLECT_SCHEDULED_JOB,
    async () => {
      const batch = await requestCollection(db, queue, { companyId: null, scope: 'schedule', by: 'monthly schedule' });
      logger.info({ companies: batch?.total ?? 0 }, 'Monthly collection queued');
    },
    { concurrency: 1 },
  );

  return {
    ...queue,
    async start() {
      await queue.applySchedule(await readSchedule(db));
    },
  };
}
