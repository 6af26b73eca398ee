import { useCallback, useContext, useMemo } from 'react';
import { HistoryContext, LocationContext, ParamsContext } from './context';
import type { RouterHistory } from './history';
import type { Location, To } from './path';

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** Carried with the entry, read back from the location (`useLocation().state`). */
  state?: unknown;
}

function inRouter<T>(value: T | null): T {
  if (value === null) throw new Error('Routing used outside a router (HistoryRouter or StaticRouter)');
  return value;
}

function useHistory(): RouterHistory {
  return inRouter(useContext(HistoryContext));
}

/** The router's location as it is (with its language prefix). */
export function useRouterLocation(): Location {
  return inRouter(useContext(LocationContext));
}

/** Moves to `to` (resolved against the current location), or `delta` entries back or forward. */
export function useRouterNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const history = useHistory();
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') history.go(to);
      else if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    [history],
  );
}

export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(ParamsContext);
}

export type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The location's query, and a setter that moves to this path with another query. */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit, options?: NavigateOptions) => void] {
  const { search } = useRouterLocation();
  const navigate = useRouterNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback((next: SearchParamsInit, options?: NavigateOptions) => navigate({ search: `?${new URLSearchParams(next).toString()}` }, options), [navigate]);
  return [params, setParams];
}
