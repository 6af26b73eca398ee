/**
 * The index's pages rendered once, when their data changes, kept in PostgreSQL for every server:
 * with the real remotes' builds (mfe-index's render module in a worker thread reading this app's
 * own API) and the real editions workflow. A first pass renders every published page; a restart
 * renders nothing; a publication renders its own edition's pages and the current ones, never the
 * history; two replicas' queues never render a page twice; the pages go out rendered from the store.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { API_PATHS, companyDetailsPath, companyReportPath, editionListPath, PRERENDER } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { importEdition, publishEdition } from '../src/modules/editions/service.js';
import { createPageRendering, type PageRendering } from '../src/modules/index-pages/page-rendering.js';
import { renderQueueStatus } from '../src/modules/index-pages/render-status.js';
import { startScheduler, type Scheduler } from '../src/scheduler/index.js';
import { buildTestApp, type TestApp } from './support/app.js';
import { openTestDb, openTestPool, resetDb, silentLogger } from './support/db.js';
import { companyRecord, toCsv } from './support/editions.js';
import { pageCatalogOf } from '../src/site.js';
// The worker threads run built JavaScript: the built ones, as the server runs them (Jest reads @pdpl/web's sources).
import { renderPool } from '../../../libs/web/dist/page-renders/render-pool.js';
import { workerRenderer } from '../../../libs/web/dist/page-renders/worker-renderer.js';

const ACTOR = { id: null, label: 'test' };
const COMPANIES = ['alpha-co', 'beta-co', 'gamma-co'];
/** Per edition: its list and each company's report and details, in English and Arabic. */
const PAGES_PER_EDITION = 2 * (1 + 2 * COMPANIES.length);

let db: Knex;
let t: TestApp;
let server: Server;
let origin: string;
const made: PageRendering[] = [];

async function publish(month: string, score: number): Promise<void> {
  const draft = await importEdition(db, { text: toCsv(COMPANIES.map((id) => companyRecord(id, score))), format: 'csv', month, actor: ACTOR });
  await publishEdition(db, draft.id, ACTOR);
}

function rendering(): PageRendering {
  const made1 = createPageRendering({ db, catalog: pageCatalogOf(t.config, silentLogger), selfOrigin: () => origin, renderer: renderPool([workerRenderer(), workerRenderer()]) });
  made.push(made1);
  return made1;
}

/** A replica's scheduler working the render queue with `pages` (no collections here), its passes' counts pushed to `passes`. */
function startRenderScheduler(pool: ReturnType<typeof openTestPool>, pages: PageRendering, passes: { rendered: number; failed: number }[], renderRetryDelayMs?: (attempt: number) => number): Promise<Scheduler> {
  return startScheduler({
    config: t.config,
    db,
    pool,
    logger: silentLogger,
    collect: async () => {
      throw new Error('not collected here');
    },
    metrics: { collectionRunEnded: () => undefined, renderPassEnded: (counts) => void passes.push(counts) },
    rendering: pages,
    ...(renderRetryDelayMs && { renderRetryDelayMs }),
  });
}

const renderedAt = async (path: string) => ((await db('index_page_renders').where({ path }).first('rendered_at')) as { rendered_at: Date }).rendered_at.toISOString();

beforeAll(async () => {
  db = await openTestDb();
  await resetDb(db);
  await publish('2025-09', 40);
  await publish('2025-10', 50);
  await publish('2025-11', 60);
  t = buildTestApp(db, { SERVE_WEB: 'true' });
  server = t.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(made.map((each) => each.close()));
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  await db.destroy();
});

it('renders every published page once, and a restart renders nothing', async () => {
  const first = await rendering().run(() => false);
  expect(first).toEqual({ pending: 0, rendered: 3 * PAGES_PER_EDITION, failed: 0 });
  const status = await renderQueueStatus(db);
  expect(status).toMatchObject({ pending: 0, pendingSince: null, stored: { rendered: 3 * PAGES_PER_EDITION, failed: 0 }, failures: [], lastError: null });
  expect(status.checkedAt).not.toBeNull();
  // A new process (a restart, another replica) finds everything rendered.
  expect(await rendering().run(() => false)).toEqual({ pending: 0, rendered: 0, failed: 0 });
}, 120_000);

