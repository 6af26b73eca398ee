// What the database benchmarks share: the built API (services/api/dist) and a throw-away embedded
// PostgreSQL in a temp folder, migrated, closed and removed by close().
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { freePort } from '../../scripts/lib/site-server.mjs';

export const API_DIR = fileURLToPath(new URL('../../services/api/', import.meta.url));

/** A module of the built API (needs a build: npx nx run @pdpl/api:build). */
export const dist = (file) => import(pathToFileURL(path.join(API_DIR, 'dist', file)).href);

export async function openBenchDatabase(name) {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `pdpl-bench-${name}-`));
  await chmod(tmp, 0o711); // the embedded PostgreSQL runs as another user when we are root
  const { createLogger } = await dist('logger.js');
  const logger = createLogger('warn');
  const { startEmbeddedPostgres } = await dist('db/embedded.js');
  const pg = await startEmbeddedPostgres({ dataDir: path.join(tmp, 'data'), port: await freePort(), database: 'bench', logger });
  const { createKnex } = await dist('db/knex.js');
  const knex = createKnex(pg.url, logger);
  await (await dist('db/migrations/index.js')).migrateLatest(knex);
  return {
    knex,
    logger,
    tmp,
    /** The application role's URL, for a server on this database. */
    url: pg.url,
    async close() {
      await knex.destroy();
      await pg.stop();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
