/**
 * The API's Prometheus metrics, as server.ts serves them on METRICS_PORT: requests timed by their
 * route's pattern (never the raw path), the site's documents by their page's pattern (SERVE_WEB),
 * the database pools, and the index's collection: the newest batch's runs by status, and the runs
 * this instance's scheduler ended, after a collection of a stand-in site.
 */
import request from 'supertest';
import { ANALYSIS_API_PATHS, API_PATHS, CSRF_HEADER, INDEX_ROUTES, type CollectionProgress } from '@pdpl/contracts';
import { startMetricsServer, type MetricsServer } from '@pdpl/web';
import type { Knex } from 'knex';
import type pg from 'pg';
import { createApiMetrics, type ApiMetrics } from '../src/metrics.js';
import { siteCollectorOf } from '../src/modules/index-analysis/site-collector.js';
import { startScheduler, type Scheduler } from '../src/scheduler/index.js';
import { buildTestApp, testConfig, type TestApp } from './support/app.js';
import { openTestDb, openTestPool, resetDb, silentLogger } from './support/db.js';
import { sendHtml, startServer, type TestServer } from './support/stand-in-sites.js';
import { createUser, signInAgent, STAFF } from './support/users.js';
import { createWebRoot, manifestPage as page, type WebRoot } from '../../../libs/web/test/support/web-root.js';

const NOTICE = `<!doctype html><html lang="en"><head><title>Privacy Notice</title></head><body><main><article>
<h1>Privacy Notice</h1><p>Last updated: 3 October 2026.</p>
<p>Metrics Test Company is the controller of your personal data. You have the right to access your personal data.</p>
</article></main></body></html>`;

let db: Knex;
let pool: pg.Pool;
let site: TestServer;
let metrics: ApiMetrics;
let metricsServer: MetricsServer;
let scheduler: Scheduler;
let t: TestApp;

beforeAll(async () => {
  db = await openTestDb();
  pool = openTestPool();
  site = await startServer((_req, res, path) => {
    if (path === '/') sendHtml(res, '<!doctype html><html lang="en"><body><footer><a href="/privacy">Privacy Policy</a></footer></body></html>');
    else if (path === '/privacy') sendHtml(res, NOTICE);
    else sendHtml(res, '<h1>Not found</h1>', 404);
  });
  const env = { INDEX_COLLECT_ALLOW_HOSTS: site.hostPort, INDEX_COLLECT_HOST_DELAY_MS: '10', INDEX_COLLECT_RETRY_WAIT_MS: '10' };
  const config = testConfig(env);
  metrics = createApiMetrics({ db, pool });
  metricsServer = await startMetricsServer(metrics.registry, { port: 0, host: '127.0.0.1' });
  scheduler = await startScheduler({ config, db, pool, logger: silentLogger, collect: siteCollectorOf(config, silentLogger), metrics });
  t = buildTestApp(db, env, (c) => c, { collection: scheduler.collection, metrics });
});

afterAll(async () => {
  await scheduler?.stop();
  await metricsServer?.close();
  await t?.close();
  await site?.close();
  await pool?.end();
  await db?.destroy();
});

beforeEach(async () => {
  await resetDb(db);
  await db('agenda_jobs').delete();
});

/** The scrape, as Prometheus reads it from the metrics port. */
async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** A sample's value (`name{labels} value`), or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

const requests = (text: string, method: string, route: string, statusClass: string) =>
  sample(text, `http_request_duration_seconds_count{method="${method}",route="${route}",status_class="${statusClass}"}`) ?? 0;

describe('request latency', () => {
  it('is counted by the route’s pattern, method and status class, never by the path asked for', async () => {
    const before = await scrape();
    expect((await request(t.app).get(API_PATHS.company('no-such-company-4711'))).status).toBe(404);
    expect((await request(t.app).get(API_PATHS.company('another-one-0815'))).status).toBe(404);
    expect((await request(t.app).get(API_PATHS.health)).status).toBe(200);
    expect((await request(t.app).get('/api/no-such-endpoint-1234')).status).toBe(404);
    const after = await scrape();
    expect(requests(after, 'GET', '/api/index/companies/:id', '4xx') - requests(before, 'GET', '/api/index/companies/:id', '4xx')).toBe(2);
    expect(requests(after, 'GET', API_PATHS.health, '2xx') - requests(before, 'GET', API_PATHS.health, '2xx')).toBe(1);
    expect(requests(after, 'GET', 'other', '4xx') - requests(before, 'GET', 'other', '4xx')).toBe(1);
    for (const raw of ['no-such-company-4711', 'another-one-0815', 'no-such-endpoint-1234']) expect(after).not.toContain(raw);
    expect(after).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/index/companies/:id",status_class="4xx"}');
  });

  it('is not served on the public port', async () => {
    const res = await request(t.app).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_request_duration_seconds');
  });

  it("times the site's documents by their page's pattern, in their language (SERVE_WEB)", async () => {
    const webRoot: WebRoot = await createWebRoot('pdpl-metrics');
    const own = createApiMetrics({ db, pool });
    try {
      await webRoot.put('shell/dist/index.html', '<!doctype html><html lang="en"><head><title>Mizan</title></head><body><div id="root"></div></body></html>');
      await webRoot.deploy('mfe-index', { remote: 'mfe_index', pages: [page(INDEX_ROUTES.list, './IndexPage'), page(INDEX_ROUTES.report, './CompanyReportPage')] });
      const app = buildTestApp(db, { SERVE_WEB: 'true', WEB_ROOT: webRoot.dir }, (c) => c, { metrics: own });
      try {
        const html = (path: string) => request(app.app).get(path).set('Accept', 'text/html');
        const report = await html(`${INDEX_ROUTES.list}/some-company-99`);
        const arabic = await html(`/ar${INDEX_ROUTES.list}`);
        expect((await html('/no/such/page-77')).status).toBe(404);
        const statusClass = (res: { status: number }) => `${Math.floor(res.status / 100)}xx`;
        // Observed as each response ends, once the page is known: moments after the client has it.
        let text = '';
        for (let i = 0; i < 100 && requests(text, 'GET', 'other', '4xx') === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          text = await own.registry.metrics();
        }
        expect(requests(text, 'GET', INDEX_ROUTES.report, statusClass(report))).toBe(1);
        expect(requests(text, 'GET', `/ar${INDEX_ROUTES.list}`, statusClass(arabic))).toBe(1);
        expect(requests(text, 'GET', 'other', '4xx')).toBe(1);
        expect(text).not.toContain('some-company-99');
      } finally {
        await app.close();
      }
    } finally {
      await webRoot.remove();
    }
  });
});

