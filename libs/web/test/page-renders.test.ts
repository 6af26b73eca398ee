/**
 * The render queue's pass and the cache servers read through: what is rendered, in what order,
 * and only once. Each page is kept with what it was rendered from; a pass renders only the pages
 * whose build or data changed, the newest edition first; a publication renders its own edition's
 * pages, never the history; a server serves a page only as rendered from what it shows now, from a
 * cache bounded in bytes.
 */
import { INDEX_ROUTES, type PublishedEdition, type RemoteName, type RenderedFragment, type RoutedPage } from '@pdpl/contracts';
import type { PageRenderer, RenderJob } from '../src/page-renders/render-job.js';
import { renderKeysOf } from '../src/page-renders/render-keys.js';
import { renderMissing, type WantedPages } from '../src/page-renders/render-pass.js';
import { renderPool } from '../src/page-renders/render-pool.js';
import { renderTargets } from '../src/page-renders/render-targets.js';
import type { PageRender, RenderedFrom, RenderedPageStore, StoredPage } from '../src/page-renders/rendered-page-store.js';
import { createRenderedPages } from '../src/page-renders/rendered-pages.js';
import { manifestPage } from './support/web-root.js';

const LIST = INDEX_ROUTES.list;
const indexPage = (route: string, module: `./${string}`, extra: Partial<RoutedPage> = {}): RoutedPage => ({ ...manifestPage(route, module, { renderedWithData: true, ...extra }), remote: 'mfe_index' });
// In no particular order: the targets order them.
const PAGES: RoutedPage[] = [
  indexPage(INDEX_ROUTES.editionReport, './EditionReportPage'),
  indexPage(INDEX_ROUTES.details, './CompanyDetailsPage'),
  { ...manifestPage(INDEX_ROUTES.methodology, './MethodologyPage', { rendered: ['en', 'ar'] }), remote: 'mfe_index' },
  indexPage(INDEX_ROUTES.editionList, './EditionListPage'),
  indexPage(INDEX_ROUTES.list, './IndexPage'),
  indexPage(INDEX_ROUTES.editions, './EditionsPage', { prerender: false }),
  indexPage(INDEX_ROUTES.report, './CompanyReportPage'),
  indexPage(INDEX_ROUTES.editionDetails, './EditionDetailsPage'),
];
const edition = (month: string, companyIds: string[], publishedAt = `${month}-05T09:00:00.000Z`): PublishedEdition => ({ month, publishedAt, companyIds });
const OCT = edition('2025-10', ['acme-co']);
const NOV = edition('2025-11', ['acme-co', 'beta-llc']);
const DEC = edition('2025-12', ['acme-co', 'beta-llc']);
const inBoth = (paths: string[]) => paths.flatMap((p) => [p, `/ar${p}`]);
const current = (ids: string[]) => inBoth([LIST, ...ids.flatMap((id) => [`${LIST}/${id}`, `${LIST}/${id}/details`])]);
const past = (month: string, ids: string[]) => inBoth([`${LIST}/edition/${month}`, ...ids.flatMap((id) => [`${LIST}/edition/${month}/${id}`, `${LIST}/edition/${month}/${id}/details`])]);

describe('the pages to keep rendered', () => {
  it("are the sitemap's index pages in both languages: the current edition's permanent pages first, then each past edition's, newest first, each company's pages together", () => {
    const targets = renderTargets(PAGES, new Map([['mfe_index', 'b1']]), { editions: [NOV, OCT] });
    expect(targets.map((t) => t.path)).toEqual([...current(['acme-co', 'beta-llc']), ...past('2025-10', ['acme-co'])]);
    expect(new Set(targets.map((t) => `${t.remote}@${t.build}`))).toEqual(new Set(['mfe_index@b1']));
  });

  it("keep a past edition's data key when a newer edition is published, and change it when an earlier one is withdrawn or published again", () => {
    const before = renderKeysOf([NOV, OCT]);
    const after = renderKeysOf([DEC, NOV, OCT]);
    expect(after.months.get('2025-10')).toBe(before.months.get('2025-10'));
    expect(after.months.get('2025-11')).toBe(before.months.get('2025-11'));
    expect(after.current).not.toBe(before.current);
    expect(renderKeysOf([DEC, NOV]).months.get('2025-11')).not.toBe(before.months.get('2025-11'));
    expect(renderKeysOf([DEC, NOV, edition('2025-10', ['acme-co'], '2026-01-02T00:00:00.000Z')]).months.get('2025-11')).not.toBe(before.months.get('2025-11'));
  });

  it('are the list alone while nothing is published, and none of a remote whose build is unknown', () => {
    expect(renderTargets(PAGES, new Map([['mfe_index', 'b1']]), { editions: [] }).map((t) => t.path)).toEqual(inBoth([LIST]));
    expect(renderTargets(PAGES, new Map(), { editions: [NOV] })).toEqual([]);
  });
});

