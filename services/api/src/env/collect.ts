import { INDEX_ROUTES } from '@pdpl/contracts';
import type { EnvReader } from '@pdpl/web';

/** How the index's collector fetches companies' sites (npm run index:collect, the collection jobs). */
export interface CollectConfig {
  /** Names the index and where site owners read about it; robots.txt rules are matched on its first word. */
  userAgent: string;
  /** host:port pairs the collector may reach whatever their address (tests, local stand-in sites); normally none. */
  allowHosts: string[];
  /** Pause between two requests to the same host. */
  hostDelayMs: number;
  /** Requests in flight across all hosts. */
  concurrency: number;
  /** Limit for connecting and for each whole request. */
  timeoutMs: number;
  /** Tries per request on 429, 5xx and network errors. */
  maxAttempts: number;
  /** Wait before the first retry (doubling after; a Retry-After is honoured instead, up to 60 s). */
  retryWaitMs: number;
}

export const COLLECTOR_NAME = 'MizanPDPLIndexBot/1.0';

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?):(\d{1,5})$/i;

/** The collector's settings; `siteUrl` (SITE_URL) goes into the User-Agent. */
export function readCollectConfig({ read, int, problems }: EnvReader, siteUrl: string | null): CollectConfig {
  /**
   * INDEX_COLLECT_ALLOW_HOSTS: comma-separated host:port pairs the collector may fetch even on a
   * private or loopback address (tests, local stand-in sites). Default none: only public addresses.
   */
  const allowHosts = (read('INDEX_COLLECT_ALLOW_HOSTS') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .filter((entry) => {
      const match = HOST_PORT.exec(entry);
      const ok = match !== null && Number(match[3]) >= 1 && Number(match[3]) <= 65535;
      if (!ok) problems.push(`INDEX_COLLECT_ALLOW_HOSTS entry "${entry}" must be host:port, e.g. 127.0.0.1:8080`);
      return ok;
    });
  /** INDEX_COLLECT_HOST_DELAY_MS: pause between two requests to one host (a longer robots.txt Crawl-delay wins). Default 1000. */
  const hostDelayMs = int('INDEX_COLLECT_HOST_DELAY_MS', 1000, 0, 60_000);
  /** INDEX_COLLECT_CONCURRENCY: requests in flight across all hosts. Default 8. */
  const concurrency = int('INDEX_COLLECT_CONCURRENCY', 8, 1, 64);
  /** INDEX_COLLECT_TIMEOUT_MS: limit for connecting and for each whole request. Default 15000. */
  const timeoutMs = int('INDEX_COLLECT_TIMEOUT_MS', 15_000, 1000, 120_000);
  /** INDEX_COLLECT_MAX_ATTEMPTS: tries per request on 429, 5xx and network errors. Default 3. */
  const maxAttempts = int('INDEX_COLLECT_MAX_ATTEMPTS', 3, 1, 10);
  /** INDEX_COLLECT_RETRY_WAIT_MS: wait before the first retry, doubled for each next one. Default 2000. */
  const retryWaitMs = int('INDEX_COLLECT_RETRY_WAIT_MS', 2000, 0, 60_000);
  const userAgent = siteUrl ? `${COLLECTOR_NAME} (+${siteUrl}${INDEX_ROUTES.methodology})` : COLLECTOR_NAME;
  return { userAgent, allowHosts, hostDelayMs, concurrency, timeoutMs, maxAttempts, retryWaitMs };
}
