/** The admin's leads inbox: filtered pages across the five tables, one submission, and the CSV export. */
import request from 'supertest';
import { API_PATHS, CSRF_HEADER, LEADS_MESSAGES, LEADS_PAGE_SIZE, leadsQueryString, type LeadsFilter } from '@pdpl/contracts';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { cellText, CSV_OPTIONS } from '../src/http/csv-download.js';
import { insertLeads } from './support/airtable-leads.js';
import { useTestApp } from './support/app.js';
import { signInAgent, STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const admin = () => signInAgent(fx.app, STAFF.admin);
const list = async (filter: Partial<LeadsFilter> = {}) => (await admin()).agent.get(`${API_PATHS.adminLeads}${leadsQueryString(filter)}`);

/** Rows of three tables at known times: names, e-mails and companies to search. */
async function seed() {
  await fx.db('waitlist_submissions').insert([
    { name: 'Noura Al-Harbi', email: 'noura@alpha.sa', position: 'DPO', company: 'Alpha Bank', location: 'Saudi Arabia', newsletter_consent: true, privacy_consent: true, created_at: '2026-03-01T10:00:00Z' },
    { name: 'نورة القحطاني', email: 'n.qahtani@beta.sa', position: 'CISO', company: 'Beta 100% Telecom', location: 'Saudi Arabia', newsletter_consent: false, privacy_consent: true, created_at: '2026-03-02T23:59:59Z' },
  ]);
  await fx.db('contact_submissions').insert({ name: 'Omar', company: 'Gamma', country: 'UAE', email: 'OMAR@gamma.ae', reason_for_contacting: '=HYPERLINK("http://evil")', communication_consent: true, created_at: '2026-03-03T00:00:00Z' });
  await fx.db('newsletter_subscriptions').insert({ email: 'reader@alpha.sa', source: 'newsletter', created_at: '2026-02-28T12:00:00Z' });
}

describe('GET /api/admin/leads', () => {
  it('lists every table newest first with name, e-mail and company, and the total', async () => {
    await seed();
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ total: 4, page: 1, pageSize: LEADS_PAGE_SIZE });
    expect(res.body.leads.map((l: { table: string; name: string | null; email: string; company: string | null }) => [l.table, l.name, l.email, l.company])).toEqual([
      ['contact_submissions', 'Omar', 'OMAR@gamma.ae', 'Gamma'],
      ['waitlist_submissions', 'نورة القحطاني', 'n.qahtani@beta.sa', 'Beta 100% Telecom'],
      ['waitlist_submissions', 'Noura Al-Harbi', 'noura@alpha.sa', 'Alpha Bank'],
      ['newsletter_subscriptions', null, 'reader@alpha.sa', null],
    ]);
  });

  it('filters by table, by inclusive UTC days and by a case-insensitive search of name, e-mail and company', async () => {
    await seed();
    const emails = async (filter: Partial<LeadsFilter>) => (await list(filter)).body.leads.map((l: { email: string }) => l.email);
    expect(await emails({ table: 'waitlist_submissions' })).toEqual(['n.qahtani@beta.sa', 'noura@alpha.sa']);
    expect(await emails({ from: '2026-03-01', to: '2026-03-02' })).toEqual(['n.qahtani@beta.sa', 'noura@alpha.sa']);
    expect(await emails({ to: '2026-02-28' })).toEqual(['reader@alpha.sa']);
    expect(await emails({ q: 'ALPHA' })).toEqual(['noura@alpha.sa', 'reader@alpha.sa']);
    expect(await emails({ q: 'omar@' })).toEqual(['OMAR@gamma.ae']);
    expect(await emails({ q: 'القحطاني' })).toEqual(['n.qahtani@beta.sa']);
    // % and _ are searched for as themselves, not as wildcards.
    expect(await emails({ q: '100%' })).toEqual(['n.qahtani@beta.sa']);
    expect(await emails({ q: '%' })).toEqual(['n.qahtani@beta.sa']);
    expect(await emails({ q: 'alpha', table: 'newsletter_subscriptions' })).toEqual(['reader@alpha.sa']);
  });

  it('pages on the server: 25 a page, the last page holds the rest', async () => {
    const ids = await insertLeads(fx.db, 'pilot_applications', 60);
    const first = await list();
    expect(first.body.total).toBe(60);
    expect(first.body.leads.map((l: { id: string }) => l.id)).toEqual(ids.slice(-25).reverse());
    const last = await list({ page: 3 });
    expect(last.body.leads.map((l: { id: string }) => l.id)).toEqual(ids.slice(0, 10).reverse());
    expect((await list({ page: 4 })).body).toMatchObject({ leads: [], total: 60, page: 4 });
  });

  it('refuses a bad filter with 422 naming each field, and returns nothing', async () => {
    const res = await (await admin()).agent.get(`${API_PATHS.adminLeads}?table=users&from=2026-02-30&page=0&q=${'x'.repeat(101)}`);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      table: LEADS_MESSAGES.tableUnknown,
      from: LEADS_MESSAGES.dateInvalid,
      page: LEADS_MESSAGES.pageInvalid,
      q: LEADS_MESSAGES.searchTooLong,
    });
    const reversed = await list({ from: '2026-03-05', to: '2026-03-01' });
    expect([reversed.status, reversed.body.error.fields]).toEqual([422, { to: LEADS_MESSAGES.rangeReversed }]);
    const repeated = await (await admin()).agent.get(`${API_PATHS.adminLeads}?q=a&q=b`);
    expect(repeated.status).toBe(422);
  });
});

