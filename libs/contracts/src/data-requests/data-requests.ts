import { object, string, type InferType } from 'yup';
import { isIsoDate } from '../leads-inbox/inbox.js';
import type { LeadDetail } from '../leads-inbox/inbox.js';
import { isSimpleEmail, MAX_EMAIL_LENGTH } from '../leads/email.js';

/** PDPL: a data subject's request is answered within 30 days of its receipt. */
export const DATA_REQUEST_DEADLINE_DAYS = 30;

export const DATA_REQUEST_MESSAGES = {
  emailRequired: 'Enter the e-mail address of the person asking',
  emailInvalid: 'Enter a valid e-mail address',
  receivedRequired: 'Enter the date the request was received',
  receivedInvalid: 'Enter a date as YYYY-MM-DD',
  receivedFuture: 'The request cannot have been received in the future',
  nothingHeld: 'Nothing is held about this e-mail address.',
  erasedTitle: 'Data erased',
  erased: (rows: number, airtable: number) =>
    `${rows} records deleted. ${airtable} copies in Airtable will be deleted by the next sync.`,
  exportedTitle: 'Export downloaded',
} as const;

/** Today as YYYY-MM-DD in UTC, the day requests are dated by. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/** Who asked and when: every look-up, export and erasure is made for one request. */
export const dataRequestSchema = object({
  email: string()
    .trim()
    .lowercase()
    .max(MAX_EMAIL_LENGTH, DATA_REQUEST_MESSAGES.emailInvalid)
    .required(DATA_REQUEST_MESSAGES.emailRequired)
    .test('email', DATA_REQUEST_MESSAGES.emailInvalid, (v) => v == null || isSimpleEmail(v)),
  receivedOn: string()
    .trim()
    .required(DATA_REQUEST_MESSAGES.receivedRequired)
    .test('date', DATA_REQUEST_MESSAGES.receivedInvalid, (v) => v == null || isIsoDate(v))
    // A day of slack: the admin's calendar day may already be tomorrow in UTC.
    .test('past', DATA_REQUEST_MESSAGES.receivedFuture, (v) => v == null || !isIsoDate(v) || v <= todayIso(new Date(Date.now() + 86_400_000))),
});
export type DataRequestInput = InferType<typeof dataRequestSchema>;

export const DATA_REQUEST_ACTIONS = ['lookup', 'export', 'erasure'] as const;
export type DataRequestAction = (typeof DATA_REQUEST_ACTIONS)[number];
export const DATA_REQUEST_ACTION_LABELS: Record<DataRequestAction, string> = {
  lookup: 'Look-up',
  export: 'Access (export)',
  erasure: 'Erasure',
};

/** A logged request; it holds no personal data, only what was done, when, and how many records. */
export interface DataRequestLogEntry {
  id: number;
  action: DataRequestAction;
  /** YYYY-MM-DD: the day the request was received, and the day its 30 days end. */
  receivedOn: string;
  dueOn: string;
  /** ISO 8601: when it was handled. */
  handledAt: string;
  handledBy: string | null;
  records: number;
}

export interface DataRequestLogResponse {
  entries: DataRequestLogEntry[];
}

/** POST lookup: everything held about the address, across the five lead tables. */
export interface SubjectLookupResponse {
  records: LeadDetail[];
  request: DataRequestLogEntry;
}

/** POST export: the JSON file a data subject receives. */
export interface SubjectExport {
  subject: string;
  exportedAt: string;
  controller: string;
  records: LeadDetail[];
}

/** POST erasure. */
export interface ErasureResponse {
  erased: number;
  /** Rows already copied to Airtable; the next sync of their table deletes the copies. */
  airtableDeletionsQueued: number;
  request: DataRequestLogEntry;
}

/** The deadline of a request received on `receivedOn` (YYYY-MM-DD). */
export function dataRequestDueOn(receivedOn: string): string {
  const date = new Date(`${receivedOn}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + DATA_REQUEST_DEADLINE_DAYS);
  return date.toISOString().slice(0, 10);
}
