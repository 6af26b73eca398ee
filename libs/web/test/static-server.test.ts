/**
 * The server of every front-end image, as the platform runs it: a remote's files on their own
 * origin with CORS for the shell, and the shell's origin (SHELL_MODE) with the same front door as
 * the one-URL server: /config.json, robots.txt, the sitemap and each page's document, with what
 * only the API knows (pages rendered ahead, the published companies) asked of the API.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { API_PATHS, INDEX_ROUTES, PAGE_MANIFEST_FILE, PRERENDER, RUNTIME_CONFIG_PATH, type CompanyListResponse } from '@pdpl/contracts';
import { readStaticServerSettings } from '../src/settings/static-server.js';
import { createStaticServer } from '../src/static-server.js';
import { directives } from './support/csp.js';
import { silentLogger } from './support/logger.js';
import { manifest } from './support/manifests.js';
import { startStandIn, type StandIn } from './support/stand-in.js';
import { createWebRoot, manifestPage as page, type WebRoot } from './support/web-root.js';

const SHELL_ORIGIN = 'https://shell.example';
const CHUNK = `export const items = [${Array.from({ length: 400 }, (_, i) => `"item ${i}"`).join(', ')}];`;
const SHELL_HTML =
  '<!doctype html><html lang="en"><head><title>Mizan</title><script type="module" crossorigin src="/assets/index-B1a_c9dE.js"></script></head><body><div id="root"></div></body></html>';
const TAKEOVER = 'startApp();';

let webRoot: WebRoot;
/** The KSA remote on an origin of its own, and the API: stand-ins the shell's server asks. */
let remote: StandIn;
let api: StandIn;
let apiDown = false;
let snapshot: object | null = null;

beforeAll(async () => {
  webRoot = await createWebRoot('pdpl-static');
  for (const dir of ['mfe-ksa', 'shell']) {
    await webRoot.put(`${dir}/dist/assets/big-Qw3rTy12.js`, CHUNK);
    await webRoot.put(`${dir}/dist/assets/big-Qw3rTy12.js.br`, brotliCompressSync(CHUNK));
    await webRoot.put(`${dir}/dist/assets/big-Qw3rTy12.js.gz`, gzipSync(CHUNK));
    await webRoot.put(`${dir}/dist/mf-stats.json`, '{"shared":[{"name":"react","version":"19.3.1"}]}');
    await webRoot.put(`${dir}/dist/.env`, 'SECRET=1');
  }
  await webRoot.put('mfe-ksa/dist/remoteEntry.js', CHUNK);
  await webRoot.put('mfe-ksa/dist/remoteEntry.js.br', brotliCompressSync(CHUNK));
  await webRoot.put('shell/dist/index.html', SHELL_HTML);
  await webRoot.put(`shell/dist${PRERENDER.takeoverScript}`, TAKEOVER);

  const ksaManifest = manifest('mfe_ksa', page('/KSA', './KsaPage', { title: 'KSA | Mizan', description: 'PDPL in Saudi Arabia.' }), page('/auth', './AuthPage', { prerender: false }));
  const indexManifest = manifest('mfe_index', page(INDEX_ROUTES.report, './CompanyReportPage'));
  remote = await startStandIn((req, res) => {
    if (req.url === `/ksa/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(ksaManifest));
    else if (req.url === `/index/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(indexManifest));
    else if (req.url?.endsWith('/remoteEntry.js')) res.writeHead(200).end('export const build = 1;');
    else res.writeHead(404).end();
  });
  api = await startStandIn((req, res) => {
    if (apiDown) res.writeHead(503).end();
    else if (req.url === API_PATHS.companies) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ edition: null, records: [{ id: 'acme-co' }] } as unknown as CompanyListResponse));
    else if (req.url?.startsWith(API_PATHS.pageSnapshot) && snapshot) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(snapshot));
    else if (req.url?.startsWith(API_PATHS.pageSnapshot)) res.writeHead(204).end();
    else res.writeHead(404).end();
  });
});

afterAll(async () => {
  await remote.close();
  await api.close();
  await webRoot.remove();
});

beforeEach(() => {
  apiDown = false;
  snapshot = null;
});

const remoteServer = (env: Record<string, string> = {}) => createStaticServer(readStaticServerSettings({ STATIC_ROOT: path.join(webRoot.dir, 'mfe-ksa/dist'), ...env }), silentLogger);
const shellEnv = (env: Record<string, string> = {}) => ({
  STATIC_ROOT: path.join(webRoot.dir, 'shell/dist'),
  SHELL_MODE: 'true',
  API_BASE_URL: api.url,
  REMOTE_KSA_URL: `${remote.url}/ksa/remoteEntry.js`,
  REMOTE_INDEX_URL: `${remote.url}/index/remoteEntry.js`,
  ...env,
});
const shellServer = (env: Record<string, string> = {}) => createStaticServer(readStaticServerSettings(shellEnv(env)), silentLogger);

