// Runs once before the observer's tests (native ESM):
// 1. builds dist/ (the CLI test runs the built command, as the CronJob does);
// 2. provides a throw-away database with the API's schema, as TEST_DATABASE_URL:
//    - DATABASE_URL set (e.g. postgres://postgres@127.0.0.1:5432/postgres): a new database on that server,
//      dropped at teardown;
//    - otherwise: the API's embedded PostgreSQL (services/api/dist/db/embedded.js) in a temp folder, as
//      the API's tests do;
//    and migrates it with the API's own migrations (services/api/dist: `nx run @pdpl/observer:test`
//    builds the API first), else creates the two tables the observer uses, columns as the migration
//    (services/api/src/db/migrations/20261127000001_index_analysis.ts) creates them.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const observerDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(observerDir, '../..');
const require = createRequire(import.meta.url);
const API_DIST = path.join(root, 'services/api/dist');

function build() {
  const run = (args, cwd) => {
    try {
      execFileSync(process.execPath, args, { cwd, stdio: 'pipe' });
    } catch (err) {
      throw new Error(`${args.join(' ')} failed:\n${err.stdout?.toString() ?? ''}${err.stderr?.toString() ?? ''}`, { cause: err });
    }
  };
  // The observer imports @pdpl/contracts' build.
  if (!existsSync(path.join(root, 'libs/contracts/dist/index.js'))) run([require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], path.join(root, 'libs/contracts'));
  run([require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'], observerDir);
}

const FALLBACK_SCHEMA = `
  create table watched_companies (
    id text primary key, name_en text not null, name_ar text not null, sector text not null, website text not null,
    privacy_url text not null default '', privacy_url_ar text not null default '', cookie_url text not null default '', cookie_url_ar text not null default '',
    active boolean not null default true, created_by integer, created_at timestamptz not null default now(), updated_at timestamptz not null default now());
  create table site_observations (
    id bigserial primary key, company_id text not null references watched_companies(id) on delete cascade,
    observed_at timestamptz not null default now(), cookies_before_choice integer, banner_reject_option boolean,
    details jsonb not null default '{}');`;

async function migrate(url) {
  const migrations = path.join(API_DIST, 'db/migrations/index.js');
  if (existsSync(migrations)) {
    try {
      const { migrateLatest } = await import(pathToFileURL(migrations).href);
      // The API's knex, the one its migrations are written for.
      const knexModule = require(require.resolve('knex', { paths: [path.join(root, 'services/api')] }));
      const knex = (knexModule.knex ?? knexModule)({ client: 'pg', connection: url });
      try {
        await migrateLatest(knex);
        return 'the API\'s migrations (services/api/dist)';
      } finally {
        await knex.destroy();
      }
    } catch (err) {
      console.warn(`\nobserver tests: the API's migrations did not run (${err.message.split('\n')[0]}); creating the observer's two tables instead.`);
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop table if exists site_observations; drop table if exists watched_companies;');
    await client.query(FALLBACK_SCHEMA);
  } finally {
    await client.end();
  }
  return 'the observer\'s two tables, as the migration creates them';
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function createDatabaseOn(serverUrl) {
  const name = `pdpl_observer_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (err) {
    throw new Error(`DATABASE_URL (${serverUrl}) is unreachable: ${err.message}`, { cause: err });
  }
  try {
    await admin.query(`create database ${admin.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), state: { serverUrl, name } };
}

async function startEmbedded() {
  const module = path.join(API_DIST, 'db/embedded.js');
  if (!existsSync(module)) throw new Error('Set DATABASE_URL to a PostgreSQL server, or build the API (npx nx run @pdpl/api:build) for its embedded PostgreSQL');
  const { startEmbeddedPostgres } = await import(pathToFileURL(module).href);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-observer-test-db-'));
  const quiet = { debug() {}, info() {}, warn: console.warn, error: console.error };
  quiet.child = () => quiet;
  const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'pdpl_observer_test', logger: quiet });
  return { url: embedded.url, state: { embedded, dataDir } };
}

export default async function globalSetup() {
  build();
  const { url, state } = process.env.DATABASE_URL ? await createDatabaseOn(process.env.DATABASE_URL) : await startEmbedded();
  globalThis.__PDPL_OBSERVER_TEST_DB__ = state;
  process.env.TEST_DATABASE_URL = url;
  process.env.TEST_SCHEMA = await migrate(url);
}
