/**
 * Copies lead rows to Airtable (index-blog-admin.md §7 "sync-to-airtable"). Only rows whose
 * airtable_synced_at is null are sent, ten per request, and each batch is marked right after
 * Airtable accepts it: an hourly run sends only new rows, and a failure part-way leaves the rest
 * queued for the next run. Upserts merge on the row id, so a row sent twice (two runs racing, a
 * crash before marking) updates its Airtable record instead of duplicating it.
 */
import type { Knex } from 'knex';
import { erasedCopiesMessage, NOTHING_TO_SYNC_MESSAGE, SYNC_ERROR_CODES, SYNCABLE_TABLE_NAMES, syncedMessage, type SyncableTable, type SyncResult } from '@pdpl/contracts';
import type { AirtableConfig } from '../../config.js';
import { plainValue } from '../../plain-value.js';
import { UpstreamFailed } from '../../domain/errors.js';
import type { Logger } from '../../logger.js';
import {
  AIRTABLE_MAX_RECORDS,
  AirtableRequestError,
  createAirtableGateway,
  type AirtableFields,
} from './airtable-client.js';
import { claimDeletions, claimUnsyncedRows, insertSyncLog, markSynced, pruneSyncLogs, removeDeletions, type LeadRow } from './repository.js';

/** How long sync_logs entries are kept; each automated run removes older ones. */
export const SYNC_LOG_RETENTION_DAYS = 90;

/** A table sync that stopped on an Airtable error (SYNC_FAILED); its sync_logs entry is written. */
export class SyncFailedError extends UpstreamFailed {
  constructor(
    readonly table: SyncableTable,
    readonly recordsSynced: number,
    airtableError: AirtableRequestError,
  ) {
    super(
      `${describe(airtableError)}. ${recordsSynced} records were synced before the failure; ` +
        'the others stay queued for the next sync.',
      SYNC_ERROR_CODES.failed,
    );
  }
}

export interface SyncAllResult {
  recordsSynced: number;
  /** Erased rows' copies deleted from Airtable. */
  erased: number;
  failed: SyncFailedError[];
}

export interface SyncService {
  syncTable(table: SyncableTable): Promise<SyncResult>;
  /**
   * Every syncable table in order; a failed table is logged and the next one still runs. Only
   * tables that sent records (or failed) are logged; a run with nothing to send writes one entry,
   * so idle hours do not push real runs out of the dashboard's 20 latest. Prunes old entries.
   */
  syncAllTables(): Promise<SyncAllResult>;
}

export function createSyncService(db: Knex, config: AirtableConfig, logger: Logger): SyncService {
  const airtable = createAirtableGateway(db, config, logger);

  /**
   * Runs `batch` in a transaction per batch until it reports 0: each batch's rows stay locked while
   * Airtable is asked and are marked (or dequeued) in the same commit, so a crash or an Airtable
   * failure rolls back, leaving them for the next run. Answers the total, or throws SyncFailedError
   * (logged) with what was done before the failure.
   */
  async function inBatches(table: SyncableTable, batch: (trx: Knex.Transaction) => Promise<number>): Promise<number> {
    let done = 0;
    for (;;) {
      let count: number;
      try {
        count = await db.transaction(batch);
      } catch (err) {
        if (!(err instanceof AirtableRequestError)) throw err;
        const recordsSynced = done;
        const failure = new SyncFailedError(table, recordsSynced, err);
        await insertSyncLog(db, {
          status: 'error',
          table_name: table,
          message: `Failed to sync ${table}: ${failure.message}`,
          error_details: JSON.stringify({
            type: err.type,
            statusCode: err.statusCode,
            message: err.message,
            attempts: err.attempts,
            airtableTable: config.tableNames[table],
            recordsSyncedBeforeFailure: recordsSynced,
          }),
        });
        logger.error({ table, airtable: err.type, statusCode: err.statusCode, recordsSynced }, 'Airtable sync failed');
        throw failure;
      }
      if (count === 0) return done;
      done += count;
    }
  }

  async function syncTable(table: SyncableTable, { logIfIdle = true } = {}): Promise<SyncResult> {
    const airtableTable = config.tableNames[table];
    // Erasures first: a data subject's copies leave Airtable before anything new is sent.
    const erased = await inBatches(
      table,
      async (trx) => {
        const rowIds = await claimDeletions(trx, table, AIRTABLE_MAX_RECORDS);
        if (rowIds.length === 0) return 0;
        await airtable.deleteByRowId(airtableTable, rowIds);
        await removeDeletions(trx, table, rowIds);
        return rowIds.length;
      },
    );
    if (erased > 0) {
      await insertSyncLog(db, { status: 'success', table_name: table, message: erasedCopiesMessage(erased, table), error_details: null });
      logger.info({ table, erased }, erasedCopiesMessage(erased, table));
    }
    const recordsSynced = await inBatches(
      table,
      async (trx) => {
        const rows = await claimUnsyncedRows(trx, table, AIRTABLE_MAX_RECORDS);
        if (rows.length === 0) return 0;
        await airtable.upsert(airtableTable, rows.map(toAirtableFields));
        await markSynced(trx, table, rows.map((row) => row.id));
        return rows.length;
      },
    );
    const message = syncedMessage(recordsSynced, table);
    if (recordsSynced > 0 || (logIfIdle && erased === 0)) await insertSyncLog(db, { status: 'success', table_name: table, message, error_details: null });
    logger.info({ table, recordsSynced }, message);
    return { recordsSynced, erased };
  }

  return {
    syncTable,
    async syncAllTables() {
      const pruned = await pruneSyncLogs(db, SYNC_LOG_RETENTION_DAYS);
      if (pruned > 0) logger.info({ pruned }, `Removed sync log entries older than ${SYNC_LOG_RETENTION_DAYS} days`);
      const result: SyncAllResult = { recordsSynced: 0, erased: 0, failed: [] };
      for (const table of SYNCABLE_TABLE_NAMES) {
        try {
          const synced = await syncTable(table, { logIfIdle: false });
          result.recordsSynced += synced.recordsSynced;
          result.erased += synced.erased;
        } catch (err) {
          if (!(err instanceof SyncFailedError)) throw err;
          result.recordsSynced += err.recordsSynced;
          result.failed.push(err);
        }
      }
      if (result.recordsSynced === 0 && result.erased === 0 && result.failed.length === 0) {
        await insertSyncLog(db, { status: 'success', table_name: null, message: NOTHING_TO_SYNC_MESSAGE, error_details: null });
      }
      return result;
    },
  };
}

/** Column names become Airtable field names; dates as ISO 8601, JSON columns as JSON text. */
export function toAirtableFields(row: LeadRow): AirtableFields {
  const fields: AirtableFields = {};
  for (const [column, value] of Object.entries(row)) {
    if (column !== 'airtable_synced_at') fields[column] = plainValue(value);
  }
  return fields;
}

function describe(err: AirtableRequestError): string {
  const status = err.statusCode === null ? 'no answer' : `HTTP ${err.statusCode}`;
  const tries = err.attempts > 1 ? ` after ${err.attempts} attempts` : '';
  return `Airtable error ${err.type} (${status})${tries}: ${err.message}`;
}
