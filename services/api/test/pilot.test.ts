import request from 'supertest';
import { API_PATHS, PILOT_MESSAGES as P } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
import { countRows } from './support/db.js';

const fx = useTestApp({ resetEachTest: true });

const valid = {
  name: 'Layla Al-Harbi',
  email: ' Layla@Bank.Example ',
  companyName: 'Example Bank',
  companyLocation: 'Saudi Arabia',
  mobilePhone: '+966 50 000 0000',
  position: 'DPO',
  otherPosition: '',
  linkedinProfile: '',
  dataPrivacyExperience: 'Between 3 - 5 years',
  consentToMessages: true,
  whatsappContactOk: false,
  acceptTerms: true,
  receiveCertificate: true,
  website: '',
};

const post = (body: unknown) => request(fx.app).post(API_PATHS.pilotApplication).send(body as object);

describe('POST /api/leads/pilot-applications', () => {
  it('stores the application and answers 201 with its id', async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await fx.db('pilot_applications').where({ id: res.body.id }).first()).toMatchObject({
      name: 'Layla Al-Harbi',
      email: 'layla@bank.example',
      company_name: 'Example Bank',
      company_location: 'Saudi Arabia',
      mobile_phone: '+966 50 000 0000',
      position: 'DPO',
      linkedin_profile: '',
      data_privacy_experience: 'Between 3 - 5 years',
      consent_to_messages: true,
      whatsapp_contact_ok: false,
      accept_terms: true,
      receive_certificate: true,
    });
  });

  it("stores the free-text position in place of 'Other'", async () => {
    const res = await post({ ...valid, position: 'Other', otherPosition: '  Head of GRC ' });
    expect(res.status).toBe(201);
    expect((await fx.db('pilot_applications').first()).position).toBe('Head of GRC');
  });

  const checks: [string, Record<string, unknown>, string, string, Record<string, string>][] = [
    ['a blank name', { name: '  ' }, P.requiredTitle, P.requiredBody, { name: P.requiredBody }],
    [
      'missing phone and experience',
      { mobilePhone: undefined, dataPrivacyExperience: '' },
      P.requiredTitle,
      P.requiredBody,
      { mobilePhone: P.requiredBody, dataPrivacyExperience: P.requiredBody },
    ],
    ["'Other' without a position", { position: 'Other', otherPosition: ' ' }, P.positionTitle, P.positionBody, { otherPosition: P.positionBody }],
    ['an e-mail with a space', { email: 'layla @bank.example' }, P.emailTitle, P.emailBody, { email: P.emailBody }],
    ['terms not accepted', { acceptTerms: false }, P.termsTitle, P.termsBody, { acceptTerms: P.termsBody }],
    ['no consent to messages', { consentToMessages: false }, P.consentTitle, P.consentBody, { consentToMessages: P.consentBody }],
  ];

  it.each(checks)('refuses %s with the toast title and message, storing nothing', async (_label, change, title, message, fields) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', title, message, fields } });
    expect(await countRows(fx.db, 'pilot_applications')).toBe(0);
  });

  it('reports only the first failing check, in the spec order', async () => {
    const res = await post({ ...valid, position: 'Other', otherPosition: '', email: 'bad', acceptTerms: false });
    expect(res.body.error.title).toBe(P.positionTitle);
  });

  it.each([
    ['company location', { companyLocation: 'Narnia' }, 'companyLocation'],
    ['position', { position: 'CEO' }, 'position'],
    ['experience', { dataPrivacyExperience: 'Ten years' }, 'dataPrivacyExperience'],
  ])('refuses a value outside the %s list', async (_label, change, field) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ title: P.requiredTitle, message: P.requiredBody, fields: { [field]: P.requiredBody } });
    expect(await countRows(fx.db, 'pilot_applications')).toBe(0);
  });

  it('rejects a filled honeypot and stores nothing', async () => {
    const res = await post({ ...valid, website: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('REJECTED');
    expect(await countRows(fx.db, 'pilot_applications')).toBe(0);
  });

  it('stores script and SQL payloads as inert text', async () => {
    const payload = `<img src=x onerror=alert(1)>'; DROP TABLE pilot_applications; --`;
    const res = await post({ ...valid, companyName: payload, linkedinProfile: payload });
    expect(res.status).toBe(201);
    expect(await fx.db('pilot_applications').where({ id: res.body.id }).first()).toMatchObject({
      company_name: payload,
      linkedin_profile: payload,
    });
  });
});
