import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger.js';

export type { Knex };

/** SQL `date` columns stay 'YYYY-MM-DD' strings instead of becoming local-midnight Date objects. */
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

/** 57P01: the server is shutting down (ours on Ctrl-C, or a managed database restarting). */
function logConnectionError(logger: Logger, err: Error, pool: string): void {
  if ((err as { code?: string }).code === '57P01') logger.info({ pool }, 'PostgreSQL closed an idle connection (server shutdown)');
  else logger.error({ err, pool }, 'PostgreSQL connection error on an idle connection');
}

/** The Knex instance every repository uses. Connection errors on idle clients are logged, never fatal. */
export function createKnex(url: string, logger: Logger): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool: {
      min: 0,
      max: 10,
      afterCreate(conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) {
        conn.on('error', (err) => logConnectionError(logger, err, 'knex pool'));
        done(null, conn);
      },
    },
    acquireConnectionTimeout: 10_000,
    log: {
      warn: (message: unknown) => logger.warn({ knex: message }, 'knex warning'),
      error: (message: unknown) => logger.error({ knex: message }, 'knex error'),
      deprecate: (method: string, alternative: string) => logger.warn({ method, alternative }, 'knex deprecation'),
      debug: (message: unknown) => logger.debug({ knex: message }, 'knex debug'),
    },
  });
}

/**
 * A plain pg Pool on the same database, for libraries that want one (the session store now,
 * the scheduler later). Every pg Pool needs an error handler or an idle-client error crashes Node.
 */
export function createPgPool(url: string, logger: Logger): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 5, idleTimeoutMillis: 30_000 });
  pool.on('error', (err) => logConnectionError(logger, err, 'pg pool'));
  return pool;
}
