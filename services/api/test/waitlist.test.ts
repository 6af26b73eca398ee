import request from 'supertest';
import { API_PATHS, LEAD_MESSAGES } from '@pdpl/contracts';
import { buildTestApp, useTestApp } from './support/app.js';
import { countRows } from './support/db.js';

const fx = useTestApp({ resetEachTest: true });

const valid = {
  name: 'Ann Smith',
  email: '  Ann.Smith@Example.COM ',
  position: 'Data Protection Officer',
  company: '',
  companySize: '',
  location: 'Saudi Arabia',
  solutionType: '',
  newsletter: 'yes',
  privacyConsent: true,
  website: '',
};

const post = (body: unknown) => request(fx.app).post(API_PATHS.waitlist).send(body as object);

describe('POST /api/leads/waitlist', () => {
  it('stores one row with a normalised e-mail and answers 201 with its id', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const rows = await fx.db('waitlist_submissions').select();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.body.id,
      name: 'Ann Smith',
      email: 'ann.smith@example.com',
      position: 'Data Protection Officer',
      company: null,
      company_size: null,
      location: 'Saudi Arabia',
      solution_type: null,
      newsletter_consent: true,
      privacy_consent: true,
      airtable_synced_at: null,
    });
    expect(rows[0].created_at).toBeInstanceOf(Date);
  });

  it("maps newsletter 'no' to newsletter_consent false and keeps the optional fields", async () => {
    const res = await post({ ...valid, newsletter: 'no', company: 'Acme', companySize: '51-500', solutionType: 'PRO' });
    expect(res.status).toBe(201);
    const row = await fx.db('waitlist_submissions').first();
    expect(row).toMatchObject({ newsletter_consent: false, company: 'Acme', company_size: '51-500', solution_type: 'PRO' });
  });

  it('ignores fields the form does not have', async () => {
    const res = await post({ ...valid, id: 'chosen-by-client', created_at: '2000-01-01', admin: true });
    expect(res.status).toBe(201);
    const row = await fx.db('waitlist_submissions').first();
    expect(row.id).not.toBe('chosen-by-client');
    expect(row.created_at.getFullYear()).toBeGreaterThan(2000);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter name', { name: 'A' }, 'name', LEAD_MESSAGES.nameMin],
    ['a name of spaces', { name: '   ' }, 'name', LEAD_MESSAGES.nameMin],
    ['a missing name', { name: undefined }, 'name', LEAD_MESSAGES.nameMin],
    ['an invalid e-mail', { email: 'ann@' }, 'email', LEAD_MESSAGES.email],
    ['a missing e-mail', { email: undefined }, 'email', LEAD_MESSAGES.email],
    ['a missing position', { position: undefined }, 'position', LEAD_MESSAGES.position],
    ['an unknown position', { position: 'CEO' }, 'position', LEAD_MESSAGES.position],
    ['a missing location', { location: undefined }, 'location', LEAD_MESSAGES.location],
    ['an unknown location', { location: 'Atlantis' }, 'location', LEAD_MESSAGES.location],
    ['a missing newsletter choice', { newsletter: undefined }, 'newsletter', LEAD_MESSAGES.newsletter],
    ['an unknown newsletter choice', { newsletter: 'maybe' }, 'newsletter', LEAD_MESSAGES.newsletter],
    ['privacy consent false', { privacyConsent: false }, 'privacyConsent', LEAD_MESSAGES.consent],
    ['privacy consent missing', { privacyConsent: undefined }, 'privacyConsent', LEAD_MESSAGES.consent],
  ];

  it.each(rules)('refuses %s with 422, the exact message, and stores nothing', async (_label, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await countRows(fx.db, 'waitlist_submissions')).toBe(0);
  });

  it('reports every failing field at once, the first one as the message', async () => {
    const res = await post({});
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      name: LEAD_MESSAGES.nameMin,
      email: LEAD_MESSAGES.email,
      position: LEAD_MESSAGES.position,
      location: LEAD_MESSAGES.location,
      newsletter: LEAD_MESSAGES.newsletter,
      privacyConsent: LEAD_MESSAGES.consent,
    });
    expect(res.body.error.message).toBe(LEAD_MESSAGES.nameMin);
    expect(await countRows(fx.db, 'waitlist_submissions')).toBe(0);
  });

  it('answers in Arabic when the request names locale=ar (an Arabic page), and in English otherwise', async () => {
    const res = await request(fx.app).post(`${API_PATHS.waitlist}?locale=ar`).send({ ...valid, name: 'A', privacyConsent: false });
    expect(res.status).toBe(422);
    expect(res.body.error).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'يجب ألا يقل الاسم عن حرفين',
      fields: { name: 'يجب ألا يقل الاسم عن حرفين', privacyConsent: 'يجب أن توافق على تلقي المراسلات من مقدم الخدمة' },
    });
    // Neither the browser's languages nor an unknown locale change the answer.
    const english = await request(fx.app).post(`${API_PATHS.waitlist}?locale=fr`).set('Accept-Language', 'ar').send({ ...valid, name: 'A' });
    expect(english.body.error.message).toBe(LEAD_MESSAGES.nameMin);
    expect(await countRows(fx.db, 'waitlist_submissions')).toBe(0);
  });

  it('refuses values outside the optional lists and values of the wrong type without echoing them', async () => {
    const res = await post({ ...valid, companySize: 'huge', privacyConsent: { $gt: '' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['companySize', 'privacyConsent']);
    expect(res.body.error.fields.privacyConsent).toBe('Invalid value');
    expect(await countRows(fx.db, 'waitlist_submissions')).toBe(0);
  });

  it('rejects a filled honeypot with 400 REJECTED and stores nothing', async () => {
    const res = await post({ ...valid, website: 'http://spam.example' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'REJECTED', message: 'Submission rejected' } });
    expect(await countRows(fx.db, 'waitlist_submissions')).toBe(0);
  });

  it('stores SQL and HTML payloads as inert text, read back verbatim', async () => {
    const sql = "Robert'); DROP TABLE waitlist_submissions;--";
    const html = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const res = await post({ ...valid, name: sql, company: html });
    expect(res.status).toBe(201);
    const row = await fx.db('waitlist_submissions').where({ id: res.body.id }).first();
    expect(row.name).toBe(sql);
    expect(row.company).toBe(html);
    expect(await countRows(fx.db, 'waitlist_submissions')).toBe(1);
  });

  it('limits submissions per IP with 429 RATE_LIMITED', async () => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_PUBLIC_WRITES: '2' });
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await request(limited.app).post(API_PATHS.waitlist).send(valid)).status).toBe(201);
      }
      const res = await request(limited.app).post(API_PATHS.waitlist).send(valid);
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(await countRows(fx.db, 'waitlist_submissions')).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
