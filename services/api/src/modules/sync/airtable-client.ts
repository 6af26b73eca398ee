/**
 * The official `airtable` client, wrapped for idempotent batch upserts: one PATCH with
 * performUpsert per call (the client does not split batches, so callers send at most
 * AIRTABLE_MAX_RECORDS), paced per base, and retried on 429, 5xx and network errors with our own
 * bounded back-off (the client's own 429 retry never gives up, so it is switched off).
 * The pace is kept in the database (./pacer.ts), shared with every other instance.
 */
import Airtable from 'airtable';
import type { Knex } from 'knex';
import type { AirtableConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { createRequestPacer } from './pacer.js';

/** Airtable refuses (422) a create/update request with more than 10 records. */
export const AIRTABLE_MAX_RECORDS = 10;
/** The field every upsert merges on: the row's own uuid, so a resent row updates instead of duplicating. */
export const MERGE_FIELD = 'id';
const REQUEST_TIMEOUT_MS = 30_000;

export type AirtableFields = Record<string, string | number | boolean | null>;

/** The client's typings lack performUpsert: records without an Airtable id, merged on a field. */
type UpsertCall = (
  records: { fields: AirtableFields }[],
  options: { performUpsert: { fieldsToMergeOn: string[] }; typecast: boolean },
) => Promise<unknown[]>;

/** A request Airtable refused or never answered, after `attempts` tries. */
export class AirtableRequestError extends Error {
  constructor(
    message: string,
    readonly type: string,
    readonly statusCode: number | null,
    readonly attempts: number,
  ) {
    super(message);
    this.name = 'AirtableRequestError';
  }
}

export interface AirtableGateway {
  /** Upserts at most AIRTABLE_MAX_RECORDS records into `table`; throws AirtableRequestError. */
  upsert(table: string, records: AirtableFields[]): Promise<void>;
  /**
   * Deletes the records of `table` whose MERGE_FIELD is one of `rowIds` (at most
   * AIRTABLE_MAX_RECORDS): one request to find them, one to delete those found. Answers how many.
   */
  deleteByRowId(table: string, rowIds: string[]): Promise<number>;
}

/** Row ids are uuids; anything else never reaches a formula. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createAirtableGateway(db: Knex, config: AirtableConfig, logger: Logger): AirtableGateway {
  const base = new Airtable({
    apiKey: config.apiKey,
    endpointUrl: config.endpointUrl,
    noRetryIfRateLimited: true,
    requestTimeout: REQUEST_TIMEOUT_MS,
  }).base(config.baseId);
  const pacer = createRequestPacer(db, `${config.endpointUrl} ${config.baseId}`, config.requestsPerSecond);

  /** One paced request, retried on transient failures with a growing wait. */
  async function send<T>(table: string, request: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      await pacer.wait();
      try {
        return await request();
      } catch (err) {
        const failure = toRequestError(err, attempt);
        if (!isTransient(failure) || attempt >= config.maxAttempts) throw failure;
        const waitMs = config.retryWaitMs * attempt;
        logger.warn({ table, attempt, waitMs, airtable: failure.type }, 'Airtable request failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, waitMs));
      }
    }
  }

  return {
    async upsert(table, records) {
      const upsert = base(table).update as unknown as UpsertCall;
      await send(table, () =>
        upsert(
          records.map((fields) => ({ fields })),
          { performUpsert: { fieldsToMergeOn: [MERGE_FIELD] }, typecast: true },
        ),
      );
    },
    async deleteByRowId(table, rowIds) {
      const ids = rowIds.filter((id) => UUID.test(id));
      if (ids.length === 0) return 0;
      const formula = `OR(${ids.map((id) => `{${MERGE_FIELD}}='${id}'`).join(',')})`;
      const found = await send(table, () => base(table).select({ filterByFormula: formula, fields: [MERGE_FIELD], pageSize: AIRTABLE_MAX_RECORDS }).firstPage());
      if (found.length === 0) return 0;
      await send(table, () => base(table).destroy(found.map((record) => record.id)));
      return found.length;
    },
  };
}

/** Airtable errors carry `error` (a type such as TOO_MANY_REQUESTS) and `statusCode`; network errors neither. */
function toRequestError(err: unknown, attempts: number): AirtableRequestError {
  if (err instanceof Airtable.Error) {
    return new AirtableRequestError(err.message, err.error, err.statusCode ?? null, attempts);
  }
  const message = err instanceof Error ? err.message : String(err);
  return new AirtableRequestError(message, 'CONNECTION_ERROR', null, attempts);
}

function isTransient(err: AirtableRequestError): boolean {
  return err.statusCode === null || err.statusCode === 429 || err.statusCode >= 500;
}
