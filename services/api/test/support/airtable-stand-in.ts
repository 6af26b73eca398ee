/**
 * A stand-in for Airtable's REST API, used only because tests cannot reach Airtable. It speaks
 * the part of the real protocol the `airtable` client uses: upserts (PATCH /v0/{baseId}/{table} with
 * { records: [{ fields }], performUpsert: { fieldsToMergeOn }, typecast }), listing with a
 * filterByFormula of the form OR({field}='value',...) (GET), and deleting by record id (DELETE with
 * records[]=...), with Airtable's answers: 401 without the Bearer key, 404 for another base, 403 for
 * a table the base lacks, 422 for more than 10 records, and optionally 429 above 5 requests per
 * second with a penalty. It records every request (time, table, size, status) for assertions.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const STAND_IN_API_KEY = 'patStandInKey.0123456789abcdef';
export const STAND_IN_BASE_ID = 'appStandIn0000001';

export interface StandInRecord {
  id: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

export interface StandInRequest {
  /** Date.now() when the request arrived. */
  at: number;
  method: string;
  table: string;
  /** Records in the body (0 when unreadable). */
  records: number;
  body: unknown;
  status: number;
}

export interface StandInOptions {
  /** Tables that exist in the base. Default: the five syncable tables under their own names. */
  tables?: string[];
  /** Enforce Airtable's request rate: more than `perSecond` in a second answers 429 for `penaltyMs`. */
  rateLimit?: { perSecond: number; penaltyMs: number };
}

