import { listQueryParams, parseListQuery, type ListQuery } from '@pdpl/contracts';
import { useSearchParams } from '@pdpl/platform';
import { useCallback, useMemo } from 'react';

/**
 * The table's search, sort and page, kept in the URL query so a shared link or the Back button
 * restores them. Typing replaces the history entry; a sort or page change adds one.
 */
export function useListQuery(): [ListQuery, (next: ListQuery, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(params), [params]);
  const setQuery = useCallback(
    (next: ListQuery, options?: { replace?: boolean }) => setParams(listQueryParams(next), { replace: options?.replace ?? false }),
    [setParams],
  );
  return [query, setQuery];
}
