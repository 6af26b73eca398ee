/** TRUST_PROXY and the session cookie, as an operator deploying behind a proxy meets them. */
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { loadConfig } from '../src/config.js';
import { problemsOf } from './support/config.js';
import { buildTestApp, useTestApp } from './support/app.js';
import { STAFF, useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);


describe('TRUST_PROXY', () => {
  it('accepts a hop count, a list of proxy addresses, or none', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback,10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
  });

  it('refuses true, which would let any client spoof its address, and anything that is not an address', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([expect.stringMatching(/would trust any X-Forwarded-For/)]);
    expect(problemsOf({ TRUST_PROXY: 'proxy.example.com' })).toEqual([expect.stringMatching(/neither a hop count nor a list/)]);
  });

  it('production also refuses the embedded database', () => {
    expect(problemsOf({ NODE_ENV: 'production', TRUST_PROXY: '1' })).toEqual([expect.stringMatching(/DATABASE_URL is required in production/)]);
  });

  it('is required in production', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x', SESSION_SECRET: 'x'.repeat(40) };
    expect(problemsOf(base)).toEqual([expect.stringMatching(/TRUST_PROXY is required in production/)]);
    expect(problemsOf({ ...base, TRUST_PROXY: '1' })).toEqual([]);
  });

  it('with a hop count, a spoofed X-Forwarded-For cannot escape the per-address sign-in limit', async () => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_LOGIN_IP: '3', RATE_LIMIT_LOGIN: '100', TRUST_PROXY: '1' });
    try {
      // The proxy appends the real client address; whatever the client wrote before it is ignored.
      const guess = (spoofed: string) =>
        request(limited.app).post(API_PATHS.login).set('X-Forwarded-For', `${spoofed}, 198.51.100.77`).send({ email: `${spoofed}@example.com`, password: 'guess' });
      for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) expect((await guess(spoofed)).status).toBe(401);
      expect((await guess('4.4.4.4')).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the public form limit', () => {
  it('is one count per address shared by every API instance', async () => {
    const env = { RATE_LIMIT_PUBLIC_WRITES: '2', TRUST_PROXY: '1' };
    const [first, second] = [buildTestApp(fx.db, env), buildTestApp(fx.db, env)];
    const post = (app: typeof first.app, email: string) =>
      request(app).post(API_PATHS.newsletter).set('X-Forwarded-For', '198.51.100.5').send({ email, consent: true, source: 'newsletter_page' });
    try {
      expect((await post(first.app, 'one@example.com')).status).toBe(201);
      expect((await post(second.app, 'two@example.com')).status).toBe(201);
      expect((await post(first.app, 'three@example.com')).status).toBe(429);
      expect((await post(second.app, 'four@example.com')).status).toBe(429);
      expect(await fx.db('newsletter_subscriptions').count<{ count: string }[]>('* as count')).toEqual([{ count: '2' }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('the session cookie in production', () => {
  const production = { NODE_ENV: 'production', TRUST_PROXY: '1' };

  it('is __Host- prefixed and Secure behind the TLS proxy', async () => {
    const app = buildTestApp(fx.db, production);
    try {
      const res = await request(app.app).post(API_PATHS.login).set('X-Forwarded-Proto', 'https').send(STAFF.admin);
      expect(res.status).toBe(200);
      const session = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('__Host-pdpl.sid='));
      expect(session).toMatch(/; Path=\//);
      expect(session).toMatch(/; Secure/);
      expect(session).toMatch(/; HttpOnly/);
      expect(session).not.toMatch(/Domain=/);
    } finally {
      await app.close();
    }
  });

  it('is never sent over plain HTTP', async () => {
    const app = buildTestApp(fx.db, production);
    try {
      const res = await request(app.app).post(API_PATHS.login).send(STAFF.admin);
      const cookies = (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
      expect(cookies.filter((c) => c.includes('pdpl.sid') && !/; Secure/.test(c))).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
