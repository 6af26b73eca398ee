/**
 * The index's pages rendered ahead (every other public page comes from its remote's build): no
 * request waits for a capture; kept while nothing they show has changed; taken again, the last one
 * served meanwhile, once the shell or the index remote is redeployed or the index is published or
 * withdrawn; never for a company outside the published edition or a staff page; a failed capture is retried.
 * Without the site (SERVE_WEB=false), the API hands the snapshots to the shell's own server (which
 * asks for them as libs/web/test/snapshots.test.ts shows).
 * The capture itself is a stand-in here (the e2e tests drive the real Chromium).
 */
import type { Knex } from 'knex';
import request from 'supertest';
import { API_PATHS, INDEX_ROUTES, REMOTE_DIRS, REMOTE_NAMES, type PageManifest, type RemoteName } from '@pdpl/contracts';
import { seedSampleIndex } from '../src/db/seeds/sample-index.js';
import { indexDataChanged } from '../src/modules/index/read-cache.js';
import { createPageCatalog, type Snapshot } from '@pdpl/web';
import type { Capturer } from '../src/prerender/capture.js';
import { createSnapshots } from '../src/prerender/snapshots.js';
import { buildTestApp } from './support/app.js';
import { problemsOf } from './support/config.js';
import { openTestDb, resetDb, silentLogger } from './support/db.js';
import { createWebRoot, manifestPage, type WebRoot } from '../../../libs/web/test/support/web-root.js';

const page = (pagePath: string, module: `./${string}`, extra: Partial<PageManifest['pages'][number]> = {}) => manifestPage(pagePath, module, { title: module, ...extra });

let db: Knex;
let webRoot: WebRoot;
let captured: string[];
let failNext: boolean;

const capturer: Capturer = {
  async capture(_origin, path) {
    captured.push(path);
    if (failNext) {
      failNext = false;
      return null;
    }
    return { html: `<main><h1>${path} #${captured.length}</h1></main>`, css: '', stylesheets: [], title: path, description: null, keywords: null } satisfies Snapshot;
  },
  close: async () => undefined,
};

const deploy = (dir: string, manifest: PageManifest, build: string) => webRoot.deploy(dir, manifest, build);

async function publishSomething() {
  const edition = await db('index_editions').first<{ id: number; month: string }>('id', 'month');
  await db('index_edition_audit').insert({ action: 'publish', actor: 'test', edition_id: edition!.id, month: edition!.month, company_count: 1 });
  indexDataChanged();
}

beforeAll(async () => {
  db = await openTestDb();
});
afterAll(async () => db.destroy());

beforeEach(async () => {
  await resetDb(db);
  await seedSampleIndex(db);
  webRoot = await createWebRoot('pdpl-snapshots');
  captured = [];
  failNext = false;
  await deploy('mfe-marketing', { remote: 'mfe_marketing', pages: [page('/', './HomePage')] }, 'm1');
  await deploy('mfe-index', {
    remote: 'mfe_index',
    pages: [
      page(INDEX_ROUTES.list, './IndexPage'),
      page(INDEX_ROUTES.report, './ReportPage'),
      page(INDEX_ROUTES.editionList, './IndexPage'),
      page(INDEX_ROUTES.editionReport, './ReportPage'),
      page(INDEX_ROUTES.editions, './EditionsPage', { access: { roles: ['analyst'] }, prerender: false }),
    ],
  }, 'i1');
});
afterEach(() => webRoot.remove());

function catalog() {
  const remotes = Object.fromEntries(REMOTE_NAMES.map((n) => [n, `/remotes/${REMOTE_DIRS[n]}/remoteEntry.js`])) as Record<RemoteName, string>;
  return createPageCatalog({ localRoot: webRoot.dir, runtime: { apiBaseUrl: '', analyticsId: null, remotes } }, silentLogger, 0);
}

/** Lets the captures started in the background finish. */
const captures = () => new Promise((resolve) => setImmediate(resolve));

function snapshots() {
  return createSnapshots({ capturer, catalog: catalog(), db, selfOrigin: () => 'http://127.0.0.1:1' });
}

