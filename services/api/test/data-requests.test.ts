/**
 * Data-subject requests on our own leads: look-up and export of everything held about an e-mail
 * address, erasure here and (by the next sync) in Airtable, and a log without personal data.
 */
import request from 'supertest';
import {
  API_PATHS,
  CSRF_HEADER,
  DATA_REQUEST_MESSAGES,
  SITE,
  SYNCABLE_TABLE_NAMES,
  dataRequestDueOn,
  erasedCopiesMessage,
  todayIso,
  type LeadDetail,
} from '@pdpl/contracts';
import { insertLeads } from './support/airtable-leads.js';
import { countRows } from './support/db.js';
import { useSyncFixture } from './support/sync-fixture.js';
import { signInAgent, STAFF } from './support/users.js';

const fx = useSyncFixture();
const SUBJECT = 'Subject@Example.com';
const RECEIVED = '2026-11-01';

/** The subject in four tables (one e-mail written in capitals), and someone else in each. */
async function seed() {
  for (const table of SYNCABLE_TABLE_NAMES) await insertLeads(fx.db, table, 2);
  await fx.db('waitlist_submissions').insert({ name: 'Sam Subject', email: 'subject@example.com', position: 'DPO', location: 'Saudi Arabia', newsletter_consent: true, privacy_consent: true });
  await fx.db('contact_submissions').insert({ name: 'Sam', company: 'Acme', country: 'Saudi Arabia', email: 'SUBJECT@example.com', reason_for_contacting: 'Demo', communication_consent: true });
  await fx.db('newsletter_subscriptions').insert({ email: 'subject@example.com', source: 'launch' });
  await fx.db('assessment_results').insert({
    email: 'subject@example.com', score: 9, total_questions: 15, compliance_level: 'Moderate', compliance_range: '8-11',
    answers: JSON.stringify({ q1: true }), failed_questions: JSON.stringify([]), communication_consent: true,
  });
}

const admin = () => signInAgent(fx.app, STAFF.admin);
const post = async (path: string, body: object) => {
  const { agent, csrf } = await admin();
  return agent.post(path).set(CSRF_HEADER, csrf).send(body);
};
const syncAs = async (table: string) => {
  const { agent, csrf } = await admin();
  return agent.post(API_PATHS.adminSyncTable(table)).set(CSRF_HEADER, csrf);
};

describe('look-up and export', () => {
  it('finds every record of the address in every lead table, whatever its case, and logs the request without the address', async () => {
    await seed();
    const res = await post(API_PATHS.adminDataRequestLookup, { email: SUBJECT, receivedOn: RECEIVED });
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: LeadDetail) => r.table).sort()).toEqual(['assessment_results', 'contact_submissions', 'newsletter_subscriptions', 'waitlist_submissions']);
    const contact = res.body.records.find((r: LeadDetail) => r.table === 'contact_submissions');
    expect(contact.fields).toEqual(expect.arrayContaining([{ name: 'email', value: 'SUBJECT@example.com' }, { name: 'company', value: 'Acme' }]));
    expect(res.body.request).toMatchObject({ action: 'lookup', receivedOn: RECEIVED, dueOn: '2026-12-01', handledBy: STAFF.admin.email, records: 4 });

    const stored = await fx.db('data_subject_requests').select('*');
    expect(JSON.stringify(stored)).not.toMatch(/subject@example\.com/i);
    const log = await (await admin()).agent.get(API_PATHS.adminDataRequests);
    expect(log.body.entries).toEqual([res.body.request]);
  });

  it('exports the same records as a JSON file to hand over, and logs it', async () => {
    await seed();
    const res = await post(API_PATHS.adminDataRequestExport, { email: SUBJECT, receivedOn: RECEIVED });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.body).toMatchObject({ subject: 'subject@example.com', controller: SITE.companyName });
    expect(res.body.records).toHaveLength(4);
    expect((await fx.db('data_subject_requests').first()).action).toBe('export');
  });

  it('answers an empty result for an address nobody used, still logged', async () => {
    await seed();
    const res = await post(API_PATHS.adminDataRequestLookup, { email: 'nobody@example.com', receivedOn: todayIso() });
    expect(res.body.records).toEqual([]);
    expect(res.body.request).toMatchObject({ records: 0, dueOn: dataRequestDueOn(todayIso()) });
  });

  it('refuses a bad address or date with 422 and logs nothing', async () => {
    const res = await post(API_PATHS.adminDataRequestErasure, { email: 'not-an-address', receivedOn: '2099-01-01' });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ email: DATA_REQUEST_MESSAGES.emailInvalid, receivedOn: DATA_REQUEST_MESSAGES.receivedFuture });
    const missing = await post(API_PATHS.adminDataRequestLookup, {});
    expect(missing.body.error.fields).toEqual({ email: DATA_REQUEST_MESSAGES.emailRequired, receivedOn: DATA_REQUEST_MESSAGES.receivedRequired });
    expect(await countRows(fx.db, 'data_subject_requests')).toBe(0);
  });
});

