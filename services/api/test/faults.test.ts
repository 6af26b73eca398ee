/**
 * Faults under load, against real processes: the built API (dist/server.js) on a PostgreSQL the test
 * stops and restarts, and the API itself killed with SIGKILL. Every post answered 201 must be in
 * its table; every other answer is a clear 503 (or no answer at all while the API is dead); the
 * service recovers by itself, and /api/ready says when.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API_ERROR_CODES, API_PATHS } from '@pdpl/contracts';
import { freePort } from './support/processes.js';

jest.setTimeout(240_000);

const serverJs = path.resolve(__dirname, '..', 'dist', 'server.js');
const postgresJs = path.resolve(__dirname, 'support', 'postgres-process.mjs');
const children: ChildProcess[] = [];
let dataDir: string;
let pgPort: number;
let databaseUrl: string;


const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function startPostgres(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [postgresJs], { env: { ...process.env, DATA_DIR: dataDir, PG_PORT: String(pgPort) }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('exit', (code) => reject(new Error(`PostgreSQL helper exited with ${code}`)));
  });
  databaseUrl = (JSON.parse(line) as { url: string }).url;
  return child;
}

async function stopPostgres(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await exited(child);
}

function startApi(port: number): ChildProcess {
  const child = spawn(process.execPath, [serverJs], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      SERVE_WEB: 'false',
      SEED_SAMPLE_DATA: 'false',
      LOG_LEVEL: 'fatal',
      RATE_LIMIT_PUBLIC_WRITES: '1000000',
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting');
}

const readyStatus = (base: string) => fetch(`${base}${API_PATHS.ready}`).then((r) => r.status, () => 0);

type Outcome = { status: number; id?: string; code?: string };

/** Four clients posting newsletter sign-ups without pause until stopped; 0 = no answer (connection failed). */
function startLoad(base: string) {
  const outcomes: Outcome[] = [];
  let running = true;
  let seq = 0;
  const run = Date.now();
  const client = async () => {
    while (running) {
      seq += 1;
      const email = `fault.${run}.${seq}@example.com`;
      try {
        const res = await fetch(`${base}${API_PATHS.newsletter}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, consent: true, source: 'newsletter_page' }),
        });
        const body = (await res.json().catch(() => ({}))) as { id?: string; error?: { code?: string } };
        outcomes.push({ status: res.status, id: body.id, code: body.error?.code });
      } catch {
        outcomes.push({ status: 0 });
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  };
  const clients = Array.from({ length: 4 }, client);
  return {
    outcomes,
    accepted: () => outcomes.filter((o) => o.status === 201).length,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

async function storedIds(ids: string[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from newsletter_subscriptions where id = any($1::uuid[])', [ids]);
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-faults-'));
  pgPort = await freePort();
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map(exited));
  await rm(dataDir, { recursive: true, force: true });
});

it('the database stopped and restarted under load: every 201 is stored, the rest are 503, and the API recovers by itself', async () => {
  let postgres = await startPostgres();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = startApi(port);
  await until(async () => (await readyStatus(base)) === 200);

  const load = startLoad(base);
  await until(() => load.accepted() >= 50);
  await stopPostgres(postgres);
  await until(async () => (await readyStatus(base)) === 503);
  await until(() => load.outcomes.some((o) => o.status === 503));

  const restartedAt = Date.now();
  postgres = await startPostgres();
  await until(async () => (await readyStatus(base)) === 200);
  const readyAfterMs = Date.now() - restartedAt;
  const acceptedBefore = load.accepted();
  await until(() => load.accepted() >= acceptedBefore + 50);
  const acceptingAfterMs = Date.now() - restartedAt;
  await load.stop();

  const ids = load.outcomes.filter((o) => o.status === 201).map((o) => o.id!);
  const refused = load.outcomes.filter((o) => o.status !== 201);
  console.log(
    `database outage: ${ids.length} accepted, ${refused.length} refused with 503; after the restart ready in ${readyAfterMs} ms, accepting again in ${acceptingAfterMs} ms`,
  );
  expect(refused.length).toBeGreaterThan(0);
  expect(refused.every((o) => o.status === 503 && o.code === API_ERROR_CODES.unavailable)).toBe(true);
  expect(await storedIds(ids)).toBe(ids.length);
  api.kill('SIGTERM');
  await exited(api);
  await stopPostgres(postgres);
});

it('the API killed with SIGKILL under load and restarted: every 201 is stored', async () => {
  const postgres = await startPostgres();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let api = startApi(port);
  await until(async () => (await readyStatus(base)) === 200);

  const load = startLoad(base);
  await until(() => load.accepted() >= 50);
  api.kill('SIGKILL');
  await exited(api);
  const killedAt = Date.now();
  await until(() => load.outcomes.at(-1)?.status === 0);
  api = startApi(port);
  await until(async () => (await readyStatus(base)) === 200);
  const recoveredMs = Date.now() - killedAt;
  const acceptedBefore = load.accepted();
  await until(() => load.accepted() >= acceptedBefore + 50);
  await load.stop();

  const ids = load.outcomes.filter((o) => o.status === 201).map((o) => o.id!);
  const unanswered = load.outcomes.filter((o) => o.status === 0).length;
  console.log(`API killed: ${ids.length} accepted, ${unanswered} posts unanswered while it was down, ready again ${recoveredMs} ms after the kill`);
  expect(load.outcomes.filter((o) => o.status !== 201 && o.status !== 0)).toEqual([]);
  expect(await storedIds(ids)).toBe(ids.length);
  api.kill('SIGTERM');
  await exited(api);
  await stopPostgres(postgres);
});
