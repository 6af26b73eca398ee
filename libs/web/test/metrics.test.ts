/**
 * The front-end images' Prometheus metrics: requests timed by their route or page pattern (never the
 * path asked for), the shell's cache of the index's rendered pages, all served on a listener of their
 * own (METRICS_PORT), never on the public port.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import request from 'supertest';
import { API_PATHS, DATA_PAGES_ENTRY, INDEX_ROUTES, OPEN_DATA_LICENCE, PAGE_MANIFEST_FILE, type OpenDataEditionList } from '@pdpl/contracts';
import { startMetricsServer, type MetricsServer } from '../src/metrics/metrics-server.js';
import { createMetricsRegistry } from '../src/metrics/registry.js';
import { readStaticServerSettings } from '../src/settings/static-server.js';
import { createStaticServer } from '../src/static-server.js';
import { silentLogger } from './support/logger.js';
import { manifest } from './support/manifests.js';
import { startStandIn, type StandIn } from './support/stand-in.js';
import { createWebRoot, manifestPage as page, type WebRoot } from './support/web-root.js';

const SHELL_HTML = '<!doctype html><html lang="en"><head><title>Mizan</title></head><body><div id="root"></div></body></html>';
const EDITIONS: OpenDataEditionList = { licence: OPEN_DATA_LICENCE, editions: [{ month: '2025-11', companyCount: 2, publishedAt: '2025-11-05T09:00:00.000Z' }] };

/** Every index page as the API's render queue stored it (from another build: it goes out plain, but is cached). */
const STORED = { build: 'another-build', dataKey: 'k', fragment: { html: '<p>row</p>'.repeat(1000), styles: [] } };

let webRoot: WebRoot;
let remote: StandIn;
let api: StandIn;
const servers: MetricsServer[] = [];

