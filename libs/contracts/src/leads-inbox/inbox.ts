import { number, object, string, type InferType } from 'yup';
import { SYNCABLE_TABLE_NAMES, type SyncableTable } from '../sync/tables.js';

/** Submissions per page of the leads inbox; the server pages, the browser never holds more. */
export const LEADS_PAGE_SIZE = 25;
export const LEADS_SEARCH_MAX_LENGTH = 100;

export const LEADS_MESSAGES = {
  tableUnknown: 'Choose one of the lead tables',
  dateInvalid: 'Enter a date as YYYY-MM-DD',
  rangeReversed: 'The start date is after the end date',
  searchTooLong: `Search with at most ${LEADS_SEARCH_MAX_LENGTH} characters`,
  pageInvalid: 'No such page',
  empty: 'No submissions match these filters.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const optionalDate = () =>
  string()
    .trim()
    .default('')
    .test('date', LEADS_MESSAGES.dateInvalid, (v) => !v || isIsoDate(v));

/**
 * The inbox filter, as the page's form and its URL hold it and as the API reads it from the query
 * string: an empty table means all five, dates are inclusive calendar days (UTC).
 */
export const leadsFilterSchema = object({
  table: string()
    .default('')
    .test('table', LEADS_MESSAGES.tableUnknown, (v) => !v || (SYNCABLE_TABLE_NAMES as readonly string[]).includes(v)),
  from: optionalDate(),
  to: optionalDate().test('range', LEADS_MESSAGES.rangeReversed, function (to) {
    const from = this.parent.from as string;
    return !to || !from || !isIsoDate(from) || from <= to;
  }),
  q: string().trim().default('').max(LEADS_SEARCH_MAX_LENGTH, LEADS_MESSAGES.searchTooLong),
  page: number().typeError(LEADS_MESSAGES.pageInvalid).integer(LEADS_MESSAGES.pageInvalid).min(1, LEADS_MESSAGES.pageInvalid).max(1_000_000, LEADS_MESSAGES.pageInvalid).default(1),
});
export type LeadsFilter = InferType<typeof leadsFilterSchema>;

/** A row of the inbox: what every lead table has in common. */
export interface LeadSummary {
  table: SyncableTable;
  id: string;
  /** ISO 8601. */
  createdAt: string;
  name: string | null;
  email: string;
  company: string | null;
}

/** GET /api/admin/leads: one page, newest first, and how many match in all. */
export interface LeadsPage {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export type LeadFieldValue = string | number | boolean | null;

/** One submission with every column it holds (JSON columns as JSON text, dates as ISO 8601). */
export interface LeadDetail {
  table: SyncableTable;
  id: string;
  createdAt: string;
  /** When it was last copied to Airtable, or null. */
  syncedAt: string | null;
  fields: { name: string; value: LeadFieldValue }[];
}

const QUERY_ORDER = ['table', 'from', 'to', 'q', 'page'] as const;

/** The filter as a query string, keys in one fixed order and empty values left out: one filter, one URL. */
export function leadsQueryString(filter: Partial<LeadsFilter>): string {
  const params = QUERY_ORDER.filter((key) => filter[key] !== undefined && filter[key] !== '' && !(key === 'page' && filter.page === 1)).map(
    (key) => `${key}=${encodeURIComponent(String(filter[key]))}`,
  );
  return params.length > 0 ? `?${params.join('&')}` : '';
}
