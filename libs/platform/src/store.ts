type Listener = () => void;

export interface Store<T> {
  getState(): T;
  setState(next: T): void;
  subscribe(listener: Listener): () => void;
}

/**
 * A value the whole site shares (platform is a shared singleton), read in React through
 * useSyncExternalStore. Hand-rolled rather than zustand: public pages would otherwise download
 * zustand just for this.
 */
export function createStore<T>(initial: T): Store<T> {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(next) {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
