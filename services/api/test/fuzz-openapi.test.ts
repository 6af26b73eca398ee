/**
 * Property-based fuzzing driven by the OpenAPI document: every operation it lists gets generated
 * bad input (hostile bodies for the forms, hostile path parameters, anonymous and non-admin calls
 * to the admin area). A new endpoint in the document is fuzzed without new code here. Each input
 * must get a 4xx in the error shape, within a second, with no stack trace, and write no row.
 */
import fc from 'fast-check';
import request from 'supertest';
import { API_PATHS, CSRF_HEADER } from '@pdpl/contracts';
import { MAX_FIELD_LENGTH } from '../src/http/validate.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { countRows, openTestDb, resetDb } from './support/db.js';
import { declaredDocument } from './support/routes.js';
import { STAFF, createUser } from './support/users.js';
import type { Knex } from 'knex';

const WRITTEN_TABLES = ['waitlist_submissions', 'contact_submissions', 'newsletter_subscriptions', 'pilot_applications', 'assessment_results', 'sync_logs', 'users'];
const RUNS_PER_OPERATION = 120;

/** `outsiders`: who must be refused; analysts may call operations documented with x-roles including 'analyst'. */
type Operation = { method: 'get' | 'post'; path: string; bodyKeys: string[]; admin: boolean; params: string[]; outsiders: ('anonymous' | 'analyst')[] };

interface OpenApiOperation {
  'x-roles'?: string[];
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json'?: { schema: { properties?: Record<string, unknown> } } } };
}

/** Every operation of the document (of every route the app can mount), with what the fuzzer needs to know of it. */
const OPERATIONS: Operation[] = Object.entries(declaredDocument().paths as Record<string, Record<string, OpenApiOperation>>).flatMap(([path, methods]) =>
  Object.entries(methods)
    .filter(([method]) => method === 'get' || method === 'post')
    .map(([method, op]) => ({
      method: method as 'get' | 'post',
      path,
      bodyKeys: Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}),
      admin: path.startsWith('/api/admin/'),
      params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      outsiders: op['x-roles']?.includes('analyst') ? ['anonymous' as const] : ['anonymous' as const, 'analyst' as const],
    })),
);

const controlChar = fc.integer({ min: 0, max: 31 }).filter((c) => c !== 9 && c !== 10 && c !== 13).map((c) => String.fromCharCode(c));

