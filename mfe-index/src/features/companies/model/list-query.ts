import type { CompanyRow } from '@pdpl/contracts';
import { filterByName } from '../../../shared/company-search';

/** The sortable columns of the index table (index-blog-admin.md §2.2), and the change since the previous edition. */
export const SORT_KEYS = ['companyName', 'sector', 'score', 'change'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export const PAGE_SIZE = 20;

/** What the reader chose: kept in the URL query so a link or the Back button restores it. */
export interface ListQuery {
  search: string;
  sort: SortKey;
  direction: SortDirection;
  page: number;
}

/** The published order: rank, best score first. */
export const DEFAULT_LIST_QUERY: ListQuery = { search: '', sort: 'score', direction: 'desc', page: 1 };

const PARAM = { search: 'q', sort: 'sort', direction: 'dir', page: 'page' } as const;

export function parseListQuery(params: URLSearchParams): ListQuery {
  const sort = params.get(PARAM.sort);
  const direction = params.get(PARAM.direction);
  const page = Number.parseInt(params.get(PARAM.page) ?? '', 10);
  return {
    search: (params.get(PARAM.search) ?? '').slice(0, 200),
    sort: (SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : DEFAULT_LIST_QUERY.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_LIST_QUERY.direction,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The query as URL parameters, leaving out what is the default so plain links stay plain. */
export function listQueryParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAM.search, query.search);
  if (query.sort !== DEFAULT_LIST_QUERY.sort || query.direction !== DEFAULT_LIST_QUERY.direction) {
    params.set(PARAM.sort, query.sort);
    params.set(PARAM.direction, query.direction);
  }
  if (query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** A click on a column: the same column flips its direction, a newly chosen one starts ascending. */
export function toggleSort(query: ListQuery, key: SortKey): ListQuery {
  if (query.sort !== key) return { ...query, sort: key, direction: 'asc', page: 1 };
  return { ...query, direction: query.direction === 'asc' ? 'desc' : 'asc', page: 1 };
}

/** New search text always returns to page 1. */
export function withSearch(query: ListQuery, search: string): ListQuery {
  return { ...query, search, page: 1 };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const changeOf = (row: CompanyRow) => (typeof row.change === 'number' ? row.change : null);

function comparator(key: SortKey): (a: CompanyRow, b: CompanyRow) => number {
  if (key === 'score') return (a, b) => a.score - b.score;
  if (key === 'change') return (a, b) => (changeOf(a) ?? 0) - (changeOf(b) ?? 0);
  return (a, b) => collator.compare(a[key], b[key]);
}

/**
 * Sorted copy; ties keep the published (rank) order, so equal sectors list best first. By change,
 * companies without one (New) come last in either direction.
 */
export function sortRows(rows: CompanyRow[], key: SortKey, direction: SortDirection): CompanyRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = comparator(key);
  const unranked = (row: CompanyRow) => (key === 'change' && changeOf(row) === null ? 1 : 0);
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => unranked(a.row) - unranked(b.row) || sign * compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
}

export interface ListPage {
  rows: CompanyRow[];
  /** Rows matching the search, over all pages. */
  total: number;
  /** The page shown: the requested one, brought into range. */
  page: number;
  pageCount: number;
  /** 1-based position of the first row shown (0 when none). */
  first: number;
}

export function applyListQuery(rows: CompanyRow[], query: ListQuery): ListPage {
  const matching = sortRows(filterByName(rows, query.search), query.sort, query.direction);
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const start = (page - 1) * PAGE_SIZE;
  return {
    rows: matching.slice(start, start + PAGE_SIZE),
    total: matching.length,
    page,
    pageCount,
    first: matching.length === 0 ? 0 : start + 1,
  };
}

/** Each company's overall rank: its position in the published order (best score first, ties by name). */
export function ranksOf(rows: CompanyRow[]): Map<string, number> {
  return new Map(rows.map((r, i) => [r.id, i + 1]));
}
