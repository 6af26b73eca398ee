import { createContext, createElement, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from 'react';
import { useRenderedAhead } from '../rendered-ahead';
import { registerRecipes, type LateRecipes } from '../system';

type Namespace = object;

const loaders = new WeakMap<Namespace, () => Promise<unknown>>();
const named = new Map<string, () => Promise<unknown>>();
/** The namespaces rendered ahead (in Node) since the last takeRenderedParts(). */
const renderedAhead = new Set<string>();

/** True inside content that loads its parts' code itself, later than the page (a deferred section). */
const LoadedLater = createContext(false);

/**
 * Wraps content that loads the code of the parts it shows itself, when it is wanted (a section
 * hydrated later preloads them with its own code): those parts are not among the page's parts, whose
 * code the shell loads before hydrating, so the first screen does not pay for them.
 */
export function PartsLoadedLater({ children }: { children: ReactNode }) {
  return createElement(LoadedLater.Provider, { value: true }, children);
}

/** Stands in while the code loads: renders nothing. */
const Loading = () => createElement('span', { hidden: true });

/**
 * A Chakra namespace (Dialog, Tabs...) whose code loads with its first render instead of with the
 * shared bundle, which every page downloads whether it shows one or not. Only Root (and any part
 * rendered around it, `outer`: Table.ScrollArea) waits for the code, behind its own Suspense
 * boundary; every other part renders inside its Root, so the parts find the code loaded and mount
 * in the same pass as Root (the state machine sees title, trigger and content together, as it
 * would eagerly). The namespace's recipes are added to the system on arrival.
 */
export function lazyParts<T extends Namespace>(name: string, load: () => Promise<{ parts: T; recipes: LateRecipes }>, outer: string[] = []): T {
  let loaded: Record<string, ComponentType<object>> | undefined;
  let loading: Promise<unknown> | undefined;
  const get = () => {
    loading ??= load().then(
      ({ parts, recipes }) => {
        registerRecipes(recipes);
        loaded = parts as Record<string, ComponentType<object>>;
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again at the next render
        throw error;
      },
    );
    return loading;
  };
  const waiting = (key: string) => {
    const Part = lazy(() => get().then(() => ({ default: loaded![key]! })));
    return (props: object) => {
      // Code already here (preloaded, or used before): render at once, not a frame later. Decided
      // once per instance, so a re-render never swaps the tree (and its state) for another.
      const [ready] = useState(() => loaded !== undefined);
      // Rendered ahead, and hydrating that HTML, always behind the boundary, which the HTML has. The
      // shell loads the code of the parts a page was rendered with before it hydrates the page
      // (takeRenderedParts), so the boundary hydrates with the rest instead of waiting, where an
      // update from the page (an effect's) would make React render it anew.
      const ahead = useRenderedAhead();
      const later = useContext(LoadedLater);
      if (ahead && !later && typeof document === 'undefined') renderedAhead.add(name);
      const content = ready ? createElement(loaded![key]!, props) : createElement(Part, props);
      return ahead || !ready ? createElement(Suspense, { fallback: createElement(Loading) }, content) : content;
    };
  };
  const inside = (key: string) => (props: object) => {
    if (!loaded) throw new Error(`${key} must be rendered inside its Root`);
    return createElement(loaded[key]!, props);
  };
  const parts = new Map<string, ComponentType<object>>();
  const namespace = new Proxy({} as T, {
    get(_, key) {
      if (typeof key !== 'string') return undefined;
      let part = parts.get(key);
      if (!part) {
        part = key === 'Root' || outer.includes(key) ? waiting(key) : inside(key);
        parts.set(key, part);
      }
      return part;
    },
  });
  loaders.set(namespace, get);
  named.set(name, get);
  return namespace;
}

/**
 * Starts loading these namespaces' code (every lazy namespace without arguments), for content about
 * to render them that must not show their stand-in first. Resolves once they are loaded.
 */
export async function preloadParts(...namespaces: Namespace[]): Promise<void> {
  const gets = namespaces.length ? namespaces.map((n) => loaders.get(n)) : [...named.values()];
  await Promise.all(gets.map((get) => get?.()));
}

/** Starts loading the namespaces named (those a page was rendered with); resolves once loaded. Unknown names are ignored. */
export async function preloadNamedParts(names: string[]): Promise<void> {
  await Promise.all(names.map((name) => named.get(name)?.()));
}

/** The namespaces rendered since the last call (in Node, by a render ahead), and starts afresh. */
export function takeRenderedParts(): string[] {
  const names = [...renderedAhead].sort();
  renderedAhead.clear();
  return names;
}
