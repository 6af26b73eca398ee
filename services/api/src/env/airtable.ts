import { SYNCABLE_TABLE_NAMES, isSyncableTable, type SyncableTable } from '@pdpl/contracts';
import { toOrigin, type EnvReader } from '@pdpl/web';

/** Where and how fast lead rows are copied to Airtable. */
export interface AirtableConfig {
  apiKey: string;
  baseId: string;
  endpointUrl: string;
  /** Airtable table name for each syncable table. */
  tableNames: Record<SyncableTable, string>;
  /** Requests per second to the base (Airtable allows 5). */
  requestsPerSecond: number;
  /** Attempts per request when Airtable answers 429, 5xx or is unreachable. */
  maxAttempts: number;
  /** First wait after a 429 (Airtable's penalty is 30 s); later waits grow linearly. */
  retryWaitMs: number;
}

/** Airtable sync settings (index-blog-admin.md §2.5, §7). */
export function readAirtableConfig({ read, int, bool, problems }: EnvReader): { airtable: AirtableConfig | null; syncSchedule: boolean } {
  /** AIRTABLE_API_KEY and AIRTABLE_BASE_ID: the base the lead tables are copied to. Both or neither; none turns sync off. */
  const airtableApiKey = read('AIRTABLE_API_KEY') ?? null;
  const airtableBaseId = read('AIRTABLE_BASE_ID') ?? null;
  if ((airtableApiKey === null) !== (airtableBaseId === null)) problems.push('AIRTABLE_API_KEY and AIRTABLE_BASE_ID must be set together');
  if (airtableBaseId && !/^app[A-Za-z0-9]{14}$/.test(airtableBaseId)) problems.push('AIRTABLE_BASE_ID must look like appXXXXXXXXXXXXXX (17 characters)');
  /** AIRTABLE_ENDPOINT_URL: Airtable API origin. Default https://api.airtable.com. */
  const airtableEndpointUrl = read('AIRTABLE_ENDPOINT_URL') ?? 'https://api.airtable.com';
  if (!toOrigin(airtableEndpointUrl)) problems.push('AIRTABLE_ENDPOINT_URL must be an origin like https://api.airtable.com');
  /** AIRTABLE_TABLE_NAMES: comma-separated table=Airtable name pairs, e.g. waitlist_submissions=Waitlist. Default: the same names. */
  const airtableTableNames = parseTableNames(read('AIRTABLE_TABLE_NAMES'), problems);
  /** AIRTABLE_REQUESTS_PER_SECOND: request pace per base, 1 to Airtable's limit of 5. Default 5. */
  const airtableRequestsPerSecond = int('AIRTABLE_REQUESTS_PER_SECOND', 5, 1, 5);
  /** AIRTABLE_MAX_ATTEMPTS: tries per request on 429, 5xx or network errors before the sync fails. Default 5. */
  const airtableMaxAttempts = int('AIRTABLE_MAX_ATTEMPTS', 5, 1, 20);
  /** AIRTABLE_RETRY_WAIT_MS: wait before the first retry (Airtable's 429 penalty is 30 s); the n-th retry waits n times this. Default 30000. */
  const airtableRetryWaitMs = int('AIRTABLE_RETRY_WAIT_MS', 30_000, 0, 600_000);
  /** SYNC_SCHEDULE: hourly automated sync at minute 0 UTC. Default on when Airtable is configured, else off. */
  const airtableConfigured = airtableApiKey !== null && airtableBaseId !== null;
  const syncSchedule = bool('SYNC_SCHEDULE', airtableConfigured);
  if (syncSchedule && !airtableConfigured) problems.push('SYNC_SCHEDULE=on needs AIRTABLE_API_KEY and AIRTABLE_BASE_ID');
  const airtable: AirtableConfig | null =
    airtableApiKey && airtableBaseId
      ? {
          apiKey: airtableApiKey,
          baseId: airtableBaseId,
          endpointUrl: airtableEndpointUrl,
          tableNames: airtableTableNames,
          requestsPerSecond: airtableRequestsPerSecond,
          maxAttempts: airtableMaxAttempts,
          retryWaitMs: airtableRetryWaitMs,
        }
      : null;
  return { airtable, syncSchedule };
}

/** 'a=A,b=B' over the default identity mapping of the syncable tables. */
function parseTableNames(raw: string | undefined, problems: string[]): Record<SyncableTable, string> {
  const names = Object.fromEntries(SYNCABLE_TABLE_NAMES.map((t) => [t, t])) as Record<SyncableTable, string>;
  for (const pair of (raw ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const [table = '', name = ''] = pair.split('=').map((p) => p.trim());
    if (!isSyncableTable(table) || !name) {
      problems.push(`AIRTABLE_TABLE_NAMES entry "${pair}" must be table=Airtable name, table one of ${SYNCABLE_TABLE_NAMES.join(', ')}`);
    } else names[table] = name;
  }
  return names;
}