/** The database's table, in memory. */
function memoryStore(): RenderedPageStore & { rows: Map<string, PageRender>; saves: number } {
  const rows = new Map<string, PageRender>();
  const store = {
    rows,
    saves: 0,
    async read(path: string): Promise<StoredPage | null> {
      const row = rows.get(path);
      return row ? { build: row.build, dataKey: row.dataKey, fragment: row.fragment } : null;
    },
    async renderedFrom() {
      return new Map<string, RenderedFrom>([...rows].map(([path, row]) => [path, { remote: row.remote, build: row.build, dataKey: row.dataKey }]));
    },
    async save(renders: PageRender[]) {
      store.saves += 1;
      for (const render of renders) rows.set(render.path, render);
    },
    async forget(paths: string[]) {
      for (const path of paths) rows.delete(path);
    },
  };
  return store;
}

const fragment = (label: string, pagePath: string): RenderedFragment => ({ html: `<h1>${label} ${pagePath}</h1>`, styles: [] });

function queue(options: { chunkSize?: number; saveEvery?: number } = {}) {
  const state = {
    editions: [NOV, OCT] as PublishedEdition[],
    builds: new Map<RemoteName, string>([['mfe_index', 'b1']]),
    rendered: [] as string[],
    jobs: [] as Omit<RenderJob, 'id'>[],
    /** Called before each page is rendered: may throw (the page fails) or change the state. */
    beforePage: (_path: string): void => undefined,
    /** The render stops (the API went away) before this page. */
    stopAt: null as string | null,
  };
  const stampOf = () => JSON.stringify([state.editions, [...state.builds]]);
  const store = memoryStore();
  const renderer: PageRenderer = {
    async render(job, onPage) {
      state.jobs.push(job);
      for (const path of job.paths) {
        if (path === state.stopAt) throw new Error('The API did not answer');
        // Pages come one by one, as from the worker thread.
        await new Promise((resolve) => setTimeout(resolve, 0));
        try {
          state.beforePage(path);
          state.rendered.push(path);
          onPage(path, fragment(`${job.entryFile}`, path));
        } catch (err) {
          onPage(path, null, (err as Error).message);
        }
      }
    },
    close: async () => undefined,
  };
  const pass = () =>
    renderMissing({
      wanted: async (): Promise<WantedPages> => ({ targets: renderTargets(PAGES, state.builds, { editions: state.editions }), stamp: stampOf(), apiBase: 'http://api.test', remotes: [...state.builds.keys()] }),
      stamp: async () => stampOf(),
      store,
      renderer,
      moduleOf: async (remote, build) => `${remote}@${build}`,
      chunkSize: 4,
      ...options,
    });
  return { state, store, pass };
}

