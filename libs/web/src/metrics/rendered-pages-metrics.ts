/**
 * How a server serves the index's rendered pages (page-renders/rendered-pages.ts), read at each
 * scrape: its cache's size (bounded in bytes) and how often a page came from it or from the store.
 * The render queue's own metrics (its length, its oldest page's age, renders done and failed) are
 * the API's, which runs it.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { RenderedPages } from '../page-renders/rendered-pages.js';

/** The server's rendered pages, or null while it serves none: the metrics then read 0. */
export type RenderedPagesSource = () => Pick<RenderedPages, 'stats'> | null | undefined;

export const RENDERED_PAGES_METRICS = {
  cacheBytes: 'pdpl_index_rendered_cache_bytes',
  cacheEntries: 'pdpl_index_rendered_cache_pages',
  lookups: 'pdpl_index_rendered_lookups_total',
} as const;

const NONE = { entries: 0, bytes: 0, hits: 0, reads: 0 };

export function registerRenderedPagesMetrics(registry: Registry, source: RenderedPagesSource): void {
  const stats = () => source()?.stats() ?? NONE;
  new Gauge({
    name: RENDERED_PAGES_METRICS.cacheBytes,
    help: "Bytes of rendered index pages in this server's cache (bounded)",
    registers: [registry],
    collect() {
      this.set(stats().bytes);
    },
  });
  new Gauge({
    name: RENDERED_PAGES_METRICS.cacheEntries,
    help: "Index pages in this server's cache of rendered pages",
    registers: [registry],
    collect() {
      this.set(stats().entries);
    },
  });
  new Counter({
    name: RENDERED_PAGES_METRICS.lookups,
    help: 'Index pages asked for since the start, by where they were found (cache; store: read from the database or the API)',
    labelNames: ['from'] as const,
    registers: [registry],
    collect() {
      const { hits, reads } = stats();
      this.reset();
      this.inc({ from: 'cache' }, hits);
      this.inc({ from: 'store' }, reads);
    },
  });
}