it("serves a past edition's page rendered at its first request, and an unknown company's plain with 404", async () => {
  const res = await request(t.app).get(`/ar${companyDetailsPath('beta-co', '2025-09')}`).set('Accept', 'text/html');
  expect(res.status).toBe(200);
  expect(res.text).toContain(`<div id="root" ${PRERENDER.rootAttribute}`);
  expect(res.text).toContain('Company beta-co');
  expect(res.text).toMatch(/<html lang="ar" dir="rtl">/);
  const unknown = await request(t.app).get(companyReportPath('nobody-co', '2025-09')).set('Accept', 'text/html');
  expect(unknown.status).toBe(404);
  expect(unknown.text).not.toContain(PRERENDER.rootAttribute);
});

it('gives the shell’s image a stored page, and refuses a path that is not one', async () => {
  const stored = await request(t.app).get(API_PATHS.indexRenderedPage).query({ path: editionListPath('2025-10') });
  expect(stored.status).toBe(200);
  expect(stored.body).toMatchObject({ build: expect.any(String), dataKey: expect.any(String), fragment: { html: expect.stringContaining('Company alpha-co') } });
  expect((await request(t.app).get(API_PATHS.indexRenderedPage).query({ path: '/nothing-here' })).status).toBe(404);
  expect((await request(t.app).get(API_PATHS.indexRenderedPage).query({ path: 'no slash' })).status).toBe(422);
});

it('renders for a publication the current pages and the edition that became past, never the older history', async () => {
  const before = await renderedAt(companyReportPath('alpha-co', '2025-09'));
  await publish('2025-12', 70);
  const pass = await rendering().run(() => false);
  // The current edition's permanent pages, and November's pages (past now).
  expect(pass).toEqual({ pending: 0, rendered: 2 * PAGES_PER_EDITION, failed: 0 });
  expect(await renderedAt(companyReportPath('alpha-co', '2025-09'))).toBe(before);
  const current = await request(t.app).get(companyReportPath('alpha-co')).set('Accept', 'text/html');
  expect(current.text).toContain(`<div id="root" ${PRERENDER.rootAttribute}`);
  expect(current.text).toContain('70');
}, 120_000);

it("works as an Agenda queue where two replicas' workers never render a page twice", async () => {
  const pools = [openTestPool(), openTestPool()];
  const passes: { rendered: number; failed: number }[] = [];
  const schedulers: Scheduler[] = [];
  try {
    for (const pool of pools) {
      schedulers.push(await startRenderScheduler(pool, rendering(), passes));
    }
    await publish('2026-01', 80);
    await Promise.all(schedulers.map((scheduler) => scheduler.renders!.request('test')));
    const deadline = Date.now() + 90_000;
    while (passes.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(passes).toHaveLength(2);
    // One pass rendered the publication's pages; the other, waiting for the lock, found nothing left.
    expect(passes.map((p) => p.rendered).sort((a, b) => a - b)).toEqual([0, 2 * PAGES_PER_EDITION]);
  } finally {
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    await Promise.all(pools.map((pool) => pool.end()));
  }
}, 120_000);

it('queues a pass that could not read the API again after a back-off, and the retry renders the pages left', async () => {
  // The API is unreachable until the back-off is asked for: then it answers again, as after a load spike.
  let reachable = false;
  const retries: number[] = [];
  const flaky = createPageRendering({
    db,
    catalog: pageCatalogOf(t.config, silentLogger),
    // Port 9 (discard): nothing listens there, so the worker's reads fail as with the API away.
    selfOrigin: () => (reachable ? origin : 'http://127.0.0.1:9'),
    renderer: renderPool([workerRenderer()]),
  });
  made.push(flaky);
  const passes: { rendered: number; failed: number }[] = [];
  const pool = openTestPool();
  const scheduler = await startRenderScheduler(pool, flaky, passes, (attempt) => {
    retries.push(attempt);
    reachable = true;
    return 500;
  });
  try {
    await publish('2026-02', 90);
    await scheduler.renders!.request('test');
    const deadline = Date.now() + 60_000;
    while (passes.length < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(retries).toEqual([1]);
    expect(passes).toEqual([{ pending: 0, rendered: 2 * PAGES_PER_EDITION, failed: 0 }]);
    expect(await renderQueueStatus(db)).toMatchObject({ pending: 0, lastError: null });
    const page = await request(t.app).get(companyReportPath('alpha-co')).set('Accept', 'text/html');
    expect(page.text).toContain(`<div id="root" ${PRERENDER.rootAttribute}`);
  } finally {
    await scheduler.stop();
    await pool.end();
  }
}, 120_000);
