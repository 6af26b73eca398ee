/**
 * The index's pages this server renders with the API's data: every public path of the published
 * index in both languages, the current edition first; again when the index or the remote's build
 * changes, never otherwise; the last complete render served while a new one runs, and kept when
 * one fails; a page whose data is not public (rendered as null) never served.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { DATA_PAGES_ENTRY, INDEX_ROUTES, type RemoteName, type RenderedFragment, type RoutedPage } from '@pdpl/contracts';
import { createDataPages, type DataPages } from '../src/data-pages/data-pages.js';
import type { PageRenderer, RenderJob } from '../src/data-pages/render-job.js';
import type { SitemapEntries } from '../src/seo.js';
import { manifestPage } from './support/web-root.js';

const API = 'http://api.test';
const LIST = INDEX_ROUTES.list;
const ACME = `${LIST}/acme-co`;
const PAST_LIST = `${LIST}/edition/2025-10`;

const indexPage = (route: string, module: `./${string}`, extra: Partial<RoutedPage> = {}): RoutedPage => ({ ...manifestPage(route, module, { renderedWithData: true, ...extra }), remote: 'mfe_index' });
// In no particular order: the server orders them.
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
const CURRENT_EDITION = { month: '2025-11', publishedAt: '2025-11-05T09:00:00.000Z', companyIds: ['acme-co', 'beta-llc'] };
const ENTRIES: SitemapEntries = { editions: [CURRENT_EDITION, { month: '2025-10', publishedAt: '2025-10-06T09:00:00.000Z', companyIds: ['acme-co'] }] };
const CURRENT_PATHS = [LIST, ACME, `${LIST}/beta-llc`, `${ACME}/details`, `${LIST}/beta-llc/details`];
const PAST_PATHS = [PAST_LIST, `${PAST_LIST}/acme-co`, `${PAST_LIST}/acme-co/details`];
const inBoth = (paths: string[]) => paths.flatMap((p) => [p, `/ar${p}`]);
const ALL_PATHS = inBoth([...CURRENT_PATHS, ...PAST_PATHS]);

const fragment = (label: string, pagePath: string): RenderedFragment => ({ html: `<h1>${label} ${pagePath}</h1>`, styles: [] });

type OnPage = (pagePath: string, fragment: RenderedFragment | null, error?: string) => void;
type Render = (job: Omit<RenderJob, 'id'>, onPage: OnPage, label: string) => Promise<void>;

/** Renders every path at once, each labelled with the render's number (r1, r2...). */
const renderAll: Render = async (job, onPage, label) => job.paths.forEach((p) => onPage(p, fragment(label, p)));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 2000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let made: DataPages[] = [];
let entryFiles: string[] = [];

function setup(checkEveryMs = 0) {
  const state = {
    apiBase: API as string | null,
    entries: ENTRIES as SitemapEntries | null,
    version: 'v1',
    builds: { mfe_index: 'b1' } as Partial<Record<RemoteName, string>>,
    /** How the next render goes; afterwards back to renderAll. */
    next: null as Render | null,
    jobs: [] as Omit<RenderJob, 'id'>[],
    besideAsked: [] as string[],
    warnings: [] as string[],
    rendererClosed: false,
  };
  const renderer: PageRenderer = {
    render(job, onPage) {
      state.jobs.push(job);
      entryFiles.push(job.entryFile);
      const render = state.next ?? renderAll;
      state.next = null;
      return render(job, onPage, `r${state.jobs.length}`);
    },
    async close() {
      state.rendererClosed = true;
    },
  };
  const dataPages = createDataPages({
    catalog: {
      current: async () => PAGES,
      build: (remote) => state.builds[remote] ?? '',
      readBeside: async (remote, file) => {
        state.besideAsked.push(`${remote}:${file}`);
        return `export const build = '${state.builds[remote]}';`;
      },
    },
    renderer,
    apiBase: () => state.apiBase,
    entries: async () => state.entries,
    version: async () => state.version,
    checkEveryMs,
    logger: { info: () => undefined, warn: (_obj: unknown, msg?: string) => void state.warnings.push(msg ?? '') },
  });
  made.push(dataPages);
  return { dataPages, state };
}

const html = (dataPages: DataPages, pagePath: string) => dataPages.fragment(pagePath)?.html ?? null;

afterEach(async () => {
  await Promise.all(made.map((dataPages) => dataPages.close()));
  await Promise.all([...new Set(entryFiles.map((file) => path.dirname(file)))].map((dir) => rm(dir, { recursive: true, force: true })));
  made = [];
  entryFiles = [];
});

