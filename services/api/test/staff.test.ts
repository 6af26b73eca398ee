/** Staff accounts as an admin and an invited analyst meet them: invite, one-time link, disable, reset, audit. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Knex } from 'knex';
import { API_PATHS, CSRF_HEADER, STAFF_MESSAGES } from '@pdpl/contracts';
import { buildTestApp, type TestApp } from './support/app.js';
import { openTestDb, resetDb } from './support/db.js';
import { readMessage } from './support/smtp.js';
import { createUser, STAFF } from './support/users.js';

let db: Knex;
let t: TestApp;
let dataDir: string;
const NEW = { email: 'new.analyst@example.com', password: 'a long and unusual passphrase' };

beforeAll(async () => {
  db = await openTestDb();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-staff-'));
  t = buildTestApp(db, { DATA_DIR: dataDir });
});
beforeEach(async () => {
  await resetDb(db);
  await rm(path.join(dataDir, 'outbox'), { recursive: true, force: true });
  await createUser(db, STAFF.admin.email, STAFF.admin.password, 'admin');
});
afterAll(async () => {
  await t.close();
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

async function signIn(account: { email: string; password: string }) {
  const agent = request.agent(t.app);
  const res = await agent.post(API_PATHS.login).send(account);
  return { agent, csrf: res.body.csrfToken as string, status: res.status };
}

/** The token of the newest link e-mailed to an address (the outbox keeps every message). */
async function linkTokenFor(email: string): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const files = (await readdir(dir)).sort();
  for (const file of files.reverse()) {
    const { headers, text } = readMessage(await readFile(path.join(dir, file), 'utf8'));
    if (headers.includes(email)) return decodeURIComponent(/set-password\?token=(\S+)/.exec(text)![1]!);
  }
  throw new Error(`no mail to ${email}`);
}

async function invite(email = NEW.email, role = 'analyst') {
  const admin = await signIn(STAFF.admin);
  const res = await admin.agent.post(API_PATHS.adminStaffInvitations).set(CSRF_HEADER, admin.csrf).send({ email, role });
  return { admin, res };
}

it('invites by e-mail; the one-time link sets a password once, then the analyst signs in', async () => {
  const { admin, res } = await invite();
  expect(res.status).toBe(201);
  const list = (await admin.agent.get(API_PATHS.adminStaff)).body.staff;
  expect(list.find((m: { email: string }) => m.email === NEW.email)).toMatchObject({ role: 'analyst', status: 'invited', twoFactor: false });
  // Invited, no password yet: nothing signs in.
  expect((await signIn({ email: NEW.email, password: '' })).status).toBe(422);

  const token = await linkTokenFor(NEW.email);
  const short = await request(t.app).post(API_PATHS.setPassword).send({ token, password: 'short' });
  expect(short.body.error.fields).toEqual({ password: STAFF_MESSAGES.passwordShort });
  const common = await request(t.app).post(API_PATHS.setPassword).send({ token, password: 'password1234' });
  expect(common.body.error.fields).toEqual({ password: STAFF_MESSAGES.passwordCommon });
  const set = await request(t.app).post(API_PATHS.setPassword).send({ token, password: NEW.password });
  expect(set.status).toBe(200);
  expect(set.body).toEqual({ email: NEW.email });
  const again = await request(t.app).post(API_PATHS.setPassword).send({ token, password: 'another long passphrase' });
  expect(again.status).toBe(410);
  expect(again.body.error.message).toBe(STAFF_MESSAGES.linkInvalid);

  const analyst = await signIn(NEW);
  expect(analyst.status).toBe(200);
  expect((await analyst.agent.get(API_PATHS.adminStaff)).status).toBe(403);
  const audit = (await admin.agent.get(API_PATHS.adminStaffAudit)).body.entries;
  expect(audit.map((e: { action: string }) => e.action)).toEqual(['password_set', 'invited']);
  expect(audit[1]).toMatchObject({ actorEmail: STAFF.admin.email, targetEmail: NEW.email });
});

