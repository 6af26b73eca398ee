/**
 * Input an attacker sends on purpose: each case once answered 500 or froze the server (issue 10).
 * Every one must get a 4xx in the error shape and write nothing.
 */
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { buildTestApp, type TestApp } from './support/app.js';
import { countRows, openTestDb, resetDb } from './support/db.js';
import { PUBLIC_FORMS } from './support/form-bodies.js';
import type { Knex } from 'knex';

let db: Knex;
let t: TestApp;
beforeAll(async () => {
  db = await openTestDb();
  t = buildTestApp(db, { RATE_LIMIT_PUBLIC_WRITES: '100000' });
});
beforeEach(() => resetDb(db));
afterAll(async () => {
  await t.close();
  await db.destroy();
});

function expectClientError(res: request.Response) {
  expect(res.body?.error?.code).toEqual(expect.any(String));
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(JSON.stringify(res.body)).not.toMatch(/\n\s+at |node_modules/);
}

const rawJson = (path: string, json: string) => request(t.app).post(path).set('Content-Type', 'application/json').send(json);

describe.each(PUBLIC_FORMS.map((f) => [`${f.path} (${f.table})`, f] as const))('%s', (_name, form) => {
  it('accepts its valid body (the baseline the hostile cases vary)', async () => {
    expect((await request(t.app).post(form.path).send(form.body)).status).toBe(201);
  });

  it.each(['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'])('refuses or ignores a top-level key named %s', async (key) => {
    const res = await rawJson(form.path, JSON.stringify(form.body).replace(/^\{/, `{"${key}":{"polluted":true},`));
    expect(res.status === 201 || (res.status >= 400 && res.status < 500)).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['an object', { nested: 'x' }],
    ['an array', ['a', 'b']],
    ['a number', 42],
  ])('refuses %s where a string is expected', async (_kind, value) => {
    const res = await request(t.app).post(form.path).send({ ...form.body, email: value });
    expectClientError(res);
    expect(res.body.error.fields?.email).toBeDefined();
    expect(await countRows(db, form.table)).toBe(0);
  });

  it('refuses an object posing as a primitive where a yes/no is expected', async () => {
    const [key] = Object.entries(form.body).find(([, v]) => typeof v === 'boolean')!;
    const res = await rawJson(form.path, JSON.stringify({ ...form.body, [key]: { toString: '', valueOf: '' } }));
    expectClientError(res);
    expect(await countRows(db, form.table)).toBe(0);
  });

  it('refuses a NUL or other control character in a text field', async () => {
    for (const bad of ['ann\u0000@example.com', 'a\u0007nn@example.com']) {
      const res = await request(t.app).post(form.path).send({ ...form.body, email: bad });
      expectClientError(res);
    }
    expect(await countRows(db, form.table)).toBe(0);
  });

  it('answers a 99,000-character e-mail at once with a 422', async () => {
    const res = await request(t.app).post(form.path).send({ ...form.body, email: `a@${'.'.repeat(99_000)} ` });
    expectClientError(res);
    expect(await countRows(db, form.table)).toBe(0);
  });
});

describe('paths and bodies that cannot be decoded', () => {
  it.each([
    ['GET', '/api/index/companies/%ff'],
    ['GET', '/api/index/companies/%00'],
    ['GET', '/api/index/companies/%ff/details'],
    ['GET', '/api/index/companies/%00/details'],
    ['POST', '/api/admin/sync/tables/%ff'],
  ])('%s %s answers a 4xx', async (method, path) => {
    const res = method === 'GET' ? await request(t.app).get(path) : await request(t.app).post(path);
    expectClientError(res);
  });

  it('refuses a deflate-encoded body that is not deflate data', async () => {
    const res = await request(t.app)
      .post(API_PATHS.waitlist)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'deflate')
      .send('this is not deflate data');
    expectClientError(res);
    expect(await countRows(db, 'waitlist_submissions')).toBe(0);
  });

  it.each([
    ['an array', ['admin@example.com']],
    ['a NUL', 'admin\u0000@example.com'],
  ])('refuses a sign-in whose e-mail is %s', async (_kind, email) => {
    const res = await request(t.app).post(API_PATHS.login).send({ email, password: 'whatever-password' });
    expectClientError(res);
  });
});
