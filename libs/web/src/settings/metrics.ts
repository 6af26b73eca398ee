/**
 * Where a server answers Prometheus (metrics/metrics-server.ts): a listener of its own, read alike
 * by the API's configuration and the front-end images' server.
 */
import type { EnvReader } from './env-reader.js';

export interface MetricsSettings {
  /** null: no metrics listener. */
  port: number | null;
  host: string;
}

const HOST_NAME = /^[0-9A-Za-z.:-]+$/;

/** @param publicPort the server's PORT, which the metrics never share. */
export function readMetricsSettings({ read, int, problems }: EnvReader, publicPort: number): MetricsSettings {
  /**
   * METRICS_PORT: port of the Prometheus listener (GET /metrics), never PORT. Unset: no listener (the
   * images set 9464); 0 picks a free port.
   */
  const port = read('METRICS_PORT') === undefined ? null : int('METRICS_PORT', 0, 0, 65535);
  if (port !== null && port !== 0 && port === publicPort) problems.push(`METRICS_PORT must differ from PORT (${publicPort}): the metrics are never served on the public port`);
  /**
   * METRICS_HOST: interface of the metrics listener. Default 127.0.0.1 (this machine only); the images
   * set 0.0.0.0, where a NetworkPolicy admits the monitoring namespace alone.
   */
  const host = read('METRICS_HOST') ?? '127.0.0.1';
  if (!HOST_NAME.test(host)) problems.push(`METRICS_HOST must be an interface address or host name like 127.0.0.1 or 0.0.0.0 (got "${host}")`);
  return { port, host };
}
