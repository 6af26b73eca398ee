/**
 * The server of every front-end image, as the platform runs it: a remote's files on their own
 * origin with CORS for the shell, and the shell's origin (SHELL_MODE) with the same front door as
 * the one-URL server: /config.json, robots.txt, the sitemap and each page's document, with what
 * only the API knows (the published index, the index's pages as its render queue stored them) asked of the API.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import {
  API_PATHS,
  chromeVariant,
  INDEX_ROUTES,
  OPEN_DATA_LICENCE,
  PAGE_MANIFEST_FILE,
  PAGE_SLOT,
  PRERENDER,
  renderedChromeFile,
  RUNTIME_CONFIG_PATH,
  withEdition,
  type CompanyListResponse,
  type OpenDataEditionList,
  type RenderedFragment,
  type RenderedPageResponse,
} from '@pdpl/contracts';
import { renderKeysOf } from '../src/page-renders/render-keys.js';
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
const EVENT_CONTRACT = 'startApp();';

let webRoot: WebRoot;
/** The KSA remote on an origin of its own, and the API: stand-ins the shell's server asks. */
let remote: StandIn;
let api: StandIn;
let apiDown = false;

/** The index remote's build as the shell's catalog reads it (its remoteEntry.js's hash), and the current edition's data key. */
const INDEX_BUILD = createHash('sha256').update('export const build = 1;').digest('hex').slice(0, 16);
const renderedPageUrl = (pagePath: string) => `${API_PATHS.indexRenderedPage}?path=${encodeURIComponent(pagePath)}`;
/** What the API's render queue stored, by the URL the shell's image asks. */
const storedPages = new Map<string, RenderedPageResponse>();

const companies = (...ids: string[]) => JSON.stringify({ edition: null, records: ids.map((id) => ({ id })) } as unknown as CompanyListResponse);
const EDITIONS: OpenDataEditionList = {
  licence: OPEN_DATA_LICENCE,
  // The first is the current edition; the others have permanent pages.
  editions: [
    { month: '2025-11', companyCount: 2, publishedAt: '2025-11-05T09:00:00.000Z' },
    { month: '2025-10', companyCount: 1, publishedAt: '2025-10-06T09:00:00.000Z' },
  ],
};

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
  await webRoot.put(`shell/dist${PRERENDER.eventContractScript}`, EVENT_CONTRACT);
  // The shell's frame around the index's pages, as its build renders it.
  const indexFrame: RenderedFragment = { html: `<header>Mizan</header><main>${PAGE_SLOT}</main>`, styles: [['header', '.h{top:0}']] };
  for (const locale of ['en', 'ar'] as const) await webRoot.put(`shell/dist/${renderedChromeFile(locale, chromeVariant(INDEX_ROUTES.list))}`, JSON.stringify(indexFrame));

  const ksaManifest = manifest('mfe_ksa', page('/KSA', './KsaPage', { title: 'KSA | Mizan', description: 'PDPL in Saudi Arabia.' }), page('/auth', './AuthPage', { prerender: false }));
  const indexManifest = manifest(
    'mfe_index',
    page(INDEX_ROUTES.list, './IndexPage', { renderedWithData: true }),
    page(INDEX_ROUTES.report, './CompanyReportPage', { renderedWithData: true }),
    page(INDEX_ROUTES.editionReport, './EditionReportPage', { renderedWithData: true }),
  );
  remote = await startStandIn((req, res) => {
    if (req.url === `/ksa/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(ksaManifest));
    else if (req.url === `/index/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(indexManifest));
    else if (req.url?.endsWith('/remoteEntry.js')) res.writeHead(200).end('export const build = 1;');
    else res.writeHead(404).end();
  });
  api = await startStandIn((req, res) => {
    const stored = storedPages.get(req.url ?? '');
    if (apiDown) res.writeHead(503).end();
    else if (stored) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(stored));
    else if (req.url === API_PATHS.companies) res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"list-1"' }).end(companies('acme-co', 'beta-llc'));
    else if (req.url === withEdition(API_PATHS.companies, '2025-10')) res.writeHead(200, { 'Content-Type': 'application/json' }).end(companies('acme-co'));
    else if (req.url === API_PATHS.indexEditions) res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"editions-1"' }).end(JSON.stringify(EDITIONS));
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
});

