/**
 * Agenda 6 on the application's PostgreSQL (its agenda_jobs table, created by a migration) runs
 * the background work: the automated Airtable sync hourly at minute 0 UTC when Airtable is
 * configured and SYNC_SCHEDULE is not off (the dashboard's "test automated sync" queues the same
 * job now), and the index's collections (./collection-jobs.ts). Started by server.ts, stopped at
 * shutdown before the database closes. Every instance works the queue; a job's lock gives it to one.
 */
import { PostgresBackend } from '@agendajs/postgres-backend';
import { Agenda, type Job } from 'agenda';
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { SyncJobTrigger } from '../modules/sync/routes.js';
import { createSyncService } from '../modules/sync/service.js';
import { AGENDA_JOBS_TABLE, AGENDA_LOGS_TABLE } from '../db/migrations/20261126000001_agenda_tables.js';
import type { CollectSite } from '../modules/index-analysis/collect-company.js';
import type { CollectionQueue } from '../modules/index-analysis/collection.js';
import { defineCollectionJobs } from './collection-jobs.js';
import { defineRenderJobs, type RenderQueue } from './render-jobs.js';
import type { PageRendering } from '../modules/index-pages/page-rendering.js';
import type { ApiMetrics } from '../metrics.js';

export const SYNC_JOB = 'airtable-sync';
export const SYNC_CRON = '0 * * * *';

/**
 * A running job's lock expires after this long unless touched, so a crashed instance's job is
 * picked up again soon. Agenda keeps a timer of half of it alive after stop(), hence small.
 */
const LOCK_LIFETIME_MS = 20_000;
const TOUCH_EVERY_MS = 5_000;
/** Polling for due jobs; a job queued now arrives at once through LISTEN/NOTIFY. */
const PROCESS_EVERY_MS = 10_000;

export interface Scheduler {
  /** The automated sync, or null when it is off. */
  sync: SyncJobTrigger | null;
  collection: CollectionQueue;
  /** The index's render queue, or null when this server renders no pages. */
  renders: RenderQueue | null;
  stop(): Promise<void>;
}

export interface SchedulerDeps {
  config: Config;
  db: Knex;
  /** The application's pg pool (Agenda does not close it): one connection stays on LISTEN. */
  pool: pg.Pool;
  logger: Logger;
  /** How a company's site is collected (the SSRF-safe, polite collector; a stand-in in tests). */
  collect: CollectSite;
  /** The metrics counting the collections and renders this instance runs (src/metrics.ts). */
  metrics?: Pick<ApiMetrics, 'collectionRunEnded' | 'renderPassEnded'>;
  /** How the index's pages are rendered (the render queue's work), or null: none here. */
  rendering?: PageRendering | null;
  /** The back-off before a failed render pass is retried (render-jobs.ts's default unless a test shortens it). */
  renderRetryDelayMs?: (attempt: number) => number;
}

/** Starts the job queue: the collections always, the hourly sync when it is on (the log says why not). */
export async function startScheduler({ config, db, pool, logger, collect, metrics, rendering, renderRetryDelayMs }: SchedulerDeps): Promise<Scheduler> {
  // Its tables come from a migration: the servers' database role needs no DDL rights.
  const backend = new PostgresBackend({ pool, tableName: AGENDA_JOBS_TABLE, logTableName: AGENDA_LOGS_TABLE, ensureSchema: false });
  // The LISTEN connection reports a lost connection as an 'error' event: unheard, it would crash Node.
  backend.notificationChannel?.on('error', (err: Error) => logger.warn({ err }, 'Scheduler notification channel error'));
  const agenda = new Agenda({ backend, processEvery: PROCESS_EVERY_MS, defaultLockLifetime: LOCK_LIFETIME_MS });
  agenda.on('error', (err: Error) => logger.error({ err }, 'Scheduler error'));
  const syncOn = syncEnabled(config, logger);
  const collection = defineCollectionJobs(agenda, { db, collect, logger, concurrency: config.collection.concurrency, keepLocked, onRunEnded: metrics?.collectionRunEnded });
  if (syncOn) defineSync(agenda, createSyncService(db, syncOn, logger), logger);
  let stopping = false;
  const renders = rendering ? defineRenderJobs(agenda, { pool, rendering, logger, keepLocked, onPassEnded: metrics?.renderPassEnded, stopping: () => stopping, ...(renderRetryDelayMs && { retryDelayMs: renderRetryDelayMs }) }) : null;

  await agenda.start();
  await collection.start();
  if (syncOn) {
    // Idempotent: `every` upserts the one 'single' row of this job, however many instances start.
    await agenda.every(SYNC_CRON, SYNC_JOB, {}, { timezone: 'UTC' });
    logger.info('Automated Airtable sync scheduled hourly at minute 0 (UTC)');
  }

  return {
    sync: syncOn
      ? {
          async runNow() {
            await agenda.now(SYNC_JOB, {});
          },
        }
      : null,
    collection,
    renders,
    /** Never throws: shutdown must go on to close the database and exit. */
    async stop() {
      stopping = true;
      try {
        await agenda.stop();
        logger.info('Scheduler stopped');
      } catch (err) {
        logger.error({ err }, 'Scheduler did not stop cleanly');
      }
    },
  };
}

/** The Airtable settings when the automated sync is on; null (and the reason logged) when it is off. */
function syncEnabled(config: Config, logger: Logger): Config['airtable'] {
  if (!config.airtable) {
    logger.info('Automated Airtable sync is off: Airtable is not configured (set AIRTABLE_API_KEY and AIRTABLE_BASE_ID)');
    return null;
  }
  if (!config.sync.schedule) {
    logger.info('Automated Airtable sync is off (SYNC_SCHEDULE=off)');
    return null;
  }
  return config.airtable;
}

function defineSync(agenda: Agenda, sync: ReturnType<typeof createSyncService>, logger: Logger): void {
  agenda.define(
    SYNC_JOB,
    async (job: Job) => {
      const stopTouching = keepLocked(job, logger);
      try {
        const { recordsSynced, failed } = await sync.syncAllTables();
        logger.info({ recordsSynced, failedTables: failed.map((f) => f.table) }, 'Automated Airtable sync finished');
        if (failed.length > 0) throw new Error(`Sync failed for ${failed.map((f) => f.table).join(', ')}`);
      } finally {
        await stopTouching();
      }
    },
    { concurrency: 1 },
  );
}

/** Touches the job while it runs (Airtable back-off, a site's polite pace can take minutes); returns a stopper that awaits the last touch. */
export function keepLocked(job: Job, logger: Logger): () => Promise<void> {
  let inFlight: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    inFlight = job.touch().catch((err: unknown) => logger.warn({ err }, 'Could not extend a job lock'));
  }, TOUCH_EVERY_MS);
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
