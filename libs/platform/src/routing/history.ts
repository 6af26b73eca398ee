import { createPath, resolveTo, type Location, type To } from './path';

/** The site's history: where it is, and the moves the router makes and follows. */
export interface RouterHistory {
  readonly location: Location;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Called after every move (the router's own, Back and Forward); returns the unsubscribe. */
  listen(listener: (location: Location) => void): () => void;
}

/** What the router keeps in each browser history entry (the shape react-router used, so entries made before an upgrade still read). */
interface EntryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/** The browser's history, with any number of listeners (the shell's frame and page roots follow one). */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const listeners = new Set<(location: Location) => void>();
  const entry = (): Partial<EntryState> => (win.history.state as EntryState | null) ?? {};
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const { usr = null, key = 'default' } = entry();
    return { pathname, search, hash, state: usr, key };
  };
  let location = read();
  if (entry().idx === undefined) win.history.replaceState({ ...entry(), idx: 0 }, '');
  const notify = () => {
    location = read();
    for (const listener of listeners) listener(location);
  };
  win.addEventListener('popstate', notify);

  const move = (kind: 'push' | 'replace', to: To, state: unknown) => {
    const href = createPath(resolveTo(to, location));
    const idx = (entry().idx ?? 0) + (kind === 'push' ? 1 : 0);
    const next: EntryState = { usr: state ?? null, key: newKey(), idx };
    try {
      if (kind === 'push') win.history.pushState(next, '', href);
      else win.history.replaceState(next, '', href);
    } catch {
      // Browsers cap history entries and their state (Safari: 100 pushes in 30 s): load the page instead.
      win.location[kind === 'push' ? 'assign' : 'replace'](href);
      return;
    }
    notify();
  };

  return {
    get location() {
      return location;
    },
    push: (to, state) => move('push', to, state),
    replace: (to, state) => move('replace', to, state),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A history that stays at `path` (a render on the server, a test): the router reads it, nothing moves it. */
export function createStaticHistory(path: string): RouterHistory {
  const { pathname, search, hash } = resolveTo(path, { pathname: '/', search: '', hash: '' });
  const location: Location = { pathname, search, hash, state: null, key: 'default' };
  const stay = () => undefined;
  return { location, push: stay, replace: stay, go: stay, listen: () => stay };
}
