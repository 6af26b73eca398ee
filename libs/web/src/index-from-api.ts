/**
 * What the shell's image knows of the published index, read from the API's public reads (it has no
 * database): every published edition (the editions list: month and publication time) with its
 * companies (the current list, and each past edition's), and a version that changes with any publication or withdrawal
 * (the editions list itself: a publication adds a month or a newer publication time, a withdrawal
 * removes one).
 */
import { API_PATHS, withEdition, type CompanyListResponse, type OpenDataEditionList } from '@pdpl/contracts';
import type { SitemapEntries } from './seo.js';

const TIMEOUT_MS = 5000;

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export interface IndexFromApi {
  /** The published index; throws when the API does not answer. */
  read(): Promise<SitemapEntries>;
  version(): Promise<string>;
}

export function indexFromApi(apiBaseUrl: string): IndexFromApi {
  const read = async (): Promise<SitemapEntries> => {
    // Newest first: the first published edition is the current one, read at the list's own URL (the one the API caches for every visitor).
    const { editions } = await getJson<OpenDataEditionList>(`${apiBaseUrl}${API_PATHS.indexEditions}`);
    return {
      editions: await Promise.all(
        editions.map(async ({ month, publishedAt }, position) => {
          const list = await getJson<CompanyListResponse>(`${apiBaseUrl}${position === 0 ? API_PATHS.companies : withEdition(API_PATHS.companies, month)}`);
          // A publication between the two reads (the list's month is YYYY-MM-DD): read again at the next check rather than mix two indexes.
          if (list.edition && list.edition.month.slice(0, 7) !== month) throw new Error(`The published index changed while it was read (${month}, then ${list.edition.month})`);
          return { month, publishedAt, companyIds: list.records.map((record) => record.id) };
        }),
      ),
    };
  };
  return {
    read,
    async version() {
      return JSON.stringify((await getJson<OpenDataEditionList>(`${apiBaseUrl}${API_PATHS.indexEditions}`)).editions);
    },
  };
}
