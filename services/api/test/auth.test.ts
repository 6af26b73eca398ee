import request from 'supertest';
import { API_PATHS, AUTH_MESSAGES, CSRF_HEADER } from '@pdpl/contracts';
import { buildTestApp, useTestApp } from './support/app.js';
import { countRows } from './support/db.js';
import { sessionCookieFrom, sessionIdFrom, STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const ADMIN = STAFF.admin;
const ANALYST = STAFF.analyst;


describe('sign-in', () => {
  it('signs in, sets a hardened session cookie, and the session returns the user', async () => {
    const agent = request.agent(fx.app);
    const res = await agent.post(API_PATHS.login).send({ email: '  Chief@Example.com ', password: ADMIN.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: expect.any(Number), email: ADMIN.email, role: 'admin' },
      csrfToken: expect.stringMatching(/^[\w-]{43}$/),
      challenge: null,
    });
    const cookie = String((res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('pdpl.sid=')));
    expect(cookie).toMatch(/^pdpl\.sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain http without TRUST_PROXY

    const session = await agent.get(API_PATHS.session);
    expect(session.status).toBe(200);
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.body).toEqual({ user: res.body.user, csrfToken: res.body.csrfToken });
    const user = await fx.db('users').where({ email: ADMIN.email }).first();
    expect(user.last_login_at).toBeInstanceOf(Date);
  });

  it('marks the cookie Secure behind a trusted https proxy', async () => {
    const proxied = buildTestApp(fx.db, { TRUST_PROXY: '1' });
    try {
      const res = await request(proxied.app)
        .post(API_PATHS.login)
        .set('X-Forwarded-Proto', 'https')
        .send(ADMIN);
      expect(String(res.headers['set-cookie'])).toMatch(/Secure/);
    } finally {
      await proxied.close();
    }
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await request(fx.app).post(API_PATHS.login).send({ email: ADMIN.email, password: 'not the password' });
    const unknown = await request(fx.app).post(API_PATHS.login).send({ email: 'who@example.com', password: 'whatever' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: AUTH_MESSAGES.invalidCredentials } });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('requires e-mail and password with the sign-in messages', async () => {
    const res = await request(fx.app).post(API_PATHS.login).send({});
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({
      email: AUTH_MESSAGES.emailRequired,
      password: AUTH_MESSAGES.passwordRequired,
    });
  });

  it('issues a new session id at every sign-in and retires the old one', async () => {
    const agent = request.agent(fx.app);
    const first = sessionIdFrom((await agent.post(API_PATHS.login).send(ADMIN)).headers['set-cookie']);
    const second = sessionIdFrom((await agent.post(API_PATHS.login).send(ADMIN)).headers['set-cookie']);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(await fx.db('user_sessions').where({ sid: first }).first()).toBeUndefined();
    expect(await fx.db('user_sessions').where({ sid: second }).first()).toBeDefined();
  });

  it('keeps anonymous visitors session-less', async () => {
    const res = await request(fx.app).get(API_PATHS.session);
    expect(res.body).toEqual({ user: null, csrfToken: null });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await countRows(fx.db, 'user_sessions')).toBe(0);
  });

  it('locks an account after RATE_LIMIT_LOGIN failures, whatever address the attempts come from', async () => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_LOGIN: '3', TRUST_PROXY: '1' });
    const from = (ip: string, body: object) => request(limited.app).post(API_PATHS.login).set('X-Forwarded-For', ip).send(body);
    try {
      for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await from(ip, { ...ADMIN, password: 'wrong' })).status).toBe(401);
      }
      const blocked = await from('198.51.100.9', ADMIN);
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests/) });
      // Another account from the same addresses is not locked out.
      expect((await from('203.0.113.1', ANALYST)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts failed sign-ins across API instances and restarts, in the database', async () => {
    const env = { RATE_LIMIT_LOGIN: '3', TRUST_PROXY: '1' };
    const first = buildTestApp(fx.db, env);
    const second = buildTestApp(fx.db, env);
    const fail = (app: typeof first.app, ip: string) =>
      request(app).post(API_PATHS.login).set('X-Forwarded-For', ip).send({ ...ADMIN, password: 'wrong' });
    try {
      expect((await fail(first.app, '203.0.113.21')).status).toBe(401);
      expect((await fail(first.app, '203.0.113.22')).status).toBe(401);
      expect((await fail(second.app, '203.0.113.23')).status).toBe(401);
      expect(await countRows(fx.db, 'rate_limit_hits')).toBeGreaterThan(0);
    } finally {
      await first.close();
      await second.close();
    }
    // A fresh instance (a restart) still refuses the account.
    const restarted = buildTestApp(fx.db, env);
    try {
      const blocked = await request(restarted.app).post(API_PATHS.login).set('X-Forwarded-For', '198.51.100.30').send(ADMIN);
      expect(blocked.status).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('never locks the owner out: a browser that signed in before still signs in while the account is locked', async () => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_LOGIN: '3', TRUST_PROXY: '1' });
    const owner = request.agent(limited.app);
    const attempt = (client: typeof owner | ReturnType<typeof request>, ip: string, body: object) =>
      client.post(API_PATHS.login).set('X-Forwarded-For', ip).send(body);
    try {
      expect((await attempt(owner, '192.0.2.10', ADMIN)).status).toBe(200);
      // Someone else guesses from many addresses until the account is locked for everyone without the device cookie.
      for (const ip of ['203.0.113.51', '203.0.113.52', '203.0.113.53']) {
        expect((await attempt(request(limited.app), ip, { ...ADMIN, password: 'guess' })).status).toBe(401);
      }
      expect((await attempt(request(limited.app), '203.0.113.54', ADMIN)).status).toBe(429);
      // The owner's browser still gets in with the right password, even after its own typo.
      expect((await attempt(owner, '192.0.2.10', { ...ADMIN, password: 'typo' })).status).toBe(401);
      expect((await attempt(owner, '192.0.2.10', ADMIN)).status).toBe(200);
      // A device cookie is bound to its account and signed: it does not unlock another account.
      const forged = await request(limited.app)
        .post(API_PATHS.login)
        .set('X-Forwarded-For', '203.0.113.55')
        .set('Cookie', 'pdpl.device=Y2hpZWZAZXhhbXBsZS5jb20.abc.forged')
        .send(ADMIN);
      expect(forged.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('does not count successful sign-ins', async () => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_LOGIN: '2', TRUST_PROXY: '1' });
    try {
      for (let i = 0; i < 4; i += 1) {
        expect((await request(limited.app).post(API_PATHS.login).set('X-Forwarded-For', '203.0.113.40').send(ADMIN)).status).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });

  it('blocks an address after RATE_LIMIT_LOGIN_IP failures across accounts', async () => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_LOGIN_IP: '3', TRUST_PROXY: '1' });
    const from = (ip: string, body: object) => request(limited.app).post(API_PATHS.login).set('X-Forwarded-For', ip).send(body);
    try {
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        expect((await from('203.0.113.7', { email, password: 'guess' })).status).toBe(401);
      }
      expect((await from('203.0.113.7', ADMIN)).status).toBe(429);
      expect((await from('203.0.113.8', ADMIN)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('sign-out and session lifetime', () => {
  it('logout answers 204 and ends the session for good', async () => {
    const agent = request.agent(fx.app);
    const login = await agent.post(API_PATHS.login).send(ADMIN);
    const sid = sessionIdFrom(login.headers['set-cookie']);
    const out = await agent.post(API_PATHS.logout).set(CSRF_HEADER, login.body.csrfToken);
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/pdpl\.sid=;/);
    expect((await agent.get(API_PATHS.session)).body).toEqual({ user: null, csrfToken: null });
    expect(await fx.db('user_sessions').where({ sid }).first()).toBeUndefined();
    // Replaying the old cookie does not bring the session back.
    const replay = await request(fx.app).get(API_PATHS.session).set('Cookie', sessionCookieFrom(login.headers['set-cookie']));
    expect(replay.body).toEqual({ user: null, csrfToken: null });
  });

  it('logout without a session still answers 204', async () => {
    expect((await request(fx.app).post(API_PATHS.logout)).status).toBe(204);
  });

  it('ends a session after the idle timeout', async () => {
    const short = buildTestApp(fx.db, {}, (c) => ({ ...c, session: { idleTimeoutMs: 1000, absoluteTimeoutMs: 60_000 } }));
    try {
      const login = await request(short.app).post(API_PATHS.login).send(ADMIN);
      const cookie = sessionCookieFrom(login.headers['set-cookie']);
      expect((await request(short.app).get(API_PATHS.session).set('Cookie', cookie)).body.user).not.toBeNull();
      await new Promise((r) => setTimeout(r, 2100));
      const res = await request(short.app).get(API_PATHS.session).set('Cookie', cookie);
      expect(res.body).toEqual({ user: null, csrfToken: null });
    } finally {
      await short.close();
    }
  });

  it('ends a session after the absolute timeout even when it stays active', async () => {
    const short = buildTestApp(fx.db, {}, (c) => ({ ...c, session: { idleTimeoutMs: 60_000, absoluteTimeoutMs: 1500 } }));
    try {
      const agent = request.agent(short.app);
      const sid = sessionIdFrom((await agent.post(API_PATHS.login).send(ADMIN)).headers['set-cookie']);
      for (let i = 0; i < 3; i += 1) {
        expect((await agent.get(API_PATHS.session)).body.user).not.toBeNull();
        await new Promise((r) => setTimeout(r, 300));
      }
      await new Promise((r) => setTimeout(r, 800));
      expect((await agent.get(API_PATHS.session)).body).toEqual({ user: null, csrfToken: null });
      expect(await fx.db('user_sessions').where({ sid }).first()).toBeUndefined();
      expect((await agent.get(API_PATHS.adminPing)).status).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('requireAdmin (GET /api/admin/ping)', () => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await request(fx.app).get(API_PATHS.adminPing);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it("answers 403 FORBIDDEN for an 'analyst'", async () => {
    const agent = request.agent(fx.app);
    expect((await agent.post(API_PATHS.login).send(ANALYST)).status).toBe(200);
    const res = await agent.get(API_PATHS.adminPing);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('lets an admin through', async () => {
    const agent = request.agent(fx.app);
    await agent.post(API_PATHS.login).send(ADMIN);
    const res = await agent.get(API_PATHS.adminPing);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });

  it('applies a role change to a signed-in user at once', async () => {
    const agent = request.agent(fx.app);
    await agent.post(API_PATHS.login).send(ADMIN);
    await fx.db('users').where({ email: ADMIN.email }).update({ role: 'analyst' });
    expect((await agent.get(API_PATHS.adminPing)).status).toBe(403);
    await fx.db('users').where({ email: ADMIN.email }).delete();
    expect((await agent.get(API_PATHS.adminPing)).status).toBe(401);
  });
});
