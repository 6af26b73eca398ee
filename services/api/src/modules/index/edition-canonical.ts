/**
 * The current edition's permanent pages (/PDPLComplianceIndex/edition/<month>/...) show what the
 * plain index URLs show: those stay canonical, so search engines index each content once. A past
 * edition's permanent page is its own canonical URL.
 */
import { INDEX_ROUTES, matchPagePath, splitLocale } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { toMonth } from '../editions/repository.js';
import { createReadCache } from './read-cache.js';
import { findLatestPublishedEdition, publicationVersion } from './repository.js';

const EDITION_PAGES = [INDEX_ROUTES.editionList, INDEX_ROUTES.editionReport, INDEX_ROUTES.editionDetails];
const editionPrefix = (month: string) => INDEX_ROUTES.editionList.replace(':month', month);

export function currentEditionCanonical(db: Knex): (pagePath: string) => Promise<string | null> {
  const reads = createReadCache({ ttlMs: 60_000, version: () => publicationVersion(db) });
  return async (pagePath) => {
    const { path } = splitLocale(pagePath);
    const month = EDITION_PAGES.map((pattern) => matchPagePath(pattern, path)?.month).find((found) => found !== undefined);
    if (month === undefined) return null;
    const current = await reads('current-month', async () => {
      const latest = await findLatestPublishedEdition(db);
      return latest ? toMonth(latest.month) : null;
    });
    return month === current ? INDEX_ROUTES.list + path.slice(editionPrefix(month).length) : null;
  };
}
