/**
 * The shell's image gets pages rendered ahead from the API: only for public pages, and once the API
 * renders none for it (or does not answer), not again for a while, so page views never wait on it.
 */
import { API_PATHS, INDEX_ROUTES } from '@pdpl/contracts';
import { createPageCatalog } from '../src/page-catalog.js';
import { apiSnapshotSource } from '../src/snapshots.js';
import { silentLogger } from './support/logger.js';
import { localRemotes } from './support/manifests.js';
import { startStandIn } from './support/stand-in.js';
import { createWebRoot, manifestPage, type WebRoot } from './support/web-root.js';

let webRoot: WebRoot;

beforeEach(async () => {
  webRoot = await createWebRoot('pdpl-snapshots');
  await webRoot.deploy('mfe-marketing', { remote: 'mfe_marketing', pages: [manifestPage('/', './HomePage')] });
  await webRoot.deploy('mfe-index', {
    remote: 'mfe_index',
    pages: [manifestPage(INDEX_ROUTES.list, './IndexPage'), manifestPage(INDEX_ROUTES.editions, './EditionsPage', { access: { roles: ['analyst'] }, prerender: false })],
  });
});
afterEach(() => webRoot.remove());

it("the shell's server asks only for public pages, and not again for a while once the API renders none for it", async () => {
  let status = 200;
  const api = await startStandIn((_req, res) => {
    if (status === 200) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ html: '<h1>Home</h1>', css: '', stylesheets: [], title: 'Home', description: null, keywords: null }));
    else res.writeHead(status).end();
  });
  try {
    const catalog = createPageCatalog({ localRoot: webRoot.dir, runtime: { apiBaseUrl: '', analyticsId: null, remotes: localRemotes } }, silentLogger);
    const source = apiSnapshotSource(api.url, catalog, silentLogger);
    expect((await source.forPath('/', 'shell-1'))?.html).toBe('<h1>Home</h1>');
    expect(await source.forPath(INDEX_ROUTES.editions, 'shell-1')).toBeNull();
    status = 404;
    expect(await source.forPath('/', 'shell-1')).toBeNull();
    expect(await source.forPath('/', 'shell-1')).toBeNull();
    expect(api.asked).toEqual([`${API_PATHS.pageSnapshot}?path=%2F`, `${API_PATHS.pageSnapshot}?path=%2F`]);
  } finally {
    await api.close();
  }
});

it('serves pages plain for a while when the API does not answer', async () => {
  const api = await startStandIn((_req, res) => res.writeHead(500).end());
  try {
    const catalog = createPageCatalog({ localRoot: webRoot.dir, runtime: { apiBaseUrl: '', analyticsId: null, remotes: localRemotes } }, silentLogger);
    const source = apiSnapshotSource(api.url, catalog, silentLogger);
    expect(await source.forPath('/', 'shell-1')).toBeNull();
    expect(await source.forPath(INDEX_ROUTES.list, 'shell-1')).toBeNull();
    expect(api.asked).toEqual([`${API_PATHS.pageSnapshot}?path=%2F`]);
  } finally {
    await api.close();
  }
});