const remoteServer = async (env: Record<string, string> = {}) => (await createStaticServer(readStaticServerSettings({ STATIC_ROOT: path.join(webRoot.dir, 'mfe-ksa/dist'), ...env }), silentLogger)).app;
const shellEnv = (env: Record<string, string> = {}) => ({
  STATIC_ROOT: path.join(webRoot.dir, 'shell/dist'),
  SHELL_MODE: 'true',
  API_BASE_URL: api.url,
  REMOTE_KSA_URL: `${remote.url}/ksa/remoteEntry.js`,
  REMOTE_INDEX_URL: `${remote.url}/index/remoteEntry.js`,
  ...env,
});
const shellServer = async (env: Record<string, string> = {}) => (await createStaticServer(readStaticServerSettings(shellEnv(env)), silentLogger)).app;

describe("a remote's image", () => {
  it('answers its health check, and nothing but GET and HEAD', async () => {
    const app = await remoteServer();
    expect((await request(app).get('/readyz')).status).toBe(200);
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
    expect(res.body.pages.map((p: { path: string }) => p.path)).toEqual(['/KSA', '/auth', INDEX_ROUTES.list, INDEX_ROUTES.report, INDEX_ROUTES.editionReport]);
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

  it('says it is ready only once it has read the published index from the API, alive meanwhile', async () => {
    apiDown = true;
    const app = await shellServer();
    const starting = await request(app).get('/readyz');
    expect(starting.status).toBe(503);
    expect(starting.headers['cache-control']).toBe('no-store');
    expect((await request(app).get('/healthz')).status).toBe(200);
    apiDown = false;
    // The published index is read again when its check is due (every few seconds): ready then.
    const deadline = Date.now() + 10_000;
    let status = 503;
    while (status !== 200 && Date.now() < deadline) {
      status = (await request(app).get('/readyz')).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  }, 20_000);

  it('names SITE_URL in canonical URLs when set', async () => {
    const res = await request(await shellServer({ SITE_URL: 'https://mizan.example' })).get('/KSA').set('Accept', 'text/html');
    expect(res.text).toContain('<link rel="canonical" href="https://mizan.example/KSA" />');
  });

  it('sends an index page as the API’s render queue stored it, with its content, and lets exactly the event contract run; one stored from older data goes out plain', async () => {
    const currentKey = renderKeysOf(EDITIONS.editions.map(({ month, publishedAt }) => ({ month, publishedAt, companyIds: [] }))).current!;
    const content = (pagePath: string): RenderedFragment => ({ html: `<h1>The PDPL Compliance Index</h1><p>${pagePath}</p>`, styles: [['p', '.p{margin:0}']] });
    storedPages.set(renderedPageUrl(INDEX_ROUTES.list), { build: INDEX_BUILD, dataKey: currentKey, fragment: content(INDEX_ROUTES.list) });
    storedPages.set(renderedPageUrl(`${INDEX_ROUTES.list}/acme-co`), { build: INDEX_BUILD, dataKey: 'current:an-older-edition', fragment: content('old') });
    const { app } = await createStaticServer(readStaticServerSettings(shellEnv()), silentLogger);
    try {
      const res = await request(app).get(INDEX_ROUTES.list).set('Accept', 'text/html');
      expect(res.text).toContain(`<div id="root" ${PRERENDER.rootAttribute}><header>Mizan</header><main>${PAGE_SLOT.replace('></', `><h1>The PDPL Compliance Index</h1><p>${INDEX_ROUTES.list}</p></`)}</main></div>`);
      expect(res.text).toMatch(new RegExp(`<script data-entry="/assets/index-B1a_c9dE.js">${EVENT_CONTRACT.replace(/[()]/g, '\\$&')}</script>`));
      const csp = directives(res.headers['content-security-policy']);
      expect(csp['script-src']).toContain(`'sha256-${createHash('sha256').update(EVENT_CONTRACT).digest('base64')}'`);
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      // Read once, then from the cache: the next visitor's request does not ask the API.
      const asked = api.asked.length;
      await request(app).get(INDEX_ROUTES.list).set('Accept', 'text/html');
      expect(api.asked).toHaveLength(asked);
      // Rendered from an older edition: plain until the queue renders it again.
      const stale = await request(app).get(`${INDEX_ROUTES.list}/acme-co`).set('Accept', 'text/html');
      expect(stale.status).toBe(200);
      expect(stale.text).not.toContain(PRERENDER.rootAttribute);
      // Not stored at all: plain too; the sign-in page is never asked for.
      expect((await request(app).get(`/ar${INDEX_ROUTES.list}`).set('Accept', 'text/html')).text).not.toContain(PRERENDER.rootAttribute);
      expect((await request(app).get('/auth').set('Accept', 'text/html')).text).not.toContain(PRERENDER.rootAttribute);
      expect(api.asked.filter((url) => url.includes('auth'))).toEqual([]);
    } finally {
      storedPages.clear();
    }
  });

  it("lists the API's published companies and past editions in a sitemap index of files, keeps crawlers from the sign-in page, and has no sitemap before the API has answered once", async () => {
    const app = await shellServer({ SITE_URL: 'https://mizan.example' });
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
    // One file for the pages, one per published edition, each with its publication as its last change.
    const files = [...sitemap.text.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)].map((m) => [m[1], m[2]]);
    expect(files).toEqual([
      ['https://mizan.example/sitemaps/pages.xml', expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/)],
      ['https://mizan.example/sitemaps/edition-2025-11.xml', '2025-11-05T09:00:00.000Z'],
      ['https://mizan.example/sitemaps/edition-2025-10.xml', '2025-10-06T09:00:00.000Z'],
    ]);
    const file = async (name: string) => {
      const res = await request(app).get(`/sitemaps/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      return res.text;
    };
    const pages = await file('pages.xml');
    expect(pages).toContain('<loc>https://mizan.example/KSA</loc>');
    expect(pages).not.toContain('/auth<');
    const current = await file('edition-2025-11.xml');
    expect(current).toContain('<loc>https://mizan.example/PDPLComplianceIndex/acme-co</loc>');
    expect(current).toContain('<loc>https://mizan.example/ar/PDPLComplianceIndex/acme-co</loc>');
    expect(current).toContain('<loc>https://mizan.example/PDPLComplianceIndex/beta-llc</loc>');
    // Only past editions have permanent pages: the current one's are its own URLs.
    expect(current).not.toContain('/edition/');
    const past = await file('edition-2025-10.xml');
    expect(past).toContain('<loc>https://mizan.example/PDPLComplianceIndex/edition/2025-10/acme-co</loc>');
    expect(past).toContain('<loc>https://mizan.example/ar/PDPLComplianceIndex/edition/2025-10/acme-co</loc>');
    expect(past).not.toContain('/edition/2025-10/beta-llc');
    for (const unknown of ['edition-2019-01.xml', 'edition-2025-10-2.xml', 'other.xml']) expect((await request(app).get(`/sitemaps/${unknown}`)).status).toBe(404);
    const robots = await request(app).get('/robots.txt');
    expect(robots.text).toBe(['User-agent: *', 'Disallow: /auth', '', 'Sitemap: https://mizan.example/sitemap.xml', ''].join('\n'));
    // The API down: the index last read still serves.
    apiDown = true;
    expect((await request(app).get('/sitemaps/edition-2025-10.xml')).status).toBe(200);
    // Never read: no sitemap rather than one without the companies.
    const down = await request(await shellServer()).get('/sitemap.xml');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('60');
  });

  it("answers 404 for a company or month the API's published index does not hold, in both languages, with the page's own document", async () => {
    const app = await shellServer();
    const get = (path: string) => request(app).get(path).set('Accept', 'text/html');
    for (const path of [`${INDEX_ROUTES.list}/acme-co`, `/ar${INDEX_ROUTES.list}/beta-llc`, `${INDEX_ROUTES.list}/edition/2025-10/acme-co`, `/ar${INDEX_ROUTES.list}/edition/2025-11/beta-llc`]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expect(res.text).not.toContain('name="robots"');
    }
    for (const path of [
      `${INDEX_ROUTES.list}/no-such-co`,
      `/ar${INDEX_ROUTES.list}/no-such-co`,
      `${INDEX_ROUTES.list}/edition/2025-10/beta-llc`,
      `${INDEX_ROUTES.list}/edition/2019-01/acme-co`,
      `/ar${INDEX_ROUTES.list}/edition/not-a-month/acme-co`,
    ]) {
      const res = await get(path);
      expect([path, res.status]).toEqual([path, 404]);
      // The page's own document (the app shows its error), never indexed.
      expect(res.text).toMatch(/<title>(CompanyReportPage|EditionReportPage) \| /);
      expect(res.text).toContain('<meta name="robots" content="noindex" />');
      expect(res.text).not.toContain(PRERENDER.rootAttribute);
    }
    // While the API has never answered, nothing is known: the pages go out as before.
    apiDown = true;
    expect((await request(await shellServer()).get(`${INDEX_ROUTES.list}/no-such-co`).set('Accept', 'text/html')).status).toBe(200);
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
