/**
 * What a rendered index page was rendered from, as a key: a page whose key has not changed is not
 * rendered again. A page of a month shows that edition and every published one before it (the
 * company's history, the changes since the previous edition), so its key is a hash of the published
 * months up to it with their publication times: a later publication leaves it alone, a withdrawal
 * or re-publication of an earlier month changes it. A permanent page (no month in its path) shows
 * the current edition: its key is the newest month's, marked current.
 */
import { createHash } from 'node:crypto';
import type { PublishedEdition } from '@pdpl/contracts';

export interface RenderKeys {
  /** Each published month's key (YYYY-MM). */
  months: ReadonlyMap<string, string>;
  /** The permanent pages' key (with nothing published, the list shows that: it has a key too). */
  current: string;
}

/** `editions`: newest first, as the published index lists them. */
export function renderKeysOf(editions: readonly PublishedEdition[]): RenderKeys {
  const oldestFirst = [...editions].sort((a, b) => a.month.localeCompare(b.month));
  const hash = createHash('sha256');
  const months = new Map<string, string>();
  for (const edition of oldestFirst) {
    // The running hash of every month up to this one: copy() keeps it going for the next.
    hash.update(`${edition.month}@${edition.publishedAt};`);
    months.set(edition.month, hash.copy().digest('base64url').slice(0, 22));
  }
  const newest = oldestFirst.at(-1);
  return { months, current: newest ? `current:${months.get(newest.month)}` : 'current:none' };
}

/** The key of a page with these path parameters: its month's, or the current edition's; null when the month is not published. */
export function renderKeyFor(params: Record<string, string>, keys: RenderKeys): string | null {
  return params.month === undefined ? keys.current : (keys.months.get(params.month) ?? null);
}
