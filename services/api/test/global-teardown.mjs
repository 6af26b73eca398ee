// Undoes test/global-setup.mjs: drops the throw-away database, or stops the embedded
// PostgreSQL and deletes its temp folder.
import { rm } from 'node:fs/promises';
import pg from 'pg';

export default async function globalTeardown() {
  const state = globalThis.__PDPL_TEST_DB__;
  if (!state) return;
  if (state.databaseName) {
    const client = new pg.Client({ connectionString: state.serverUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists ${client.escapeIdentifier(state.databaseName)} with (force)`);
    } finally {
      await client.end();
    }
  }
  if (state.embedded) {
    await state.embedded.stop();
    await rm(state.dataDir, { recursive: true, force: true });
  }
}
