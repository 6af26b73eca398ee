import { matchPagePath } from '@pdpl/contracts';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { ParamsContext } from './context';
import { useRouterLocation } from './hooks';

export interface RouteProps {
  /** `/PDPLComplianceIndex/:companyId`, or `*` for every path no other route matches. */
  path: string;
  element: ReactNode;
}

/** Declares a route inside <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** How specific a pattern is: a fixed segment outranks a param (`/index/methodology` over `/index/:companyId`). */
function specificity(path: string): number {
  return path.split('/').reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), 0);
}

/** The route of `routes` that matches `pathname` best, with its params. */
export function matchRoute(routes: readonly RouteProps[], pathname: string): { route: RouteProps; params: Record<string, string> } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let best: { route: RouteProps; params: Record<string, string>; score: number } | null = null;
  for (const route of routes) {
    if (route.path === '*') continue;
    const params = matchPagePath(route.path, path);
    const score = params && specificity(route.path);
    if (params && score !== null && (!best || score > best.score)) best = { route, params, score };
  }
  if (best) return { route: best.route, params: best.params };
  const fallback = routes.find((route) => route.path === '*');
  return fallback ? { route: fallback, params: {} } : null;
}

/** Renders the element of the <Route> child that matches the location (case-sensitive). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useRouterLocation();
  const routes = Children.toArray(children)
    .filter((child): child is ReactElement<RouteProps> => isValidElement(child) && child.type === Route)
    .map((child) => child.props);
  const matched = matchRoute(routes, pathname);
  if (!matched) return null;
  return <ParamsContext.Provider value={matched.params}>{matched.route.element}</ParamsContext.Provider>;
}
