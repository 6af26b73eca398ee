import request from 'supertest';
import { API_PATHS, LAUNCH_MESSAGES as L, NEWSLETTER_MESSAGES as N } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
import { countRows } from './support/db.js';

const fx = useTestApp({ resetEachTest: true });

const page = { email: 'reader@example.com', consent: true, source: 'newsletter_page', website: '' };
const launch = { ...page, source: 'pdpl_launch_notification' };
const post = (body: unknown) => request(fx.app).post(API_PATHS.newsletter).send(body as object);

describe('POST /api/leads/newsletter', () => {
  it.each([page, launch])('stores the trimmed, lower-cased e-mail with source $source', async (body) => {
    const res = await post({ ...body, email: '  Reader@Example.COM ' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await fx.db('newsletter_subscriptions').select('id', 'email', 'source')).toEqual([
      { id: res.body.id, email: 'reader@example.com', source: body.source },
    ]);
  });

  it("answers a repeated e-mail with 409 DUPLICATE and the newsletter page's texts", async () => {
    expect((await post(page)).status).toBe(201);
    const res = await post({ ...page, email: 'READER@example.com ' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'DUPLICATE', title: N.duplicateTitle, message: N.duplicateBody } });
    expect(await countRows(fx.db, 'newsletter_subscriptions')).toBe(1);
  });

  it("answers a repeated e-mail from the launch dialog with the dialog's texts, whatever the first source", async () => {
    expect((await post(page)).status).toBe(201);
    const res = await post(launch);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'DUPLICATE', title: L.duplicateTitle, message: L.duplicateBody } });
  });

  const pageRules: [string, Record<string, unknown>, string, string][] = [
    ['a blank e-mail', { email: '   ' }, 'email', N.emailRequired],
    ['a missing e-mail', { email: undefined }, 'email', N.emailRequired],
    ['an e-mail without a dot in the domain', { email: 'a@b' }, 'email', N.emailInvalid],
    ['an e-mail with a space', { email: 'a b@c.com' }, 'email', N.emailInvalid],
    ['no consent', { consent: false }, 'consent', N.consent],
  ];
  it.each(pageRules)('newsletter page: refuses %s with its message', async (_label, change, field, message) => {
    const res = await post({ ...page, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await countRows(fx.db, 'newsletter_subscriptions')).toBe(0);
  });

  it('newsletter page: checks the e-mail pattern before consent', async () => {
    expect((await post({ ...page, email: 'nope', consent: false })).body.error.message).toBe(N.emailInvalid);
  });

  const launchRules: [string, Record<string, unknown>, string, string][] = [
    ['a blank e-mail', { email: '' }, 'email', L.emailRequired],
    ['no consent', { consent: false }, 'consent', L.consentRequired],
    ['an invalid e-mail', { email: 'someone@' }, 'email', L.emailInvalid],
  ];
  it.each(launchRules)('launch dialog: refuses %s with its message', async (_label, change, field, message) => {
    const res = await post({ ...launch, ...change });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ error: { code: 'VALIDATION_FAILED', message, fields: { [field]: message } } });
    expect(await countRows(fx.db, 'newsletter_subscriptions')).toBe(0);
  });

  it('launch dialog: checks consent before the e-mail pattern', async () => {
    expect((await post({ ...launch, email: 'nope', consent: false })).body.error.message).toBe(L.consentRequired);
  });

  it('refuses an unknown source and stores nothing', async () => {
    const res = await post({ ...page, source: 'admin_import' });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(['source']);
    expect(await countRows(fx.db, 'newsletter_subscriptions')).toBe(0);
  });

  it('rejects a filled honeypot and stores nothing', async () => {
    const res = await post({ ...page, website: 'https://spam.example' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('REJECTED');
    expect(await countRows(fx.db, 'newsletter_subscriptions')).toBe(0);
  });

  it('stores an SQL payload in the e-mail as inert text', async () => {
    const email = "o'brien--@example.com";
    expect((await post({ ...page, email })).status).toBe(201);
    expect((await fx.db('newsletter_subscriptions').first()).email).toBe(email);
  });
});
