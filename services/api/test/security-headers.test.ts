/** The headers a page, an API call and a static asset carry, as a security review would read them. */
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { buildTestApp, type TestApp } from './support/app.js';
import { openTestDb, resetDb } from './support/db.js';
import { createWebRoot, manifestPage, type WebRoot } from '../../../libs/web/test/support/web-root.js';
import { STAFF, createUser } from './support/users.js';
import type { Knex } from 'knex';
import { directives } from '../../../libs/web/test/support/csp.js';

let db: Knex;
let webRoot: WebRoot;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDb();
  await resetDb(db);
  await createUser(db, STAFF.admin.email, STAFF.admin.password, 'admin');
  webRoot = await createWebRoot('pdpl-headers');
  for (const [file, content] of [
    ['shell/dist/index.html', '<!doctype html><div id="root"></div>'],
    ['shell/dist/assets/index-B1a_c9dE.js', 'console.log(1)'],
    ['mfe-index/dist/remoteEntry.js', 'export {}'],
    [
      'mfe-index/dist/pages.json',
      JSON.stringify({ remote: 'mfe_index', pages: [manifestPage('/PDPLComplianceIndex', './IndexPage')] }),
    ],
    ['mfe-index/dist/mf-stats.json', '{"shared":[{"name":"react","version":"19.3.1"}]}'],
    ['shell/dist/mf-stats.json', '{}'],
  ]) {
    await webRoot.put(file!, content!);
  }
  t = buildTestApp(db, { SERVE_WEB: 'true', WEB_ROOT: webRoot.dir });
});
afterAll(async () => {
  await t.close();
  await resetDb(db);
  await db.destroy();
  await webRoot.remove();
});


describe.each([
  ['a page', () => request(t.app).get('/PDPLComplianceIndex').set('Accept', 'text/html')],
  ['an API call', () => request(t.app).get(API_PATHS.health)],
  ['a static asset', () => request(t.app).get('/assets/index-B1a_c9dE.js')],
])('%s', (_name, get) => {
  it('carries a strict CSP with reporting, HSTS, nosniff and a referrer policy', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['report-uri']).toEqual([API_PATHS.cspReports]);
    expect(csp['report-to']).toEqual(['csp']);
    expect(res.headers['reporting-endpoints']).toBe(`csp="${API_PATHS.cspReports}"`);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // Nothing only old browsers read (bytes a page's document needs for its own first round trip).
    for (const legacy of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-dns-prefetch-control']) expect(res.headers[legacy]).toBeUndefined();
  });
});

it('sets the session and device cookies HttpOnly and SameSite', async () => {
  const res = await request(t.app).post(API_PATHS.login).send(STAFF.admin);
  expect(res.status).toBe(200);
  const cookies = res.headers['set-cookie'] as unknown as string[];
  expect(cookies).toHaveLength(2);
  for (const cookie of cookies) {
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=(Lax|Strict)/);
    expect(cookie).toMatch(/; Path=\//);
  }
});

it('does not publish the federation build stats', async () => {
  expect((await request(t.app).get('/remotes/mfe-index/mf-stats.json')).status).toBe(404);
  expect((await request(t.app).get('/mf-stats.json')).status).toBe(404);
  expect((await request(t.app).get('/remotes/mfe-index/remoteEntry.js')).status).toBe(200);
});

it('takes CSP violation reports in both browser formats and answers 204', async () => {
  const legacy = await request(t.app)
    .post(API_PATHS.cspReports)
    .set('Content-Type', 'application/csp-report')
    .send(JSON.stringify({ 'csp-report': { 'document-uri': 'http://x/', 'violated-directive': 'script-src', 'blocked-uri': 'inline' } }));
  expect(legacy.status).toBe(204);
  const modern = await request(t.app)
    .post(API_PATHS.cspReports)
    .set('Content-Type', 'application/reports+json')
    .send(JSON.stringify([{ type: 'csp-violation', body: { documentURL: 'http://x/', effectiveDirective: 'script-src-elem', blockedURL: 'https://evil.example/x.js' } }]));
  expect(modern.status).toBe(204);
});
