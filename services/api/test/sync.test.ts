/**
 * The admin Airtable sync endpoints against the real app and database, with the Airtable
 * stand-in (test/support/airtable-stand-in.ts) as the base. Retry waits are shortened through
 * AIRTABLE_RETRY_WAIT_MS; the request pace is Airtable's real 5 per second.
 */
import request from 'supertest';
import type { Express } from 'express';
import { API_PATHS, CSRF_HEADER, SYNCABLE_TABLE_NAMES } from '@pdpl/contracts';
import { insertLeads } from './support/airtable-leads.js';
import { countRows } from './support/db.js';
import { useSyncFixture } from './support/sync-fixture.js';
import { STAFF } from './support/users.js';

const { admin: ADMIN, analyst: ANALYST } = STAFF;
const WAITLIST = 'waitlist_submissions';

const fx = useSyncFixture();
const patchSizes = () => fx.standIn.requests.map((r) => r.records);

/** A signed-in agent and its session's CSRF token (from GET /api/auth/session). */
async function signIn(app: Express, who: { email: string; password: string }) {
  const agent = request.agent(app);
  expect((await agent.post(API_PATHS.login).send(who)).status).toBe(200);
  const csrf = String((await agent.get(API_PATHS.session)).body.csrfToken);
  return { agent, csrf };
}

async function syncTable(app: Express, table: string) {
  const { agent, csrf } = await signIn(app, ADMIN);
  return agent.post(API_PATHS.adminSyncTable(table)).set(CSRF_HEADER, csrf);
}

