/**
 * The pages that show the published index (DATA_PAGES_ENTRY: the list, reports and details of each
 * published edition), rendered by this server in Node, with its remote's own render module and the
 * API's answers: at start, and again whenever the published index (`version`) or the remote's build
 * changes. No request waits: a page is served from the last complete render while a new one runs,
 * a page rendered for the first time as soon as it is ready, and a page not rendered yet goes out
 * plain.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DATA_PAGES_ENTRY, hasArabicTwin, localePath, LOCALES, prerenderable, type RemoteName, type RenderedFragment, type RoutedPage } from '@pdpl/contracts';
import type { WebLogger } from '../logger.js';
import type { PageCatalog } from '../page-catalog.js';
import { publicPathsOf, type SitemapEntries } from '../seo.js';
import type { PageRenderer } from './render-job.js';

export interface DataPages {
  /** The page's last rendered fragment (`/ar/...` in Arabic), or null. */
  fragment(pagePath: string): RenderedFragment | null;
  /** Renders again now if the index or the remote's build changed; resolves once that render ends. */
  refresh(): Promise<void>;
  close(): Promise<void>;
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

/** A page's paths in its languages: the English one first. */
const inLanguages = (page: RoutedPage, englishPath: string) => (hasArabicTwin(page) ? LOCALES.map((locale) => localePath(englishPath, locale)) : [englishPath]);

export function createDataPages(options: DataPagesOptions): DataPages {
  let current = new Map<string, RenderedFragment>();
  /** The render under way: served over `current` for the pages it has done. */
  let next: Map<string, RenderedFragment | null> | null = null;
  let renderedKey: string | null = null;
  let running: Promise<void> | null = null;
  let entryDir: Promise<string> | null = null;
  const entryFiles = new Map<string, string>();

  /** The remote's render module, written once per build where the worker can import it. */
  async function entryFile(remote: RemoteName, build: string): Promise<string> {
    const key = `${remote}@${build}`;
    const known = entryFiles.get(key);
    if (known) return known;
    entryDir ??= mkdtemp(path.join(tmpdir(), 'pdpl-data-pages-'));
    const file = path.join(await entryDir, `${remote}-${entryFiles.size + 1}.mjs`);
    await writeFile(file, await options.catalog.readBeside(remote, DATA_PAGES_ENTRY));
    entryFiles.set(key, file);
    return file;
  }

  async function renderIfChanged(): Promise<void> {
    const apiBase = options.apiBase();
    if (!apiBase) return;
    const pages = (await options.catalog.current()).filter((page) => page.renderedWithData && prerenderable(page));
    // Each remote's build read once: the key and the module rendered with always agree.
    const builds = new Map([...new Set(pages.map((page) => page.remote))].map((remote) => [remote, options.catalog.build(remote)]));
    const key = JSON.stringify([await options.version(), [...builds]]);
    if (key === renderedKey) return;
    const entries = await options.entries();
    if (!entries) return;
    const started = performance.now();
    const rendering = new Map<string, RenderedFragment | null>();
    next = rendering;
    try {
      for (const [remote, build] of builds) {
        // The current edition before the past ones; lists before reports and details.
        const order = (page: RoutedPage) => Number(page.path.includes(':month')) * 10 + page.path.split(':').length;
        const paths = pages
          .filter((page) => page.remote === remote)
          .sort((a, b) => order(a) - order(b))
          .flatMap((page) => publicPathsOf(page, entries).flatMap((englishPath) => inLanguages(page, englishPath)));
        const file = await entryFile(remote, build);
        await options.renderer.render({ entryFile: file, apiBase, paths }, (pagePath, fragment) => rendering.set(pagePath, fragment));
      }
      current = new Map([...rendering].filter((entry): entry is [string, RenderedFragment] => entry[1] !== null));
      renderedKey = key;
      options.logger.info({ pages: current.size, ms: Math.round(performance.now() - started) }, 'Index pages rendered');
    } finally {
      if (next === rendering) next = null;
    }
  }

  function refresh(): Promise<void> {
    running ??= renderIfChanged()
      .catch((err: unknown) => options.logger.warn({ err }, 'The index pages could not be rendered; the last ones are served, and it is tried again'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = options.checkEveryMs > 0 ? setInterval(() => void refresh(), options.checkEveryMs) : null;
  timer?.unref();

  return {
    fragment(pagePath) {
      const fresh = next?.get(pagePath);
      if (fresh !== undefined) return fresh;
      return current.get(pagePath) ?? null;
    },
    refresh,
    async close() {
      if (timer) clearInterval(timer);
      await options.renderer.close();
      if (entryDir) await rm(await entryDir, { recursive: true, force: true });
    },
  };
}