it('refuses an expired link and a second invitation of one address', async () => {
  await invite();
  await db('staff_tokens').update({ expires_at: new Date(Date.now() - 1000) });
  expect((await request(t.app).post(API_PATHS.setPassword).send({ token: await linkTokenFor(NEW.email), password: NEW.password })).status).toBe(410);
  const { res } = await invite();
  expect(res.status).toBe(409);
  expect(res.body.error.fields.email).toMatch(/already exists/);
});

it('disabling ends the account sessions at once and refuses its sign-in; enabling restores it', async () => {
  await createUser(db, NEW.email, NEW.password, 'analyst');
  const analyst = await signIn(NEW);
  expect((await analyst.agent.get(API_PATHS.session)).body.user).toMatchObject({ email: NEW.email });
  const admin = await signIn(STAFF.admin);
  const { id } = (await db('users').where({ email: NEW.email }).first('id')) as { id: number };
  expect((await admin.agent.post(API_PATHS.adminStaffDisable(id)).set(CSRF_HEADER, admin.csrf)).status).toBe(204);
  expect((await analyst.agent.get(API_PATHS.session)).body.user).toBeNull();
  expect((await signIn(NEW)).status).toBe(401);
  expect((await admin.agent.get(API_PATHS.adminStaff)).body.staff.find((m: { id: number }) => m.id === id).status).toBe('disabled');
  expect((await admin.agent.post(API_PATHS.adminStaffEnable(id)).set(CSRF_HEADER, admin.csrf)).status).toBe(204);
  expect((await signIn(NEW)).status).toBe(200);
  // An admin cannot lock themself out.
  const self = (await db('users').where({ email: STAFF.admin.email }).first('id')) as { id: number };
  expect((await admin.agent.post(API_PATHS.adminStaffDisable(self.id)).set(CSRF_HEADER, admin.csrf)).status).toBe(400);
});

it('a password reset link replaces the old password', async () => {
  await createUser(db, NEW.email, NEW.password, 'analyst');
  const admin = await signIn(STAFF.admin);
  const { id } = (await db('users').where({ email: NEW.email }).first('id')) as { id: number };
  expect((await admin.agent.post(API_PATHS.adminStaffPasswordReset(id)).set(CSRF_HEADER, admin.csrf)).status).toBe(204);
  const token = await linkTokenFor(NEW.email);
  expect((await request(t.app).post(API_PATHS.setPassword).send({ token, password: 'a brand new passphrase' })).status).toBe(200);
  expect((await signIn(NEW)).status).toBe(401);
  expect((await signIn({ email: NEW.email, password: 'a brand new passphrase' })).status).toBe(200);
});

it('refuses anonymous callers, non-admins and posts without the CSRF token', async () => {
  await createUser(db, NEW.email, NEW.password, 'analyst');
  const analyst = await signIn(NEW);
  const admin = await signIn(STAFF.admin);
  const posts = [API_PATHS.adminStaffInvitations, API_PATHS.adminStaffDisable(1), API_PATHS.adminStaffEnable(1), API_PATHS.adminStaffPasswordReset(1)];
  for (const p of [API_PATHS.adminStaff, API_PATHS.adminStaffAudit]) {
    expect((await request(t.app).get(p)).status).toBe(401);
    expect((await analyst.agent.get(p)).status).toBe(403);
  }
  for (const p of posts) {
    expect((await request(t.app).post(p)).status).toBe(401);
    expect((await analyst.agent.post(p).set(CSRF_HEADER, analyst.csrf)).status).toBe(403);
    expect((await admin.agent.post(p).send({ email: 'x@example.com', role: 'analyst' })).status).toBe(403);
  }
  expect(await db('staff_audit').count<{ count: string }[]>('* as count')).toEqual([{ count: '0' }]);
});