describe('POST /api/admin/sync/tables/:table', () => {
  it('sends every unsynced row in batches of at most 10, marks them synced and logs the count', async () => {
    const ids = await insertLeads(fx.db, WAITLIST, 23);
    const admin = await signIn(fx.app, ADMIN);
    expect((await admin.agent.get(API_PATHS.adminSyncStatus)).body).toMatchObject({ configured: true, pending: { [WAITLIST]: 23 } });
    const res = await syncTable(fx.app, WAITLIST);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recordsSynced: 23, erased: 0 });
    expect((await admin.agent.get(API_PATHS.adminSyncStatus)).body.pending[WAITLIST]).toBe(0);

    expect(patchSizes()).toEqual([10, 10, 3]);
    for (const req of fx.standIn.requests) {
      expect(req).toMatchObject({ method: 'PATCH', table: WAITLIST, status: 200 });
      expect(req.body).toMatchObject({ performUpsert: { fieldsToMergeOn: ['id'] }, typecast: true });
    }
    const records = fx.standIn.records(WAITLIST);
    expect(records.map((r) => r.fields.id)).toEqual(ids);
    const row = await fx.db(WAITLIST).where({ id: ids[0] }).first();
    expect(records[0]!.fields).toEqual({
      id: row.id,
      created_at: row.created_at.toISOString(),
      name: row.name,
      email: row.email,
      position: 'DPO',
      company: null,
      company_size: null,
      location: 'Saudi Arabia',
      solution_type: null,
      newsletter_consent: true,
      privacy_consent: true,
    });

    expect(await fx.unsyncedCount(WAITLIST)).toBe(0);
    const logs = await fx.syncLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      status: 'success',
      table_name: WAITLIST,
      message: '23 records synced from waitlist_submissions to Airtable',
      error_details: null,
    });
  });

  it('sends nothing on a re-run, then only the row added since', async () => {
    await insertLeads(fx.db, 'contact_submissions', 4);
    expect((await syncTable(fx.app, 'contact_submissions')).body).toEqual({ recordsSynced: 4, erased: 0 });
    fx.standIn.reset();

    const again = await syncTable(fx.app, 'contact_submissions');
    expect(again.body).toEqual({ recordsSynced: 0, erased: 0 });
    expect(fx.standIn.requests).toHaveLength(0);

    const [late] = await insertLeads(fx.db, 'contact_submissions', 1, 100);
    expect((await syncTable(fx.app, 'contact_submissions')).body).toEqual({ recordsSynced: 1, erased: 0 });
    expect(patchSizes()).toEqual([1]);
    expect(fx.standIn.records('contact_submissions').map((r) => r.fields.id)).toEqual([late]);
    const messages = (await fx.syncLogs()).map((l) => l.message);
    expect(messages).toEqual([
      '4 records synced from contact_submissions to Airtable',
      '0 records synced from contact_submissions to Airtable',
      '1 records synced from contact_submissions to Airtable',
    ]);
  });

  it('upserts on the row id: a row sent again updates its Airtable record, never duplicates it', async () => {
    const ids = await insertLeads(fx.db, 'pilot_applications', 3);
    await syncTable(fx.app, 'pilot_applications');
    await fx.db('pilot_applications').where({ id: ids[1] }).update({ position: 'CEO', airtable_synced_at: null });

    expect((await syncTable(fx.app, 'pilot_applications')).body).toEqual({ recordsSynced: 1, erased: 0 });
    const records = fx.standIn.records('pilot_applications');
    expect(records).toHaveLength(3);
    expect(records.find((r) => r.fields.id === ids[1])!.fields.position).toBe('CEO');
    expect(fx.standIn.requests.at(-1)!.status).toBe(200);
  });

  it('stores JSON columns as JSON text and dates as ISO 8601', async () => {
    const [id] = await insertLeads(fx.db, 'assessment_results', 1);
    await syncTable(fx.app, 'assessment_results');
    const { fields } = fx.standIn.records('assessment_results')[0]!;
    expect(fields).toMatchObject({ id, answers: '{"q1":"yes"}', failed_questions: '["q2"]', score: 7 });
    expect(fields.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(fields).not.toHaveProperty('airtable_synced_at');
  });

  it('retries a 429 after a wait and still completes', async () => {
    await insertLeads(fx.db, WAITLIST, 12);
    fx.standIn.fail({ status: 429, times: 2, afterOk: 1 });
    const res = await syncTable(fx.app, WAITLIST);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recordsSynced: 12, erased: 0 });
    expect(fx.standIn.requests.map((r) => r.status)).toEqual([200, 429, 429, 200]);
    expect(fx.standIn.records(WAITLIST)).toHaveLength(12);
    expect(await fx.unsyncedCount(WAITLIST)).toBe(0);
    expect((await fx.syncLogs()).map((l) => l.status)).toEqual(['success']);
  });

  it('on a persistent failure logs the error, keeps the unsent rows queued and reports it', async () => {
    await insertLeads(fx.db, WAITLIST, 15);
    fx.standIn.fail({ status: 429, afterOk: 1 });
    const res = await syncTable(fx.app, WAITLIST);
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('SYNC_FAILED');
    expect(res.body.error.message).toMatch(/TOO_MANY_REQUESTS \(HTTP 429\) after 3 attempts/);
    expect(res.body.error.message).toMatch(/10 records were synced before the failure/);
    // Bounded: one accepted batch, then AIRTABLE_MAX_ATTEMPTS tries of the next.
    expect(fx.standIn.requests.map((r) => r.status)).toEqual([200, 429, 429, 429]);
    expect(await fx.unsyncedCount(WAITLIST)).toBe(5);

    const [log] = await fx.syncLogs();
    expect(log).toMatchObject({ status: 'error', table_name: WAITLIST });
    expect(log.message).toMatch(/^Failed to sync waitlist_submissions: Airtable error TOO_MANY_REQUESTS/);
    expect(JSON.parse(log.error_details!)).toMatchObject({
      type: 'TOO_MANY_REQUESTS',
      statusCode: 429,
      attempts: 3,
      airtableTable: WAITLIST,
      recordsSyncedBeforeFailure: 10,
    });

    // The next run sends what was left.
    fx.standIn.reset();
    expect((await syncTable(fx.app, WAITLIST)).body).toEqual({ recordsSynced: 5, erased: 0 });
  });

  it('a 5xx mid-run loses and duplicates nothing: the next run sends exactly the rest', async () => {
    const ids = await insertLeads(fx.db, WAITLIST, 35);
    fx.standIn.fail({ status: 503, times: 3, afterOk: 2 });
    expect((await syncTable(fx.app, WAITLIST)).status).toBe(502);
    expect(await fx.unsyncedCount(WAITLIST)).toBe(15);
    expect((await syncTable(fx.app, WAITLIST)).body).toEqual({ recordsSynced: 15, erased: 0 });
    const accepted = fx.standIn.requests.filter((r) => r.status === 200);
    expect(accepted.reduce((sum, r) => sum + r.records, 0)).toBe(35);
    expect(fx.standIn.records(WAITLIST).map((r) => r.fields.id)).toEqual(ids);
  });

  it('two syncs of one table at once (two instances) send every row exactly once', async () => {
    const ids = await insertLeads(fx.db, WAITLIST, 47);
    const other = fx.appWith(fx.airtableEnv());
    const [a, b] = await Promise.all([syncTable(fx.app, WAITLIST), syncTable(other, WAITLIST)]);
    expect(a.body.recordsSynced + b.body.recordsSynced).toBe(47);
    expect(fx.standIn.requests.reduce((sum, r) => sum + r.records, 0)).toBe(47);
    expect(fx.standIn.records(WAITLIST).map((r) => r.fields.id).sort()).toEqual([...ids].sort());
    expect(await fx.unsyncedCount(WAITLIST)).toBe(0);
  });

  it('does not retry a refusal such as a table missing from the base', async () => {
    const app = fx.appWith(fx.airtableEnv({ AIRTABLE_TABLE_NAMES: 'waitlist_submissions=Wait List' }));
    await insertLeads(fx.db, WAITLIST, 2);
    const res = await syncTable(app, WAITLIST);
    expect(res.status).toBe(502);
    expect(res.body.error.message).toMatch(/NOT_AUTHORIZED \(HTTP 403\)/);
    expect(fx.standIn.requests.map((r) => [r.table, r.status])).toEqual([['Wait List', 403]]);
    expect(await fx.unsyncedCount(WAITLIST)).toBe(2);
    expect(JSON.parse((await fx.syncLogs())[0].error_details!)).toMatchObject({ airtableTable: 'Wait List', attempts: 1 });
  });

  it('answers 400 for an unknown table, naming the five', async () => {
    const res = await syncTable(fx.app, 'users');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.message).toBe(`Unknown table "users": choose one of ${SYNCABLE_TABLE_NAMES.join(', ')}`);
    expect(fx.standIn.requests).toHaveLength(0);
    expect(await countRows(fx.db, 'sync_logs')).toBe(0);
  });
});

