import { mkdtemp, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import type { Knex } from 'knex';
import { API_PATHS, RUNTIME_CONFIG_PATH } from '@pdpl/contracts';
import { buildTestApp, type TestApp } from './support/app.js';
import { openTestDb } from './support/db.js';
import { directives } from '../../../libs/web/test/support/csp.js';
import { createWebRoot, manifestPage, type WebRoot } from '../../../libs/web/test/support/web-root.js';

let db: Knex;
let webRoot: WebRoot;
let t: TestApp;

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Mizan</title><meta name="description" content="The shell\'s own." /></head><body><div id="root"></div></body></html>';
const CHUNK_SOURCE = `export const items = [${Array.from({ length: 400 }, (_, i) => `"item ${i}"`).join(', ')}];`;
const SHELL_CHUNK = 'shell/dist/assets/big-Qw3rTy12.js';
const REMOTE_CHUNK = 'mfe-index/dist/assets/Big-Zx9cVb87.js';
const INDEX_PAGE = manifestPage('/PDPLComplianceIndex', './IndexPage', { title: 'Index | Mizan', description: 'The index.' });


const put = (file: string, content: string | Buffer) => webRoot.put(file, content);

beforeAll(async () => {
  db = await openTestDb();
  webRoot = await createWebRoot('pdpl-web');
  await put('shell/dist/index.html', INDEX_HTML);
  await put('shell/dist/assets/index-B1a_c9dE.js', 'console.log("shell")');
  await put('shell/dist/favicon.svg', '<svg/>');
  await put('mfe-index/dist/remoteEntry.js', 'export const remote = 1;');
  await put('mfe-index/dist/mf-manifest.json', '{}');
  await put('mfe-index/dist/pages.json', JSON.stringify({ remote: 'mfe_index', pages: [INDEX_PAGE] }));
  await put('mfe-index/dist/assets/Page-Dx8kq2Lm.js', 'export default 1;');
  for (const file of [SHELL_CHUNK, REMOTE_CHUNK]) {
    await put(file, CHUNK_SOURCE);
    await put(`${file}.br`, brotliCompressSync(CHUNK_SOURCE));
    await put(`${file}.gz`, gzipSync(CHUNK_SOURCE));
  }
  t = buildTestApp(db, { SERVE_WEB: 'true', WEB_ROOT: webRoot.dir });
});
afterAll(async () => {
  await t.close();
  await db.destroy();
  await webRoot.remove();
});

describe('the shell and its page documents', () => {
  it('answers a navigation to a declared page with the shell carrying that page\'s metadata, not cached', async () => {
    const res = await request(t.app).get('/PDPLComplianceIndex').set('Accept', 'text/html,application/xhtml+xml').set('Host', 'mizan.test');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<html lang="en" dir="ltr">');
    expect(res.text).toContain('<title>Index | Mizan</title>');
    expect(res.text).toContain('<meta name="description" content="The index." />');
    expect(res.text).not.toContain("The shell's own.");
    expect(res.text).toContain('<link rel="canonical" href="http://mizan.test/PDPLComplianceIndex" />');
    expect(res.text).toContain('<meta property="og:image" content="http://mizan.test/og-image.png" />');
    expect(res.text).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // No browser renders pages ahead in this app: the root arrives empty, the app renders it.
    expect(res.text).toContain('<div id="root"></div>');
  });

  it.each(['/', '/KSA', '/PDPLComplianceIndex/some-company/details'])('answers %s, which no remote here declares, with the shell and 404', async (url) => {
    const res = await request(t.app).get(url).set('Accept', 'text/html,application/xhtml+xml');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>Page Not Found | Mizan</title>');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('serves hashed shell assets as immutable and other files by revalidation', async () => {
    const asset = await request(t.app).get('/assets/index-B1a_c9dE.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(t.app).get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
  });

  it('answers a missing file with 404 instead of the page', async () => {
    const res = await request(t.app).get('/assets/missing-12345678.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
  });

  it("gives a page's HTML to a request that takes any type (an operator's curl, an uptime check), and only at a page's path", async () => {
    for (const accept of [undefined, '*/*']) {
      const req = request(t.app).get(INDEX_PAGE.path);
      const res = accept ? await req.set('Accept', accept) : await req.unset('Accept');
      expect({ accept, status: res.status, type: res.type }).toEqual({ accept, status: 200, type: 'text/html' });
      expect(res.text).toContain('<title>Index | Mizan</title>');
    }
    expect((await request(t.app).get(INDEX_PAGE.path).set('Accept', 'application/json')).status).toBe(404);
    // A path no remote declares stays a plain 404 for such a request (a browser's gets the shell's 404 page).
    const undeclared = await request(t.app).get('/no-such-page').set('Accept', '*/*');
    expect({ status: undeclared.status, type: undeclared.type }).toEqual({ status: 404, type: 'text/plain' });
  });

  it('keeps /api out of the fallback', async () => {
    const res = await request(t.app).get('/api/unknown').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('answers 503 with a hint when the shell is not built', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'pdpl-web-empty-'));
    const unbuilt = buildTestApp(db, { SERVE_WEB: 'true', WEB_ROOT: empty });
    try {
      const res = await request(unbuilt.app).get('/KSA').set('Accept', 'text/html');
      expect(res.status).toBe(503);
      expect(res.text).toMatch(/npm run build/);
      expect((await request(unbuilt.app).get(API_PATHS.health)).status).toBe(200);
    } finally {
      await unbuilt.close();
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('serves /api alone when SERVE_WEB is false: no pages, files or /config.json', async () => {
    const off = buildTestApp(db, { SERVE_WEB: 'false', WEB_ROOT: webRoot.dir });
    try {
      expect((await request(off.app).get('/KSA').set('Accept', 'text/html')).status).toBe(404);
      expect((await request(off.app).get('/favicon.svg')).status).toBe(404);
      expect((await request(off.app).get('/remotes/mfe-index/remoteEntry.js')).status).toBe(404);
      expect((await request(off.app).get(RUNTIME_CONFIG_PATH)).status).toBe(404);
      expect((await request(off.app).get(API_PATHS.health)).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});

describe('remote files under /remotes/<dir>/', () => {
  it('serves remoteEntry.js, mf-manifest.json and pages.json with CORS and no-cache', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json', 'pages.json']) {
      const res = await request(t.app).get(`/remotes/mfe-index/${file}`).set('Origin', 'https://shell.example');
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
  });

  it('serves hashed remote chunks as immutable', async () => {
    const res = await request(t.app).get('/remotes/mfe-index/assets/Page-Dx8kq2Lm.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers 404 for a remote that is not built, never the shell page', async () => {
    const res = await request(t.app).get('/remotes/mfe-admin/remoteEntry.js').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<div id="root">');
  });
});

describe('compressed copies written by the build', () => {
  // supertest decodes what it receives: the Content-Encoding and Content-Length headers show what was sent.
  it('sends the Brotli copy to browsers that take it, with the original type and cache policy', async () => {
    const res = await request(t.app).get('/assets/big-Qw3rTy12.js').set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBeLessThan(CHUNK_SOURCE.length / 3);
    expect(res.text).toBe(CHUNK_SOURCE);
  });

  it('sends the gzip copy when Brotli is not accepted, and the original when nothing is', async () => {
    const gz = await request(t.app).get('/assets/big-Qw3rTy12.js').set('Accept-Encoding', 'br;q=0, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(CHUNK_SOURCE);
    const plain = await request(t.app).get('/assets/big-Qw3rTy12.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/);
    expect(plain.text).toBe(CHUNK_SOURCE);
  });

  it('keeps the CORS headers on compressed remote chunks', async () => {
    const res = await request(t.app).get('/remotes/mfe-index/assets/Big-Zx9cVb87.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.text).toBe(CHUNK_SOURCE);
  });

  it('ignores a copy older than its original (a file edited after the build)', async () => {
    await put('shell/dist/assets/edited-Aa11Bb22.js', 'old');
    await put('shell/dist/assets/edited-Aa11Bb22.js.br', brotliCompressSync('old'));
    const past = new Date(Date.now() - 60_000);
    await utimes(path.join(webRoot.dir, 'shell/dist/assets/edited-Aa11Bb22.js.br'), past, past);
    await put('shell/dist/assets/edited-Aa11Bb22.js', 'new');
    const res = await request(t.app).get('/assets/edited-Aa11Bb22.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe('new');
  });

  it('never serves a path outside the build folder', async () => {
    const res = await request(t.app).get('/assets/..%2F..%2F..%2Fmfe-index%2Fdist%2Fassets%2FBig-Zx9cVb87.js').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('GET /config.json', () => {
  it('gives same-origin defaults', async () => {
    const res = await request(t.app).get(RUNTIME_CONFIG_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toEqual({
      apiBaseUrl: '',
      analyticsId: null,
      remotes: {
        mfe_marketing: '/remotes/mfe-marketing/remoteEntry.js',
        mfe_ksa: '/remotes/mfe-ksa/remoteEntry.js',
        mfe_index: '/remotes/mfe-index/remoteEntry.js',
        mfe_admin: '/remotes/mfe-admin/remoteEntry.js',
      },
      // The one remote built in this web root publishes one page (libs/web/test/page-catalog.test.ts covers the merge).
      pages: [{ ...INDEX_PAGE, remote: 'mfe_index' }],
    });
  });

  it('reflects the environment, and the CSP allows exactly those origins', async () => {
    const custom = buildTestApp(db, {
      SERVE_WEB: 'true',
      WEB_ROOT: webRoot.dir,
      API_BASE_URL: 'https://api.example.com',
      ANALYTICS_ID: 'G-TEST123',
      REMOTE_INDEX_URL: 'https://cdn.example.com/mfe-index/mf-manifest.json',
      REMOTE_ADMIN_URL: '/admin-remote/remoteEntry.js',
    });
    try {
      const res = await request(custom.app).get(RUNTIME_CONFIG_PATH);
      expect(res.body).toEqual({
        apiBaseUrl: 'https://api.example.com',
        analyticsId: 'G-TEST123',
        remotes: {
          mfe_marketing: '/remotes/mfe-marketing/remoteEntry.js',
          mfe_ksa: '/remotes/mfe-ksa/remoteEntry.js',
          mfe_index: 'https://cdn.example.com/mfe-index/mf-manifest.json',
          mfe_admin: '/admin-remote/remoteEntry.js',
        },
        pages: [],
      });
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com', 'https://www.googletagmanager.com']);
      expect(csp['connect-src']).toEqual(
        expect.arrayContaining(["'self'", 'https://cdn.example.com', 'https://api.example.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com']),
      );
      expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    } finally {
      await custom.close();
    }
  });

  it('keeps the CSP to self without absolute remotes or analytics', async () => {
    const res = await request(t.app).get(RUNTIME_CONFIG_PATH);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['font-src']).toEqual(["'self'", 'data:']);
  });
});

