/**
 * What a route's declared access attaches, checked by behaviour on the real app: every public form
 * (and any new one) is limited and never touches the session store, every admin route is guarded,
 * and the OpenAPI document (which drives the admin-guard and fuzz suites) lists exactly the declared routes.
 */
import express from 'express';
import request from 'supertest';
import { object, string } from 'yup';
import { API_PATHS } from '@pdpl/contracts';
import { openApiDocument } from '../src/docs/openapi.js';
import { errorHandler } from '../src/http/error-handler.js';
import { mountRoutes } from '../src/http/mount-routes.js';
import { publicWriteLimiter } from '../src/http/rate-limit.js';
import { route, type RouteDeclaration } from '../src/http/route.js';
import { buildTestApp, useTestApp } from './support/app.js';
import { declaredRoutes } from './support/routes.js';
import { STAFF, sessionCookieFrom, sessionIdFrom, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const TOO_MANY = { error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes and try again.' } };

/** Every route the app can mount: the API's, and the page snapshots it hands the shell's server without the site (SERVE_WEB=false). */
const declared = (): RouteDeclaration[] => declaredRoutes(fx.config, fx.db);
/** A concrete URL for a declared path: every parameter filled with a value no record has. */
const urlOf = (path: string) => path.replace(/:\w+/g, 'nothing-here');
const publicWrites = () => declared().filter((r) => r.access === 'public-write');

describe('public writes', () => {
  it('are all limited: public-write, or (CSP reports only) limits of their own', () => {
    const open = declared().filter((r) => r.method !== 'get' && r.access === 'public');
    expect(open.map((r) => [r.path, Boolean(r.limits?.length)])).toEqual([[API_PATHS.cspReports, true]]);
    expect(publicWrites().map((r) => r.path)).toEqual(
      expect.arrayContaining([API_PATHS.waitlist, API_PATHS.contact, API_PATHS.newsletter, API_PATHS.pilotApplication, API_PATHS.assessmentResults]),
    );
  });

  it('answer 429 RATE_LIMITED past the limit, one count per address across every public form', async () => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_PUBLIC_WRITES: '1', TRUST_PROXY: '1' });
    try {
      const forms = publicWrites();
      for (const [i, form] of forms.entries()) {
        const post = (path: string) => request(limited.app).post(urlOf(path)).set('X-Forwarded-For', `198.51.100.${i + 1}`).send({});
        expect((await post(form.path)).status).not.toBe(429);
        const refused = await post(form.path);
        expect({ path: form.path, status: refused.status, body: refused.body }).toEqual({ path: form.path, status: 429, body: TOO_MANY });
        // The next form from the same address is already over the shared limit.
        expect((await post(forms[(i + 1) % forms.length]!.path)).status).toBe(429);
      }
    } finally {
      await limited.close();
    }
  });

  it('a newly declared public-write route gets the limit and the honeypot, and no session', async () => {
    let sessionTouched = 0;
    const app = express();
    app.use(express.json());
    app.use(
      mountRoutes(
        [
          route({
            method: 'post',
            path: '/api/new-form',
            access: 'public-write',
            body: object({ email: string().email().required('E-mail is required'), website: string().max(0) }),
            doc: { tag: 'Leads', summary: 'A new form.', responses: {} },
            handler: ({ body, res }) => res.status(201).json({ email: body.email }),
          }),
        ],
        {
          session: [
            (_req, _res, next) => {
              sessionTouched += 1;
              next();
            },
          ],
          publicWriteLimit: publicWriteLimiter(fx.db, 3),
        },
      ),
    );
    app.use(errorHandler);
    const post = (body: object) => request(app).post('/api/new-form').send(body);

    expect((await post({ email: 'new@example.com' })).body).toEqual({ email: 'new@example.com' });
    expect((await post({ email: 'bot@example.com', website: 'spam' })).body.error.code).toBe('REJECTED');
    expect((await post({})).body).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'E-mail is required', fields: { email: 'E-mail is required' } } });
    const refused = await post({ email: 'new@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(sessionTouched).toBe(0);
  });
});

describe('sessions', () => {
  it('public reads and forms never touch the session store, even with a signed-in cookie', async () => {
    const login = await request(fx.app).post(API_PATHS.login).send(STAFF.admin);
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const stored = () => fx.db('user_sessions').where({ sid: sessionIdFrom(login.headers['set-cookie']) }).first<{ expire: Date }>('expire');
    const before = await stored();
    const open = declared().filter((r) => r.access === 'public' || r.access === 'public-write');
    expect(open.length).toBeGreaterThan(8);
    for (const r of open) {
      const res = await request(fx.app)[r.method](urlOf(r.path)).set('Cookie', cookie).send(r.method === 'get' ? undefined : {});
      expect({ route: `${r.method} ${r.path}`, setCookie: res.headers['set-cookie'] }).toEqual({ route: `${r.method} ${r.path}`, setCookie: undefined });
    }
    expect(await stored()).toEqual(before);
  });

  it('only the staff area and signing in have sessions; every /api/admin route a staff role; only sign-in routes skip CSRF', () => {
    const routes = declared();
    // Sessions belong to the staff area and signing in, and to nothing else.
    const withSession = routes.filter((r) => r.access !== 'public' && r.access !== 'public-write').map((r) => r.path);
    const staffArea = routes.map((r) => r.path).filter((p) => p.startsWith('/api/auth/') || p.startsWith('/api/admin/'));
    expect(withSession.sort()).toEqual(staffArea.sort());
    const admin = routes.filter((r) => r.path.startsWith('/api/admin/'));
    expect(admin.filter((r) => r.access !== 'admin' && r.access !== 'analyst')).toEqual([]);
    expect(routes.filter((r) => r.access === 'sign-in').map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [`get ${API_PATHS.session}`, `post ${API_PATHS.bootstrap}`, `post ${API_PATHS.login}`, `post ${API_PATHS.loginTwoFactor}`, `post ${API_PATHS.setPassword}`].sort(),
    );
  });
});

describe('the OpenAPI document', () => {
  type Documented = Record<string, Record<string, { 'x-roles'?: string[]; security?: Record<string, unknown>[] }>>;
  const paths = () => openApiDocument(declared()).paths as Documented;
  const key = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

  it('lists exactly the declared routes', () => {
    const documented = Object.entries(paths()).flatMap(([path, ops]) => Object.keys(ops).map((method) => key(method, path)));
    expect(documented.sort()).toEqual(declared().map((r) => key(r.method, r.path)).sort());
  });

  it('documents each role route with the session and the roles it admits', () => {
    const documented = paths();
    for (const r of declared().filter((d) => d.access === 'admin' || d.access === 'analyst')) {
      const op = documented[r.path.replace(/:(\w+)/g, '{$1}')]![r.method]!;
      expect({ route: key(r.method, r.path), session: op.security?.some((s) => 'session' in s), analyst: Boolean(op['x-roles']?.includes('analyst')) }).toEqual({
        route: key(r.method, r.path),
        session: true,
        analyst: r.access === 'analyst',
      });
    }
  });
});

