/**
 * The metrics listener: GET /metrics in Prometheus's text format, on a port of its own
 * (METRICS_PORT, bound to METRICS_HOST), never on the public port, so nothing in front of the site
 * (the ingress, a CDN) can expose it; in a cluster its NetworkPolicy admits the monitoring
 * namespace alone. A bare node:http server: no middleware, nothing else answered.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';

export const METRICS_PATH = '/metrics';
/** A scrape under way when the server stops gets this long to finish. */
const CLOSE_CAP_MS = 2000;

export interface MetricsServer {
  server: Server;
  /** The port it listens on (METRICS_PORT=0: the one picked). */
  port: number;
  close(): Promise<void>;
}

/** The handler alone (tests, or another listener): GET or HEAD /metrics; 404 elsewhere, 405 for other methods. */
export function metricsHandler(registry: Registry, onError?: (err: unknown) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== METRICS_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : text);
      },
      (err: unknown) => {
        onError?.(err);
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('The metrics could not be collected');
      },
    );
  };
}

/** Listens on `port` at `host`; rejects when it cannot (the port taken): the server's start then fails, saying so. */
export async function startMetricsServer(registry: Registry, where: { port: number; host: string }, onError?: (err: unknown) => void): Promise<MetricsServer> {
  const server = createServer(metricsHandler(registry, onError));
  // Prometheus keeps its connections open between scrapes; nothing else should hold one long.
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Once listening, a failure of the listener is reported, never fatal to the server it watches.
  server.on('error', (err) => onError?.(err));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        const cap = setTimeout(() => server.closeAllConnections(), CLOSE_CAP_MS);
        cap.unref();
        server.close(() => {
          clearTimeout(cap);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
