/**
 * The automated sync runs in the BUILT server (Agenda is ESM-only, so it cannot load inside
 * Jest): two servers on the test database (DATABASE_URL) with the Airtable stand-in. The admin's
 * "test automated sync" queues the job through Agenda and it syncs all five tables; the hourly
 * schedule stays one job row however many servers start; SIGTERM stops Agenda without hanging.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Knex } from 'knex';
import { API_PATHS, CSRF_HEADER, SYNCABLE_TABLE_NAMES, type SyncLog } from '@pdpl/contracts';
import { insertLeads } from './support/airtable-leads.js';
import { STAND_IN_API_KEY, STAND_IN_BASE_ID, startAirtableStandIn, type AirtableStandIn } from './support/airtable-stand-in.js';
import { TEST_SESSION_SECRET } from './support/app.js';
import { openTestDb, resetDb, testDatabaseUrl } from './support/db.js';
import { createUser, sessionCookieFrom, STAFF } from './support/users.js';
import { freePort } from './support/processes.js';

jest.setTimeout(90_000);

const serverJs = path.resolve(__dirname, '..', 'dist', 'server.js');
const ADMIN = STAFF.admin;

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
}

let db: Knex;
let standIn: AirtableStandIn;
const started: ChildProcess[] = [];


async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverJs], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATABASE_URL: testDatabaseUrl(),
      SESSION_SECRET: TEST_SESSION_SECRET,
      PORT: String(port),
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const running = { child, base: `http://127.0.0.1:${port}`, output: () => output };
  await waitFor(() => output.includes('Site ready at'), 30_000, () => `Server not ready:\n${output}`, child);
  return running;
}

async function waitFor(done: () => boolean | Promise<boolean>, timeoutMs: number, why: () => string, child?: ChildProcess) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (child && child.exitCode !== null) throw new Error(`Server exited early. ${why()}`);
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** pino writes asynchronously, so a log line may follow "Site ready" on stdout. */
function logged(server: Running, text: string): Promise<void> {
  return waitFor(() => server.output().includes(text), 5_000, () => `"${text}" not logged:\n${server.output()}`);
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Signs in over HTTP; returns headers carrying the session cookie and its CSRF token. */
async function adminHeaders(base: string): Promise<Record<string, string>> {
  const login = await fetch(`${base}${API_PATHS.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = sessionCookieFrom(login.headers.getSetCookie());
  const session = (await (await fetch(`${base}${API_PATHS.session}`, { headers: { cookie } })).json()) as { csrfToken: string };
  return { cookie, [CSRF_HEADER]: session.csrfToken };
}

const airtableEnv = () => ({
  AIRTABLE_API_KEY: STAND_IN_API_KEY,
  AIRTABLE_BASE_ID: STAND_IN_BASE_ID,
  AIRTABLE_ENDPOINT_URL: standIn.url,
  AIRTABLE_RETRY_WAIT_MS: '20',
});

async function scheduleRows() {
  return db('agenda_jobs').where({ name: 'airtable-sync', type: 'single' }).select('repeat_interval', 'repeat_timezone', 'next_run_at');
}

beforeAll(async () => {
  db = await openTestDb();
  await resetDb(db);
  // Agenda's table comes from a migration: a fresh start is an empty one.
  await db('agenda_jobs').del();
  await createUser(db, ADMIN.email, ADMIN.password, 'admin');
  standIn = await startAirtableStandIn();
});
afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await standIn.close();
  await db.destroy();
});

it('queues the automated sync now, which syncs all five tables; the hourly schedule stays one row', async () => {
  const ids = Object.fromEntries(
    await Promise.all(SYNCABLE_TABLE_NAMES.map(async (table) => [table, await insertLeads(db, table, 2)] as const)),
  );
  const first = await startServer(airtableEnv());
  await logged(first, 'Automated Airtable sync scheduled hourly at minute 0 (UTC)');

  const headers = await adminHeaders(first.base);
  const run = await fetch(`${first.base}${API_PATHS.adminSyncRun}`, { method: 'POST', headers });
  expect(run.status).toBe(202);
  expect(await run.json()).toEqual({ status: 'queued' });

  let logs: SyncLog[] = [];
  await waitFor(
    async () => {
      const res = await fetch(`${first.base}${API_PATHS.adminSyncLogs}`, { headers });
      logs = ((await res.json()) as { logs: SyncLog[] }).logs;
      return logs.length >= SYNCABLE_TABLE_NAMES.length;
    },
    20_000,
    () => `The queued job did not log five tables: ${JSON.stringify(logs)}`,
  );
  expect(logs.map((l) => l.table_name).sort()).toEqual([...SYNCABLE_TABLE_NAMES].sort());
  expect(logs.every((l) => l.status === 'success' && l.message === `2 records synced from ${l.table_name} to Airtable`)).toBe(true);
  for (const table of SYNCABLE_TABLE_NAMES) {
    expect(standIn.records(table).map((r) => r.fields.id)).toEqual(ids[table]);
  }

  // A second server on the same database registers the same schedule: still one row, hourly at :00 UTC.
  const second = await startServer(airtableEnv());
  await logged(second, 'Automated Airtable sync scheduled hourly at minute 0 (UTC)');
  const rows = await scheduleRows();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ repeat_interval: '0 * * * *', repeat_timezone: 'UTC' });
  const next = rows[0].next_run_at as Date;
  expect([next.getUTCMinutes(), next.getUTCSeconds()]).toEqual([0, 0]);
  expect(next.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

  // SIGTERM stops Agenda and the server promptly (a stuck Agenda timer would keep Node alive).
  const stoppedAt = Date.now();
  for (const server of [first, second]) server.child.kill('SIGTERM');
  expect(await Promise.all([exitOf(first.child), exitOf(second.child)])).toEqual([
    { code: 0, signal: null },
    { code: 0, signal: null },
  ]);
  // Slower means the drain hit its cap: the servers' logs say which request held it.
  const stopMs = Date.now() - stoppedAt;
  if (stopMs >= 10_000) throw new Error(`SIGTERM took ${stopMs} ms to stop both servers:\n${first.output()}\n${second.output()}`);
  expect(first.output()).toContain('Scheduler stopped');
});

it('says at start why the automated sync is off', async () => {
  const unconfigured = await startServer({});
  await logged(unconfigured, 'Automated Airtable sync is off: Airtable is not configured (set AIRTABLE_API_KEY and AIRTABLE_BASE_ID)');
  const off = await startServer({ ...airtableEnv(), SYNC_SCHEDULE: 'off' });
  await logged(off, 'Automated Airtable sync is off (SYNC_SCHEDULE=off)');
  const run = await fetch(`${off.base}${API_PATHS.adminSyncRun}`, { method: 'POST', headers: await adminHeaders(off.base) });
  expect(run.status).toBe(503);
  for (const server of [unconfigured, off]) server.child.kill('SIGTERM');
  await Promise.all([exitOf(unconfigured.child), exitOf(off.child)]);
});

it('an API killed with SIGKILL in the middle of a sync loses nothing: after a restart the next run sends the rest once', async () => {
  await resetDb(db);
  await createUser(db, ADMIN.email, ADMIN.password, 'admin');
  standIn.reset();
  const table = 'waitlist_submissions';
  const ids = await insertLeads(db, table, 80);
  // One request a second, so the kill lands mid-run.
  const env = { ...airtableEnv(), AIRTABLE_REQUESTS_PER_SECOND: '1', SYNC_SCHEDULE: 'off' };
  const first = await startServer(env);
  const headers = await adminHeaders(first.base);
  const running = fetch(`${first.base}${API_PATHS.adminSyncTable(table)}`, { method: 'POST', headers }).catch(() => null);
  await waitFor(() => standIn.requests.length >= 3, 20_000, () => `only ${standIn.requests.length} requests`);
  first.child.kill('SIGKILL');
  await exitOf(first.child);
  expect(await running).toBeNull();
  const sentBeforeKill = standIn.records(table).length;
  expect(sentBeforeKill).toBeGreaterThan(0);
  expect(sentBeforeKill).toBeLessThan(80);

  const second = await startServer({ ...env, AIRTABLE_REQUESTS_PER_SECOND: '5' });
  const rest = await fetch(`${second.base}${API_PATHS.adminSyncTable(table)}`, { method: 'POST', headers: await adminHeaders(second.base) });
  expect(rest.status).toBe(200);
  // Every row is in Airtable once; at most the one batch in flight at the kill was sent twice (an upsert: no duplicate).
  expect(standIn.records(table).map((r) => r.fields.id).sort()).toEqual([...ids].sort());
  const sent = standIn.requests.filter((r) => r.status === 200).reduce((sum, r) => sum + r.records, 0);
  expect(sent).toBeLessThanOrEqual(80 + 10);
  expect(await db(table).whereNull('airtable_synced_at').count<{ count: string }[]>('* as count')).toEqual([{ count: '0' }]);
  second.child.kill('SIGTERM');
  await exitOf(second.child);
});
