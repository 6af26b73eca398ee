/**
 * The pages that show the published index (DATA_PAGES_ENTRY: the list, reports and details of each
 * published edition), rendered by this server in Node, with its remote's own render module and the
 * API's answers: at start, and again whenever the published index (`version`) or the remote's build
 * changes. No request waits: a page is served from the last complete render while a new one runs,
 * a page rendered for the first time as soon as it is ready, and a page not rendered yet goes out
 * plain.
 */
import { prerenderable, type RemoteName, type RenderedFragment } from '@pdpl/contracts';
import type { WebLogger } from '../logger.js';
import type { PageCatalog } from '../page-catalog.js';
import type { SitemapEntries } from '../seo.js';
import { entryFiles } from './entry-files.js';
import type { PageRenderer } from './render-job.js';
import { renderOrder } from './render-order.js';

export interface DataPages {
  /** The page's last rendered fragment (`/ar/...` in Arabic), or null. */
  fragment(pagePath: string): RenderedFragment | null;
  /** Renders again now if the index or the remote's build changed; resolves once that render ends. */
  refresh(): Promise<void>;
  /**
   * The published index has just changed (a publication or withdrawal by this process): no page is
   * served until the new index's pages are known (the new render's start, moments later), then only
   * those; a withdrawn page never goes out again.
   */
  changed(): void;
  /** Whether the first render (from the server's start) has ended, rendered or failed: the server is ready to send its pages. */
  firstRenderEnded(): boolean;
  /** What the renders have done since the start, and what the one under way has left (the servers' metrics); absent on stand-ins. */
  stats?(): DataPagesStats;
  close(): Promise<void>;
}

export interface DataPagesStats {
  /** Pages the renders handed back since the start: rendered (a fragment, or none for data that is not public), or failed (they go out plain). */
  pages: { rendered: number; failed: number };
  /** Renders (every page of the index) since the start: done, failed (the API did not answer, the worker stopped), or superseded by a newer one. */
  renders: { done: number; failed: number; superseded: number };
  /** Pages of the render under way not rendered yet; 0 when none is under way. */
  pending: number;
  /** Milliseconds since the render under way started; 0 when none is. */
  runningMs: number;
  /** Pages served rendered now (the last complete render's). */
  served: number;
}

export interface DataPagesOptions {
  catalog: Pick<PageCatalog, 'current' | 'build' | 'readBeside'>;
  renderer: PageRenderer;
  /** Where the render reads the API (an origin), or null while unknown (the server not listening yet). */
  apiBase: () => string | null;
  /** The published index's companies and past editions: the pages to render. */
  entries: () => Promise<SitemapEntries | null>;
  /** Changes whenever a publication or withdrawal commits. */
  version: () => Promise<unknown>;
  /** How often the version is compared; 0: only on refresh(). */
  checkEveryMs: number;
  logger: Pick<WebLogger, 'info' | 'warn'>;
}

/** A first render that takes longer than this (a very large index, a slow API) no longer keeps the server from saying it is ready. */
const FIRST_RENDER_MAX_MS = 120_000;