describe('index pages rendered ahead', () => {
  it('go out plain on their first request, which starts one capture in the background; the next ones get it', async () => {
    const store = snapshots();
    expect(await store.forPath(INDEX_ROUTES.list, 'shell-1')).toBeNull();
    await captures();
    const first = await store.forPath(INDEX_ROUTES.list, 'shell-1');
    expect(first?.html).toBe(`<main><h1>${INDEX_ROUTES.list} #1</h1></main>`);
    expect(await store.forPath(INDEX_ROUTES.list, 'shell-1')).toEqual(first);
    expect(captured).toEqual([INDEX_ROUTES.list]);
  });

  it('are never captured for pages the builds render', async () => {
    const store = snapshots();
    expect(await store.forPath('/', 'shell-1')).toBeNull();
    await captures();
    expect(await store.forPath('/', 'shell-1')).toBeNull();
    expect(captured).toEqual([]);
  });

  it('are rendered again when the index remote is redeployed, the last one served until then', async () => {
    const store = snapshots();
    await store.forPath(INDEX_ROUTES.list, 'shell-1');
    await captures();
    await deploy('mfe-index', { remote: 'mfe_index', pages: [page(INDEX_ROUTES.list, './IndexPage')] }, 'i2');
    expect((await store.forPath(INDEX_ROUTES.list, 'shell-1'))?.html).toBe(`<main><h1>${INDEX_ROUTES.list} #1</h1></main>`);
    await captures();
    expect((await store.forPath(INDEX_ROUTES.list, 'shell-1'))?.html).toBe(`<main><h1>${INDEX_ROUTES.list} #2</h1></main>`);
  });

  it('are rendered again when the shell is redeployed (its header and footer are in every one)', async () => {
    const store = snapshots();
    await store.forPath(INDEX_ROUTES.list, 'shell-1');
    await captures();
    await store.forPath(INDEX_ROUTES.list, 'shell-2');
    await captures();
    expect(captured).toEqual([INDEX_ROUTES.list, INDEX_ROUTES.list]);
  });

  it('are rendered again after a publication', async () => {
    const store = snapshots();
    await store.forPath(INDEX_ROUTES.list, 'shell-1');
    await captures();
    await store.forPath(INDEX_ROUTES.list, 'shell-1');
    await publishSomething();
    await store.forPath(INDEX_ROUTES.list, 'shell-1');
    await captures();
    expect(captured).toEqual([INDEX_ROUTES.list, INDEX_ROUTES.list]);
  });

  it('cover the companies of the published edition only, and no staff page', async () => {
    const store = snapshots();
    const [company] = await db('company_scores').join('companies', 'companies.id', 'company_scores.company_id').select('companies.id').limit(1);
    for (const path of [`${INDEX_ROUTES.list}/${company.id}`, `${INDEX_ROUTES.list}/no-such-company`, INDEX_ROUTES.editions, '/no-such-page']) await store.forPath(path, 'shell-1');
    await captures();
    expect(await store.forPath(`${INDEX_ROUTES.list}/${company.id}`, 'shell-1')).not.toBeNull();
    expect(captured).toEqual([`${INDEX_ROUTES.list}/${company.id}`]);
  });

  it("cover a past published edition's permanent pages, not the current edition's (its plain URLs are canonical) nor unpublished months", async () => {
    const store = snapshots();
    const editions = await db('index_editions').where('status', 'published').orderBy('month').select<{ id: number; month: string }[]>('id', 'month');
    expect(editions.length).toBeGreaterThan(1);
    const [past, current] = [editions[0]!, editions[editions.length - 1]!];
    const month = (edition: { month: string }) => String(edition.month).slice(0, 7);
    const { company_id: company } = await db('company_scores').where({ edition_id: past.id }).first<{ company_id: string }>('company_id');
    const pastList = `/PDPLComplianceIndex/edition/${month(past)}`;
    const paths = [pastList, `${pastList}/${company}`, `${pastList}/no-such-company`, `/PDPLComplianceIndex/edition/${month(current)}`, '/PDPLComplianceIndex/edition/1999-01'];
    for (const path of paths) await store.forPath(path, 'shell-1');
    await captures();
    expect(await store.forPath(`${pastList}/${company}`, 'shell-1')).not.toBeNull();
    expect(captured).toEqual([pastList, `${pastList}/${company}`]);
  });

  it('are captured again on the next request when a capture failed', async () => {
    const store = snapshots();
    failNext = true;
    expect(await store.forPath(INDEX_ROUTES.list, 'shell-1')).toBeNull();
    await captures();
    expect(await store.forPath(INDEX_ROUTES.list, 'shell-1')).toBeNull();
    await captures();
    expect((await store.forPath(INDEX_ROUTES.list, 'shell-1'))?.html).toBe(`<main><h1>${INDEX_ROUTES.list} #2</h1></main>`);
  });
});

describe('for the shell\'s own server (SERVE_WEB=false)', () => {
  it('the API answers an index page\'s snapshot once taken, nothing for a staff or unknown page, and refuses a request without a path', async () => {
    const { app, close } = buildTestApp(db, { SERVE_WEB: 'false' }, (c) => c, { pageCatalog: catalog(), prerender: { capturer, selfOrigin: () => 'http://shell.example:8080' } });
    try {
      expect((await request(app).get(API_PATHS.pageSnapshot).query({ path: INDEX_ROUTES.list })).status).toBe(204);
      await captures();
      const list = await request(app).get(API_PATHS.pageSnapshot).query({ path: INDEX_ROUTES.list });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ html: `<main><h1>${INDEX_ROUTES.list} #1</h1></main>`, title: INDEX_ROUTES.list });
      expect((await request(app).get(API_PATHS.pageSnapshot).query({ path: INDEX_ROUTES.editions })).status).toBe(204);
      expect((await request(app).get(API_PATHS.pageSnapshot).query({ path: '/no-such-page' })).status).toBe(204);
      const bad = await request(app).get(API_PATHS.pageSnapshot);
      expect(bad.status).toBe(422);
      expect(JSON.stringify(bad.body)).toContain('path is required');
      expect(captured).toEqual([INDEX_ROUTES.list]);
    } finally {
      await close();
    }
  });

  it('render from PRERENDER_ORIGIN, which must be an origin', () => {
    expect(problemsOf({ SERVE_WEB: 'false', PRERENDER: 'false', PRERENDER_ORIGIN: 'http://shell:8080/' })).toEqual([expect.stringMatching(/PRERENDER_ORIGIN must be an http\(s\) origin/)]);
    expect(problemsOf({ SERVE_WEB: 'false', PRERENDER: 'true', CHROMIUM_PATH: '/no/chromium', PRERENDER_ORIGIN: 'http://shell:8080' })).toEqual([expect.stringMatching(/PRERENDER needs Chromium/)]);
    expect(problemsOf({ SERVE_WEB: 'false', PRERENDER: 'true', CHROMIUM_PATH: '/no/chromium' })).toEqual([]);
  });
});
