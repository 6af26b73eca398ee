/**
 * The sync dashboard's calls (index-blog-admin.md §2.5, §7), admin only. POSTs are CSRF-checked
 * by the middleware app.ts mounts on /api/admin.
 */
import { Router } from 'express';
import type { Knex } from 'knex';
import {
  API_PATHS,
  SYNC_ERROR_CODES,
  SYNC_LOG_LIMIT,
  SYNCABLE_TABLE_NAMES,
  isSyncableTable,
  type SyncableTable,
  type SyncLogsResponse,
  type SyncRunResponse,
  type SyncStatusResponse,
} from '@pdpl/contracts';
import type { AirtableConfig } from '../../config.js';
import { HttpError, badRequest } from '../../http/errors.js';
import type { Logger } from '../../logger.js';
import { requireAdmin } from '../auth/require-admin.js';
import { countUnsynced, latestSyncLogs } from './repository.js';
import { SyncFailedError, createSyncService } from './service.js';

/** Queues the automated sync job now; provided by the scheduler when it runs. */
export interface SyncJobTrigger {
  runNow(): Promise<void>;
}

export interface SyncRouteDeps {
  db: Knex;
  airtable: AirtableConfig | null;
  logger: Logger;
  syncJob: SyncJobTrigger | null;
}

const notConfigured = () =>
  new HttpError(
    503,
    SYNC_ERROR_CODES.notConfigured,
    'Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID on the server ' +
      '(and AIRTABLE_TABLE_NAMES if the Airtable tables have other names).',
  );
const scheduleOff = () =>
  new HttpError(
    503,
    SYNC_ERROR_CODES.scheduleOff,
    'The automated sync is turned off on the server (SYNC_SCHEDULE=off); sync the tables manually or turn it on.',
  );

export function syncRoutes({ db, airtable, logger, syncJob }: SyncRouteDeps): Router {
  const router = Router();
  const service = airtable ? createSyncService(db, airtable, logger) : null;

  router.get(API_PATHS.adminSyncStatus, requireAdmin, async (_req, res) => {
    const counts = await Promise.all(SYNCABLE_TABLE_NAMES.map(async (table) => [table, await countUnsynced(db, table)] as const));
    const body: SyncStatusResponse = {
      configured: service !== null,
      scheduled: syncJob !== null,
      pending: Object.fromEntries(counts) as Record<SyncableTable, number>,
    };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  router.get(API_PATHS.adminSyncLogs, requireAdmin, async (_req, res) => {
    const body: SyncLogsResponse = { logs: await latestSyncLogs(db, SYNC_LOG_LIMIT) };
    res.set('Cache-Control', 'no-store');
    res.json(body);
  });

  // API_PATHS.adminSyncTable(table) with the table as a route parameter.
  router.post('/api/admin/sync/tables/:table', requireAdmin, async (req, res) => {
    const table = String(req.params.table);
    if (!isSyncableTable(table)) {
      throw badRequest(`Unknown table "${table.slice(0, 64)}": choose one of ${SYNCABLE_TABLE_NAMES.join(', ')}`);
    }
    if (!service) throw notConfigured();
    try {
      res.json(await service.syncTable(table));
    } catch (err) {
      if (err instanceof SyncFailedError) throw new HttpError(502, SYNC_ERROR_CODES.failed, err.message);
      throw err;
    }
  });

  router.post(API_PATHS.adminSyncRun, requireAdmin, async (_req, res) => {
    if (!service) throw notConfigured();
    if (!syncJob) throw scheduleOff();
    await syncJob.runNow();
    const body: SyncRunResponse = { status: 'queued' };
    res.status(202).json(body);
  });

  return router;
}
