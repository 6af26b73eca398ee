/**
 * The remotes' page manifests as the one-URL server reads them at start: a conflict stops the built
 * server before anything else, naming both remotes (the merge itself: libs/web/test/page-catalog.test.ts).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createWebRoot, manifestPage as page, type WebRoot } from '../../../libs/web/test/support/web-root.js';

jest.setTimeout(60_000);

const serverJs = path.resolve(__dirname, '..', 'dist', 'server.js');

let webRoot: WebRoot;

beforeEach(async () => {
  webRoot = await createWebRoot('pdpl-web');
  await webRoot.deploy('mfe-marketing', { remote: 'mfe_marketing', pages: [page('/', './HomePage'), page('/contact', './ContactPage')] });
  await webRoot.deploy('mfe-ksa', { remote: 'mfe_ksa', pages: [page('/KSA', './KsaPage')] });
  await webRoot.deploy('mfe-admin', { remote: 'mfe_admin', pages: [page('/auth', './AuthPage')] });
});

afterEach(() => webRoot.remove());

describe('the built server', () => {
  it('refuses to start when two remotes claim one path, naming both', async () => {
    await webRoot.deploy('mfe-index', { remote: 'mfe_index', pages: [page('/PDPLComplianceIndex', './IndexPage'), page('/contact', './IndexContactPage')] });
    const child = spawn(process.execPath, [serverJs], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'development', WEB_ROOT: webRoot.dir, DATA_DIR: path.join(webRoot.dir, 'data'), PORT: '0', LOG_LEVEL: 'warn' },
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
