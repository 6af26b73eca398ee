/** The sync dashboard's calls (index-blog-admin.md §2.5, §7), admin only. */
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
import { error, object, ok, ref } from '../../docs/openapi-parts.js';
import { InvalidRequest, NotConfigured } from '../../domain/errors.js';
import { privateRead, route, type RouteDeclaration, type RouteDoc } from '../../http/route.js';
import type { Logger } from '../../logger.js';
import { countUnsynced, latestSyncLogs } from './repository.js';
import { createSyncService } from './service.js';

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
  new NotConfigured(
    'Airtable is not configured: set AIRTABLE_API_KEY and AIRTABLE_BASE_ID on the server ' +
      '(and AIRTABLE_TABLE_NAMES if the Airtable tables have other names).',
    SYNC_ERROR_CODES.notConfigured,
  );
const scheduleOff = () =>
  new NotConfigured(
    'The automated sync is turned off on the server (SYNC_SCHEDULE=off); sync the tables manually or turn it on.',
    SYNC_ERROR_CODES.scheduleOff,
  );

const SYNC_UNAVAILABLE = error('AIRTABLE_NOT_CONFIGURED (or SYNC_SCHEDULE_OFF for the automated sync): nothing was done.');
const doc = (summary: string, responses: RouteDoc['responses'], rest: Partial<RouteDoc> = {}): RouteDoc => ({ tag: 'Admin', summary, responses, ...rest });

export function syncRoutes({ db, airtable, logger, syncJob }: SyncRouteDeps): RouteDeclaration[] {
  const service = airtable ? createSyncService(db, airtable, logger) : null;
  return [
    privateRead(
      API_PATHS.adminSyncStatus,
      'admin',
      doc('Whether Airtable is configured and the hourly sync scheduled, and the rows each table has still to send.', {
        '200': ok('The status.', object({ configured: { type: 'boolean' }, scheduled: { type: 'boolean' }, pending: { type: 'object', additionalProperties: { type: 'integer' } } })),
      }),
      async (): Promise<SyncStatusResponse> => {
        const counts = await Promise.all(SYNCABLE_TABLE_NAMES.map(async (table) => [table, await countUnsynced(db, table)] as const));
        return { configured: service !== null, scheduled: syncJob !== null, pending: Object.fromEntries(counts) as Record<SyncableTable, number> };
      },
    ),
    privateRead(
      API_PATHS.adminSyncLogs,
      'admin',
      doc(`The latest ${SYNC_LOG_LIMIT} sync logs, newest first.`, { '200': ok('The logs.', object({ logs: { type: 'array', items: ref('SyncLog') } })) }),
      async (): Promise<SyncLogsResponse> => ({ logs: await latestSyncLogs(db, SYNC_LOG_LIMIT) }),
    ),
    route({
      method: 'post',
      // API_PATHS.adminSyncTable(table) with the table as a route parameter.
      path: '/api/admin/sync/tables/:table',
      access: 'admin',
      doc: doc(
        'Copy the rows of one lead table to Airtable now (idempotent upserts).',
        {
          '200': ok('Synced.', object({ recordsSynced: { type: 'integer' } })),
          '400': error('BAD_REQUEST: not a syncable table.'),
          '502': error('SYNC_FAILED: Airtable refused or failed; unsent rows stay queued.'),
          '503': SYNC_UNAVAILABLE,
        },
        { parameters: [{ name: 'table', in: 'path', required: true, schema: { enum: SYNCABLE_TABLE_NAMES } }] },
      ),
      handler: async ({ req, res }) => {
        const table = String(req.params.table);
        if (!isSyncableTable(table)) {
          throw new InvalidRequest(`Unknown table "${table.slice(0, 64)}": choose one of ${SYNCABLE_TABLE_NAMES.join(', ')}`);
        }
        if (!service) throw notConfigured();
        res.json(await service.syncTable(table));
      },
    }),
    route({
      method: 'post',
      path: API_PATHS.adminSyncRun,
      access: 'admin',
      doc: doc('Run the automated (hourly) sync job now.', { '202': ok('Queued.', object({ status: { enum: ['queued'] } })), '503': SYNC_UNAVAILABLE }),
      handler: async ({ res }) => {
        if (!service) throw notConfigured();
        if (!syncJob) throw scheduleOff();
        await syncJob.runNow();
        const body: SyncRunResponse = { status: 'queued' };
        res.status(202).json(body);
      },
    }),
  ];
}
