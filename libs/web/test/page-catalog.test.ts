/**
 * The remotes' page manifests as the servers read and merge them for /config.json: from the dist
 * folders the one-URL server serves, from a remote deployed on another origin, refreshed after a
 * redeploy, and a malformed one refused naming the remote.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageManifest } from '@pdpl/contracts';
import { createPageCatalog } from '../src/page-catalog.js';
import { silentLogger } from './support/logger.js';
import { localRemotes, manifest, publish as publishIn, serveManifest } from './support/manifests.js';
import { manifestPage as page } from './support/web-root.js';

let webRoot: string;
const publish = (m: PageManifest) => publishIn(webRoot, m);

const runtime = (remotes: Partial<typeof localRemotes> = {}) => ({ apiBaseUrl: '', analyticsId: null, remotes: { ...localRemotes, ...remotes } });

beforeEach(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'pdpl-web-'));
  publish(manifest('mfe_marketing', page('/', './HomePage'), page('/contact', './ContactPage')));
  publish(manifest('mfe_ksa', page('/KSA', './KsaPage')));
  publish(manifest('mfe_admin', page('/auth', './AuthPage')));
});

afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

describe('the page catalog', () => {
  it('merges the manifests of the local builds and of a remote on its own origin', async () => {
    const index = await serveManifest(() => JSON.stringify(manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'))));
    try {
      const catalog = createPageCatalog({ localRoot: webRoot, runtime: runtime({ mfe_index: `${index.url}/index/remoteEntry.js` }) }, silentLogger);
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
    const pages = await createPageCatalog({ localRoot: webRoot, runtime: runtime() }, silentLogger).load();
    expect(pages.some((p) => p.remote === 'mfe_index')).toBe(false);
    expect(pages).toHaveLength(4);
  });

  it('reads no dist folder when the server serves none (the shell\'s image, the API alone): remotes given as paths have no pages', async () => {
    const pages = await createPageCatalog({ localRoot: null, runtime: runtime() }, silentLogger).load();
    expect(pages).toEqual([]);
  });

  it('stops on a malformed manifest, naming the remote and the field', async () => {
    publish({ remote: 'mfe_index', pages: [{ ...page('/PDPLComplianceIndex', './IndexPage'), title: '' }] });
    const catalog = createPageCatalog({ localRoot: webRoot, runtime: runtime() }, silentLogger);
    await expect(catalog.load()).rejects.toThrow('The page manifest of mfe_index is invalid: page 1 has no title');
  });

  it('picks up a page a remote adds after a redeploy, and keeps the last good pages when a redeploy conflicts', async () => {
    let served = manifest('mfe_index', page('/PDPLComplianceIndex', './IndexPage'));
    const index = await serveManifest(() => JSON.stringify(served));
    try {
      const catalog = createPageCatalog({ localRoot: webRoot, runtime: runtime({ mfe_index: `${index.url}/index/remoteEntry.js` }) }, silentLogger, 0);
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
    const catalog = createPageCatalog({ localRoot: webRoot, runtime: runtime({ mfe_index: `${index.url}/index/remoteEntry.js` }) }, silentLogger, 0);
    // Closed in any case: a server left listening keeps Jest from exiting.
    await catalog.load().finally(() => index.close());
    const pages = await catalog.current();
    expect(pages.find((p) => p.path === '/PDPLComplianceIndex')?.remote).toBe('mfe_index');
    expect(pages).toHaveLength(5);
  });
});
