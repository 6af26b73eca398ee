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
import { testAdminDatabaseUrl, testDatabaseUrl } from './support/db.js';
import { freePort } from './support/processes.js';

jest.setTimeout(120_000);

const DIST = path.resolve(__dirname, '..', 'dist');
const schema = `migrate_${randomBytes(6).toString('hex')}`;
let databaseUrl: string;

async function onDatabase(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const onTestDatabase = (sql: string) => onDatabase(testDatabaseUrl(), sql);
// Roles are made and dropped by a role that may.
const onAdminDatabase = (sql: string) => onDatabase(testAdminDatabaseUrl(), sql);

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
  expect(first.stdout).toMatch(/^Migrated: 20250601000001_lead_tables, .*20261126000001_agenda_tables, 20261126000002_dimension_evidence, (.+, )?20261127000002_dimension_requirements, 20261127000003_index_page_renders\n$/);
  // Agenda's tables too: the servers create none themselves.
  expect(await tables()).toEqual(expect.arrayContaining(['waitlist_submissions', 'companies', 'users', 'agenda_jobs', 'agenda_logs']));
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

it("with the servers' URL, the job sets up their role, rows only, and says so", async () => {
  const name = `pdpl_app_${randomBytes(4).toString('hex')}`;
  const admin = new URL(testAdminDatabaseUrl());
  admin.searchParams.set('options', `-c search_path=${schema}`);
  const appUrl = new URL(admin.toString());
  appUrl.username = name;
  appUrl.password = 'app-password-1';
  try {
    const result = await run('cli/migrate.js', { DATABASE_URL: admin.toString(), APP_DATABASE_URL: appUrl.toString() });
    expect(result).toEqual({ code: 0, stdout: `The database schema is up to date.\nThe servers' role ${name} may read and write rows only.\n`, stderr: '' });
    const client = new pg.Client({ connectionString: appUrl.toString() });
    await client.connect();
    try {
      expect((await client.query('select count(*)::int as n from waitlist_submissions')).rows).toEqual([{ n: 0 }]);
      await expect(client.query('create table intruder (id int)')).rejects.toThrow(/permission denied/);
    } finally {
      await client.end();
    }
  } finally {
    await onAdminDatabase(`drop owned by ${name}; drop role if exists ${name}`);
  }
});

it('a bad environment is named, not a stack trace', async () => {
  const result = await run('cli/migrate.js', { DATABASE_URL: 'mysql://nowhere' });
  expect(result).toEqual({ code: 1, stdout: '', stderr: 'Invalid configuration:\n  - DATABASE_URL must start with postgres:// or postgresql://\n' });
});