describe('the database pools', () => {
  it('report their connections, idle ones and waiting queries at each scrape, per pool', async () => {
    await db.raw('select 1');
    await pool.query('select 1');
    const text = await scrape();
    for (const name of ['pdpl_db_pool_connections', 'pdpl_db_pool_idle_connections', 'pdpl_db_pool_waiting_requests']) {
      expect(text).toMatch(new RegExp(`^# TYPE ${name} gauge$`, 'm'));
      for (const label of ['knex', 'pg']) expect(sample(text, `${name}{pool="${label}"}`)).toEqual(expect.any(Number));
    }
    expect(sample(text, 'pdpl_db_pool_connections{pool="pg"}')).toBe(pool.totalCount);
    expect(sample(text, 'pdpl_db_pool_connections{pool="knex"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'pdpl_db_pool_waiting_requests{pool="knex"}')).toBe(0);
  });
});

describe("the index's collection", () => {
  it('counts the runs the scheduler ended and the newest batch’s runs by status', async () => {
    await createUser(db, STAFF.analyst.email, STAFF.analyst.password, 'analyst');
    const { agent, csrf } = await signInAgent(t.app, STAFF.analyst);
    const post = (path: string) => agent.post(path).set(CSRF_HEADER, csrf);
    const watched = { nameEn: 'Metrics Test', nameAr: 'شركة الاختبار', sector: 'Retail & E-commerce' };
    expect((await post(ANALYSIS_API_PATHS.companies).send({ ...watched, id: 'metrics-test', website: site.url('/') })).status).toBe(201);
    // A site the collector may not fetch: a failed run.
    expect((await post(ANALYSIS_API_PATHS.companies).send({ ...watched, id: 'metrics-private', website: 'http://10.0.0.1/' })).status).toBe(201);

    const before = await scrape();
    expect(sample(before, 'pdpl_index_collection_batch_runs{status="queued"}')).toBeUndefined();
    const done = sample(before, 'pdpl_index_collection_runs_total{outcome="done"}')!;
    const failed = sample(before, 'pdpl_index_collection_runs_total{outcome="failed"}')!;
    expect([done, failed]).toEqual([expect.any(Number), expect.any(Number)]);

    expect((await post(ANALYSIS_API_PATHS.collect).send({ companyId: '' })).status).toBe(202);
    let progress: CollectionProgress | null = null;
    for (let i = 0; i < 200; i++) {
      progress = (await agent.get(ANALYSIS_API_PATHS.progress)).body as CollectionProgress;
      if (progress.batch && progress.batch.queued + progress.batch.running === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(progress?.batch).toMatchObject({ total: 2, done: 1, failed: 1 });

    // The job counts a run just after recording its end.
    let after = await scrape();
    for (let i = 0; i < 50 && (sample(after, 'pdpl_index_collection_runs_total{outcome="done"}')! < done + 1 || sample(after, 'pdpl_index_collection_runs_total{outcome="failed"}')! < failed + 1); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await scrape();
    }
    expect(sample(after, 'pdpl_index_collection_runs_total{outcome="done"}')).toBe(done + 1);
    expect(sample(after, 'pdpl_index_collection_runs_total{outcome="failed"}')).toBe(failed + 1);
    expect(['queued', 'running', 'done', 'failed'].map((status) => sample(after, `pdpl_index_collection_batch_runs{status="${status}"}`))).toEqual([0, 0, 1, 1]);
    expect(sample(after, 'pdpl_index_collection_batch_started_timestamp_seconds')).toBe(Date.parse(progress!.batch!.startedAt) / 1000);
  });
});

it('adds no metric of the process to an app’s registry: the server adds them once (collectProcessMetrics)', async () => {
  expect(await scrape()).not.toContain('process_cpu_user_seconds_total');
});
