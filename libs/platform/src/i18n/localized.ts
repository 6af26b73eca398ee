import type { Locale } from '@pdpl/contracts';
import { use } from 'react';
import { documentLocale, useLocale } from './locale';

/** A promise React's `use` reads without suspending once it has settled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A value in each language: the English one bundled with the code, others fetched when first needed. */
export type LocalizedSources<T> = Record<Locale, T | (() => Promise<{ default: T }>)>;

/**
 * A long text (a legal document) or any value that exists once per language, loaded like a
 * feature's messages: `use()` suspends until the page's language has arrived, so English pages carry
 * no Arabic bytes and Arabic pages render complete.
 */
export function defineLocalized<T>(sources: LocalizedSources<T>) {
  const loading = new Map<Locale, Tracked<T>>();
  function load(locale: Locale): Tracked<T> {
    const known = loading.get(locale);
    if (known) return known;
    const source = sources[locale];
    const promise: Tracked<T> =
      typeof source === 'function'
        ? (source as () => Promise<{ default: T }>)().then((module) => module.default)
        : Promise.resolve(source as T);
    promise.status = 'pending';
    promise.then(
      (value) => Object.assign(promise, { status: 'fulfilled', value }),
      (reason: unknown) => {
        Object.assign(promise, { status: 'rejected', reason });
        // A failed fetch (a flaky network) is tried again by the next render.
        loading.delete(locale);
      },
    );
    if (typeof source !== 'function') Object.assign(promise, { status: 'fulfilled', value: source });
    loading.set(locale, promise);
    return promise;
  }
  if (documentLocale() !== 'en') void load(documentLocale()).catch(() => undefined);
  return {
    load,
    useLocalized(): T {
      return use(load(useLocale()) as Promise<T>);
    },
  };
}
