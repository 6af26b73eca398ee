/**
 * npm run config:compose: the shell's config.json for static hosting, written by the built command
 * exactly as the servers compose it, and nothing written when two remotes claim one path.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localRemotes, manifest, publish, serveManifest } from './support/manifests.js';
import { manifestPage as page } from './support/web-root.js';

jest.setTimeout(60_000);

let webRoot: string;

beforeEach(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'pdpl-web-'));
  publish(webRoot, manifest('mfe_marketing', page('/', './HomePage'), page('/contact', './ContactPage')));
  publish(webRoot, manifest('mfe_ksa', page('/KSA', './KsaPage')));
  publish(webRoot, manifest('mfe_admin', page('/auth', './AuthPage')));
});

afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

describe('npm run config:compose (static hosting)', () => {
  const composeJs = path.resolve(__dirname, '..', 'dist', 'bin', 'compose-config.js');

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
    publish(webRoot, manifest('mfe_index', page('/KSA', './KsaCopyPage')));
    const { code, output } = await compose({});
    expect(code).toBe(1);
    expect(output).toContain('/KSA is declared by both mfe_ksa and mfe_index');
    expect(existsSync(path.join(webRoot, 'config.json'))).toBe(false);
  });
});
