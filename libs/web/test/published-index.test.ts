/**
 * The published index as the site keeps it in memory: which company and edition pages exist (the
 * others are 404s), read once, then again only when its version changes (compared at most every
 * period) or this process publishes; a known page never waits for a read, an unknown one waits
 * for a check that is due; the last index read is kept while the source does not answer.
 */
import { INDEX_ROUTES, type RoutedPage } from '@pdpl/contracts';
import { createPublishedIndex } from '../src/published-index.js';
import type { SitemapEntries } from '../src/seo.js';
import { manifestPage } from './support/web-root.js';

const page = (pagePath: string, extra: Partial<RoutedPage> = {}): RoutedPage => ({ ...manifestPage(pagePath, './Page', extra), remote: 'mfe_index' });
const REPORT = page(INDEX_ROUTES.report);
const EDITION_LIST = page(INDEX_ROUTES.editionList);
const EDITION_DETAILS = page(INDEX_ROUTES.editionDetails);
const REVIEW = page('/PDPLComplianceIndex/analysis/:companyId', { access: { roles: ['analyst'] }, prerender: false });

const edition = (month: string, ...companyIds: string[]) => ({ month, publishedAt: `${month}-05T09:00:00.000Z`, companyIds });

function setup(checkEveryMs = 1000) {
  const state = {
    entries: { editions: [edition('2025-11', 'acme-co', 'beta-llc'), edition('2025-10', 'acme-co')] } as SitemapEntries,
    version: 1,
    local: 0,
    down: false,
    clock: 0,
    reads: 0,
    versionReads: 0,
    /** Holds the next read until released. */
    gate: null as Promise<void> | null,
    warnings: [] as string[],
  };
  const index = createPublishedIndex({
    read: async () => {
      await state.gate;
      if (state.down) throw new Error('down');
      state.reads += 1;
      return structuredClone(state.entries);
    },
    version: async () => {
      if (state.down) throw new Error('down');
      state.versionReads += 1;
      return state.version;
    },
    localVersion: () => state.local,
    checkEveryMs,
    logger: { info: () => undefined, warn: (_fields, message) => void state.warnings.push(message) },
    now: () => state.clock,
  });
  return { index, state };
}

describe('the published index the site knows', () => {
  it('knows the current edition’s companies, and each published month with its companies; other pages always exist', async () => {
    const { index } = setup();
    expect(await index.exists(REPORT, { companyId: 'beta-llc' })).toBe(true);
    expect(await index.exists(REPORT, { companyId: 'no-such-co' })).toBe(false);
    expect(await index.exists(EDITION_LIST, { month: '2025-10' })).toBe(true);
    expect(await index.exists(EDITION_LIST, { month: '2025-11' })).toBe(true);
    expect(await index.exists(EDITION_LIST, { month: '2019-01' })).toBe(false);
    expect(await index.exists(EDITION_DETAILS, { month: '2025-10', companyId: 'acme-co' })).toBe(true);
    expect(await index.exists(EDITION_DETAILS, { month: '2025-10', companyId: 'beta-llc' })).toBe(false);
    // A staff page of a company is not the index's public data.
    expect(await index.exists(REVIEW, { companyId: 'no-such-co' })).toBe(true);
    expect((await index.current())?.entries.editions.map((e) => e.month)).toEqual(['2025-11', '2025-10']);
  });

  it('reads the index once, compares its version at most once a period, and reads it again only when it changed', async () => {
    const { index, state } = setup();
    for (let i = 0; i < 5; i++) await index.exists(REPORT, { companyId: 'no-such-co' });
    expect([state.reads, state.versionReads]).toEqual([1, 1]);
    state.clock = 1000;
    await index.exists(REPORT, { companyId: 'no-such-co' });
    expect([state.reads, state.versionReads]).toEqual([1, 2]);
    // Published on another instance: seen at the next check.
    state.entries.editions[0]!.companyIds.push('new-co');
    state.version = 2;
    expect(await index.exists(REPORT, { companyId: 'new-co' })).toBe(false);
    state.clock = 2000;
    expect(await index.exists(REPORT, { companyId: 'new-co' })).toBe(true);
    expect(state.reads).toBe(2);
  });

  it('reads it again at once after a publication or withdrawal by this process, whatever the version says, before answering even a known page', async () => {
    const { index, state } = setup();
    expect(await index.exists(EDITION_LIST, { month: '2025-10' })).toBe(true);
    state.entries.editions.pop();
    state.local += 1;
    expect(await index.exists(EDITION_LIST, { month: '2025-10' })).toBe(false);
    expect(state.reads).toBe(2);
  });

  it('never keeps a known page waiting for a read: a check due runs behind it; an unknown page waits for it', async () => {
    const { index, state } = setup();
    await index.current();
    let release!: () => void;
    state.gate = new Promise((resolve) => (release = resolve));
    state.version = 2;
    state.entries.editions[0]!.companyIds.push('new-co');
    state.clock = 1000;
    expect(await index.exists(REPORT, { companyId: 'acme-co' })).toBe(true);
    let answered: boolean | null = null;
    const unknown = index.exists(REPORT, { companyId: 'new-co' }).then((exists) => (answered = exists));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBeNull();
    release();
    expect(await unknown).toBe(true);
  });

  it('keeps the last index read while its source does not answer, saying so once; knows nothing before a first read', async () => {
    const { index, state } = setup();
    await index.current();
    state.down = true;
    for (const clock of [1000, 2000, 3000]) {
      state.clock = clock;
      expect(await index.exists(REPORT, { companyId: 'acme-co' })).toBe(true);
      expect(await index.exists(REPORT, { companyId: 'no-such-co' })).toBe(false);
    }
    expect(state.warnings).toHaveLength(1);

    const never = setup();
    never.state.down = true;
    expect(await never.index.current()).toBeNull();
    // Nothing known: every page exists, as before the index was kept.
    expect(await never.index.exists(REPORT, { companyId: 'no-such-co' })).toBe(true);
  });
});
