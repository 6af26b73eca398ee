import { API_PATHS, INDEX_EDITION_PARAM } from '../api.js';
import { searchText } from './search-text.js';
import type { EditionInfo } from './reports.js';
import type { CompanyRow, CompanyTextsAr } from './types.js';

/**
 * The index list's search, sort and page (index-blog-admin.md §2.2): the same names in the page's
 * URL and in the API's query, and one way to apply them, which the API runs on the edition's
 * companies (the page embeds and fetches one page, whatever the index's size) and the page on its
 * demo companies. No yup here: the public pages import this file.
 */

/** The sortable columns of the index table, and the change since the previous edition. */
export const SORT_KEYS = ['companyName', 'sector', 'score', 'change'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const INDEX_PAGE_SIZE = 20;
/** The longest search text kept: longer input is cut, in the URL and by the API. */
export const LIST_SEARCH_MAX = 200;

/** What the reader chose: kept in the URL query so a link or the Back button restores it. */
export interface ListQuery {
  search: string;
  sort: SortKey;
  direction: SortDirection;
  page: number;
}

/** The published order: rank, best score first. */
export const DEFAULT_LIST_QUERY: ListQuery = { search: '', sort: 'score', direction: 'desc', page: 1 };

/** The query parameters, in the page's URL and the API's. */
export const LIST_QUERY_PARAMS = { search: 'q', sort: 'sort', direction: 'dir', page: 'page' } as const;

/** What is read of a query string (URLSearchParams, which this package's lib does not type). */
export interface QueryParamsReader {
  get(name: string): string | null;
}

/** The query a URL asks for; what it gets wrong falls back to the default, as a hand-edited link should. */
export function parseListQuery(params: QueryParamsReader): ListQuery {
  const sort = params.get(LIST_QUERY_PARAMS.sort);
  const direction = params.get(LIST_QUERY_PARAMS.direction);
  const page = Number.parseInt(params.get(LIST_QUERY_PARAMS.page) ?? '', 10);
  return {
    search: (params.get(LIST_QUERY_PARAMS.search) ?? '').slice(0, LIST_SEARCH_MAX),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : DEFAULT_LIST_QUERY.sort,
    direction: (SORT_DIRECTIONS as readonly string[]).includes(direction ?? '') ? (direction as SortDirection) : DEFAULT_LIST_QUERY.direction,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query as URL parameters, leaving out what is the default so plain links stay plain. */
export function listQueryParams(query: ListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.search) params[LIST_QUERY_PARAMS.search] = query.search;
  if (query.sort !== DEFAULT_LIST_QUERY.sort || query.direction !== DEFAULT_LIST_QUERY.direction) {
    params[LIST_QUERY_PARAMS.sort] = query.sort;
    params[LIST_QUERY_PARAMS.direction] = query.direction;
  }
  if (query.page > 1) params[LIST_QUERY_PARAMS.page] = String(query.page);
  return params;
}

/** The API path of one page of the list: the current edition's, or that of the published edition of `month` (YYYY-MM). */
export function companyPagePath(query: ListQuery, month?: string): string {
  const params = { ...listQueryParams(query), ...(month && { [INDEX_EDITION_PARAM]: month }) };
  const search = Object.entries(params).map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return search ? `${API_PATHS.companyPage}?${search}` : API_PATHS.companyPage;
}

/** Substring match on the company's name in either language, as searchText folds them (the list's search and the compare page's). */
export function filterByName<T extends ListedCompany>(rows: readonly T[], search: string): T[] {
  const needle = searchText(search);
  if (!needle) return [...rows];
  return rows.filter((r) => searchText(r.companyName).includes(needle) || (r.ar?.companyName !== undefined && searchText(r.ar.companyName).includes(needle)));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const changeOf = (row: ListedCompany) => (typeof row.change === 'number' ? row.change : null);

function comparator(key: SortKey): (a: ListedCompany, b: ListedCompany) => number {
  if (key === 'score') return (a, b) => a.score - b.score;
  if (key === 'change') return (a, b) => (changeOf(a) ?? 0) - (changeOf(b) ?? 0);
  return (a, b) => collator.compare(a[key], b[key]);
}

/**
 * Sorted copy; ties keep the published (rank) order, so equal sectors list best first. By change,
 * companies without one (New) come last in either direction.
 */
export function sortRows<T extends ListedCompany>(rows: readonly T[], key: SortKey, direction: SortDirection): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = comparator(key);
  const unranked = (row: ListedCompany) => (key === 'change' && changeOf(row) === null ? 1 : 0);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => unranked(a.row) - unranked(b.row) || sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

/**
 * A company as the list shows it: its name (in both languages), sector, score and change, without
 * the description it does not show (half of a page's answer, sent with every search and page).
 */
export type ListedCompany = Omit<CompanyRow, 'companyDescription' | 'ar'> & { ar?: Pick<CompanyTextsAr, 'companyName'> };

/** A row of the list with its overall rank: its position in the published order (best score first, ties by name). */
export type RankedCompanyRow = ListedCompany & { rank: number };

/** `row` as the list shows it, ranked. */
function ranked({ companyDescription: _shownInReport, ar, ...row }: CompanyRow, index: number): RankedCompanyRow {
  return { ...row, ...(ar?.companyName !== undefined && { ar: { companyName: ar.companyName } }), rank: index + 1 };
}

/** One page of the list, as the API answers it. */
export interface CompanyPageResponse {
  edition: EditionInfo | null;
  rows: RankedCompanyRow[];
  /** Rows matching the search, over all pages. */
  total: number;
  /** The page shown: the requested one, brought into range. */
  page: number;
  pageCount: number;
  /** 1-based position of the first row shown (0 when none). */
  first: number;
}

/** The page `query` asks for of `records`, given in the published order. */
export function applyListQuery(records: readonly CompanyRow[], query: ListQuery, edition: EditionInfo | null): CompanyPageResponse {
  const matching = sortRows(filterByName(records.map(ranked), query.search), query.sort, query.direction);
  const pageCount = Math.max(1, Math.ceil(matching.length / INDEX_PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const start = (page - 1) * INDEX_PAGE_SIZE;
  return {
    edition,
    rows: matching.slice(start, start + INDEX_PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
    first: matching.length === 0 ? 0 : start + 1,
  };
}
