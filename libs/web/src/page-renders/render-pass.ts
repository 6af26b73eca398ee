/**
 * One pass of the render queue: renders the index pages not rendered from what they show now, in
 * the targets' order (the current edition first, then the past ones, newest first), a chunk at a
 * time, keeping each chunk in the store as soon as it is done. Between chunks it asks whether what
 * the targets were computed from changed (a publication, a remote's new build): then it computes
 * them again, so the newest edition's pages are always rendered first. Pages already rendered from
 * the same build and data are never rendered again; one that failed is kept as failed until they change.
 */
import type { PageRenderer } from './render-job.js';
import type { RemoteName } from '@pdpl/contracts';
import type { PageRender, RenderedFrom, RenderedPageStore } from './rendered-page-store.js';
import type { RenderTarget } from './render-targets.js';

export interface WantedPages {
  targets: RenderTarget[];
  /** What they were computed from (the published index's version, the builds): compared between chunks. */
  stamp: string;
  /** Where the render module reads the API. */
  apiBase: string;
  /** The remotes whose build is known: their stored pages that are not wanted any more are dropped. */
  remotes: RemoteName[];
}

export interface RenderProgress {
  /** Pages still to render. */
  pending: number;
  /** Rendered and failed since the pass started. */
  rendered: number;
  failed: number;
}

export interface RenderPassOptions {
  /** The pages to keep rendered now; null when none can be rendered now (the API's address unknown). */
  wanted(): Promise<WantedPages | null>;
  /** The stamp `wanted` would give now (a cheap read). */
  stamp(): Promise<string>;
  store: Pick<RenderedPageStore, 'renderedFrom' | 'save' | 'forget'>;
  renderer: PageRenderer;
  /** The file of a remote's render module for a build (written where the worker can import it). */
  moduleOf(remote: RemoteName, build: string): Promise<string>;
  /** Told after every comparison and chunk. */
  onProgress?(progress: RenderProgress): Promise<void> | void;
  /** Checked between chunks: the pass ends early (its lock is being given up). */
  stopping?(): boolean;
  chunkSize?: number;
  /** Pages kept per write while a chunk renders (default SAVE_EVERY). */
  saveEvery?: number;
}

/** Pages per chunk: each chunk is one job of the worker. */
const CHUNK = 100;
/** Pages per write to the store while a chunk renders. */
const SAVE_EVERY = 10;

const outdated = (stored: Map<string, RenderedFrom>) => (target: RenderTarget) => {
  const was = stored.get(target.path);
  return !was || was.build !== target.build || was.dataKey !== target.dataKey;
};

export async function renderMissing(options: RenderPassOptions): Promise<RenderProgress> {
  const progress: RenderProgress = { pending: 0, rendered: 0, failed: 0 };
  const chunkSize = options.chunkSize ?? CHUNK;
  for (;;) {
    const wanted = await options.wanted();
    if (!wanted) return progress;
    const stored = await options.store.renderedFrom();
    const paths = new Set(wanted.targets.map((target) => target.path));
    const remotes = new Set(wanted.remotes);
    const unwanted = [...stored].filter(([path, from]) => remotes.has(from.remote) && !paths.has(path)).map(([path]) => path);
    if (unwanted.length > 0) await options.store.forget(unwanted);
    let missing = wanted.targets.filter(outdated(stored));
    progress.pending = missing.length;
    await options.onProgress?.({ ...progress });
    let changed = false;
    while (missing.length > 0 && !changed) {
      if (options.stopping?.()) return progress;
      // One remote and build per chunk: one render module.
      const first = missing[0]!;
      let size = 1;
      while (size < Math.min(chunkSize, missing.length) && missing[size]!.remote === first.remote && missing[size]!.build === first.build) size += 1;
      const chunk = missing.slice(0, size);
      const renders = await renderChunk(options, chunk, wanted.apiBase);
      for (const render of renders) progress[render.error ? 'failed' : 'rendered'] += 1;
      missing = missing.slice(size);
      progress.pending = missing.length;
      await options.onProgress?.({ ...progress });
      changed = (await options.stamp()) !== wanted.stamp;
    }
    if (!changed) return progress;
  }
}

/**
 * Renders a chunk and keeps what it rendered, a few pages at a time as they come (so the current
 * edition's first pages, the list among them, go out rendered well before the chunk ends), and all of
 * it even when the render stops half-way (then it rethrows).
 */
async function renderChunk(options: RenderPassOptions, chunk: RenderTarget[], apiBase: string): Promise<PageRender[]> {
  const byPath = new Map(chunk.map((target) => [target.path, target]));
  const renders: PageRender[] = [];
  const saveEvery = options.saveEvery ?? SAVE_EVERY;
  let unsaved: PageRender[] = [];
  let saving = Promise.resolve();
  let saveFailed: { error: unknown } | null = null;
  const save = () => {
    if (unsaved.length === 0) return;
    const batch = unsaved;
    unsaved = [];
    // Caught at once (a rejection left for later would be unhandled), thrown once the chunk ends.
    saving = saving.then(() => options.store.save(batch)).catch((error: unknown) => void (saveFailed ??= { error }));
  };
  const { remote, build } = chunk[0]!;
  try {
    await options.renderer.render({ entryFile: await options.moduleOf(remote, build), apiBase, paths: chunk.map((target) => target.path) }, (path, fragment, error) => {
      const target = byPath.get(path);
      if (!target) return;
      const render: PageRender = { ...target, fragment, ...(error ? { error } : {}) };
      renders.push(render);
      unsaved.push(render);
      if (unsaved.length >= saveEvery) save();
    });
  } finally {
    save();
    await saving;
  }
  if (saveFailed) throw (saveFailed as { error: unknown }).error;
  return renders;
}
