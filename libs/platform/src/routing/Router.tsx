import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { HistoryContext, LocationContext } from './context';
import { createStaticHistory, type RouterHistory } from './history';
import type { Location } from './path';

/**
 * Renders `children` at `history`'s location and follows its moves. A move renders in a transition,
 * as react-router did: the page shown stays until the next one is ready (its code loaded).
 * `renderedAt`: the location the HTML being hydrated was rendered at, when the URL's differs (a page
 * rendered ahead without the query the visitor's URL has): the first render matches the HTML, and
 * the move to the URL's location follows as a transition, as a click's would.
 */
export function HistoryRouter({ history, renderedAt, children }: { history: RouterHistory; renderedAt?: Location; children: ReactNode }) {
  const [location, setLocation] = useState(renderedAt ?? history.location);
  useLayoutEffect(() => {
    // A move between the first render and this subscription is not missed.
    if (renderedAt) startTransition(() => setLocation(history.location));
    else setLocation(history.location);
    return history.listen((next) => startTransition(() => setLocation(next)));
  }, [history, renderedAt]);
  return (
    <HistoryContext.Provider value={history}>
      <LocationContext.Provider value={location}>{children}</LocationContext.Provider>
    </HistoryContext.Provider>
  );
}

/** A router that stays at `path`: a render on the server, or a test. */
export function StaticRouter({ path, children }: { path: string; children: ReactNode }) {
  const history = useMemo(() => createStaticHistory(path), [path]);
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}