describe('erasure', () => {
  it('deletes the address everywhere and nothing else, and the next sync deletes the Airtable copies', async () => {
    await seed();
    // Everything but the newsletter reaches Airtable first; then a new contact row arrives unsynced.
    for (const table of ['waitlist_submissions', 'contact_submissions', 'assessment_results']) expect((await syncAs(table)).status).toBe(200);
    await fx.db('contact_submissions').insert({ name: 'Sam again', company: 'Acme', country: 'Saudi Arabia', email: 'subject@example.com', reason_for_contacting: 'Follow-up', communication_consent: true });
    const copies = () => ['waitlist_submissions', 'contact_submissions', 'assessment_results'].flatMap((t) => fx.standIn.records(t)).filter((r) => /subject@example\.com/i.test(String(r.fields.email)));
    expect(copies()).toHaveLength(3);

    const res = await post(API_PATHS.adminDataRequestErasure, { email: SUBJECT, receivedOn: RECEIVED });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ erased: 5, airtableDeletionsQueued: 3, request: { action: 'erasure', records: 5 } });
    for (const table of SYNCABLE_TABLE_NAMES) {
      expect([table, await fx.db(table).whereRaw('lower(email) = ?', ['subject@example.com']).count({ n: '*' })]).toEqual([table, [{ n: '0' }]]);
      expect([table, await countRows(fx.db, table)]).toEqual([table, 2]);
    }
    const queue = await fx.db('airtable_deletions').select('*');
    expect(JSON.stringify(queue)).not.toMatch(/subject/i);

    fx.standIn.requests.length = 0;
    for (const table of ['waitlist_submissions', 'contact_submissions', 'assessment_results']) expect((await syncAs(table)).body.erased).toBe(1);
    expect(copies()).toEqual([]);
    expect(fx.standIn.requests.map((r) => r.method)).toEqual(['GET', 'DELETE', 'GET', 'DELETE', 'GET', 'DELETE']);
    expect(fx.standIn.records('waitlist_submissions')).toHaveLength(2);
    expect(await countRows(fx.db, 'airtable_deletions')).toBe(0);
    const logs = await fx.syncLogs();
    expect(logs.map((l) => l.message)).toContain(erasedCopiesMessage(1, 'contact_submissions'));

    // Nothing is left to delete: the next sync of those tables asks Airtable nothing.
    fx.standIn.requests.length = 0;
    await syncAs('contact_submissions');
    expect(fx.standIn.requests).toEqual([]);
  });

  it('keeps the queue when Airtable fails, and the next sync deletes the copies once', async () => {
    await seed();
    await syncAs('waitlist_submissions');
    await post(API_PATHS.adminDataRequestErasure, { email: SUBJECT, receivedOn: RECEIVED });
    fx.standIn.fail({ status: 503 });
    expect((await syncAs('waitlist_submissions')).status).toBe(502);
    expect(await countRows(fx.db, 'airtable_deletions')).toBe(1);
    expect(fx.standIn.records('waitlist_submissions')).toHaveLength(3);
    fx.standIn.fail({ status: 503, times: 0 });
    expect((await syncAs('waitlist_submissions')).body).toEqual({ recordsSynced: 0, erased: 1 });
    expect(fx.standIn.records('waitlist_submissions')).toHaveLength(2);
    expect(await countRows(fx.db, 'airtable_deletions')).toBe(0);
  });
});

describe('who may handle requests', () => {
  const posts = [API_PATHS.adminDataRequestLookup, API_PATHS.adminDataRequestExport, API_PATHS.adminDataRequestErasure];

  it('refuses anonymous callers, non-admins and requests without the CSRF token, erasing nothing', async () => {
    await seed();
    const body = { email: SUBJECT, receivedOn: RECEIVED };
    const analyst = await signInAgent(fx.app, STAFF.analyst);
    const { agent } = await admin();
    for (const path of posts) {
      expect([path, (await request(fx.app).post(path).send(body)).status]).toEqual([path, 401]);
      expect([path, (await analyst.agent.post(path).set(CSRF_HEADER, analyst.csrf).send(body)).status]).toEqual([path, 403]);
      const noToken = await agent.post(path).send(body);
      expect([path, noToken.status, noToken.body.error.code]).toEqual([path, 403, 'CSRF_FAILED']);
    }
    expect((await request(fx.app).get(API_PATHS.adminDataRequests)).status).toBe(401);
    expect((await analyst.agent.get(API_PATHS.adminDataRequests)).status).toBe(403);
    expect(await countRows(fx.db, 'contact_submissions')).toBe(3);
    expect(await countRows(fx.db, 'data_subject_requests')).toBe(0);
  });
});
