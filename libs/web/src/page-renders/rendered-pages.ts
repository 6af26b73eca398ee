/**
 * How a server serves the index's rendered pages: from the store every server reads (PostgreSQL, or
 * the API for the shell's image) through an in-memory cache bounded in bytes, so a server's memory
 * does not grow with the number of editions. A page goes out rendered only when it was rendered
 * from what it shows now (its remote's build, its data's key); otherwise plain, never an error, and
 * the store is asked again at most every `recheckMs` for it (the queue may have rendered it since).
 */
import { LRUCache } from 'lru-cache';
import type { RenderedFragment } from '@pdpl/contracts';
import type { WebLogger } from '../logger.js';
import type { RenderedPageReader, StoredPage } from './rendered-page-store.js';

export interface RenderExpectation {
  build: string;
  dataKey: string;
}

export interface RenderedPagesStats {
  /** Pages in the cache, and their size in bytes (an estimate: two bytes a character). */
  entries: number;
  bytes: number;
  /** Requests answered from the cache, and those that read the store. */
  hits: number;
  reads: number;
}

export interface RenderedPages {
  /** The page's fragment when it was rendered from `expected`; null: it goes out plain. */
  fragment(path: string, expected: RenderExpectation): Promise<RenderedFragment | null>;
  stats(): RenderedPagesStats;
}

export interface RenderedPagesOptions {
  reader: RenderedPageReader;
  /** The cache's bound. */
  maxBytes: number;
  /** How long a page found not rendered (or rendered from older data) is served plain before the store is asked again. */
  recheckMs?: number;
  logger: Pick<WebLogger, 'warn' | 'info'>;
  now?: () => number;
}

interface Cached {
  page: StoredPage | null;
  readAt: number;
}

const ABSENT_BYTES = 128;

function sizeOf({ page }: Cached): number {
  const fragment = page?.fragment;
  if (!fragment) return ABSENT_BYTES;
  const chars = fragment.html.length + fragment.styles.reduce((sum, [name, rules]) => sum + name.length + rules.length, 0);
  return ABSENT_BYTES + 2 * chars;
}

const matches = (page: StoredPage | null, expected: RenderExpectation) => page !== null && page.build === expected.build && page.dataKey === expected.dataKey;

export function createRenderedPages(options: RenderedPagesOptions): RenderedPages {
  const now = options.now ?? Date.now;
  const recheckMs = options.recheckMs ?? 2000;
  const cache = new LRUCache<string, Cached>({ maxSize: options.maxBytes, sizeCalculation: sizeOf });
  const reading = new Map<string, Promise<Cached | null>>();
  const counts = { hits: 0, reads: 0 };
  let failing = false;

  /** One read per path at a time, however many visitors ask; null when the store does not answer. */
  function read(path: string): Promise<Cached | null> {
    let pending = reading.get(path);
    if (!pending) {
      counts.reads += 1;
      pending = options.reader
        .read(path)
        .then((page) => {
          if (failing) options.logger.info({}, 'Rendered pages can be read again');
          failing = false;
          const entry = { page, readAt: now() };
          cache.set(path, entry);
          return entry;
        })
        .catch((err: unknown) => {
          // Said once per outage: meanwhile the index's pages go out plain.
          if (!failing) options.logger.warn({ err }, 'Rendered pages could not be read; index pages go out plain until they can');
          failing = true;
          return null;
        })
        .finally(() => reading.delete(path));
      reading.set(path, pending);
    }
    return pending;
  }

  return {
    async fragment(path, expected) {
      const cached = cache.get(path);
      if (cached && (matches(cached.page, expected) || now() - cached.readAt < recheckMs)) {
        counts.hits += 1;
        return matches(cached.page, expected) ? cached.page!.fragment : null;
      }
      const fresh = await read(path);
      return fresh && matches(fresh.page, expected) ? fresh.page!.fragment : null;
    },
    stats: () => ({ entries: cache.size, bytes: cache.calculatedSize, hits: counts.hits, reads: counts.reads }),
  };
}