export function createDataPages(options: DataPagesOptions): DataPages {
  let current = new Map<string, RenderedFragment>();
  let renderedKey: string | null = null;
  /** The pages of the published index as last read, while `current` may hold others (a render under way, failed, or about to start); null: `current`'s. */
  let published: Set<string> | null = null;
  /** Counts changed() calls: a check that began before one must not act on what it read. */
  let changes = 0;
  /** The render under way, served over `current` for the pages it has done; a newer one supersedes it. */
  let job: { key: string; pages: Map<string, RenderedFragment | null>; total: number; startedAt: number; done: Promise<void> } | null = null;
  let checking: Promise<{ done: Promise<void> } | null> | null = null;
  let firstRenderEnded = false;
  const createdAt = Date.now();
  const modules = entryFiles(options.catalog);
  const counts = { pages: { rendered: 0, failed: 0 }, renders: { done: 0, failed: 0, superseded: 0 } };


  async function render(rendering: NonNullable<typeof job>, apiBase: string, builds: Map<RemoteName, string>, remotePaths: Map<RemoteName, string[]>): Promise<void> {
    const started = performance.now();
    const failed: { path: string; error: string }[] = [];
    for (const [remote, build] of builds) {
      const paths = remotePaths.get(remote) ?? [];
      const file = await modules.of(remote, build);
      await options.renderer.render({ entryFile: file, apiBase, paths }, (pagePath, fragment, error) => {
        counts.pages[error ? 'failed' : 'rendered'] += 1;
        if (job !== rendering) return;
        rendering.pages.set(pagePath, fragment);
        if (error) failed.push({ path: pagePath, error });
      });
    }
    // Said once a render: a page that cannot render fails the same way each time.
    if (failed.length > 0) options.logger.warn({ pages: failed.length, first: failed[0] }, 'Some index pages could not be rendered; they go out plain');
    if (job !== rendering) {
      counts.renders.superseded += 1;
      return;
    }
    counts.renders.done += 1;
    current = new Map([...rendering.pages].filter((entry): entry is [string, RenderedFragment] => entry[1] !== null));
    renderedKey = rendering.key;
    job = null;
    published = null;
    options.logger.info({ pages: current.size, ms: Math.round(performance.now() - started) }, 'Index pages rendered');
  }

  /** Starts a render when the index or a build changed since the last one (superseding one under way for older data); what it started or is running. */
  async function renderIfChanged(): Promise<{ done: Promise<void> } | null> {
    const apiBase = options.apiBase();
    if (!apiBase) return null;
    const seen = changes;
    const pages = (await options.catalog.current()).filter((page) => page.renderedWithData && prerenderable(page));
    // Each remote's build read once: the key and the module rendered with always agree.
    const builds = new Map([...new Set(pages.map((page) => page.remote))].map((remote) => [remote, options.catalog.build(remote)]));
    const key = JSON.stringify([await options.version(), [...builds]]);
    if (seen !== changes) return null;
    if (key === job?.key) return job;
    if (key === renderedKey) {
      published = null;
      return null;
    }
    const entries = await options.entries();
    if (!entries || seen !== changes) return null;
    const remotePaths = renderOrder(pages, builds.keys(), entries);
    const rendering: NonNullable<typeof job> = { key, pages: new Map(), total: [...remotePaths.values()].flat().length, startedAt: Date.now(), done: Promise.resolve() };
    job = rendering;
    published = new Set([...remotePaths.values()].flat());
    rendering.done = render(rendering, apiBase, builds, remotePaths).catch((err: unknown) => {
      // A superseded render's failure (the worker left it for the newer one) is no news.
      if (job !== rendering) {
        counts.renders.superseded += 1;
        return;
      }
      counts.renders.failed += 1;
      job = null;
      options.logger.warn({ err }, 'The index pages could not be rendered; the last ones are served, and it is tried again');
    });
    return rendering;
  }

  async function refresh(): Promise<void> {
    checking ??= renderIfChanged()
      .catch((err: unknown) => {
        options.logger.warn({ err }, 'Whether the published index changed could not be read; the last pages are served, and it is asked again');
        return null;
      })
      .finally(() => {
        checking = null;
      });
    await (await checking)?.done;
    // A check that could read the API has run, and its render ended (or none was needed).
    if (options.apiBase()) firstRenderEnded = true;
  }

  const timer = options.checkEveryMs > 0 ? setInterval(() => void refresh(), options.checkEveryMs) : null;
  timer?.unref();

  return {
    fragment(pagePath) {
      if (published && !published.has(pagePath)) return null;
      const fresh = job?.pages.get(pagePath);
      if (fresh !== undefined) return fresh;
      return current.get(pagePath) ?? null;
    },
    refresh,
    firstRenderEnded: () => firstRenderEnded || Date.now() - createdAt > FIRST_RENDER_MAX_MS,
    stats: () => ({
      pages: { ...counts.pages },
      renders: { ...counts.renders },
      pending: job ? Math.max(0, job.total - job.pages.size) : 0,
      runningMs: job ? Date.now() - job.startedAt : 0,
      served: current.size,
    }),
    changed() {
      changes += 1;
      published = new Set();
      // After a check under way, which read the index before the change.
      void (checking ?? Promise.resolve()).finally(() => void refresh());
    },
    async close() {
      if (timer) clearInterval(timer);
      await options.renderer.close();
      await modules.remove();
    },
  };
}