export interface AirtableStandIn {
  /** The endpoint URL to give the client (AIRTABLE_ENDPOINT_URL). */
  url: string;
  requests: StandInRequest[];
  /** Records of a table, in creation order. */
  records(table: string): StandInRecord[];
  /** After `afterOk` more successful answers, answer the next `times` requests with `status`. */
  fail(options: { status: number; times?: number; afterOk?: number }): void;
  /** Forget records, requests and planned failures. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_RECORDS = 10;
const DEFAULT_TABLES = [
  'waitlist_submissions',
  'contact_submissions',
  'assessment_results',
  'newsletter_subscriptions',
  'pilot_applications',
];

const airtableError = (type: string, message: string) => ({ error: { type, message } });

export async function startAirtableStandIn(options: StandInOptions = {}): Promise<AirtableStandIn> {
  const tables = new Map<string, StandInRecord[]>((options.tables ?? DEFAULT_TABLES).map((t) => [t, []]));
  const requests: StandInRequest[] = [];
  let planned: { status: number; times: number; afterOk: number } | null = null;
  let penaltyUntil = 0;

  function answer(method: string, table: string, body: unknown, query: URLSearchParams): { status: number; json: unknown } {
    const now = Date.now();
    if (options.rateLimit) {
      const recent = requests.filter((r) => r.at > now - 1000).length;
      if (recent >= options.rateLimit.perSecond) penaltyUntil = now + options.rateLimit.penaltyMs;
      if (now < penaltyUntil) return { status: 429, json: { errors: [{ error: 'RATE_LIMIT_REACHED', message: 'Rate limit exceeded. Please try again later' }] } };
    }
    if (planned && planned.afterOk === 0 && planned.times > 0) {
      planned.times -= 1;
      return { status: planned.status, json: airtableError('PLANNED_FAILURE', `Planned ${planned.status}`) };
    }
    if (!['PATCH', 'GET', 'DELETE'].includes(method)) return { status: 404, json: airtableError('NOT_FOUND', 'Could not find what you are looking for') };
    const records = tables.get(table);
    if (!records) {
      return {
        status: 403,
        json: airtableError('INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND', 'Invalid permissions, or the requested model was not found.'),
      };
    }
    const result = method === 'GET' ? list(records, query) : method === 'DELETE' ? destroy(records, query) : upsert(records, body);
    if ('error' in result) return { status: 422, json: result };
    if (planned && planned.afterOk > 0) planned.afterOk -= 1;
    return { status: 200, json: result };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const path = url.pathname;
      const match = /^\/v0\/([^/]+)\/([^/]+)\/?$/.exec(path);
      let body: unknown = null;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      } catch {
        body = null;
      }
      const send = (status: number, json: unknown) => {
        const count = (body as { records?: unknown[] } | null)?.records?.length ?? url.searchParams.getAll('records[]').length;
        requests.push({ at, method: req.method ?? '', table: match ? decodeURIComponent(match[2]!) : path, records: count, body, status });
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Bearer ${STAND_IN_API_KEY}`) {
        send(401, airtableError('AUTHENTICATION_REQUIRED', 'Authentication required'));
      } else if (!match || match[1] !== STAND_IN_BASE_ID) {
        send(404, airtableError('NOT_FOUND', 'Could not find what you are looking for'));
      } else {
        const { status, json } = answer(req.method ?? '', decodeURIComponent(match[2]!), body, url.searchParams);
        send(status, json);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    records: (table) => tables.get(table) ?? [],
    fail: ({ status, times = Number.POSITIVE_INFINITY, afterOk = 0 }) => {
      planned = { status, times, afterOk };
    },
    reset() {
      for (const records of tables.values()) records.length = 0;
      requests.length = 0;
      planned = null;
      penaltyUntil = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface UpsertBody {
  records?: { id?: string; fields?: Record<string, unknown> }[];
  performUpsert?: { fieldsToMergeOn?: string[] };
}

/** Airtable's upsert: a record whose merge fields all equal an existing record's updates it, others are created. */
function upsert(records: StandInRecord[], raw: unknown) {
  const body = (raw ?? {}) as UpsertBody;
  const incoming = body.records;
  if (!Array.isArray(incoming) || incoming.length === 0) return airtableError('INVALID_REQUEST_MISSING_FIELDS', 'Could not find field "records" in the request body');
  if (incoming.length > MAX_RECORDS) return airtableError('INVALID_RECORDS', `You can only upsert up to ${MAX_RECORDS} records at a time`);
  const mergeOn = body.performUpsert?.fieldsToMergeOn;
  if (!mergeOn || mergeOn.length === 0) return airtableError('INVALID_REQUEST_UNKNOWN', 'performUpsert.fieldsToMergeOn is required');
  if (incoming.some(({ fields = {} }) => mergeOn.some((f) => fields[f] === undefined || fields[f] === null))) {
    return airtableError('INVALID_VALUE_FOR_COLUMN', `Every record needs the merge fields ${mergeOn.join(', ')}`);
  }
  const createdRecords: string[] = [];
  const updatedRecords: string[] = [];
  const answered = incoming.map(({ fields = {} }) => {
    const existing = records.find((r) => mergeOn.every((f) => r.fields[f] === fields[f]));
    if (existing) {
      Object.assign(existing.fields, fields);
      updatedRecords.push(existing.id);
      return existing;
    }
    const created = { id: `rec${randomBytes(7).toString('hex').slice(0, 14)}`, createdTime: new Date().toISOString(), fields: { ...fields } };
    records.push(created);
    createdRecords.push(created.id);
    return created;
  });
  return { records: answered, createdRecords, updatedRecords };
}

/** Listing filtered by a formula: only OR({field}='value',...) and {field}='value' are understood. */
function list(records: StandInRecord[], query: URLSearchParams) {
  const formula = query.get('filterByFormula') ?? '';
  const terms = [...formula.matchAll(/\{([^}]+)\}='([^']*)'/g)].map(([, field, value]) => ({ field: field!, value: value! }));
  if (formula && terms.length === 0) return airtableError('INVALID_FILTER_BY_FORMULA', 'The formula for filtering records is invalid');
  const pageSize = Number(query.get('pageSize') ?? 100);
  const matching = records.filter((r) => terms.length === 0 || terms.some((t) => r.fields[t.field] === t.value));
  return { records: matching.slice(0, pageSize) };
}

/** DELETE ?records[]=recX&records[]=recY: at most 10, each must exist. */
function destroy(records: StandInRecord[], query: URLSearchParams) {
  const ids = query.getAll('records[]');
  if (ids.length === 0 || ids.length > MAX_RECORDS) return airtableError('INVALID_RECORDS', `You can only delete up to ${MAX_RECORDS} records at a time`);
  if (ids.some((id) => !records.some((r) => r.id === id))) return airtableError('INVALID_RECORDS', 'Record ID does not exist');
  for (const id of ids) records.splice(records.findIndex((r) => r.id === id), 1);
  return { records: ids.map((id) => ({ id, deleted: true })) };
}
