// Starts the production server (API + built front-ends on one URL) on a free port with its own
// throw-away data folder, for benchmarks and end-to-end tests. The caller builds first.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from './run.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * How long a new site may take to be ready with its index pages rendered: the server is ready in
 * seconds, and its render queue renders the sample editions' pages in the background, which takes
 * minutes when several specs start sites of their own on a busy 2-core machine.
 */
const READY_TIMEOUT_MS = 240_000;

/**
 * Ready (GET /api/ready: the database answers) and, so tests and benchmarks see every index page as
 * visitors will, its render queue has compared the pages wanted with those rendered since the start
 * and has none left.
 */
async function waitForReady(url, child, timeoutMs, renderedPages = true) {
  const startedAt = new Date().toISOString();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      const pages = res.ok ? (await res.json()).pages : null;
      if (pages && (!renderedPages || (pages.pending === 0 && pages.checkedAt !== null && pages.checkedAt >= startedAt))) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Server at ${url} not ready after ${timeoutMs} ms`);
}

/**
 * `renderedPages`: wait for the index pages to be rendered too (default), or only for readiness.
 * @param {{ root: string, port?: number, env?: Record<string, string>, quiet?: boolean, renderedPages?: boolean }} options
 * @returns {Promise<{ url: string, port: number, pid: number, dataDir: string, databaseUrl: string, stop: () => Promise<void> }>}
 */
export async function startSite({ root, port, env = {}, quiet = true, renderedPages = true }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pdpl-site-'));
  const listenPort = port ?? (await freePort());
  const pgPort = await freePort();
  const child = spawn(process.execPath, [join(root, 'services', 'api', 'dist', 'server.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  const url = `http://127.0.0.1:${listenPort}`;
  const stop = async () => {
    await stopChild(child);
    // Windows keeps a file open a moment after its process ends: retry rather than fail.
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    await waitForReady(url, child, READY_TIMEOUT_MS, renderedPages);
  } catch (err) {
    await stop();
    throw err;
  }
  // Tests read rows straight from the database the server writes to.
  const databaseUrl =
    env.DATABASE_URL ??
    process.env.DATABASE_URL ??
    `postgres://postgres:${encodeURIComponent(readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim())}@127.0.0.1:${pgPort}/pdpl`;
  return { url, port: listenPort, pid: child.pid, dataDir, databaseUrl, stop };
}
