/** What the app is built from (createApp) and what its API routes take of it (apiRoutes). */
import type { Knex } from 'knex';
import type pg from 'pg';
import type { Config } from './config.js';
import type { Announce, Logger } from './logger.js';
import type { ApiMetrics } from './metrics.js';
import type { CollectionQueue } from './modules/index-analysis/collection.js';
import type { SyncJobTrigger } from './modules/sync/routes.js';
import type { PageCatalog, RenderedPages } from '@pdpl/web';

export interface AppDeps {
  config: Config;
  db: Knex;
  /** pg Pool on the same database, for the session store. */
  pool: pg.Pool;
  logger: Logger;
  sessionSecret: string;
  /** Seconds between session-table clean-ups; false turns it off (tests). */
  sessionPruneIntervalSeconds?: number | false;
  /** Where a one-time admin password is shown (the admin bootstrap); stdout by default. */
  announce?: Announce;
  /** The scheduler's "run the automated sync now"; absent when it is off (SYNC_SCHEDULE). */
  syncJob?: SyncJobTrigger | null;
  /** The scheduler's queue of index collections; absent: the collection endpoints answer 503. */
  collection?: CollectionQueue | null;
  /** The remotes' pages (the site's, and which pages are rendered ahead); the server loads it at start. Default: read on first request. */
  pageCatalog?: PageCatalog;
  /** The index's rendered pages as this server serves them (SERVE_WEB); absent: read from the database through a cache of this app's own. */
  renderedPages?: RenderedPages;
  /** The process's metrics (server.ts serves them on METRICS_PORT); absent: a registry of this app's own. */
  metrics?: ApiMetrics;
}
