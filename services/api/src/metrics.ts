/**
 * The API's Prometheus metrics, in a registry of its own (one per app: tests never share one):
 * request latency by route pattern (@pdpl/web's, the site's pages included when it serves them),
 * the database pools, the index's render queue (its length, its oldest page's age, pages rendered
 * and failed) and rendered-page cache (SERVE_WEB), and its collection's progress. Gauges are
 * read at each scrape; server.ts serves the registry on METRICS_PORT, never on the public port.
 */
import { createMetricsRegistry, registerRenderedPagesMetrics, requestDurationHistogram, type Registry, type RenderedPagesSource, type RequestDuration } from '@pdpl/web';
import type { Knex } from 'knex';
import type pg from 'pg';
import { Counter, Gauge } from 'prom-client';
import { newestBatch } from './modules/index-analysis/runs-repository.js';
import { readProgress } from './modules/index-pages/renders-repository.js';

export type CollectionRunOutcome = 'done' | 'failed';

export interface ApiMetrics {
  registry: Registry;
  requestDuration: RequestDuration;
  /** One company's collection (an Agenda job) ended. */
  collectionRunEnded(outcome: CollectionRunOutcome): void;
  /** A pass of the render queue ended here, having rendered and failed these pages. */
  renderPassEnded(counts: { rendered: number; failed: number }): void;
}

export const API_METRICS = {
  poolTotal: 'pdpl_db_pool_connections',
  poolIdle: 'pdpl_db_pool_idle_connections',
  poolWaiting: 'pdpl_db_pool_waiting_requests',
  batchRuns: 'pdpl_index_collection_batch_runs',
  batchStarted: 'pdpl_index_collection_batch_started_timestamp_seconds',
  collectionRuns: 'pdpl_index_collection_runs_total',
  renderQueuePages: 'pdpl_index_render_queue_pages',
  renderQueueOldest: 'pdpl_index_render_queue_oldest_seconds',
  renderedPages: 'pdpl_index_render_pages_total',
} as const;

const RUN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

interface PoolCounts {
  total: number;
  idle: number;
  waiting: number;
}

/** Knex's own pool (tarn: every repository's queries), when it has been made. */
function knexPoolCounts(db: Knex): PoolCounts | null {
  const pool = db.client.pool as Partial<{ numUsed(): number; numFree(): number; numPendingAcquires(): number }> | undefined;
  if (typeof pool?.numUsed !== 'function' || typeof pool.numFree !== 'function' || typeof pool.numPendingAcquires !== 'function') return null;
  return { total: pool.numUsed() + pool.numFree(), idle: pool.numFree(), waiting: pool.numPendingAcquires() };
}

export interface ApiMetricsDeps {
  db: Knex;
  /** The pg Pool of the sessions and the scheduler. */
  pool: pg.Pool;
  /** The index's rendered pages this server serves (SERVE_WEB), once made. */
  renderedPages?: RenderedPagesSource;
  /** A gauge that could not be read (the database down): said, and the scrape answers without it. */
  onError?: (err: unknown, what: string) => void;
}

export function createApiMetrics({ db, pool, renderedPages, onError }: ApiMetricsDeps): ApiMetrics {
  const registry = createMetricsRegistry();
  const requestDuration = requestDurationHistogram(registry);

  const pools = (): [string, PoolCounts | null][] => [
    ['knex', knexPoolCounts(db)],
    ['pg', { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }],
  ];
  const poolGauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [label, counts] of pools()) if (counts) this.set({ pool: label }, read(counts));
      },
    });
  poolGauge(API_METRICS.poolTotal, "Connections open in the database pool (knex: the repositories'; pg: the sessions' and the scheduler's)", (c) => c.total);
  poolGauge(API_METRICS.poolIdle, 'Connections of the database pool open and unused', (c) => c.idle);
  poolGauge(API_METRICS.poolWaiting, 'Queries waiting for a connection of the database pool', (c) => c.waiting);

  /** A row read from the database once per scrape for the gauges that show it (null when it could not be read: said, and left out). */
  const perScrape = <T>(read: () => Promise<T>, what: string) => {
    let reading: Promise<T | null> | null = null;
    return () =>
      (reading ??= read()
        .catch((err: unknown) => {
          onError?.(err, what);
          return null;
        })
        .finally(() => {
          reading = null;
        }));
  };

  // The newest batch's runs: every instance reports the same batch.
  const readBatch = perScrape(() => newestBatch(db), 'collection batch');
  new Gauge({
    name: API_METRICS.batchRuns,
    help: "Runs of the index's newest collection batch, by status (queued, running, done, failed)",
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const batch = await readBatch();
      this.reset();
      if (batch) for (const status of RUN_STATUSES) this.set({ status }, batch[status]);
    },
  });
  new Gauge({
    name: API_METRICS.batchStarted,
    help: "When the index's newest collection batch was asked for (Unix seconds)",
    registers: [registry],
    async collect() {
      const batch = await readBatch();
      this.reset();
      if (batch) this.set(Date.parse(batch.startedAt) / 1000);
    },
  });
  const collectionRuns = new Counter({
    name: API_METRICS.collectionRuns,
    help: "Companies' collections this instance's scheduler ran since its start, by outcome (done, failed)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['done', 'failed'] as const) collectionRuns.inc({ outcome }, 0);

  // The render queue's row: every instance reports the same queue.
  const readQueue = perScrape(() => readProgress(db), 'render queue');
  new Gauge({
    name: API_METRICS.renderQueuePages,
    help: "Index pages waiting in the render queue (they go out plain until rendered)",
    registers: [registry],
    async collect() {
      this.set((await readQueue())?.pending ?? 0);
    },
  });
  new Gauge({
    name: API_METRICS.renderQueueOldest,
    help: 'Seconds since pages have been waiting in the render queue (0: none waiting)',
    registers: [registry],
    async collect() {
      const progress = await readQueue();
      const since = progress?.pending ? progress.pending_since : null;
      this.set(since ? Math.max(0, (Date.now() - since.getTime()) / 1000) : 0);
    },
  });
  const renderedPageCount = new Counter({
    name: API_METRICS.renderedPages,
    help: "Index pages this instance's render queue handled since its start, by outcome (rendered; failed: sent plain)",
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  for (const outcome of ['rendered', 'failed'] as const) renderedPageCount.inc({ outcome }, 0);
  if (renderedPages) registerRenderedPagesMetrics(registry, renderedPages);

  return {
    registry,
    requestDuration,
    collectionRunEnded: (outcome) => collectionRuns.inc({ outcome }),
    renderPassEnded: ({ rendered, failed }) => {
      renderedPageCount.inc({ outcome: 'rendered' }, rendered);
      renderedPageCount.inc({ outcome: 'failed' }, failed);
    },
  };
}
