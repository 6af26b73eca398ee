import request from 'supertest';
import { API_PATHS, CONTACT_MESSAGES, LEAD_MESSAGES } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
import { countRows } from './support/db.js';

const fx = useTestApp({ resetEachTest: true });

const valid = {
  name: 'Omar Haddad',
  company: 'Acme Trading',
  country: 'Saudi Arabia',
  email: ' Omar@Acme.Example ',
  mobilePhone: '',
  reasonForContacting: 'Free PDPL Consultation',
  communicationConsent: true,
  website: '',
};

const post = (body: unknown) => request(fx.app).post(API_PATHS.contact).send(body as object);

describe('POST /api/leads/contact', () => {
  it('stores one row, the blank phone as an empty string, and answers 201 with its id', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const rows = await fx.db('contact_submissions').select();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.body.id,
      name: 'Omar Haddad',
      company: 'Acme Trading',
      country: 'Saudi Arabia',
      email: 'omar@acme.example',
      mobile_phone: '',
      reason_for_contacting: 'Free PDPL Consultation',
      communication_consent: true,
    });
  });

  it('stores a phone when given and treats a missing phone as blank', async () => {
    expect((await post({ ...valid, mobilePhone: '+966 55 123 4567' })).status).toBe(201);
    const { mobilePhone: _omitted, ...withoutPhone } = valid;
    expect((await post(withoutPhone)).status).toBe(201);
    const phones = (await fx.db('contact_submissions').select('mobile_phone')).map((r) => r.mobile_phone).sort();
    expect(phones).toEqual(['', '+966 55 123 4567']);
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['a one-letter name', { name: 'A' }, 'name', LEAD_MESSAGES.nameMin],
    ['a one-letter company', { company: 'X' }, 'company', CONTACT_MESSAGES.companyMin],
    ['a missing company', { company: undefined }, 'company', CONTACT_MESSAGES.companyMin],
    ['a missing country', { country: '' }, 'country', CONTACT_MESSAGES.country],
    ['Ivory Coast (not in the contact list)', { country: 'Ivory Coast' }, 'country', CONTACT_MESSAGES.country],
    ['an invalid e-mail', { email: 'omar@' }, 'email', LEAD_MESSAGES.email],
    ['a missing reason', { reasonForContacting: undefined }, 'reasonForContacting', CONTACT_MESSAGES.reason],
    ['an unknown reason', { reasonForContacting: 'Gossip' }, 'reasonForContacting', CONTACT_MESSAGES.reason],
    ['consent false', { communicationConsent: false }, 'communicationConsent', LEAD_MESSAGES.consent],
  ];

  it.each(rules)('refuses %s with 422, the exact message, and stores nothing', async (_label, change, field, message) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await countRows(fx.db, 'contact_submissions')).toBe(0);
  });

  it('rejects a filled honeypot and stores nothing', async () => {
    const res = await post({ ...valid, website: 'spam' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('REJECTED');
    expect(await countRows(fx.db, 'contact_submissions')).toBe(0);
  });

  it('stores SQL and script payloads as inert text', async () => {
    const sql = "x'); DELETE FROM contact_submissions; --";
    const script = '<script>document.cookie</script>';
    const res = await post({ ...valid, name: sql, company: script });
    expect(res.status).toBe(201);
    expect(await fx.db('contact_submissions').where({ id: res.body.id }).first()).toMatchObject({ name: sql, company: script });
  });
});
