/**
 * A fresh, empty PostgreSQL database for the API image, and the two URLs a deployment has for it:
 * the schema owner's (the migration job's) and the servers' own role's, which the job sets up.
 * DATABASE_URL set: a new database on that server (dropped afterwards, with the role); otherwise an
 * embedded PostgreSQL in a temporary folder, started by the API's own module (the API is built first).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../../scripts/lib/site-server.mjs';

/**
 * @typedef {{ ownerUrl: string, appUrl: string, description: string, stop: () => Promise<void> }} SmokeDatabase
 */

const secret = () => randomBytes(18).toString('hex');

/** @param {string} url @param {string} user @param {string} password @param {string} [database] */
function withCredentials(url, user, password, database) {
  const u = new URL(url);
  u.username = user;
  u.password = password;
  if (database) u.pathname = `/${database}`;
  return u.toString();
}

/** @param {string} root the repository @returns {Promise<SmokeDatabase>} */
export async function startDatabase(root) {
  const suffix = randomBytes(5).toString('hex');
  const appRole = `pdpl_smoke_app_${suffix}`;
  const appPassword = secret();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const { default: pg } = await import('pg');
    const name = `pdpl_smoke_${suffix}`;
    const admin = async (statements) => {
      const client = new pg.Client({ connectionString: serverUrl });
      client.on('error', () => undefined);
      await client.connect();
      try {
        for (const statement of statements(client)) await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin((c) => [`create database ${c.escapeIdentifier(name)}`]);
    const owner = new URL(serverUrl);
    return {
      ownerUrl: withCredentials(serverUrl, decodeURIComponent(owner.username), decodeURIComponent(owner.password), name),
      appUrl: withCredentials(serverUrl, appRole, appPassword, name),
      description: `database ${name} on ${owner.host} (DATABASE_URL), dropped afterwards`,
      // The role's rights live in the dropped database, so the role goes after it.
      stop: () => admin((c) => [`drop database if exists ${c.escapeIdentifier(name)} with (force)`, `drop role if exists ${c.escapeIdentifier(appRole)}`]),
    };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pdpl-smoke-db-'));
  const port = await freePort();
  const quiet = () => undefined;
  const logger = { trace: quiet, debug: quiet, info: quiet, warn: quiet, error: quiet, fatal: quiet };
  logger.child = () => logger;
  try {
    const { startEmbeddedPostgres } = await import(pathToFileURL(path.join(root, 'services/api/dist/db/embedded.js')).href);
    const embedded = await startEmbeddedPostgres({ dataDir, port, database: 'pdpl', logger });
    return {
      // The cluster's superuser: it owns the schema and may create the servers' role, as the job's owner must.
      ownerUrl: embedded.superuserUrl,
      appUrl: withCredentials(embedded.superuserUrl, appRole, appPassword),
      description: `embedded PostgreSQL on 127.0.0.1:${port}, fresh cluster (set DATABASE_URL to use a server of yours)`,
      stop: async () => {
        await embedded.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
}
