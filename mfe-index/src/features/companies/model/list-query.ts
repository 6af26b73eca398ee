import type { ListQuery, SortKey } from '@pdpl/contracts';

/** A click on a column: the same column flips its direction, a newly chosen one starts ascending. */
export function toggleSort(query: ListQuery, key: SortKey): ListQuery {
  if (query.sort !== key) return { ...query, sort: key, direction: 'asc', page: 1 };
  return { ...query, direction: query.direction === 'asc' ? 'desc' : 'asc', page: 1 };
}

/** New search text always returns to page 1. */
export function withSearch(query: ListQuery, search: string): ListQuery {
  return { ...query, search, page: 1 };
}