describe('GET /api/admin/leads/:table/:id', () => {
  it('answers one submission with every column, and 404 for an unknown one', async () => {
    await seed();
    const { agent } = await admin();
    const row = await fx.db('contact_submissions').first();
    const res = await agent.get(API_PATHS.adminLead('contact_submissions', row.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ table: 'contact_submissions', id: row.id, createdAt: '2026-03-03T00:00:00.000Z', syncedAt: null });
    expect(res.body.fields).toEqual(
      expect.arrayContaining([
        { name: 'reason_for_contacting', value: '=HYPERLINK("http://evil")' },
        { name: 'country', value: 'UAE' },
        { name: 'communication_consent', value: true },
      ]),
    );
    for (const path of [API_PATHS.adminLead('waitlist_submissions', row.id), API_PATHS.adminLead('users', row.id), API_PATHS.adminLead('contact_submissions', 'nope')]) {
      expect([path, (await agent.get(path)).status]).toEqual([path, 404]);
    }
  });
});

describe('GET /api/admin/leads/export.csv', () => {
  const csv = async (filter: Partial<LeadsFilter> = {}) => (await admin()).agent.get(`${API_PATHS.adminLeadsExport}${leadsQueryString(filter)}`).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

  it('exports the filter as UTF-8 CSV with a BOM, Arabic intact and formulas neutralised', async () => {
    await seed();
    const res = await csv();
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-all-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\n');
    expect(lines[0]).toBe('table,id,created_at,name,email,company');
    expect(lines).toHaveLength(5);
    expect(lines[2]).toContain('نورة القحطاني');

    const contact = (await csv({ table: 'contact_submissions' })).body.toString('utf8').slice(1).trim().split('\n');
    expect(contact[0]).toBe('id,created_at,name,company,country,email,mobile_phone,reason_for_contacting,communication_consent');
    expect(contact[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('writes the header alone when nothing matches', async () => {
    const text = (await csv({ q: 'nobody' })).body.toString('utf8');
    expect(text).toBe('\uFEFFtable,id,created_at,name,email,company\n');
  });

  it('neutralises every cell a spreadsheet would run as a formula, its full-width forms too', () => {
    const cells = ['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '\uFF1D1+2', 'safe', 'a=b', '', null].map(cellText);
    const [written] = parse(stringify([cells], { ...CSV_OPTIONS, header: false })) as string[][];
    expect(written).toEqual(["'=1+2", "'+1", "'-1", "'@SUM(A1)", "'\t=1", "'\r=1", "'\uFF1D1+2", 'safe', 'a=b', '', '']);
  });

  it('streams 100,000 rows in keyset batches: every row once, newest first', async () => {
    await fx.db.raw(`
      insert into newsletter_subscriptions (email, source, created_at)
      select 'reader' || n || '@example.com', 'newsletter', timestamp '2026-01-01' + n * interval '1 second'
      from generate_series(1, 100000) as n`);
    const lines = (await csv({ table: 'newsletter_subscriptions' })).body.toString('utf8').slice(1).trim().split('\n');
    expect(lines).toHaveLength(100_001);
    expect(lines[1]).toContain('reader100000@example.com');
    expect(lines[100_000]).toContain('reader1@example.com');
    expect(new Set(lines).size).toBe(100_001);
  }, 60_000);
});

describe('who may read the inbox', () => {
  it('refuses anonymous callers (401) and non-admins (403) on every inbox route', async () => {
    await seed();
    const row = await fx.db('contact_submissions').first();
    const analyst = await signInAgent(fx.app, STAFF.analyst);
    for (const path of [API_PATHS.adminLeads, API_PATHS.adminLeadsExport, API_PATHS.adminLead('contact_submissions', row.id)]) {
      const anonymous = await request(fx.app).get(path);
      expect([path, anonymous.status, anonymous.body.error.code]).toEqual([path, 401, 'UNAUTHENTICATED']);
      const denied = await analyst.agent.get(path).set(CSRF_HEADER, analyst.csrf);
      expect([path, denied.status, denied.body.error.code]).toEqual([path, 403, 'FORBIDDEN']);
      expect(denied.text).not.toContain('gamma');
    }
  });
});
