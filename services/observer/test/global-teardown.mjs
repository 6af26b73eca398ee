// Undoes test/global-setup.mjs: drops the throw-away database, or stops the embedded PostgreSQL and deletes its folder.
import { rm } from 'node:fs/promises';
import pg from 'pg';

export default async function globalTeardown() {
  const state = globalThis.__PDPL_OBSERVER_TEST_DB__;
  if (!state) return;
  if (state.name) {
    const client = new pg.Client({ connectionString: state.serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${client.escapeIdentifier(state.name)} with (force)`);
    } finally {
      await client.end();
    }
  }
  if (state.embedded) {
    await state.embedded.stop();
    await rm(state.dataDir, { recursive: true, force: true });
  }
}
