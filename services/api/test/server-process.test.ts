/**
 * Runs the BUILT server (dist/server.js, built by global-setup) as an operator would, on its
 * own embedded PostgreSQL in a temp DATA_DIR: first start, kill -9, restart on the same data
 * (stale postmaster recovery), then a clean SIGTERM; its metrics on METRICS_PORT meanwhile.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@pdpl/contracts';
import { freePort } from './support/processes.js';

jest.setTimeout(180_000);

const serverJs = path.resolve(__dirname, '..', 'dist', 'server.js');
let dataDir: string;
let port: number;
let pgPort: number;
let metricsPort: number;
const started: ChildProcess[] = [];

interface Running {
  child: ChildProcess;
  output: () => string;
}


function startServer(): Running {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    EMBEDDED_PG_PORT: String(pgPort),
    SERVE_WEB: 'false',
    SEED_SAMPLE_DATA: 'false',
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [serverJs], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForReady(server: Running, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`Server exited early:\n${server.output()}`);
    if (server.output().includes('Site ready at')) {
      const res = await fetch(`http://127.0.0.1:${port}${API_PATHS.health}`).catch(() => null);
      if (res?.status === 200) return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server not ready in time:\n${server.output()}`);
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

async function postmasterPid(): Promise<number | null> {
  try {
    return Number((await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

beforeAll(async () => {
  expect(existsSync(serverJs)).toBe(true);
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-server-'));
  port = await freePort();
  pgPort = await freePort();
  metricsPort = await freePort();
});

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  const pid = await postmasterPid();
  if (pid && alive(pid)) process.kill(pid, 'SIGINT');
  await new Promise((r) => setTimeout(r, 500));
  await rm(dataDir, { recursive: true, force: true });
});

it('starts on a fresh DATA_DIR, survives kill -9, keeps its data and stops cleanly', async () => {
  // First start: initialises the database, prints the URL and a one-time admin password.
  const first = startServer();
  await waitForReady(first);
  expect(first.output()).toContain(`Site ready at http://127.0.0.1:${port}`);
  expect(first.output()).toMatch(/Admin account created: admin@localhost/);
  const adminPassword = (await readFile(path.join(dataDir, 'admin-password'), 'utf8')).trim();
  expect(adminPassword.length).toBeGreaterThanOrEqual(20);
  expect(first.output()).not.toContain(adminPassword);

  const created = await fetch(`http://127.0.0.1:${port}${API_PATHS.waitlist}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Persistent Person',
      email: 'persist@example.com',
      position: 'Regulator',
      location: 'Oman',
      newsletter: 'no',
      privacyConsent: true,
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // kill -9: the postmaster outlives the Node process.
  const orphan = await postmasterPid();
  expect(orphan).not.toBeNull();
  first.child.kill('SIGKILL');
  await exitOf(first.child);
  expect(alive(orphan!)).toBe(true);

  // Second start on the same DATA_DIR recovers, keeps the row, and shows no new password.
  const second = startServer();
  await waitForReady(second);
  expect(alive(orphan!)).toBe(false);
  expect(second.output()).not.toMatch(/Admin account created/);
  const ready = await fetch(`http://127.0.0.1:${port}${API_PATHS.ready}`);
  expect(await ready.json()).toMatchObject({ status: 'ready', database: 'up', pages: { pending: 0 } });
  // Prometheus's metrics on their own port, with the process's; never on the public one.
  const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  expect(metrics).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/ready",status_class="2xx"\} 1$/m);
  for (const name of ['pdpl_db_pool_connections', 'pdpl_index_collection_runs_total', 'pdpl_index_render_queue_pages', 'pdpl_index_render_queue_oldest_seconds', 'process_cpu_user_seconds_total']) expect(metrics).toContain(`# TYPE ${name} `);
  expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);

  const { default: pg } = await import('pg');
  const password = (await readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const client = new pg.Client({ host: '127.0.0.1', port: pgPort, user: 'postgres', password, database: 'pdpl' });
  await client.connect();
  const rows = await client.query('select name from waitlist_submissions where id = $1', [id]);
  // The server works as its own unprivileged role, which owns every table it made.
  const appRole = await client.query(`select rolsuper, rolcreaterole, rolcreatedb from pg_roles where rolname = 'pdpl_app'`);
  const foreign = await client.query(`select tablename from pg_tables where schemaname = 'public' and tableowner <> 'pdpl_app'`);
  const connected = await client.query(`select distinct usename from pg_stat_activity where datname = 'pdpl' and usename <> 'postgres'`);
  await client.end();
  expect(rows.rows).toEqual([{ name: 'Persistent Person' }]);
  expect(appRole.rows).toEqual([{ rolsuper: false, rolcreaterole: false, rolcreatedb: false }]);
  expect(foreign.rows).toEqual([]);
  expect(connected.rows).toEqual([{ usename: 'pdpl_app' }]);

  // SIGTERM: exit 0, postmaster gone.
  const postmaster = await postmasterPid();
  second.child.kill('SIGTERM');
  const exit = await exitOf(second.child);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(await fetch(`http://127.0.0.1:${metricsPort}/metrics`).catch(() => 'closed')).toBe('closed');
  expect(postmaster).not.toBeNull();
  expect(alive(postmaster!)).toBe(false);
  expect(await postmasterPid()).toBeNull();
});

it('keeps its secrets private in DATA_DIR', async () => {
  const { stat } = await import('node:fs/promises');
  for (const file of ['postgres-password', 'postgres-app-password', 'session-secret']) {
    expect((await stat(path.join(dataDir, file))).mode & 0o777).toBe(0o600);
  }
});
