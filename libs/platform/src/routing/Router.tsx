import { startTransition, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { HistoryContext, LocationContext } from './context';
import { createStaticHistory, type RouterHistory } from './history';

/**
 * Renders `children` at `history`'s location and follows its moves. A move renders in a transition,
 * as react-router did: the page shown stays until the next one is ready (its code loaded).
 */
export function HistoryRouter({ history, children }: { history: RouterHistory; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    // A move between the first render and this subscription is not missed.
    setLocation(history.location);
    return history.listen((next) => startTransition(() => setLocation(next)));
  }, [history]);
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