describe('when Airtable is not configured', () => {
  it('answers 503 AIRTABLE_NOT_CONFIGURED naming the variables, and writes nothing', async () => {
    const app = fx.appWith({});
    await insertLeads(fx.db, WAITLIST, 2);
    const { agent, csrf } = await signIn(app, ADMIN);
    for (const path of [API_PATHS.adminSyncTable(WAITLIST), API_PATHS.adminSyncRun]) {
      const res = await agent.post(path).set(CSRF_HEADER, csrf);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('AIRTABLE_NOT_CONFIGURED');
      expect(res.body.error.message).toMatch(/AIRTABLE_API_KEY and AIRTABLE_BASE_ID/);
    }
    expect(await countRows(fx.db, 'sync_logs')).toBe(0);
    expect(await fx.unsyncedCount(WAITLIST)).toBe(2);
    expect(fx.standIn.requests).toHaveLength(0);
    // The log list still reads, and the status says why nothing can be sent.
    expect((await agent.get(API_PATHS.adminSyncLogs)).body).toEqual({ logs: [] });
    expect((await agent.get(API_PATHS.adminSyncStatus)).body).toMatchObject({ configured: false, scheduled: false, pending: { [WAITLIST]: 2 } });
  });
});

describe('POST /api/admin/sync/run without a scheduler', () => {
  it('answers 503 SYNC_SCHEDULE_OFF when the automated sync is off', async () => {
    const { agent, csrf } = await signIn(fx.app, ADMIN);
    const res = await agent.post(API_PATHS.adminSyncRun).set(CSRF_HEADER, csrf);
    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({ code: 'SYNC_SCHEDULE_OFF', message: expect.stringMatching(/SYNC_SCHEDULE=off/) });
  });
});

describe('GET /api/admin/sync/logs', () => {
  it('returns the latest 20 entries, newest first, with every column', async () => {
    const start = Date.parse('2026-01-01T00:00:00Z');
    await fx.db('sync_logs').insert(
      Array.from({ length: 25 }, (_, i) => ({
        status: i % 5 === 0 ? 'error' : 'success',
        table_name: WAITLIST,
        message: `entry ${i}`,
        error_details: i % 5 === 0 ? '{"type":"X"}' : null,
        created_at: new Date(start + i * 60_000),
      })),
    );
    const { agent } = await signIn(fx.app, ADMIN);
    const res = await agent.get(API_PATHS.adminSyncLogs);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.logs).toHaveLength(20);
    expect(res.body.logs.map((l: { message: string }) => l.message)).toEqual(
      Array.from({ length: 20 }, (_, i) => `entry ${24 - i}`),
    );
    expect(res.body.logs[0]).toEqual({
      id: 25,
      status: 'success',
      table_name: WAITLIST,
      message: 'entry 24',
      error_details: null,
      created_at: new Date(start + 24 * 60_000).toISOString(),
    });
    expect(res.body.logs[4]).toMatchObject({ status: 'error', error_details: '{"type":"X"}' });
  });
});

describe('access', () => {
  const routes = [
    { method: 'get', path: API_PATHS.adminSyncStatus },
    { method: 'get', path: API_PATHS.adminSyncLogs },
    { method: 'post', path: API_PATHS.adminSyncTable(WAITLIST) },
    { method: 'post', path: API_PATHS.adminSyncRun },
  ] as const;

  it('answers 401 without a session and 403 to a non-admin on every sync route', async () => {
    const analyst = await signIn(fx.app, ANALYST);
    for (const { method, path } of routes) {
      const anonymous = await request(fx.app)[method](path);
      expect([path, anonymous.status, anonymous.body.error.code]).toEqual([path, 401, 'UNAUTHENTICATED']);
      const denied = await analyst.agent[method](path).set(CSRF_HEADER, analyst.csrf);
      expect([path, denied.status, denied.body.error.code]).toEqual([path, 403, 'FORBIDDEN']);
    }
    expect(fx.standIn.requests).toHaveLength(0);
  });

  it('refuses the POSTs without the CSRF token, syncing nothing', async () => {
    await insertLeads(fx.db, WAITLIST, 1);
    const { agent } = await signIn(fx.app, ADMIN);
    for (const path of [API_PATHS.adminSyncTable(WAITLIST), API_PATHS.adminSyncRun]) {
      for (const token of [undefined, 'not-the-token']) {
        const post = agent.post(path);
        const res = await (token ? post.set(CSRF_HEADER, token) : post);
        expect([path, res.status, res.body.error.code]).toEqual([path, 403, 'CSRF_FAILED']);
      }
    }
    expect(fx.standIn.requests).toHaveLength(0);
    expect(await fx.unsyncedCount(WAITLIST)).toBe(1);
  });
});
