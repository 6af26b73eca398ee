/**
 * Sites for the collector to fetch in tests, all on 127.0.0.1: the stand-in company sites of
 * bench/collect (shared with the bench and e2e tests), and one-off servers a test writes itself
 * (redirect chains, big bodies, 429s), each logging its requests with their start and end times.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CollectOptions } from '../../src/modules/collection/collect-site.js';

export * from '../../../../bench/collect/stand-in-sites.mjs';

export interface LoggedRequest {
  path: string;
  userAgent: string;
  start: number;
  end: number;
}

export interface TestServer {
  url(path?: string): string;
  /** host:port, as INDEX_COLLECT_ALLOW_HOSTS lists it. */
  hostPort: string;
  port: number;
  requests: LoggedRequest[];
  /** Paths requested, in order. */
  paths(): string[];
  close(): Promise<void>;
}

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse, path: string) => unknown;

/** A server answering every request with `handler`; `robots` (default: allow all) answers /robots.txt. */
export async function startServer(handler: Handler, options: { robots?: string | null } = {}): Promise<TestServer> {
  const requests: LoggedRequest[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://test').pathname;
    const entry = { path, userAgent: req.headers['user-agent'] ?? '', start: Date.now(), end: 0 };
    requests.push(entry);
    res.on('close', () => {
      entry.end = Date.now();
    });
    if (path === '/robots.txt' && options.robots !== null) {
      res.writeHead(options.robots === undefined ? 404 : 200, { 'content-type': 'text/plain' });
      res.end(options.robots ?? 'Not found');
      return;
    }
    void handler(req, res, path);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/') => `http://127.0.0.1:${port}${path}`,
    hostPort: `127.0.0.1:${port}`,
    port,
    requests,
    paths: () => requests.map((r) => r.path),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendHtml(res: http.ServerResponse, html: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** Collector settings for tests: these hosts allowed, short pauses and waits. */
export function testOptions(allowHosts: string[], overrides: Partial<CollectOptions> = {}): CollectOptions {
  return {
    userAgent: 'MizanPDPLIndexBot/1.0 (+https://mizan.test/PDPLComplianceIndex/methodology)',
    allowHosts,
    hostDelayMs: 20,
    concurrency: 8,
    timeoutMs: 5000,
    maxAttempts: 3,
    retryWaitMs: 20,
    ...overrides,
  };
}
