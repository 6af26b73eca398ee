/**
 * node libs/web/dist/bin/static-server.js: what every front-end image runs, and the multi-origin
 * e2e layout, so files are tested exactly as they are served. Environment: settings/static-server.ts
 * (STATIC_ROOT, PORT, HOST, CORS_ORIGINS, SHELL_MODE and, for the shell, settings/site.ts), and
 * METRICS_PORT / METRICS_HOST: Prometheus's GET /metrics on a listener of its own, when set.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { PageManifestError } from '@pdpl/contracts';
import { createLogger } from '../logger.js';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server.js';
import { collectProcessMetrics } from '../metrics/registry.js';
import { ConfigError } from '../settings/env-reader.js';
import { readStaticServerSettings } from '../settings/static-server.js';
import { createStaticServer } from '../static-server.js';

const logger = createLogger('static');

/** A bad environment or two remotes claiming one path: the operator reads why, and the container stops. */
function stopOn(err: unknown): never {
  const known = err instanceof ConfigError || err instanceof PageManifestError;
  process.stderr.write(`${known ? err.message : (err as Error).stack}\n`);
  process.exit(1);
}

const settings = (() => {
  try {
    return readStaticServerSettings(process.env);
  } catch (err) {
    return stopOn(err);
  }
})();
const { app, metrics } = await createStaticServer(settings, logger).catch(stopOn);
let metricsServer: MetricsServer | null = null;
if (settings.metrics.port !== null) {
  collectProcessMetrics(metrics);
  metricsServer = await startMetricsServer(metrics, { port: settings.metrics.port, host: settings.metrics.host }, (err) => logger.error({ err }, 'Metrics failed')).catch(
    (err: unknown) => stopOn(new ConfigError([`METRICS_PORT ${settings.metrics.port} on METRICS_HOST ${settings.metrics.host} could not be listened on: ${(err as Error).message}`])),
  );
  logger.info({ metricsPort: metricsServer.port }, `Metrics on ${settings.metrics.host}:${metricsServer.port}/metrics`);
}

const server = app.listen(settings.port, settings.host, () => {
  const { port } = server.address() as AddressInfo;
  logger.info(
    { root: settings.root, port, shellMode: settings.shell !== null, corsOrigins: settings.corsOrigins },
    `Serving ${path.basename(path.dirname(settings.root))} on ${settings.host}:${port}`,
  );
});

// Orchestrators stop containers with SIGTERM: finish the requests under way, then exit.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => void Promise.allSettled([metricsServer?.close()]).finally(() => process.exit(0)));
    server.closeIdleConnections();
  });
}
