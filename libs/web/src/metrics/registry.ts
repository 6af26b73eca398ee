/**
 * Prometheus metrics (prom-client): a registry per app, never prom-client's global one, so two
 * apps in one Jest process (or a test after another) never share a metric. The process's own
 * metrics (CPU, memory, event loop lag, GC, handles) watch the whole process: the servers' entry
 * points add them, once, to the registry they serve.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';

export type { Registry } from 'prom-client';

export function createMetricsRegistry(): Registry {
  return new Registry();
}

/** Adds prom-client's default metrics of the process (process_*, nodejs_*) to `registry`: once per process. */
export function collectProcessMetrics(registry: Registry): void {
  collectDefaultMetrics({ register: registry });
}