describe('the index pages the server renders with data', () => {
  it('renders every public path of the published index in both languages, the current edition first, with the remote’s render module', async () => {
    const { dataPages, state } = setup();
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(1);
    const [job] = state.jobs;
    expect([...job!.paths].sort()).toEqual([...ALL_PATHS].sort());
    expect(job!.paths.slice(0, 2)).toEqual([LIST, `/ar${LIST}`]);
    const lastCurrent = Math.max(...inBoth(CURRENT_PATHS).map((p) => job!.paths.indexOf(p)));
    const firstPast = Math.min(...inBoth(PAST_PATHS).map((p) => job!.paths.indexOf(p)));
    expect(lastCurrent).toBeLessThan(firstPast);
    expect(job!.apiBase).toBe(API);
    expect(state.besideAsked).toEqual([`mfe_index:${DATA_PAGES_ENTRY}`]);
    expect(await readFile(job!.entryFile, 'utf8')).toBe("export const build = 'b1';");
    for (const p of ALL_PATHS) expect(html(dataPages, p)).toBe(`<h1>r1 ${p}</h1>`);
    // Pages without data, staff pages and paths outside the index are not this server's to render.
    for (const p of [INDEX_ROUTES.methodology, INDEX_ROUTES.editions, `${LIST}/unlisted-co`]) expect(dataPages.fragment(p)).toBeNull();
  });

  it('serves the last complete render while a new one runs, the pages it has done from it, and switches when it ends', async () => {
    const { dataPages, state } = setup();
    await dataPages.refresh();
    const halfway = deferred();
    const gate = deferred();
    state.next = async (job, onPage, label) => {
      onPage(LIST, fragment(label, LIST));
      halfway.resolve();
      await gate.promise;
      await renderAll(job, onPage, label);
    };
    state.version = 'v2';
    const refreshed = dataPages.refresh();
    await halfway.promise;
    expect(html(dataPages, LIST)).toBe(`<h1>r2 ${LIST}</h1>`);
    expect(html(dataPages, ACME)).toBe(`<h1>r1 ${ACME}</h1>`);
    expect(html(dataPages, `/ar${PAST_LIST}`)).toBe(`<h1>r1 /ar${PAST_LIST}</h1>`);
    gate.resolve();
    await refreshed;
    for (const p of ALL_PATHS) expect(html(dataPages, p)).toBe(`<h1>r2 ${p}</h1>`);
  });

  it('leaves a render of older data for a newer one at once: a redeployed remote shows without waiting for the old render to end', async () => {
    const { dataPages, state } = setup();
    const gate = deferred();
    state.next = async (job, onPage, label) => {
      onPage(LIST, fragment(label, LIST));
      await gate.promise;
      await renderAll(job, onPage, label);
    };
    const first = dataPages.refresh();
    await until(() => html(dataPages, LIST) !== null, 'the first render’s list');
    state.builds.mfe_index = 'b2';
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(2);
    for (const p of ALL_PATHS) expect(html(dataPages, p)).toBe(`<h1>r2 ${p}</h1>`);
    // The old render, once it gets on, changes nothing: its pages are of the old build.
    gate.resolve();
    await first;
    for (const p of ALL_PATHS) expect(html(dataPages, p)).toBe(`<h1>r2 ${p}</h1>`);
    expect(state.warnings).toEqual([]);
  });

  it('serves no page of the old index once told it changed, then only the new index’s: a withdrawn edition’s pages never go out again', async () => {
    const { dataPages, state } = setup();
    await dataPages.refresh();
    const gate = deferred();
    state.next = async (job, onPage, label) => {
      await gate.promise;
      await renderAll(job, onPage, label);
    };
    state.entries = { editions: [CURRENT_EDITION] };
    state.version = 'v2';
    dataPages.changed();
    for (const p of ALL_PATHS) expect(html(dataPages, p)).toBeNull();
    await until(() => state.jobs.length === 2, 'the new render');
    // While it runs: the pages still published, as last rendered; the withdrawn ones, none.
    for (const p of inBoth(CURRENT_PATHS)) expect(html(dataPages, p)).toBe(`<h1>r1 ${p}</h1>`);
    for (const p of inBoth(PAST_PATHS)) expect(html(dataPages, p)).toBeNull();
    gate.resolve();
    await dataPages.refresh();
    for (const p of inBoth(CURRENT_PATHS)) expect(html(dataPages, p)).toBe(`<h1>r2 ${p}</h1>`);
    for (const p of inBoth(PAST_PATHS)) expect(html(dataPages, p)).toBeNull();
  });

  it('says its first render has ended once a render with the API has ended, not before (the server is ready then)', async () => {
    const { dataPages, state } = setup();
    state.apiBase = null;
    await dataPages.refresh();
    expect(dataPages.firstRenderEnded()).toBe(false);
    state.apiBase = API;
    const gate = deferred();
    state.next = async (job, onPage, label) => {
      await gate.promise;
      await renderAll(job, onPage, label);
    };
    const first = dataPages.refresh();
    await until(() => state.jobs.length === 1, 'the first render');
    expect(dataPages.firstRenderEnded()).toBe(false);
    gate.resolve();
    await first;
    expect(dataPages.firstRenderEnded()).toBe(true);
  });

  it('sends a page whose code cannot render plain, renders the others, says so once, and does not render again for it', async () => {
    const { dataPages, state } = setup();
    state.next = async (job, onPage, label) => job.paths.forEach((p) => (p === ACME ? onPage(p, null, 'TypeError: boom') : onPage(p, fragment(label, p))));
    await dataPages.refresh();
    expect(html(dataPages, ACME)).toBeNull();
    expect(html(dataPages, LIST)).toBe(`<h1>r1 ${LIST}</h1>`);
    expect(state.warnings).toEqual(['Some index pages could not be rendered; they go out plain']);
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(1);
  });

  it('renders again when the published index changes or the remote is redeployed, and not otherwise', async () => {
    const { dataPages, state } = setup();
    await dataPages.refresh();
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(1);

    state.version = 'v2';
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(2);
    expect(html(dataPages, ACME)).toBe(`<h1>r2 ${ACME}</h1>`);
    // The same build: its render module is not fetched again.
    expect(state.jobs[1]!.entryFile).toBe(state.jobs[0]!.entryFile);
    expect(state.besideAsked).toHaveLength(1);

    state.builds.mfe_index = 'b2';
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(3);
    expect(await readFile(state.jobs[2]!.entryFile, 'utf8')).toBe("export const build = 'b2';");
    expect(html(dataPages, ACME)).toBe(`<h1>r3 ${ACME}</h1>`);

    await dataPages.refresh();
    expect(state.jobs).toHaveLength(3);
  });

  it('checks on its own every checkEveryMs, and stops when closed', async () => {
    const { dataPages, state } = setup(10);
    await until(() => state.jobs.length === 1 && html(dataPages, LIST) !== null, 'the first render');
    await sleep(100);
    expect(state.jobs).toHaveLength(1);
    state.version = 'v2';
    await until(() => html(dataPages, LIST) === `<h1>r2 ${LIST}</h1>`, 'the render of the new index');
    await dataPages.close();
    expect(state.rendererClosed).toBe(true);
    state.version = 'v3';
    await sleep(100);
    expect(state.jobs).toHaveLength(2);
  });

  it('keeps serving the previous pages when a render fails, and tries again', async () => {
    const { dataPages, state } = setup();
    await dataPages.refresh();
    state.next = async (_job, onPage, label) => {
      onPage(LIST, fragment(label, LIST));
      throw new Error('the API went away');
    };
    state.version = 'v2';
    await dataPages.refresh();
    expect(state.warnings).toHaveLength(1);
    for (const p of ALL_PATHS) expect(html(dataPages, p)).toBe(`<h1>r1 ${p}</h1>`);
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(3);
    expect(html(dataPages, LIST)).toBe(`<h1>r3 ${LIST}</h1>`);
  });

  it('never serves a page rendered as null (its data is not public), during a render or after it', async () => {
    const { dataPages, state } = setup();
    await dataPages.refresh();
    expect(html(dataPages, ACME)).toBe(`<h1>r1 ${ACME}</h1>`);
    const withdrawn = [ACME, `/ar${ACME}`];
    const halfway = deferred();
    const gate = deferred();
    state.next = async (job, onPage, label) => {
      withdrawn.forEach((p) => onPage(p, null));
      halfway.resolve();
      await gate.promise;
      job.paths.filter((p) => !withdrawn.includes(p)).forEach((p) => onPage(p, fragment(label, p)));
    };
    state.version = 'v2';
    const refreshed = dataPages.refresh();
    await halfway.promise;
    for (const p of withdrawn) expect(dataPages.fragment(p)).toBeNull();
    gate.resolve();
    await refreshed;
    for (const p of withdrawn) expect(dataPages.fragment(p)).toBeNull();
    expect(html(dataPages, `${LIST}/beta-llc`)).toBe(`<h1>r2 ${LIST}/beta-llc</h1>`);
  });

  it('renders nothing while the API’s address is unknown, nor while the API does not answer', async () => {
    const { dataPages, state } = setup();
    state.apiBase = null;
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(0);
    expect(dataPages.fragment(LIST)).toBeNull();

    state.apiBase = 'http://127.0.0.1:4321';
    state.entries = null;
    await dataPages.refresh();
    expect(state.jobs).toHaveLength(0);

    state.entries = ENTRIES;
    await dataPages.refresh();
    expect(state.jobs.map((job) => job.apiBase)).toEqual(['http://127.0.0.1:4321']);
    expect(html(dataPages, LIST)).toBe(`<h1>r1 ${LIST}</h1>`);
  });
});
