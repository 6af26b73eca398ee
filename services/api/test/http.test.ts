import { pino } from 'pino';
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { createKnex } from '../src/db/knex.js';
import { buildTestApp, useTestApp } from './support/app.js';
import { countRows, resetDb, silentLogger } from './support/db.js';

const fx = useTestApp();

describe('GET /api/health and /api/ready', () => {
  it('reports liveness and readiness with the database up', async () => {
    const live = await request(fx.app).get(API_PATHS.health);
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await request(fx.app).get(API_PATHS.ready);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: 'up', pages: { pending: expect.any(Number) } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('stays alive but not ready when the database cannot be reached', async () => {
    const deadDb = createKnex('postgres://nobody:nothing@127.0.0.1:1/none', silentLogger);
    const dead = buildTestApp(deadDb);
    try {
      expect((await request(dead.app).get(API_PATHS.health)).status).toBe(200);
      const res = await request(dead.app).get(API_PATHS.ready);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await dead.close();
      await deadDb.destroy();
    }
  });
});

describe('GET /api/ready on a server that serves the site', () => {
  it('is ready at once, whatever the index pages left to render, and says how many are left and when the queue last looked', async () => {
    const serving = buildTestApp(fx.db, {}, (c) => ({ ...c, web: { ...c.web, serve: true } }));
    try {
      await fx.db('index_render_progress').insert({ id: 1, pending: 4000, checked_at: new Date('2026-11-27T10:00:00Z') }).onConflict('id').merge();
      const res = await request(serving.app).get(API_PATHS.ready);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ready', database: 'up', pages: { pending: 4000, checkedAt: '2026-11-27T10:00:00.000Z' } });
    } finally {
      await serving.close();
    }
  });
});

describe('the logs of /api/ready', () => {
  /** The app's pino output, one parsed line each. */
  function capturedLogger() {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info', base: { service: 'api' } }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    return { logger, lines };
  }
  const lineOf = async (lines: Record<string, unknown>[], url: string) => {
    const deadline = Date.now() + 2000;
    for (;;) {
      const line = lines.find((each) => (each.req as { url?: string } | undefined)?.url === url);
      if (line || Date.now() > deadline) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  it('say a 503 while the database is down (a start, a failover) at info, as an answer: no error, no stack trace', async () => {
    const { logger, lines } = capturedLogger();
    const deadDb = createKnex('postgres://nobody:nothing@127.0.0.1:1/none', silentLogger);
    const dead = buildTestApp(deadDb, {}, (c) => c, { logger });
    try {
      for (const [app, body] of [[dead.app, { status: 'unavailable', database: 'down' }]] as const) {
        lines.length = 0;
        const res = await request(app).get(API_PATHS.ready);
        expect(res.status).toBe(503);
        // Nothing more than before reaches the client.
        expect(res.body).toEqual(body);
        expect(res.headers['retry-after']).toBeUndefined();
        const line = await lineOf(lines, API_PATHS.ready);
        expect(line).toMatchObject({ level: 30, msg: 'request completed', res: { statusCode: 503 } });
        expect(line).not.toHaveProperty('err');
        expect(JSON.stringify(line)).not.toMatch(/stack|failed with status code/);
      }
      // Any other 5xx is still a failure, logged as an error.
      lines.length = 0;
      const failing = await request(dead.app).get(API_PATHS.companies);
      expect(failing.status).toBeGreaterThanOrEqual(500);
      expect(await lineOf(lines, API_PATHS.companies)).toMatchObject({ level: 50 });
    } finally {
      await dead.close();
      await deadDb.destroy();
    }
  });
});

describe('cross-cutting HTTP behaviour', () => {
  it('answers unknown /api paths with a JSON 404 in the error shape', async () => {
    const res = await request(fx.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'No such API endpoint' } });
  });

  it('rejects malformed JSON with 400 BAD_REQUEST and no stack trace', async () => {
    const res = await request(fx.app)
      .post(API_PATHS.waitlist)
      .set('Content-Type', 'application/json')
      .send('{"name": "Ann",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Malformed JSON body' } });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.js/);
  });

  it('rejects a body over 100 kB with 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await request(fx.app)
      .post(API_PATHS.waitlist)
      .send({ name: 'x'.repeat(110 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('rejects a JSON body that is not an object', async () => {
    const res = await request(fx.app).post(API_PATHS.waitlist).send([1, 2]);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
  });

  it('sends security headers and hides the framework', async () => {
    const res = await request(fx.app).get(API_PATHS.health);
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives every response a request id and keeps a sane incoming one', async () => {
    const generated = await request(fx.app).get(API_PATHS.health);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(fx.app).get(API_PATHS.health).set('X-Request-Id', 'proxy-abc.123');
    expect(kept.headers['x-request-id']).toBe('proxy-abc.123');
    const replaced = await request(fx.app).get(API_PATHS.health).set('X-Request-Id', 'bad id <script>');
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });
});

describe('CORS on /api', () => {
  it('sends no CORS headers by default (same origin only)', async () => {
    const res = await request(fx.app).get(API_PATHS.health).set('Origin', 'https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins listed in CORS_ORIGINS', async () => {
    const cors = buildTestApp(fx.db, { CORS_ORIGINS: 'https://admin.example.com, http://localhost:5173' });
    try {
      const ok = await request(cors.app).get(API_PATHS.health).set('Origin', 'http://localhost:5173');
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const preflight = await request(cors.app)
        .options(API_PATHS.waitlist)
        .set('Origin', 'https://admin.example.com')
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.status).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']).toContain('X-CSRF-Token');
      const other = await request(cors.app).get(API_PATHS.health).set('Origin', 'https://evil.example');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await cors.close();
    }
  });
});

describe('every public form endpoint', () => {
  const forms: [string, string][] = [
    [API_PATHS.waitlist, 'waitlist_submissions'],
    [API_PATHS.contact, 'contact_submissions'],
    [API_PATHS.newsletter, 'newsletter_subscriptions'],
    [API_PATHS.pilotApplication, 'pilot_applications'],
    [API_PATHS.assessmentResults, 'assessment_results'],
  ];
  beforeEach(() => resetDb(fx.db));

  it.each(forms)('%s refuses malformed JSON, a non-object and an oversized body, writing nothing', async (path, table) => {
    const malformed = await request(fx.app).post(path).set('Content-Type', 'application/json').send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'Malformed JSON body' } });
    const notObject = await request(fx.app).post(path).send(['a']);
    expect(notObject.status).toBe(400);
    const huge = await request(fx.app).post(path).send({ email: `${'a'.repeat(120 * 1024)}@example.com` });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    const form = await request(fx.app).post(path).type('form').send('email=a@example.com');
    expect(form.status).toBe(400);
    expect(await countRows(fx.db, table)).toBe(0);
  });

  it.each(forms)('%s is rate-limited per address', async (path) => {
    const limited = buildTestApp(fx.db, { RATE_LIMIT_PUBLIC_WRITES: '1' });
    try {
      await request(limited.app).post(path).send({});
      const res = await request(limited.app).post(path).send({});
      expect(res.status).toBe(429);
      expect(res.body.error.code).toBe('RATE_LIMITED');
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
