/**
 * What the site knows of the published index, kept in memory: the sitemap's entries, and which of
 * the index's pages exist (a company of the current edition, a published month and its companies),
 * so a page of an unknown company or month answers 404 without a query per request. Read from the
 * server's source (the database, or the API for the shell's image) at the first need, then again
 * whenever its version changes: compared at most every `checkEveryMs`, and at once when
 * `localVersion` changes (a publication or withdrawal by this process).
 */
import { prerenderable, type RoutedPage } from '@pdpl/contracts';
import type { WebLogger } from './logger.js';
import { renderKeysOf, type RenderKeys } from './page-renders/render-keys.js';
import type { SitemapEntries } from './seo.js';

export interface KnownIndex {
  entries: SitemapEntries;
  /** The current edition's company ids. */
  current: ReadonlySet<string>;
  /** Each published month (YYYY-MM, the current one included) with its company ids. */
  months: ReadonlyMap<string, ReadonlySet<string>>;
  /** What each page is rendered from (page-renders/render-keys.ts). */
  renderKeys: RenderKeys;
}

export function knownIndexOf(entries: SitemapEntries): KnownIndex {
  return {
    entries,
    current: new Set(entries.editions[0]?.companyIds ?? []),
    months: new Map(entries.editions.map((edition) => [edition.month, new Set(edition.companyIds)])),
    renderKeys: renderKeysOf(entries.editions),
  };
}

/** Whether the page's parameters name what the published index holds (a public page of a company or an edition); pages without those always exist. */
function namesIndexData(page: RoutedPage, params: Record<string, string>): boolean {
  return prerenderable(page) && (params.companyId !== undefined || params.month !== undefined);
}

/** Whether `index` holds the company and month the page's parameters name (a month alone: its list; a company alone: the current edition's). */
export function inIndex(params: Record<string, string>, index: KnownIndex): boolean {
  const { month, companyId } = params;
  const companies = month === undefined ? index.current : index.months.get(month);
  return companies !== undefined && (companyId === undefined || companies.has(companyId));
}

export interface PublishedIndex {
  /** The index as last read, read again first when a check is due; null when it could never be read. */
  current(): Promise<KnownIndex | null>;
  /**
   * Whether the page found at a path (its parameters) exists. A known page does not wait for a
   * periodic check: it runs behind it. An unknown one waits for that check (a company published
   * moments ago on another instance), then is a 404. After a publication or withdrawal here, every
   * page waits for the index's new read. True while the index has never been read.
   */
  exists(page: RoutedPage, params: Record<string, string>): Promise<boolean>;
}

export interface PublishedIndexOptions {
  /** The whole published index; throws when it cannot be read. */
  read: () => Promise<SitemapEntries>;
  /** Changes whenever a publication or withdrawal commits, on any instance (a cheap read). */
  version: () => Promise<unknown>;
  /** Changes at once when this process publishes or withdraws; the index is then read again whatever the version says. */
  localVersion?: () => unknown;
  checkEveryMs: number;
  logger: Pick<WebLogger, 'info' | 'warn'>;
  now?: () => number;
}

export function createPublishedIndex(options: PublishedIndexOptions): PublishedIndex {
  const now = options.now ?? Date.now;
  let known: { version: unknown; index: KnownIndex } | null = null;
  let checkedAt = -Infinity;
  let local = options.localVersion?.();
  /** The next check reads the index whatever the version says (after a change here, or a failed forced read). */
  let forced = false;
  /** The next check is due now (a change here). */
  let urgent = false;
  /** The check under way; never rejects. */
  let checking: Promise<void> | null = null;
  /** The check under way after a change here: every page waits for it (the index is known to have changed). */
  let reading: Promise<void> | null = null;
  let failing = false;

  async function check(force: boolean): Promise<void> {
    const version = await options.version();
    if (!force && known && Object.is(known.version, version)) return;
    const entries = await options.read();
    known = { version, index: knownIndexOf(entries) };
  }

  /** Starts a check if one is due (after the one under way, which may have read the index before a change here); the check to wait for, if any. */
  function due(): Promise<void> | null {
    const localNow = options.localVersion?.();
    if (!Object.is(localNow, local)) {
      local = localNow;
      forced = true;
      urgent = true;
    }
    if (urgent || now() - checkedAt >= options.checkEveryMs) {
      checkedAt = now();
      const wanted = urgent;
      const force = forced;
      forced = false;
      urgent = false;
      const previous = checking;
      const run: Promise<void> = (async () => {
        await previous;
        await check(force);
      })()
        .then(
          () => {
            if (failing) options.logger.info({}, 'The published index could be read again');
            failing = false;
          },
          (err: unknown) => {
            // Said once per outage: the last index read is used meanwhile, and it is asked again when due.
            if (!failing) options.logger.warn({ err }, 'The published index could not be read; the last one read is used, and it is asked again');
            failing = true;
            if (force) forced = true;
          },
        )
        .finally(() => {
          if (checking === run) checking = null;
          if (reading === run) reading = null;
        });
      checking = run;
      if (wanted) reading = run;
    }
    return checking;
  }

  return {
    async current() {
      await due();
      return known?.index ?? null;
    },
    async exists(page, params) {
      if (!namesIndexData(page, params)) return true;
      const check = due();
      await reading;
      if (known && inIndex(params, known.index)) return true;
      await check;
      return known ? inIndex(params, known.index) : true;
    },
  };
}