beforeAll(async () => {
  webRoot = await createWebRoot('pdpl-metrics');
  await webRoot.put('shell/dist/index.html', SHELL_HTML);
  await webRoot.put('mfe-ksa/dist/remoteEntry.js', 'export const build = 1;');
  const ksaManifest = manifest('mfe_ksa', page('/KSA', './KsaPage'));
  const indexManifest = manifest('mfe_index', page(INDEX_ROUTES.list, './IndexPage', { renderedWithData: true }), page(INDEX_ROUTES.report, './CompanyReportPage', { renderedWithData: true }));
  remote = await startStandIn((req, res) => {
    if (req.url === `/ksa/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(ksaManifest));
    else if (req.url === `/index/${PAGE_MANIFEST_FILE}`) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(indexManifest));
    else if (req.url?.endsWith('/remoteEntry.js')) res.writeHead(200).end('export const build = 1;');
    else if (req.url === `/index/${DATA_PAGES_ENTRY}`) res.writeHead(200, { 'Content-Type': 'text/javascript' }).end('export async function renderDataPage() { return null; }');
    else res.writeHead(404).end();
  });
  api = await startStandIn((req, res) => {
    if (req.url === API_PATHS.companies) res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"list-1"' }).end(JSON.stringify({ edition: null, records: [{ id: 'acme-co' }, { id: 'beta-llc' }] }));
    else if (req.url === API_PATHS.indexEditions) res.writeHead(200, { 'Content-Type': 'application/json', ETag: '"editions-1"' }).end(JSON.stringify(EDITIONS));
    else if (req.url?.startsWith(`${API_PATHS.indexRenderedPage}?`)) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(STORED));
    else res.writeHead(404).end();
  });
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await remote.close();
  await api.close();
  await webRoot.remove();
});

const shellSettings = () =>
  readStaticServerSettings({
    STATIC_ROOT: path.join(webRoot.dir, 'shell/dist'),
    SHELL_MODE: 'true',
    API_BASE_URL: api.url,
    REMOTE_KSA_URL: `${remote.url}/ksa/remoteEntry.js`,
    REMOTE_INDEX_URL: `${remote.url}/index/remoteEntry.js`,
  });

/** The count of `http_request_duration_seconds` with exactly these labels, or 0. */
function requestCount(text: string, labels: { method: string; route: string; status_class: string }): number {
  const line = text.split('\n').find((l) => l.startsWith(`http_request_duration_seconds_count{method="${labels.method}",route="${labels.route}",status_class="${labels.status_class}"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

/** A sample's value (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

async function eventually(check: () => Promise<void>) {
  const deadline = Date.now() + 2000;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

describe("the shell's image", () => {
  it('times each request by its route, or its page’s pattern in its language, never by the path asked for', async () => {
    const { app, metrics } = await createStaticServer(shellSettings(), silentLogger);
    const html = (pagePath: string) => request(app).get(pagePath).set('Accept', 'text/html');
    const statusClass = (res: { status: number }) => `${Math.floor(res.status / 100)}xx`;
    // Whatever a report answers (its page, or a 404 for a company not published), it is the report's pattern.
    const report = statusClass(await html(`${INDEX_ROUTES.list}/acme-co`));
    const arabicReport = statusClass(await html(`/ar${INDEX_ROUTES.list}/beta-llc`));
    expect((await html('/KSA')).status).toBe(200);
    expect((await html('/wp-login.php')).status).toBe(404);
    expect((await request(app).get('/healthz')).status).toBe(200);
    expect((await request(app).get('/assets/missing-Ab12Cd34.js')).status).toBe(404);
    expect((await request(app).post('/KSA')).status).toBe(405);

    await eventually(async () => {
      const text = await metrics.metrics();
      expect(requestCount(text, { method: 'GET', route: INDEX_ROUTES.report, status_class: report })).toBe(1);
      expect(requestCount(text, { method: 'GET', route: `/ar${INDEX_ROUTES.report}`, status_class: arabicReport })).toBe(1);
      expect(requestCount(text, { method: 'GET', route: '/KSA', status_class: '2xx' })).toBe(1);
      expect(requestCount(text, { method: 'GET', route: '/healthz', status_class: '2xx' })).toBe(1);
      expect(requestCount(text, { method: 'GET', route: 'other', status_class: '4xx' })).toBe(2);
      expect(requestCount(text, { method: 'POST', route: 'other', status_class: '4xx' })).toBe(1);
    });
    const text = await metrics.metrics();
    for (const asked of ['acme-co', 'beta-llc', 'wp-login', 'missing-Ab12Cd34']) expect(text).not.toContain(asked);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });

  it("reports its cache of the index's rendered pages: pages and bytes held, and whether each page came from it or from the API", async () => {
    const { app, metrics } = await createStaticServer(shellSettings(), silentLogger);
    for (let i = 0; i < 2; i += 1) await request(app).get(INDEX_ROUTES.list).set('Accept', 'text/html');
    const text = await metrics.metrics();
    expect(sample(text, 'pdpl_index_rendered_cache_pages')).toBe(1);
    expect(sample(text, 'pdpl_index_rendered_cache_bytes')).toBeGreaterThanOrEqual(2 * STORED.fragment.html.length);
    expect(sample(text, 'pdpl_index_rendered_lookups_total{from="store"}')).toBe(1);
    expect(sample(text, 'pdpl_index_rendered_lookups_total{from="cache"}')).toBe(1);
  });
});

describe('the metrics listener', () => {
  it('answers GET /metrics in the Prometheus text format on its own port, and nothing else', async () => {
    const registry = createMetricsRegistry();
    const metrics = await startMetricsServer(registry, { port: 0, host: '127.0.0.1' });
    servers.push(metrics);
    const at = `http://127.0.0.1:${metrics.port}`;
    const res = await fetch(`${at}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await fetch(`${at}/`)).status).toBe(404);
    expect((await fetch(`${at}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('is never on the public port: a remote’s and the shell’s image answer /metrics 404', async () => {
    const remoteImage = await createStaticServer(readStaticServerSettings({ STATIC_ROOT: path.join(webRoot.dir, 'mfe-ksa/dist') }), silentLogger);
    const shellImage = await createStaticServer(shellSettings(), silentLogger);
    for (const { app } of [remoteImage, shellImage]) {
      const res = await request(app).get('/metrics').set('Accept', 'text/plain');
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('is read from METRICS_PORT and METRICS_HOST: none by default, never PORT', () => {
    const root = path.join(webRoot.dir, 'mfe-ksa/dist');
    expect(readStaticServerSettings({ STATIC_ROOT: root }).metrics).toEqual({ port: null, host: '127.0.0.1' });
    expect(readStaticServerSettings({ STATIC_ROOT: root, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
    expect(() => readStaticServerSettings({ STATIC_ROOT: root, PORT: '8080', METRICS_PORT: '8080' })).toThrow('METRICS_PORT must differ from PORT (8080)');
    expect(() => readStaticServerSettings({ STATIC_ROOT: root, METRICS_PORT: 'on', METRICS_HOST: 'http://x' })).toThrow(
      /METRICS_PORT must be a whole number from 0 to 65535 \(got "on"\)\n {2}- METRICS_HOST must be an interface address/,
    );
  });
});

describe('the built command, as the images run it', () => {
  it('serves /metrics on METRICS_PORT with the process’s metrics, not on PORT, and stops cleanly on SIGTERM', async () => {
    const serverJs = path.resolve(__dirname, '..', 'dist', 'bin', 'static-server.js');
    const child = spawn(process.execPath, [serverJs], {
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', STATIC_ROOT: path.join(webRoot.dir, 'mfe-ksa/dist') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      const ports = await new Promise<{ port: number; metricsPort: number }>((resolve, reject) => {
        child.stdout.on('data', () => {
          const lines = output.split('\n').slice(0, -1).filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { port?: number; metricsPort?: number; msg: string });
          const serving = lines.find((l) => l.msg.startsWith('Serving mfe-ksa on 127.0.0.1:'));
          const metrics = lines.find((l) => l.metricsPort !== undefined);
          if (serving && metrics) resolve({ port: serving.port!, metricsPort: metrics.metricsPort! });
        });
        void exited.then((code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      expect((await fetch(`http://127.0.0.1:${ports.port}/remoteEntry.js`)).status).toBe(200);
      expect((await fetch(`http://127.0.0.1:${ports.port}/metrics`)).status).toBe(404);
      const text = await (await fetch(`http://127.0.0.1:${ports.metricsPort}/metrics`)).text();
      expect(text).toContain('process_cpu_user_seconds_total');
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="other",status_class="2xx"\} 1$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="other",status_class="4xx"\} 1$/m);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
