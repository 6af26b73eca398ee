/**
 * The migration job of a deployment (npm run db:migrate, dist/cli/migrate.js) and the servers it
 * prepares for (MIGRATE_ON_START=false), as built, on an empty schema of the test database (its
 * connection URL sets the search_path, as an operator's could).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { API_PATHS } from '@pdpl/contracts';
import pg from 'pg';
import { testDatabaseUrl } from './support/db.js';
import { freePort } from './support/processes.js';

jest.setTimeout(120_000);

const DIST = path.resolve(__dirname, '..', 'dist');
const schema = `migrate_${randomBytes(6).toString('hex')}`;
let databaseUrl: string;

async function onTestDatabase(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function tables(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = $1 order by 1", [schema]);
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

function run(script: string, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const base = { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, SERVE_WEB: 'false', SEED_SAMPLE_DATA: 'false', LOG_LEVEL: 'silent' };
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(DIST, script)], { env: { ...base, ...env }, timeout: 60_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  await onTestDatabase(`create schema ${schema}`);
  const url = new URL(testDatabaseUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  databaseUrl = url.toString();
});
afterAll(() => onTestDatabase(`drop schema if exists ${schema} cascade`));

it('a server that must not migrate refuses an old schema, naming what the job has to run, and creates no table', async () => {
  const result = await run('server.js', { MIGRATE_ON_START: 'false', PORT: String(await freePort()) });
  expect(result.code).toBe(1);
  expect(result.stderr).toMatch(/^The database schema is older than this release \(\d+ pending: 20250601000001_lead_tables, .*\): run the migration job \(npm run db:migrate\) first/);
  expect((await tables()).filter((t) => !t.startsWith('knex_migrations'))).toEqual([]);
});

it('the job migrates once, says so, and a second run finds nothing to do', async () => {
  const first = await run('cli/migrate.js');
  expect(first).toMatchObject({ code: 0, stderr: '' });
  expect(first.stdout).toMatch(/^Migrated: 20250601000001_lead_tables, .*20261124000001_arabic_texts\n$/);
  expect(await tables()).toEqual(expect.arrayContaining(['waitlist_submissions', 'companies', 'users']));
  expect(await run('cli/migrate.js')).toEqual({ code: 0, stdout: 'The database schema is up to date.\n', stderr: '' });
});

it('after the job, a server that must not migrate starts and is ready', async () => {
  const port = await freePort();
  const child = execFile(process.execPath, [path.join(DIST, 'server.js')], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, SERVE_WEB: 'false', SEED_SAMPLE_DATA: 'false', LOG_LEVEL: 'silent', MIGRATE_ON_START: 'false', PORT: String(port) },
  });
  try {
    let status = 0;
    for (let i = 0; i < 300 && status !== 200; i += 1) {
      if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
      status = (await fetch(`http://127.0.0.1:${port}${API_PATHS.ready}`).catch(() => null))?.status ?? 0;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
});

it('a bad environment is named, not a stack trace', async () => {
  const result = await run('cli/migrate.js', { DATABASE_URL: 'mysql://nowhere' });
  expect(result).toEqual({ code: 1, stdout: '', stderr: 'Invalid configuration:\n  - DATABASE_URL must start with postgres:// or postgresql://\n' });
});
