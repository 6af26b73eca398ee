/**
 * The index's render work (data-pages/data-pages.ts), read at each scrape: there is no queue, one
 * render of every page of the published index at a time (a newer one supersedes it), so what is
 * left is the pages it has not rendered yet and how long it has been running.
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { DataPages, DataPagesStats } from '../data-pages/data-pages.js';

/** The server's rendered index pages, or null when it renders none (yet): the metrics then read 0. */
export type DataPagesSource = () => Pick<DataPages, 'stats'> | null | undefined;

export const DATA_PAGES_METRICS = {
  pages: 'pdpl_index_render_pages_total',
  renders: 'pdpl_index_renders_total',
  pending: 'pdpl_index_render_pages_pending',
  running: 'pdpl_index_render_running_seconds',
  served: 'pdpl_index_rendered_pages',
} as const;

const NONE: DataPagesStats = { pages: { rendered: 0, failed: 0 }, renders: { done: 0, failed: 0, superseded: 0 }, pending: 0, runningMs: 0, served: 0 };

export function registerDataPagesMetrics(registry: Registry, source: DataPagesSource): void {
  const stats = () => source()?.stats?.() ?? NONE;
  // Counted by the renders since the start: each scrape sets them to the running totals.
  new Counter({
    name: DATA_PAGES_METRICS.pages,
    help: 'Index pages the renders handed back since the start, by outcome (rendered; failed: sent plain)',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      const { pages } = stats();
      this.reset();
      for (const outcome of ['rendered', 'failed'] as const) this.inc({ outcome }, pages[outcome]);
    },
  });
  new Counter({
    name: DATA_PAGES_METRICS.renders,
    help: 'Renders of the published index since the start, by outcome (done, failed, superseded by a newer one)',
    labelNames: ['outcome'] as const,
    registers: [registry],
    collect() {
      const { renders } = stats();
      this.reset();
      for (const outcome of ['done', 'failed', 'superseded'] as const) this.inc({ outcome }, renders[outcome]);
    },
  });
  new Gauge({
    name: DATA_PAGES_METRICS.pending,
    help: 'Index pages the render under way has not rendered yet (0: none under way)',
    registers: [registry],
    collect() {
      this.set(stats().pending);
    },
  });
  new Gauge({
    name: DATA_PAGES_METRICS.running,
    help: 'Seconds since the render under way started (0: none under way)',
    registers: [registry],
    collect() {
      this.set(stats().runningMs / 1000);
    },
  });
  new Gauge({
    name: DATA_PAGES_METRICS.served,
    help: 'Index pages served rendered now (from the last complete render)',
    registers: [registry],
    collect() {
      this.set(stats().served);
    },
  });
}
