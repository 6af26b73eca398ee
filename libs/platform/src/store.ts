import { createStore as createVanillaStore } from 'zustand/vanilla';

type Listener = () => void;

export interface Store<T> {
  getState(): T;
  setState(next: T): void;
  subscribe(listener: Listener): () => void;
}

/**
 * A value the whole site shares (platform is a shared singleton), read in React through
 * useSyncExternalStore. zustand's vanilla store, without its React binding: a public page pays a
 * few hundred bytes for it, and only the platform imports zustand, so no app shares it separately.
 */
export function createStore<T>(initial: T): Store<T> {
  const store = createVanillaStore<T>()(() => initial);
  return {
    getState: store.getState,
    setState: (next) => store.setState(next, true),
    subscribe: (listener) => store.subscribe(() => listener()),
  };
}