describe("a remote's image", () => {
  it('answers its health check, and nothing but GET and HEAD', async () => {
    const app = await remoteServer();
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.text).toBe('ok');
    expect(health.headers['cache-control']).toBe('no-store');
    const post = await request(app).post('/remoteEntry.js');
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });

  it('lets the listed shell origin load its files, compressed as built, with the cache policy; no other origin', async () => {
    const app = await remoteServer({ CORS_ORIGINS: SHELL_ORIGIN });
    const entry = await request(app).get('/remoteEntry.js').set('Origin', SHELL_ORIGIN).set('Accept-Encoding', 'gzip, br');
    expect(entry.status).toBe(200);
    expect(entry.headers['access-control-allow-origin']).toBe(SHELL_ORIGIN);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers.vary).toMatch(/Origin.*Accept-Encoding|Accept-Encoding.*Origin/);
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    expect(entry.text).toBe(CHUNK);
    const chunk = await request(app).get('/assets/big-Qw3rTy12.js').set('Origin', SHELL_ORIGIN).set('Accept-Encoding', 'br;q=0, gzip');
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-type']).toMatch(/^text\/javascript/);
    const stranger = await request(app).get('/remoteEntry.js').set('Origin', 'https://evil.example');
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens its files to every origin with CORS_ORIGINS=*, and to none without it', async () => {
    const open = await request(await remoteServer({ CORS_ORIGINS: '*' })).get('/remoteEntry.js').set('Origin', SHELL_ORIGIN);
    expect(open.headers['access-control-allow-origin']).toBe('*');
    expect(open.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const closed = await request(await remoteServer()).get('/remoteEntry.js').set('Origin', SHELL_ORIGIN);
    expect(closed.status).toBe(200);
    expect(closed.headers['access-control-allow-origin']).toBeUndefined();
    expect(closed.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('never serves the build stats or a dotfile, and has no pages', async () => {
    const app = await remoteServer({ CORS_ORIGINS: SHELL_ORIGIN });
    for (const file of ['/mf-stats.json', '/.env', '/assets/..%2F.env']) expect((await request(app).get(file)).status).toBe(404);
    const navigation = await request(app).get('/KSA').set('Accept', 'text/html');
    expect(navigation.status).toBe(404);
    expect(navigation.text).toBe('Not found');
  });
});

describe("the shell's image", () => {
  it("composes /config.json from its environment and the remotes' manifests, and its policy allows exactly those origins", async () => {
    const app = await shellServer({ ANALYTICS_ID: 'G-TEST123' });
    const res = await request(app).get(RUNTIME_CONFIG_PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toMatchObject({ apiBaseUrl: api.url, analyticsId: 'G-TEST123', remotes: { mfe_ksa: `${remote.url}/ksa/remoteEntry.js`, mfe_admin: '/remotes/mfe-admin/remoteEntry.js' } });
    expect(res.body.pages.map((p: { path: string }) => p.path)).toEqual(['/KSA', '/auth', INDEX_ROUTES.report]);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", remote.url, 'https://www.googletagmanager.com']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", remote.url, api.url]));
    expect(csp['report-uri']).toEqual([`${api.url}${API_PATHS.cspReports}`]);
    expect(res.headers['reporting-endpoints']).toBe(`csp="${api.url}${API_PATHS.cspReports}"`);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it("answers each page path with its document, compressed, on the origin the visitor asked for; an unknown path with the 404's", async () => {
    const app = await shellServer();
    const res = await request(app).get('/KSA').set('Accept', 'text/html').set('Host', 'mizan.test').set('X-Forwarded-Proto', 'https').set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<title>KSA | Mizan</title>');
    expect(res.text).toContain('<meta name="description" content="PDPL in Saudi Arabia." />');
    expect(res.text).toContain('<link rel="canonical" href="https://mizan.test/KSA" />');
    expect(res.text).toContain('<link rel="alternate" hreflang="ar" href="https://mizan.test/ar/KSA" />');
    expect(res.text).toContain('<div id="root"></div>');
    const arabic = await request(app).get('/ar/KSA').set('Accept', 'text/html');
    expect(arabic.text).toMatch(/<html lang="ar" dir="rtl">/);
    const missing = await request(app).get('/no-such-page').set('Accept', 'text/html');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>Page Not Found | Mizan</title>');
    const chosen = await request(app).get('/').set('Accept', 'text/html').set('Cookie', 'pdpl_lang=ar');
    expect(chosen.status).toBe(302);
    expect(chosen.headers.location).toBe('/ar');
  });

  it('names SITE_URL in canonical URLs when set', async () => {
    const res = await request(await shellServer({ SITE_URL: 'https://mizan.example' })).get('/KSA').set('Accept', 'text/html');
    expect(res.text).toContain('<link rel="canonical" href="https://mizan.example/KSA" />');
  });

  it('sends a page the API rendered ahead with its content, and lets exactly the takeover script run', async () => {
    snapshot = { html: '<main><h1>Built for Saudi Arabia</h1></main>', css: '.a{color:red}', stylesheets: [], title: 'KSA | Mizan', description: 'PDPL in Saudi Arabia.', keywords: null };
    const app = await shellServer();
    const res = await request(app).get('/KSA').set('Accept', 'text/html');
    expect(res.text).toContain(`<div ${PRERENDER.rootAttribute}><main><h1>Built for Saudi Arabia</h1></main></div><div id="root"></div>`);
    expect(res.text).toMatch(new RegExp(`<script data-entry="/assets/index-B1a_c9dE.js" data-root-attribute="${PRERENDER.rootAttribute}" [^>]*>${TAKEOVER.replace(/[()]/g, '\\$&')}</script>`));
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toContain(`'sha256-${createHash('sha256').update(TAKEOVER).digest('base64')}'`);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    // The sign-in page is never rendered ahead, nor asked for.
    const asked = api.asked.length;
    expect((await request(app).get('/auth').set('Accept', 'text/html')).text).not.toContain(PRERENDER.rootAttribute);
    expect(api.asked).toHaveLength(asked);
  });

  it("lists the API's published companies in the sitemap, keeps crawlers from the sign-in page, and has no sitemap while the API is down", async () => {
    const app = await shellServer({ SITE_URL: 'https://mizan.example' });
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
    expect(sitemap.text).toContain('<loc>https://mizan.example/KSA</loc>');
    expect(sitemap.text).toContain('<loc>https://mizan.example/PDPLComplianceIndex/acme-co</loc>');
    expect(sitemap.text).toContain('<loc>https://mizan.example/ar/PDPLComplianceIndex/acme-co</loc>');
    expect(sitemap.text).not.toContain('/auth<');
    const robots = await request(app).get('/robots.txt');
    expect(robots.text).toBe(['User-agent: *', 'Disallow: /auth', '', 'Sitemap: https://mizan.example/sitemap.xml', ''].join('\n'));
    apiDown = true;
    const down = await request(app).get('/sitemap.xml');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
  });

  it('serves its own files as built, never the build stats', async () => {
    const app = await shellServer();
    const chunk = await request(app).get('/assets/big-Qw3rTy12.js').set('Accept-Encoding', 'br');
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(chunk.text).toBe(CHUNK);
    expect((await request(app).get('/mf-stats.json').set('Accept', 'text/html')).status).toBe(404);
  });

  it('refuses to start when two remotes claim one path, naming both', async () => {
    const conflicting = await startStandIn((req, res) => {
      if (req.url === `/admin/${PAGE_MANIFEST_FILE}`) res.writeHead(200).end(JSON.stringify(manifest('mfe_admin', page('/KSA', './KsaCopyPage'))));
      else res.writeHead(404).end();
    });
    try {
      await expect(shellServer({ REMOTE_ADMIN_URL: `${conflicting.url}/admin/remoteEntry.js` })).rejects.toThrow('/KSA is declared by both mfe_ksa and mfe_admin');
    } finally {
      await conflicting.close();
    }
  });
});

describe('its settings', () => {
  it('lists every problem at once', () => {
    expect(() => readStaticServerSettings({ PORT: 'abc', CORS_ORIGINS: 'https://shell.example/, *', SHELL_MODE: 'maybe' })).toThrow(
      [
        'Invalid configuration:',
        '  - STATIC_ROOT is required: the built dist folder to serve (e.g. /app/mfe-ksa/dist)',
        '  - PORT must be a whole number from 0 to 65535 (got "abc")',
        '  - CORS_ORIGINS entry "https://shell.example/" is not an origin like https://shell.example (no path, no trailing slash)',
        '  - CORS_ORIGINS is either * or a list of origins, not both',
        '  - SHELL_MODE must be true or false (got "maybe")',
      ].join('\n'),
    );
  });

  it("needs the shell's build for SHELL_MODE, and reads the site's settings there", () => {
    expect(() => readStaticServerSettings({ STATIC_ROOT: path.join(webRoot.dir, 'mfe-ksa/dist'), SHELL_MODE: 'true', SITE_URL: 'mizan.example' })).toThrow(
      /SHELL_MODE=true needs the shell's build: .*index\.html does not exist\n {2}- SITE_URL must be an http\(s\) origin/,
    );
  });
});

describe('the built command, as the images run it', () => {
  const serverJs = path.resolve(__dirname, '..', 'dist', 'bin', 'static-server.js');

  function start(env: Record<string, string>) {
    const child = spawn(process.execPath, [serverJs], { env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    return { child, output: () => output, exited: new Promise<number | null>((resolve) => child.once('exit', resolve)) };
  }

  it('stops at once on a bad environment, saying why', async () => {
    const run = start({ STATIC_ROOT: '/no/such/folder' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('STATIC_ROOT /no/such/folder is not a folder');
  });

  it('listens, answers its health check, and stops cleanly on SIGTERM', async () => {
    const run = start({ STATIC_ROOT: path.join(webRoot.dir, 'mfe-ksa/dist') });
    const port = await new Promise<number>((resolve, reject) => {
      run.child.stdout.on('data', () => {
        const line = run.output().split('\n').find((l) => l.includes('"msg":"Serving mfe-ksa on 127.0.0.1:'));
        if (line) resolve((JSON.parse(line) as { port: number }).port);
      });
      void run.exited.then((code) => reject(new Error(`exited with ${code}: ${run.output()}`)));
    });
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
  });
});