describe('a pass of the render queue', () => {
  it('renders every page once, keeps each with what it was rendered from, and renders nothing at the next pass (a restart)', async () => {
    const { state, store, pass } = queue();
    expect(await pass()).toEqual({ pending: 0, rendered: 16, failed: 0 });
    expect(state.rendered).toEqual([...current(['acme-co', 'beta-llc']), ...past('2025-10', ['acme-co'])]);
    expect(store.rows.get(`/ar${LIST}/acme-co`)).toMatchObject({ build: 'b1', fragment: fragment('mfe_index@b1', `/ar${LIST}/acme-co`) });
    // Each chunk is kept as soon as it is rendered.
    expect(store.saves).toBe(4);
    state.rendered.length = 0;
    expect(await pass()).toEqual({ pending: 0, rendered: 0, failed: 0 });
    expect(state.rendered).toEqual([]);
  });

  it("renders for a publication only the new current pages and the edition that became past, never the older history", async () => {
    const { state, store, pass } = queue();
    await pass();
    const octRenders = past('2025-10', ['acme-co']).map((path) => store.rows.get(path));
    state.rendered.length = 0;
    state.editions = [DEC, NOV, OCT];
    await pass();
    expect(state.rendered).toEqual([...current(['acme-co', 'beta-llc']), ...past('2025-11', ['acme-co', 'beta-llc'])]);
    // The older edition's pages are the very same renders.
    expect(past('2025-10', ['acme-co']).map((path) => store.rows.get(path))).toEqual(octRenders);
  });

  it("drops a withdrawn edition's pages and renders the current pages again from the edition that is current again", async () => {
    const { state, store, pass } = queue();
    state.editions = [DEC, NOV, OCT];
    await pass();
    state.rendered.length = 0;
    state.editions = [NOV, OCT];
    await pass();
    expect(state.rendered).toEqual(current(['acme-co', 'beta-llc']));
    expect([...store.rows.keys()].filter((path) => path.includes('/edition/2025-11'))).toEqual([]);
    expect(store.rows.size).toBe(16);
  });

  it("renders everything again for a remote's new build, the newest edition first, and starts over with the newest when the index changes mid-pass", async () => {
    const { state, pass } = queue();
    await pass();
    state.rendered.length = 0;
    state.builds.set('mfe_index', 'b2');
    // A publication lands while the first chunk renders.
    state.beforePage = (path) => {
      if (path === LIST) state.editions = [DEC, NOV, OCT];
    };
    await pass();
    const firstChunk = current(['acme-co', 'beta-llc']).slice(0, 4);
    // After the first chunk (the current pages, rendered from November), the new current pages (December) come first, then November's as a past edition, then October's.
    expect(state.rendered.slice(0, 4)).toEqual(firstChunk);
    expect(state.rendered.slice(4)).toEqual([...current(['acme-co', 'beta-llc']), ...past('2025-11', ['acme-co', 'beta-llc']), ...past('2025-10', ['acme-co'])]);
    expect(new Set(state.jobs.slice(-1).map((job) => job.entryFile))).toEqual(new Set(['mfe_index@b2']));
  });

  it("keeps a chunk's pages a few at a time as they render, so the first ones go out rendered before the chunk ends", async () => {
    const { state, store, pass } = queue({ chunkSize: 16, saveEvery: 3 });
    const storedWhenRendering = new Map<string, number>();
    state.beforePage = (path) => void storedWhenRendering.set(path, store.rows.size);
    expect(await pass()).toMatchObject({ rendered: 16, failed: 0 });
    // One chunk, kept in six writes (3 pages each, then the last one).
    expect(state.jobs).toHaveLength(1);
    expect(store.saves).toBe(6);
    // When the past edition's pages start, nine of the ten current ones (three writes) are stored already.
    expect(storedWhenRendering.get(past('2025-10', ['acme-co'])[0]!)).toBe(9);
    expect(storedWhenRendering.get(current(['acme-co'])[0]!)).toBe(0);
    expect(store.rows.get(LIST)).toMatchObject({ build: 'b1' });
  });

  it('keeps a page that cannot render as failed, renders the others, and does not try it again until what it shows changes', async () => {
    const { state, store, pass } = queue();
    state.beforePage = (path) => {
      if (path === `${LIST}/beta-llc`) throw new Error('Cannot read properties of undefined');
    };
    expect(await pass()).toMatchObject({ rendered: 15, failed: 1 });
    expect(store.rows.get(`${LIST}/beta-llc`)).toMatchObject({ fragment: null, error: 'Cannot read properties of undefined' });
    state.rendered.length = 0;
    expect(await pass()).toMatchObject({ rendered: 0, failed: 0 });
    state.beforePage = () => undefined;
    state.editions = [DEC, NOV, OCT];
    await pass();
    expect(state.rendered).toContain(`${LIST}/beta-llc`);
  });

  it('keeps what it rendered before the render stopped (the API went away), and the next pass renders only the rest', async () => {
    const { state, store, pass } = queue();
    state.stopAt = `${LIST}/beta-llc`;
    await expect(pass()).rejects.toThrow('The API did not answer');
    // The first chunk, and the second's pages before beta-llc's report.
    expect([...store.rows.keys()]).toEqual(current(['acme-co']));
    const kept = store.rows.size;
    state.stopAt = null;
    state.rendered.length = 0;
    await pass();
    expect(state.rendered).toHaveLength(16 - kept);
  });
});

