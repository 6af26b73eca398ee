import type pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createKnex, createPgPool, type Knex } from './knex.js';

export const EMBEDDED_DATABASE_NAME = 'pdpl';

export interface Database {
  /** 'embedded' when this process runs its own PostgreSQL. */
  mode: Config['databaseMode'];
  knex: Knex;
  pool: pg.Pool;
  /** Closes the pools, then stops the embedded server if there is one. */
  close(): Promise<void>;
}

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL in DATA_DIR first. */
export async function openDatabase(config: Config, logger: Logger): Promise<Database> {
  let url = config.databaseUrl;
  let stopEmbedded: () => Promise<void> = async () => undefined;
  if (url === null) {
    const { startEmbeddedPostgres } = await import('./embedded.js');
    const embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.embeddedPgPort,
      database: EMBEDDED_DATABASE_NAME,
      logger,
    });
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  const knex = createKnex(url, logger);
  const pool = createPgPool(url, logger);
  return {
    mode: config.databaseMode,
    knex,
    pool,
    async close() {
      await Promise.allSettled([knex.destroy(), pool.end()]);
      await stopEmbedded();
    },
  };
}
