/**
 * robots.txt (RFC 9309), read once per origin for an hour (a failure to read it for a minute: a
 * server's collector lives for months, and a passing outage must not refuse the site until a restart)
 * through the same safe client and host
 * queue as every other request. A missing file (4xx) allows everything; a file the site cannot
 * serve (5xx, 429, a refused redirect) disallows everything, as the RFC asks, since its rules are
 * unknown; a site unreachable for its robots.txt is unreachable for the rest too. Rules are matched
 * for our User-Agent's token, else the `*` group.
 */
import robotsParserModule from 'robots-parser';
import { CollectionError, CollectionFailed } from './errors.js';
import type { HostQueue } from './host-queue.js';
import type { RequestRecord, SafeFetcher } from './safe-fetch.js';

/** A site's Crawl-delay is honoured up to this; longer ones would stall a collection for hours. */
const MAX_CRAWL_DELAY_MS = 30_000;

export interface RobotsRules {
  allows(url: URL): boolean;
  /** The origin's Crawl-delay for us, capped; null when it sets none. */
  crawlDelayMs: number | null;
  /** Why everything is disallowed when robots.txt could not be read (an error status, a refusal); null otherwise. */
  unreadable: string | null;
  /** The site could not be reached for its robots.txt: nothing else of it will be either. */
  failure: CollectionFailed | null;
}

export interface RobotsCache {
  /** The rules of the URL's origin, fetching its robots.txt on first use (recorded with `onRequest`). */
  rulesFor(url: URL, onRequest: (record: RequestRecord) => void): Promise<RobotsRules>;
}

// The package is CommonJS (module.exports = the function) but its types declare a default export.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

/** How long rules are reused; RFC 9309 allows a day. */
const RULES_TTL_MS = 60 * 60 * 1000;
const FAILURE_TTL_MS = 60 * 1000;

const ALLOW_ALL = '';
const DISALLOW_ALL = 'User-agent: *\nDisallow: /\n';

export function createRobotsCache(deps: { fetcher: SafeFetcher; queue: HostQueue; userAgent: string; now?: () => number }): RobotsCache {
  const now = deps.now ?? Date.now;
  const cache = new Map<string, { rules: Promise<RobotsRules>; expires: number }>();

  async function load(origin: string, onRequest: (record: RequestRecord) => void): Promise<RobotsRules> {
    const robotsUrl = `${origin}/robots.txt`;
    let text = ALLOW_ALL;
    let unreadable: string | null = null;
    let failure: CollectionFailed | null = null;
    try {
      const res = await deps.fetcher.fetch(robotsUrl, { accept: 'text/plain', gate: (url, send) => deps.queue.run(url.host, send), onRequest });
      if (res.status >= 200 && res.status < 300) text = new TextDecoder().decode(res.body);
      else if (res.status === 429 || res.status >= 500) unreadable = `robots.txt answered HTTP ${res.status}`;
    } catch (err) {
      if (!(err instanceof CollectionError)) throw err;
      unreadable = `robots.txt could not be read (${err.message})`;
      if (err instanceof CollectionFailed) failure = err;
    }
    if (unreadable) text = DISALLOW_ALL;
    const robots = robotsParser(robotsUrl, text);
    const delay = robots.getCrawlDelay(deps.userAgent);
    return {
      allows: (url) => robots.isAllowed(url.href, deps.userAgent) !== false,
      crawlDelayMs: typeof delay === 'number' && delay > 0 ? Math.min(delay * 1000, MAX_CRAWL_DELAY_MS) : null,
      unreadable,
      failure,
    };
  }

  return {
    rulesFor(url, onRequest) {
      const cached = cache.get(url.origin);
      if (cached && cached.expires > now()) return cached.rules;
      const entry = { rules: load(url.origin, onRequest), expires: now() + RULES_TTL_MS };
      cache.set(url.origin, entry);
      // Rules that say nothing of the site (it could not be read) are kept only briefly.
      void entry.rules.then(
        (rules) => {
          if (rules.unreadable !== null) entry.expires = now() + FAILURE_TTL_MS;
        },
        () => cache.delete(url.origin),
      );
      for (const [origin, { expires }] of cache) if (expires <= now()) cache.delete(origin);
      return entry.rules;
    },
  };
}
