/** The staff second factor (TOTP + recovery codes), as an admin signing in meets it. */
import { generateSync } from 'otplib';
import request from 'supertest';
import { API_PATHS, CSRF_HEADER, TWO_FACTOR_MESSAGES } from '@pdpl/contracts';
import { buildTestApp, type TestApp, useTestApp } from './support/app.js';
import { STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const ADMIN = STAFF.admin;
const codeAt = (secret: string, offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

let required: TestApp;
beforeEach(() => {
  required = buildTestApp(fx.db, { ADMIN_TWO_FACTOR: 'required' });
});
afterEach(() => required.close());

/** Signs the admin in where the factor is required, setting it up; returns the secret and recovery codes. */
async function enrol(app: TestApp['app']) {
  const agent = request.agent(app);
  const login = await agent.post(API_PATHS.login).send(ADMIN);
  const { secret } = login.body.challenge;
  const done = await agent.post(API_PATHS.loginTwoFactor).send({ code: codeAt(secret) });
  expect(done.status).toBe(200);
  return { secret, recoveryCodes: done.body.recoveryCodes as string[] };
}

it('lets staff sign in with the password alone where the factor is optional and not set up', async () => {
  const res = await request(fx.app).post(API_PATHS.login).send(ADMIN);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ user: { email: ADMIN.email }, challenge: null });
});

it('makes an admin set up an authenticator app before the first sign-in completes, where required', async () => {
  const agent = request.agent(required.app);
  const login = await agent.post(API_PATHS.login).send(ADMIN);
  expect(login.status).toBe(200);
  expect(login.body).toEqual({
    user: null,
    csrfToken: null,
    challenge: { step: 'enroll', secret: expect.stringMatching(/^[A-Z2-7]{16,}$/), otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/Mizan:/) },
  });
  // Not signed in yet: the password alone opens nothing.
  expect((await agent.get(API_PATHS.session)).body.user).toBeNull();

  const wrong = await agent.post(API_PATHS.loginTwoFactor).send({ code: '000000' });
  expect(wrong.status).toBe(401);
  expect(wrong.body.error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeInvalid });

  const done = await agent.post(API_PATHS.loginTwoFactor).send({ code: codeAt(login.body.challenge.secret) });
  expect(done.status).toBe(200);
  expect(done.body.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
  expect(done.body.recoveryCodes).toHaveLength(10);
  expect(new Set(done.body.recoveryCodes).size).toBe(10);
  expect((await agent.get(API_PATHS.session)).body.user).toMatchObject({ email: ADMIN.email });
  const stored = await fx.db('user_recovery_codes').select('code_hash');
  expect(stored.map((r) => r.code_hash)).not.toContain(done.body.recoveryCodes[0]);
});

it('asks for a code once set up, refuses a replayed code, and takes the next one', async () => {
  const { secret } = await enrol(required.app);
  const agent = request.agent(fx.app); // optional mode: a factor that is on is still asked for
  expect((await agent.post(API_PATHS.login).send(ADMIN)).body).toEqual({ user: null, csrfToken: null, challenge: { step: 'code' } });
  // The code that set the app up was used: the same time step is refused.
  expect((await agent.post(API_PATHS.loginTwoFactor).send({ code: codeAt(secret) })).status).toBe(401);
  const next = await agent.post(API_PATHS.loginTwoFactor).send({ code: codeAt(secret, 30) });
  expect(next.status).toBe(200);
  expect(next.body).toMatchObject({ user: { email: ADMIN.email }, recoveryCodes: null });
});

it('takes each recovery code once', async () => {
  const { recoveryCodes } = await enrol(required.app);
  const signIn = async (code: string) => {
    const agent = request.agent(required.app);
    await agent.post(API_PATHS.login).send(ADMIN);
    return (await agent.post(API_PATHS.loginTwoFactor).send({ code: code.toLowerCase() })).status;
  };
  expect(await signIn(recoveryCodes[3]!)).toBe(200);
  expect(await signIn(recoveryCodes[3]!)).toBe(401);
});

it('sends the user back to the password after five wrong codes', async () => {
  await enrol(required.app);
  const agent = request.agent(required.app);
  await agent.post(API_PATHS.login).send(ADMIN);
  for (let i = 0; i < 4; i += 1) expect((await agent.post(API_PATHS.loginTwoFactor).send({ code: '123456' })).status).toBe(401);
  const fifth = await agent.post(API_PATHS.loginTwoFactor).send({ code: '123456' });
  expect(fifth.status).toBe(429);
  expect(fifth.body.error.message).toBe(TWO_FACTOR_MESSAGES.tooManyAttempts);
  const after = await agent.post(API_PATHS.loginTwoFactor).send({ code: '123456' });
  expect(after.body.error.message).toBe(TWO_FACTOR_MESSAGES.expired);
});

it('never asks a second step without a correct password first', async () => {
  const res = await request(required.app).post(API_PATHS.loginTwoFactor).send({ code: '123456' });
  expect(res.status).toBe(401);
  expect(res.body.error.message).toBe(TWO_FACTOR_MESSAGES.expired);
});

it('requires the factor of admins only', async () => {
  const res = await request(required.app).post(API_PATHS.login).send(STAFF.analyst);
  expect(res.body).toMatchObject({ user: { role: 'analyst' }, challenge: null });
});

it('lets a signed-in user turn the factor on, once', async () => {
  const agent = request.agent(fx.app);
  const login = await agent.post(API_PATHS.login).send(STAFF.analyst);
  const csrf = login.body.csrfToken as string;
  expect((await agent.post(API_PATHS.twoFactorSetup)).status).toBe(403); // no CSRF token
  const setup = await agent.post(API_PATHS.twoFactorSetup).set(CSRF_HEADER, csrf);
  expect(setup.status).toBe(200);
  const confirm = await agent.post(API_PATHS.twoFactorConfirm).set(CSRF_HEADER, csrf).send({ code: codeAt(setup.body.secret) });
  expect(confirm.status).toBe(200);
  expect(confirm.body.recoveryCodes).toHaveLength(10);
  expect((await agent.post(API_PATHS.twoFactorSetup).set(CSRF_HEADER, csrf)).status).toBe(409);
  expect((await request(fx.app).post(API_PATHS.login).send(STAFF.analyst)).body.challenge).toEqual({ step: 'code' });
});
