/**
 * The index's pages as the render queue renders them (scheduler/render-jobs.ts): the pages wanted
 * now (the published index's, with each remote's build as this server's page catalog reads it), the
 * renders stored in PostgreSQL, and the worker thread that renders with each remote's own render
 * module, reading this server's own public API (the answers visitors' browsers get).
 */
import { createEntryFiles, renderMissing, renderPool, renderTargets, workerRenderer, type PageCatalog, type PageRenderer, type RenderProgress, type WantedPages } from '@pdpl/web';
import type { RemoteName } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { publishedEditions, publishedIndexVersion } from '../index/service.js';
import { renderStore, writeProgress } from './renders-repository.js';

export interface PageRendering {
  /** Renders what is missing until nothing is (or `stopping()`); the pass's counts. */
  run(stopping: () => boolean): Promise<RenderProgress>;
  /** Changes when what the pages are rendered from changes: the published index, a remote's build. */
  stamp(): Promise<string>;
  close(): Promise<void>;
}

export interface PageRenderingDeps {
  db: Knex;
  catalog: Pick<PageCatalog, 'current' | 'build' | 'readBeside'>;
  /** This server's origin once it listens (the render module reads the API there), else null. */
  selfOrigin: () => string | null;
  /** What renders; default: `threads` worker threads. */
  renderer?: PageRenderer;
  threads?: number;
}

export function createPageRendering(deps: PageRenderingDeps): PageRendering {
  const renderer = deps.renderer ?? renderPool(Array.from({ length: deps.threads ?? 1 }, () => workerRenderer()));
  const modules = createEntryFiles(deps.catalog);
  const store = renderStore(deps.db);

  /** Each remote with pages rendered with data, and its build (a remote not reached yet has none: its pages wait). */
  async function builds(): Promise<Map<RemoteName, string>> {
    const pages = await deps.catalog.current();
    const remotes = new Set(pages.filter((page) => page.renderedWithData).map((page) => page.remote));
    return new Map([...remotes].map((remote) => [remote, deps.catalog.build(remote)] as const).filter(([, build]) => build !== ''));
  }
  const stampOf = async (known: Map<RemoteName, string>) => JSON.stringify([await publishedIndexVersion(deps.db), [...known]]);

  async function wanted(): Promise<WantedPages | null> {
    const apiBase = deps.selfOrigin();
    if (!apiBase) return null;
    const known = await builds();
    const stamp = await stampOf(known);
    const pages = await deps.catalog.current();
    const targets = renderTargets(pages, known, { editions: await publishedEditions(deps.db) });
    return { targets, stamp, apiBase, remotes: [...known.keys()] };
  }

  return {
    async run(stopping) {
      const started = new Date();
      await writeProgress(deps.db, { pass_started_at: started, pass_ended_at: null, pass_rendered: 0, pass_failed: 0, last_error: null });
      try {
        const done = await renderMissing({
          wanted,
          stamp: async () => stampOf(await builds()),
          store,
          renderer,
          moduleOf: modules.of,
          stopping,
          onProgress: (progress) =>
            writeProgress(deps.db, { pending: progress.pending, checked_at: new Date(), pass_rendered: progress.rendered, pass_failed: progress.failed }),
        });
        await writeProgress(deps.db, { pass_ended_at: new Date() });
        return done;
      } catch (err) {
        await writeProgress(deps.db, { pass_ended_at: new Date(), last_error: (err as Error).message.split('\n')[0]! });
        throw err;
      }
    },
    stamp: async () => stampOf(await builds()),
    async close() {
      await renderer.close();
      await modules.remove();
    },
  };
}
