/**
 * Entry point: database (embedded or DATABASE_URL), migrations, sample data, admin bootstrap,
 * then HTTP, and Prometheus's GET /metrics on METRICS_PORT when set. SIGINT/SIGTERM stop accepting
 * requests, drain (10 s cap), close the metrics listener, the database and the embedded
 * PostgreSQL, and exit 0.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { PageManifestError } from '@pdpl/contracts';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/database.js';
import { prepareSchema, SchemaBehind } from './db/migrations/index.js';
import { seedSampleIndex } from './db/seeds/sample-index.js';
import { announceToStdout, createLogger, type Logger } from './logger.js';
import { bootstrapAdmin } from './modules/auth/bootstrap.js';
import { resolveSessionSecret } from './modules/auth/session-secret.js';
import { siteCollectorOf } from './modules/index-analysis/site-collector.js';
import { startScheduler, type Scheduler } from './scheduler/index.js';
import { collectProcessMetrics, startMetricsServer, type MetricsServer } from '@pdpl/web';
import { createApiMetrics } from './metrics.js';
import { createPageRendering, type PageRendering } from './modules/index-pages/page-rendering.js';
import { watchRenderInputs } from './modules/index-pages/render-watch.js';
import { pageCatalogOf, renderedPagesOf } from './site.js';

const SHUTDOWN_CAP_MS = 10_000;
/** How often this server compares what the index's pages are rendered from (a publication elsewhere, a remote's new build). */
const RENDER_CHECK_MS = 2000;