/** A value no field of any form accepts: wrong JSON type, a control character, or far too long. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 20 }), controlChar, fc.string({ maxLength: 20 })).map(([a, c, b]) => `${a}${c}${b}`),
  fc.integer({ min: MAX_FIELD_LENGTH + 1, max: MAX_FIELD_LENGTH + 50_000 }).map((n) => `${'a@'.repeat(n / 2)}.x`),
  fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'toString', 'a'), fc.string(), { minKeys: 1 }),
  fc.double(),
  fc.constant(null),
);

/** A body whose every value is hostile, sometimes with built-in-named keys beside the form's own (raw JSON, so they stay keys). */
const hostileBody = (keys: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    fc
      .tuple(fc.record(Object.fromEntries(keys.map((k) => [k, hostileValue])), { requiredKeys: [] }), fc.subarray(['__proto__', 'constructor', 'valueOf', 'hasOwnProperty']))
      .map(([body, extra]) => {
        const members = [...extra.map((k) => [k, { polluted: 1 }] as const), ...Object.entries(body)];
        return `{${members.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
      }),
    fc.jsonValue().filter((v) => typeof v !== 'object' || v === null || Array.isArray(v)).map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 40 }).map((s) => `{"unterminated": "${s}`),
  );

/** Path parameters no route knows: undecodable escapes, NUL, traversal, built-in names, absurd length. */
const hostileParam = fc.oneof(
  fc.constantFrom('%ff', '%00', '%E0%A4%A', '..%2F..%2Fetc', '__proto__', 'constructor', '%20', "x' OR '1'='1"),
  fc.string({ minLength: 201, maxLength: 400 }).map(encodeURIComponent),
  fc.string({ minLength: 1, maxLength: 30 }).map((s) => `${encodeURIComponent(s)}%00`),
);

let db: Knex;
let t: TestApp;
let analystCookie: string;
let analystCsrf: string;
const outcomes = { tried: 0, clientErrors: 0, serverErrors: 0 };

beforeAll(async () => {
  db = await openTestDb();
  await resetDb(db);
  await createUser(db, STAFF.analyst.email, STAFF.analyst.password, 'analyst');
  t = buildTestApp(db, { RATE_LIMIT_PUBLIC_WRITES: '1000000', RATE_LIMIT_LOGIN_IP: '1000000', RATE_LIMIT_LOGIN: '1000000' });
  const login = await request(t.app).post(API_PATHS.login).send(STAFF.analyst);
  analystCookie = (login.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
  analystCsrf = login.body.csrfToken;
});
afterAll(async () => {
  console.log(`fuzz: ${outcomes.tried} inputs, ${outcomes.clientErrors} answered 4xx, ${outcomes.serverErrors} answered 5xx`);
  await t.close();
  await resetDb(db);
  await db.destroy();
});

async function rowCounts(): Promise<number[]> {
  return Promise.all(WRITTEN_TABLES.map((table) => countRows(db, table)));
}

async function send(op: Operation, path: string, body: string | undefined, as: 'anonymous' | 'analyst'): Promise<request.Response> {
  let req = op.method === 'get' ? request(t.app).get(path) : request(t.app).post(path);
  if (as === 'analyst') req = req.set('Cookie', analystCookie).set(CSRF_HEADER, analystCsrf);
  if (body !== undefined) req = req.set('Content-Type', 'application/json').send(body);
  const started = performance.now();
  const res = await req;
  const elapsed = performance.now() - started;
  outcomes.tried += 1;
  if (res.status >= 500) outcomes.serverErrors += 1;
  else if (res.status >= 400) outcomes.clientErrors += 1;
  // Every check a failure message can carry: the input, the status, and no stack trace.
  expect({ path, body: body?.slice(0, 200), status: res.status }).toEqual({ path, body: body?.slice(0, 200), status: expect.any(Number) });
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.body?.error?.code).toEqual(expect.any(String));
  expect(res.text).not.toMatch(/\n\s+at |node_modules|\.ts:\d+/);
  expect(elapsed).toBeLessThan(1000);
  return res;
}

const withParams = (op: Operation, values: string[]) => op.params.reduce((path, name, i) => path.replace(`{${name}}`, values[i]!), op.path);

const bodyOperations = OPERATIONS.filter((op) => op.method === 'post' && op.bodyKeys.length > 0 && !op.admin);
const paramOperations = OPERATIONS.filter((op) => op.params.length > 0);
const adminOperations = OPERATIONS.filter((op) => op.admin);

it('the document lists the operations the fuzzer needs', () => {
  expect(bodyOperations.map((op) => op.path)).toEqual(expect.arrayContaining([API_PATHS.waitlist, API_PATHS.contact, API_PATHS.newsletter, API_PATHS.pilotApplication, API_PATHS.assessmentResults, API_PATHS.login]));
  expect(adminOperations.length).toBeGreaterThanOrEqual(4);
  expect(paramOperations.length).toBeGreaterThanOrEqual(3);
});

describe.each(bodyOperations.map((op) => [op.path, op] as const))('POST %s with hostile bodies', (_path, op) => {
  it('answers every one with a 4xx and writes nothing', async () => {
    const before = await rowCounts();
    await fc.assert(fc.asyncProperty(hostileBody(op.bodyKeys), async (body) => void (await send(op, op.path, body, 'anonymous'))), { numRuns: RUNS_PER_OPERATION });
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});

describe.each(paramOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s with hostile path parameters', (_name, op) => {
  it('answers every one with a 4xx', async () => {
    const as = op.admin ? 'analyst' : 'anonymous';
    await fc.assert(fc.asyncProperty(fc.array(hostileParam, { minLength: op.params.length, maxLength: op.params.length }), async (values) => void (await send(op, withParams(op, values), undefined, as))), { numRuns: RUNS_PER_OPERATION });
  }, 120_000);
});

describe.each(adminOperations.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))('%s outside the admin role', (_name, op) => {
  it('refuses anonymous callers (and analysts, unless the role is theirs), whatever they send', async () => {
    const before = await rowCounts();
    const path = withParams(op, op.params.map(() => 'waitlist_submissions'));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...op.outsiders), fc.option(hostileBody(['tableName', 'id']), { nil: undefined }), async (as, body) => {
        const res = await send(op, path, op.method === 'post' ? body : undefined, as);
        // 400 when the body cannot be parsed, 413 when it is over the size cap: the body is refused before
        // the session is even looked at, and nothing reaches the handler either way.
        expect([400, 401, 403, 413]).toContain(res.status);
      }),
      { numRuns: 40 },
    );
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});

it('tried at least 1,000 inputs without a single 5xx', () => {
  expect(outcomes.tried).toBeGreaterThanOrEqual(1000);
  expect(outcomes.serverErrors).toBe(0);
});
