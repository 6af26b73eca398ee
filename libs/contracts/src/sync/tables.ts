/** The Airtable sync shared by the admin dashboard and the API (index-blog-admin.md §3, §7, §8). */

/** The five lead tables copied to Airtable, in the order "sync all" runs them, with dashboard labels. */
export const SYNCABLE_TABLES = [
  { name: 'waitlist_submissions', label: 'Waitlist Submissions' },
  { name: 'contact_submissions', label: 'Contact Submissions' },
  { name: 'assessment_results', label: 'Assessment Results' },
  { name: 'newsletter_subscriptions', label: 'Newsletter Subscriptions' },
  { name: 'pilot_applications', label: 'Pilot Applications' },
] as const;

export type SyncableTable = (typeof SYNCABLE_TABLES)[number]['name'];

export const SYNCABLE_TABLE_NAMES: readonly SyncableTable[] = SYNCABLE_TABLES.map((t) => t.name);

export function isSyncableTable(value: string): value is SyncableTable {
  return (SYNCABLE_TABLE_NAMES as readonly string[]).includes(value);
}

/** How many sync log entries the dashboard shows (§9). */
export const SYNC_LOG_LIMIT = 20;

/** A row of sync_logs as GET /api/admin/sync/logs returns it. */
export interface SyncLog {
  id: number;
  /** 'success' or 'error'. */
  status: string;
  table_name: string | null;
  message: string | null;
  error_details: string | null;
  /** ISO 8601. */
  created_at: string;
}

/** Answer of GET /api/admin/sync/logs: at most SYNC_LOG_LIMIT entries, newest first. */
export interface SyncLogsResponse {
  logs: SyncLog[];
}

/** Answer of POST /api/admin/sync/tables/:table. */
export interface SyncResult {
  recordsSynced: number;
  /** Copies of erased leads (data-subject requests) deleted from Airtable first. */
  erased: number;
}

/** The sync log message and the dashboard's success toast text (§8). */
export const syncedMessage = (recordsSynced: number, table: string): string =>
  `${recordsSynced} records synced from ${table} to Airtable`;

/** The log message of a sync that deleted erased leads' copies from Airtable. */
export const erasedCopiesMessage = (deleted: number, table: string): string =>
  `${deleted} erased records deleted from ${table} in Airtable`;

/** The one log entry of an automated run that found nothing to send (it logs no per-table zeros). */
export const NOTHING_TO_SYNC_MESSAGE = 'Automated sync: every table is up to date, no new records to send';

/** Error codes of the sync endpoints, beyond the common API_ERROR_CODES. */
export const SYNC_ERROR_CODES = {
  /** 503: AIRTABLE_API_KEY / AIRTABLE_BASE_ID are not set; nothing was written. */
  notConfigured: 'AIRTABLE_NOT_CONFIGURED',
  /** 503: the automated sync is turned off (SYNC_SCHEDULE=off), so there is no job to trigger. */
  scheduleOff: 'SYNC_SCHEDULE_OFF',
  /** 502: Airtable refused or failed; rows not sent stay queued for the next run. */
  failed: 'SYNC_FAILED',
} as const;

/** Answer (202) of POST /api/admin/sync/run: the job is queued and runs within seconds. */
export interface SyncRunResponse {
  status: 'queued';
}

/** GET /api/admin/sync/status: what the dashboard can offer before any button is pressed. */
export interface SyncStatusResponse {
  /** AIRTABLE_API_KEY and AIRTABLE_BASE_ID are set. */
  configured: boolean;
  /** The hourly automated sync runs (SYNC_SCHEDULE), so it can be tested. */
  scheduled: boolean;
  /** Rows of each table not yet copied to Airtable. */
  pending: Record<SyncableTable, number>;
}

/** The dashboard's toasts and notes (index-blog-admin.md §8). */
export const SYNC_MESSAGES = {
  successTitle: 'Sync Successful',
  failedTitle: 'Sync Failed',
  allSyncedTitle: 'All Tables Synced',
  allSyncedBody: (total: number) => `${total} records synced to Airtable in total`,
  tableFailed: (label: string, message: string) => `Failed to sync ${label}: ${message}`,
  triggeredTitle: 'Automated Sync Triggered',
  triggeredBody: 'The hourly sync job is running now; the logs below refresh in 2 seconds.',
  testFailedTitle: 'Test Failed',
  logsUnreadable: 'The sync logs could not be read: your account does not have permission to view them.',
  notConfiguredTitle: 'Airtable is not configured',
} as const;

/** After a successful trigger of the automated sync, logs reload after this many ms (§4). */
export const SYNC_LOGS_RELOAD_MS = 2000;