function readConfig(): Config {
  try {
    return loadConfig(process.env, { serving: true });
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
}

function siteUrl(server: Server, host: string): string {
  const { port } = server.address() as AddressInfo;
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** The server reads its own API (to render the index's pages) on the loopback interface when it listens on all of them. */
function loopbackOf(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

/** How often a closing server closes the keep-alive connections that finished their request since. */
const DRAIN_CHECK_MS = 100;

/** The requests in flight, so a drain that hits the cap can say which request held it. */
function trackRequests(server: Server): () => string[] {
  const open = new Map<object, { what: string; since: number }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    open.set(res, { what: `${req.method} ${req.url}`, since: Date.now() });
    res.once('close', () => open.delete(res));
  });
  return () => [...open.values()].map(({ what, since }) => `${what} (${Date.now() - since} ms)`);
}

function closeServer(server: Server, inFlight: () => string[], logger: Logger): Promise<void> {
  return new Promise((resolve) => {
    const cap = setTimeout(() => {
      logger.warn({ requests: inFlight() }, 'Open connections did not finish within 10 s; closing them');
      server.closeAllConnections();
    }, SHUTDOWN_CAP_MS);
    // close() ends only the connections idle at that moment: one busy then would otherwise stay open, idle, until the cap.
    const drain = setInterval(() => server.closeIdleConnections(), DRAIN_CHECK_MS);
    server.close(() => {
      clearTimeout(cap);
      clearInterval(drain);
      resolve();
    });
    server.closeIdleConnections();
  });
}

async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  let database: Database | undefined;
  let server: Server | undefined;
  let inFlight: () => string[] = () => [];
  let scheduler: Scheduler | undefined;
  let rendering: PageRendering | undefined;
  let stopWatching: (() => void) | undefined;
  let metricsServer: MetricsServer | undefined;
  let stopping = false;

  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason }, 'Shutting down');
    // The render workers first: their reads of this server's own API would keep it from draining.
    stopWatching?.();
    await rendering?.close();
    if (server) await closeServer(server, inFlight, logger);
    await metricsServer?.close();
    await scheduler?.stop();
    await database?.close();
    logger.info('Stopped');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
  process.on('uncaughtException', (err) => {
    logger.fatal({ err }, 'Uncaught exception');
    void stop('uncaughtException', 1);
  });
  process.on('unhandledRejection', (err) => {
    logger.fatal({ err }, 'Unhandled promise rejection');
    void stop('unhandledRejection', 1);
  });

  try {
    // Before the database: two remotes claiming one path is a deployment error to stop on at once.
    // The API alone (/api only) has no use for the remotes' pages.
    const pageCatalog = pageCatalogOf(config, logger);
    if (config.web.serve) {
      const pages = await pageCatalog.load();
      logger.info({ pages: pages.length }, 'Remote pages routed');
    }
    database = await openDatabase(config, logger);
    const ran = await prepareSchema(database.knex, config.migrateOnStart);
    if (ran.length > 0) logger.info({ migrations: ran }, 'Database migrated');
    if (config.seedSampleData) {
      const seeded = await seedSampleIndex(database.knex);
      logger.info(seeded, 'Sample index data checked');
    }
    const admin = await bootstrapAdmin({
      db: database.knex,
      admin: config.admin,
      databaseMode: config.databaseMode,
      dataDir: config.dataDir,
      logger,
      announce: announceToStdout,
    });
    logger.info({ admin }, 'Admin account checked');
    const sessionSecret = await resolveSessionSecret(config);
    const renderedPages = config.web.serve ? renderedPagesOf(config, database.knex, logger) : null;
    const metrics = createApiMetrics({
      db: database.knex,
      pool: database.pool,
      renderedPages: () => renderedPages,
      onError: (err, what) => logger.warn({ err, what }, 'A metric could not be read'),
    });
    const { port: metricsPort, host: metricsHost } = config.metrics;
    if (metricsPort !== null) {
      collectProcessMetrics(metrics.registry);
      metricsServer = await startMetricsServer(metrics.registry, { port: metricsPort, host: metricsHost }, (err) => logger.error({ err }, 'Metrics failed')).catch((err: unknown) => {
        throw new ConfigError([`METRICS_PORT ${metricsPort} on METRICS_HOST ${metricsHost} could not be listened on: ${(err as Error).message}`]);
      });
      logger.info({ port: metricsServer.port }, `Metrics at http://${loopbackOf(metricsHost)}:${metricsServer.port}/metrics`);
    }
    let selfOrigin: string | null = null;
    // Every instance works the render queue (the remotes' render modules, read from their dist folders or origins).
    rendering = createPageRendering({ db: database.knex, catalog: pageCatalog, selfOrigin: () => selfOrigin, threads: config.web.renderThreads });
    scheduler = await startScheduler({ config, db: database.knex, pool: database.pool, logger, collect: siteCollectorOf(config, logger), metrics, rendering });
    const app = createApp({
      config,
      db: database.knex,
      pool: database.pool,
      logger,
      sessionSecret,
      syncJob: scheduler.sync,
      collection: scheduler.collection,
      pageCatalog,
      renderedPages: renderedPages ?? undefined,
      metrics,
    });
    if (stopping) return;
    const listening = app.listen(config.port, config.host);
    server = listening;
    inFlight = trackRequests(listening);
    await new Promise<void>((resolve, reject) => {
      listening.once('listening', resolve);
      listening.once('error', reject);
    });
    selfOrigin = `http://${loopbackOf(config.host)}:${(listening.address() as AddressInfo).port}`;
    // Nothing is rendered here: the queue renders in the background what is missing (usually nothing).
    const renders = scheduler.renders;
    if (renders) stopWatching = watchRenderInputs({ stamp: () => rendering!.stamp(), request: (reason) => renders.request(reason), everyMs: RENDER_CHECK_MS, logger });
    announceToStdout(`Site ready at ${siteUrl(listening, config.host)}`);
  } catch (err) {
    if (err instanceof PageManifestError || err instanceof SchemaBehind || err instanceof ConfigError) process.stderr.write(`${err.message}\n`);
    else logger.fatal({ err }, 'Start-up failed');
    await stop('start-up failure', 1);
  }
}

void main();
