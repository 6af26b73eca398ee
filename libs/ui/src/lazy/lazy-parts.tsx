import type { SlotRecipeConfig } from '@chakra-ui/react';
import { PRERENDER } from '@pdpl/contracts';
import { createElement, lazy, Suspense, type ComponentType } from 'react';
import { registerSlotRecipe } from '../system';

type Namespace = object;

const loaders = new WeakMap<Namespace, () => Promise<unknown>>();
const all = new Set<() => Promise<unknown>>();

/** Stands in while the code loads: renders nothing, and tells the shell the page has not settled. */
const Loading = () => createElement('span', { hidden: true, [PRERENDER.partsLoadingAttribute]: '' });

/**
 * A Chakra namespace (Dialog, Tabs...) whose code loads with its first render instead of with the
 * shared bundle, which every page downloads whether it shows one or not. Only Root waits for the
 * code, behind its own Suspense boundary; every part renders inside its Root, so the parts find the
 * code loaded and mount in the same pass as Root (the state machine sees title, trigger and
 * content together, as it would eagerly). The namespace's recipe is added to the system on arrival.
 */
export function lazyParts<T extends Namespace>(recipeKey: string, load: () => Promise<{ parts: T; recipe: SlotRecipeConfig }>): T {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () => {
    loading ??= load().then(
      ({ parts, recipe }) => {
        registerSlotRecipe(recipeKey, recipe);
        return (loaded = parts);
      },
      (error: unknown) => {
        loading = undefined; // a failed download is tried again at the next render
        throw error;
      },
    );
    return loading;
  };
  const partOf = (key: string) => (loaded as Record<string, ComponentType<object>>)[key];
  const LazyRoot = lazy(() => get().then(() => ({ default: partOf('Root') })));
  const Root = (props: object) => createElement(Suspense, { fallback: createElement(Loading) }, createElement(LazyRoot, props));
  const parts = new Map<string, ComponentType<object>>([['Root', Root]]);
  const namespace = new Proxy({} as T, {
    get(_, key) {
      if (typeof key !== 'string') return undefined;
      let part = parts.get(key);
      if (!part) {
        part = (props: object) => {
          if (!loaded) throw new Error(`${key} must be rendered inside its Root`);
          return createElement(partOf(key), props);
        };
        parts.set(key, part);
      }
      return part;
    },
  });
  loaders.set(namespace, get);
  all.add(get);
  return namespace;
}

/**
 * Starts loading these namespaces' code (every lazy namespace without arguments), for content about
 * to render them that must not show their stand-in first. Resolves once they are loaded.
 */
export async function preloadParts(...namespaces: Namespace[]): Promise<void> {
  const gets = namespaces.length ? namespaces.map((n) => loaders.get(n)) : [...all];
  await Promise.all(gets.map((get) => get?.()));
}
