/**
 * The remotes' page manifests as the server reads and merges them for /config.json: from the
 * dist folders it serves, from a remote deployed on another origin, refreshed after a redeploy,
 * and a conflict that stops the built server at start naming both remotes.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { PAGE_MANIFEST_FILE, REMOTE_DIRS, REMOTE_NAMES, type PageManifest, type RemoteName } from '@pdpl/contracts';
import { createLogger } from '../src/logger.js';
import { createPageCatalog } from '../src/web/page-catalog.js';
import { manifestPage as page } from './support/web-root.js';

jest.setTimeout(60_000);

const logger = createLogger('silent');
const serverJs = path.resolve(__dirname, '..', 'dist', 'server.js');

const manifest = (remote: RemoteName, ...pages: ReturnType<typeof page>[]): PageManifest => ({ remote, pages });

let webRoot: string;

function publish(m: PageManifest): void {
  const dist = path.join(webRoot, REMOTE_DIRS[m.remote], 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, PAGE_MANIFEST_FILE), JSON.stringify(m));
}

const localRemotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${REMOTE_DIRS[name]}/remoteEntry.js`])) as Record<RemoteName, string>;
const runtime = (remotes: Partial<Record<RemoteName, string>> = {}) => ({ apiBaseUrl: '', analyticsId: null, remotes: { ...localRemotes, ...remotes } });

beforeEach(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'pdpl-web-'));
  publish(manifest('mfe_marketing', page('/', './HomePage'), page('/contact', './ContactPage')));
  publish(manifest('mfe_ksa', page('/KSA', './KsaPage')));
  publish(manifest('mfe_admin', page('/auth', './AuthPage')));
});

afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

async function serveManifest(body: () => string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.url === `/index/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'content-type': 'application/json' }).end(body());
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the page catalog', () => {
  it('merges the manifests of the local builds and of a remote on its own origin', async () => {
    const index = await serveManifest(() => JSON.stringify(manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'))));
    try {
      const catalog = createPageCatalog({ web: { serve: true, root: webRoot }, runtime: runtime({ mfe_index: `${index.url}/index/remoteEntry.js` }) }, logger);
      const pages = await catalog.load();
      expect(pages.map((p) => [p.path, p.remote])).toEqual([
        ['/', 'mfe_marketing'],
        ['/contact', 'mfe_marketing'],
        ['/KSA', 'mfe_ksa'],
        ['/PDPLComplianceIndex', 'mfe_index'],
        ['/auth', 'mfe_admin'],
      ]);
    } finally {
      await index.close();
    }
  });

  it('leaves out a remote that is not built yet instead of failing', async () => {
    const pages = await createPageCatalog({ web: { serve: true, root: webRoot }, runtime: runtime() }, logger).load();
    expect(pages.some((p) => p.remote === 'mfe_index')).toBe(false);
    expect(pages).toHaveLength(4);
  });

  it('stops on a malformed manifest, naming the remote and the field', async () => {
    publish({ remote: 'mfe_index', pages: [{ ...page('/PDPLComplianceIndex', './IndexPage'), title: '' }] });
    const catalog = createPageCatalog({ web: { serve: true, root: webRoot }, runtime: runtime() }, logger);
    await expect(catalog.load()).rejects.toThrow('The page manifest of mfe_index is invalid: page 1 has no title');
  });

  it('picks up a page a remote adds after a redeploy, and keeps the last good pages when a redeploy conflicts', async () => {
    let served = manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'));
    const index = await serveManifest(() => JSON.stringify(served));
    try {
      const catalog = createPageCatalog({ web: { serve: true, root: webRoot }, runtime: runtime({ mfe_index: `${index.url}/index/remoteEntry.js` }) }, logger, 0);
      await catalog.load();
      served = manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'), page('/PDPLComplianceIndex/news', './NewsPage'));
      expect((await catalog.current()).map((p) => p.path)).toContain('/PDPLComplianceIndex/news');

      served = manifest('mfe_index', page('/KSA', './KsaCopyPage'));
      const kept = await catalog.current();
      expect(kept.find((p) => p.path === '/KSA')?.remote).toBe('mfe_ksa');
      expect(kept.map((p) => p.path)).toContain('/PDPLComplianceIndex/news');
    } finally {
      await index.close();
    }
  });
  it('keeps the last pages of a remote on its own origin while it is unreachable at a refresh', async () => {
    const index = await serveManifest(() => JSON.stringify(manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'))));
    const catalog = createPageCatalog({ web: { serve: true, root: webRoot }, runtime: runtime({ mfe_index: `${index.url}/index/remoteEntry.js` }) }, logger, 0);
    // Closed in any case: a server left listening keeps Jest from exiting.
    await catalog.load().finally(() => index.close());
    const pages = await catalog.current();
    expect(pages.find((p) => p.path === '/PDPLComplianceIndex')?.remote).toBe('mfe_index');
    expect(pages).toHaveLength(5);
  });
});

describe('the built server', () => {
  it('refuses to start when two remotes claim one path, naming both', async () => {
    publish(manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'), page('/contact', './IndexContactPage')));
    const child = spawn(process.execPath, [serverJs], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', WEB_ROOT: webRoot, DATA_DIR: path.join(webRoot, 'data'), PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('Two remotes claim one path: /contact is declared by both mfe_marketing and mfe_index');
    expect(output).not.toContain('Site ready');
  });
});

describe('npm run config:compose (static hosting)', () => {
  const composeJs = path.resolve(__dirname, '..', 'dist', 'cli', 'compose-config.js');

  function compose(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [composeJs, '--out', path.join(webRoot, 'config.json')], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, WEB_ROOT: webRoot, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
  }

  it('writes the config.json the server would serve, with a remote on its own origin', async () => {
    const index = await serveManifest(() => JSON.stringify(manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'))));
    try {
      const entry = `${index.url}/index/remoteEntry.js`;
      const { code, output } = await compose({ REMOTE_INDEX_URL: entry, API_BASE_URL: 'https://api.example', ANALYTICS_ID: 'G-ABC123' });
      expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('5 pages') });
      const config = JSON.parse(readFileSync(path.join(webRoot, 'config.json'), 'utf8'));
      expect(config).toMatchObject({ apiBaseUrl: 'https://api.example', analyticsId: 'G-ABC123', remotes: { ...localRemotes, mfe_index: entry } });
      expect(config.pages).toContainEqual(expect.objectContaining({ path: '/PDPLComplianceIndex', remote: 'mfe_index', module: './IndexPage' }));
    } finally {
      await index.close();
    }
  });

  it('fails on two remotes claiming one path and writes nothing', async () => {
    publish(manifest('mfe_index', page('/KSA', './KsaCopyPage')));
    const { code, output } = await compose({});
    expect(code).toBe(1);
    expect(output).toContain('/KSA is declared by both mfe_ksa and mfe_index');
    expect(existsSync(path.join(webRoot, 'config.json'))).toBe(false);
  });
});
