/**
 * Every admin route (as listed in the OpenAPI document generated from the declared routes, so new ones are covered)
 * answers 401 without a session and 403 to a non-admin; state changes need the CSRF token.
 */
import request from 'supertest';
import { API_PATHS, CSRF_HEADER } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
import { declaredDocument } from './support/routes.js';
import { STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const ADMIN = STAFF.admin;
const ANALYST = STAFF.analyst;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const adminOperations = Object.entries(declaredDocument().paths as Record<string, Record<string, { 'x-roles'?: string[] }>>)
  .filter(([p]) => p.startsWith('/api/admin/'))
  .flatMap(([p, ops]) =>
    Object.entries(ops).map(([m, op]) => ({
      route: [m as Method, p.replace(/\{table\}/g, 'waitlist_submissions').replace(/\{\w+\}/g, 'x')] as [Method, string],
      // Documented with x-roles including 'analyst': index analysts may call it too.
      adminOnly: !op['x-roles']?.includes('analyst'),
    })),
  );
const adminRoutes = adminOperations.map((o) => o.route);
const adminOnlyRoutes = adminOperations.filter((o) => o.adminOnly).map((o) => o.route);
const stateChanging = adminRoutes.filter(([m]) => m !== 'get');

async function signIn(user: typeof ADMIN) {
  const agent = request.agent(fx.app);
  const res = await agent.post(API_PATHS.login).send(user);
  expect(res.status).toBe(200);
  return { agent, token: res.body.csrfToken as string };
}


it('finds the admin routes in the OpenAPI document', () => {
  expect(adminRoutes).toContainEqual(['get', API_PATHS.adminPing]);
});

describe.each(adminRoutes)('%s %s', (method, path) => {
  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const res = await request(fx.app)[method](path);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});

describe.each(adminOnlyRoutes)('%s %s', (method, path) => {
  it('answers 403 FORBIDDEN to a signed-in analyst, even with the CSRF token', async () => {
    const { agent, token } = await signIn(ANALYST);
    const res = await agent[method](path).set(CSRF_HEADER, token);
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });
});

describe('CSRF protection', () => {
  it.each(stateChanging)('%s %s refuses an admin without the token', async (method, path) => {
    const { agent } = await signIn(ADMIN);
    const res = await agent[method](path);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'CSRF_FAILED', message: 'Missing or invalid CSRF token.' } });
  });

  it('refuses a sign-out without the token, a wrong one, or another session\'s, and keeps the session', async () => {
    const { agent, token } = await signIn(ADMIN);
    const other = await signIn(ADMIN);
    for (const header of [undefined, 'forged-token', other.token, `${token}x`]) {
      const req = agent.post(API_PATHS.logout);
      const res = await (header === undefined ? req : req.set(CSRF_HEADER, header));
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('CSRF_FAILED');
    }
    expect((await agent.get(API_PATHS.adminPing)).status).toBe(200);
    expect((await agent.post(API_PATHS.logout).set(CSRF_HEADER, token)).status).toBe(204);
    expect((await agent.get(API_PATHS.adminPing)).status).toBe(401);
  });

  it('accepts the token read back from GET /api/auth/session, and a new sign-in gets a new one', async () => {
    const { agent, token } = await signIn(ADMIN);
    const session = await agent.get(API_PATHS.session);
    expect(session.body.csrfToken).toBe(token);
    const again = await agent.post(API_PATHS.login).send(ADMIN);
    expect(again.body.csrfToken).not.toBe(token);
    expect((await agent.post(API_PATHS.logout).set(CSRF_HEADER, token)).status).toBe(403);
    expect((await agent.post(API_PATHS.logout).set(CSRF_HEADER, again.body.csrfToken)).status).toBe(204);
  });
});
