/**
 * The index's render queue as an Agenda job: each request (a publication or withdrawal here, a change
 * of the published index or of a remote's build seen by any instance, a start) queues the job unless
 * one is already waiting; whichever instance takes it renders what is missing (page-rendering.ts).
 * One worker at a time across replicas: a PostgreSQL advisory lock, waited for by a job queued on
 * another instance meanwhile (it then finds only what is left, often nothing). A pass that fails (the
 * API unreachable under load, a worker gone) is queued again after a back-off, doubling to a cap,
 * so the pages left are rendered without waiting for the next publication or start.
 */
import type { Agenda, Job } from 'agenda';
import type pg from 'pg';
import type { Logger } from '../logger.js';
import type { PageRendering } from '../modules/index-pages/page-rendering.js';

export const RENDER_PAGES_JOB = 'index-render-pages';

/** pg_advisory_lock's key for the render queue (any constant unique to this lock in the database). */
const RENDER_LOCK_KEY = 0x70646c72;
const LOCK_POLL_MS = 1000;
/** The wait before the n-th retry of a failed pass: 30 s, doubling, at most 15 min. */
export const renderRetryDelayMs = (attempt: number) => Math.min(15 * 60_000, 30_000 * 2 ** (attempt - 1));

export interface RenderQueue {
  /** Queues a pass unless one is waiting; `reason` is logged. Never throws (logged). */
  request(reason: string): Promise<void>;
}

interface RenderJobDeps {
  pool: pg.Pool;
  rendering: PageRendering;
  logger: Logger;
  keepLocked(job: Job, logger: Logger): () => Promise<void>;
  /** Told how many pages each pass rendered and failed (the metrics' counters). */
  onPassEnded?: (counts: { rendered: number; failed: number }) => void;
  /** True once the scheduler is stopping: a pass ends at its next chunk. */
  stopping(): boolean;
  /** The back-off before a failed pass's n-th retry (default renderRetryDelayMs). */
  retryDelayMs?: (attempt: number) => number;
}

interface RenderJobData {
  reason?: string;
  /** Set on a retry: how many passes in a row failed before it. */
  attempt?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function defineRenderJobs(agenda: Agenda, deps: RenderJobDeps): RenderQueue {
  agenda.define(
    RENDER_PAGES_JOB,
    async (job: Job<RenderJobData>) => {
      const stopTouching = deps.keepLocked(job, deps.logger);
      const client = await deps.pool.connect();
      let locked = false;
      try {
        while (!(locked = (await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [RENDER_LOCK_KEY])).rows[0]!.ok)) {
          if (deps.stopping()) return;
          await sleep(LOCK_POLL_MS);
        }
        const started = performance.now();
        const done = await deps.rendering.run(deps.stopping);
        deps.onPassEnded?.(done);
        if (done.rendered + done.failed > 0) {
          deps.logger.info({ reason: job.attrs.data?.reason, rendered: done.rendered, failed: done.failed, left: done.pending, ms: Math.round(performance.now() - started) }, 'Index pages rendered');
        }
      } catch (err) {
        // Kept short (admins see the error in the queue's status); the pages left go out plain meanwhile.
        const attempt = (job.attrs.data?.attempt ?? 0) + 1;
        const delay = (deps.retryDelayMs ?? renderRetryDelayMs)(attempt);
        deps.logger.warn({ reason: (err as Error).message, attempt, retryInMs: delay }, 'Index pages could not all be rendered; the pass is queued again');
        if (!deps.stopping()) {
          await agenda
            .schedule(new Date(Date.now() + delay), RENDER_PAGES_JOB, { reason: 'retry after a failed pass', attempt })
            .catch((scheduleErr: unknown) => deps.logger.warn({ err: scheduleErr }, 'The failed render pass could not be queued again'));
        }
      } finally {
        if (locked) await client.query('select pg_advisory_unlock($1)', [RENDER_LOCK_KEY]).catch(() => undefined);
        client.release();
        await stopTouching();
      }
    },
    { concurrency: 1, lockLimit: 1 },
  );

  return {
    async request(reason) {
      try {
        const { jobs } = await agenda.queryJobs({ name: RENDER_PAGES_JOB, state: 'queued' });
        if (jobs.length === 0) await agenda.now(RENDER_PAGES_JOB, { reason });
      } catch (err) {
        deps.logger.warn({ err, reason }, 'The index pages could not be queued for rendering');
      }
    },
  };
}