describe('the rendered pages a server serves', () => {
  const page = (chars: number): StoredPage => ({ build: 'b1', dataKey: 'k1', fragment: { html: 'x'.repeat(chars), styles: [] } });
  const quiet = { warn: () => undefined, info: () => undefined };

  it('are served only when rendered from the build and data the page shows now, else plain', async () => {
    const stored = new Map([['/a', page(10)]]);
    const pages = createRenderedPages({ reader: { read: async (path) => stored.get(path) ?? null }, maxBytes: 1e6, logger: quiet });
    expect((await pages.fragment('/a', { build: 'b1', dataKey: 'k1' }))?.html).toBe('x'.repeat(10));
    expect(await pages.fragment('/a', { build: 'b2', dataKey: 'k1' })).toBeNull();
    expect(await pages.fragment('/a', { build: 'b1', dataKey: 'k2' })).toBeNull();
    expect(await pages.fragment('/missing', { build: 'b1', dataKey: 'k1' })).toBeNull();
  });

  it('come from a cache bounded in bytes, however many pages are read', async () => {
    let reads = 0;
    const pages = createRenderedPages({
      reader: {
        read: async () => {
          reads += 1;
          return page(50_000);
        },
      },
      maxBytes: 1_000_000,
      logger: quiet,
    });
    for (let i = 0; i < 200; i += 1) await pages.fragment(`/p${i}`, { build: 'b1', dataKey: 'k1' });
    expect(reads).toBe(200);
    const { bytes, entries } = pages.stats();
    expect(bytes).toBeLessThanOrEqual(1_000_000);
    expect(entries).toBeLessThan(200);
    // The most recent page is still cached: no read.
    await pages.fragment('/p199', { build: 'b1', dataKey: 'k1' });
    expect(reads).toBe(200);
  });

  it('ask the store once for a page however many visitors ask at once, and again for a page not rendered only after a while', async () => {
    let now = 0;
    let reads = 0;
    let stored: StoredPage | null = null;
    const pages = createRenderedPages({
      reader: {
        read: async () => {
          reads += 1;
          return stored;
        },
      },
      maxBytes: 1e6,
      recheckMs: 2000,
      now: () => now,
      logger: quiet,
    });
    await Promise.all(Array.from({ length: 10 }, () => pages.fragment('/a', { build: 'b1', dataKey: 'k1' })));
    expect(reads).toBe(1);
    stored = page(5);
    now = 1000;
    expect(await pages.fragment('/a', { build: 'b1', dataKey: 'k1' })).toBeNull();
    now = 2500;
    expect((await pages.fragment('/a', { build: 'b1', dataKey: 'k1' }))?.html).toBe('xxxxx');
    expect(reads).toBe(2);
  });

  it('go out plain while the store does not answer, said once, and rendered again once it does', async () => {
    let down = true;
    const warnings: string[] = [];
    const pages = createRenderedPages({
      reader: {
        read: async () => {
          if (down) throw new Error('connection refused');
          return page(3);
        },
      },
      maxBytes: 1e6,
      recheckMs: 0,
      logger: { warn: (_obj: unknown, msg?: string) => void warnings.push(msg ?? ''), info: () => undefined },
    });
    expect(await pages.fragment('/a', { build: 'b1', dataKey: 'k1' })).toBeNull();
    expect(await pages.fragment('/b', { build: 'b1', dataKey: 'k1' })).toBeNull();
    expect(warnings).toHaveLength(1);
    down = false;
    expect((await pages.fragment('/a', { build: 'b1', dataKey: 'k1' }))?.html).toBe('xxx');
  });
});

describe('a pool of render workers', () => {
  const worker = (rendered: string[][], fail = false): PageRenderer => ({
    async render(job, onPage) {
      rendered.push(job.paths);
      if (fail) throw new Error('The API did not answer');
      for (const path of job.paths) onPage(path, fragment('w', path));
    },
    close: async () => undefined,
  });

  it('renders a job’s pages in contiguous slices, one per worker, at once, and hands every page back', async () => {
    const slices: string[][] = [];
    const pool = renderPool([worker(slices), worker(slices)]);
    const pages: string[] = [];
    await pool.render({ entryFile: 'm', apiBase: 'http://api.test', paths: ['/a', '/b', '/c'] }, (path) => pages.push(path));
    expect(slices).toEqual([['/a', '/b'], ['/c']]);
    expect(pages.sort()).toEqual(['/a', '/b', '/c']);
  });

  it('fails the job when one slice fails', async () => {
    const slices: string[][] = [];
    const pool = renderPool([worker(slices), worker(slices, true)]);
    await expect(pool.render({ entryFile: 'm', apiBase: 'http://api.test', paths: ['/a', '/b'] }, () => undefined)).rejects.toThrow('The API did not answer');
  });
});
