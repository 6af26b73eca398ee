/**
 * What the shell's image knows of the published index, read from the API's public reads (it has no
 * database): the sitemap's entries (the current edition's companies, each past edition's month and
 * companies) and a version that changes with any publication or withdrawal (the lists' ETags).
 */
import { API_PATHS, withEdition, type CompanyListResponse, type OpenDataEditionList } from '@pdpl/contracts';
import type { WebLogger } from './logger.js';
import type { SitemapEntries } from './seo.js';

const TIMEOUT_MS = 5000;

async function getJson<T>(url: string): Promise<{ body: T; etag: string }> {
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return { body: (await res.json()) as T, etag: res.headers.get('etag') ?? '' };
}

const companyIds = (list: CompanyListResponse) => list.records.map((record) => record.id);

export interface IndexFromApi {
  /** null when the API does not answer (the sitemap answers 503 meanwhile). */
  entries(): Promise<SitemapEntries | null>;
  version(): Promise<string>;
}

export function indexFromApi(apiBaseUrl: string, logger: Pick<WebLogger, 'warn'>): IndexFromApi {
  const read = async (): Promise<SitemapEntries> => {
    const [current, editions] = await Promise.all([getJson<CompanyListResponse>(`${apiBaseUrl}${API_PATHS.companies}`), getJson<OpenDataEditionList>(`${apiBaseUrl}${API_PATHS.indexEditions}`)]);
    // The first published edition is the current one; the others have permanent pages of their own.
    const past = editions.body.editions.slice(1);
    const pastEditions = await Promise.all(
      past.map(async ({ month }) => ({ month, companyIds: companyIds((await getJson<CompanyListResponse>(`${apiBaseUrl}${withEdition(API_PATHS.companies, month)}`)).body) })),
    );
    return { companyIds: companyIds(current.body), pastEditions };
  };
  return {
    entries: () =>
      read().catch((err: unknown) => {
        logger.warn({ err }, 'The published index could not be read from the API');
        return null;
      }),
    async version() {
      const [list, editions] = await Promise.all([getJson(`${apiBaseUrl}${API_PATHS.companies}`), getJson(`${apiBaseUrl}${API_PATHS.indexEditions}`)]);
      return `${list.etag}|${editions.etag}|${JSON.stringify(editions.body)}`;
    },
  };
}
