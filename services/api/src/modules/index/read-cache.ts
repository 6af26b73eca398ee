/**
 * Index data changes once per edition, yet every page view reads it: a read is reused from
 * memory for a few seconds (INDEX_CACHE_SECONDS) so a burst of visitors costs one query set.
 * Failures (404s included) are not kept, so unknown ids cannot fill the cache.
 *
 * A publication or withdrawal must not wait for the entries to expire: on this instance it drops
 * every cache at once (indexDataChanged); other instances notice within `versionCheckMs`, by
 * comparing a cheap version read from the database (one query per interval, not per read).
 */
export type ReadCache = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export interface ReadCacheOptions {
  ttlMs: number;
  /** Changes whenever the published data changes, on any instance. */
  version?: () => Promise<unknown>;
  versionCheckMs?: number;
  now?: () => number;
}

const MAX_ENTRIES = 1000;

/** Bumped by a publication or withdrawal made by this process; every cache of the process compares it. */
let localGeneration = 0;
const changeListeners = new Set<() => void>();

export function indexDataChanged(): void {
  localGeneration += 1;
  for (const listener of changeListeners) listener();
}

/** Changes on each publication or withdrawal made by this process (what the site's known index compares, without a listener). */
export function localIndexGeneration(): number {
  return localGeneration;
}

/** Calls `listener` on each publication or withdrawal made by this process (the index pages it renders); returns the unsubscribe. */
export function onIndexDataChanged(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function createReadCache({ ttlMs, version, versionCheckMs = 2000, now = Date.now }: ReadCacheOptions): ReadCache {
  if (ttlMs <= 0) return (_key, load) => load();
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  let generation = localGeneration;
  let knownVersion: unknown;
  let nextCheck = 0;
  let checking: Promise<void> | null = null;

  const checkVersion = (): Promise<void> => {
    checking ??= version!()
      .then((current) => {
        if (current !== knownVersion) entries.clear();
        knownVersion = current;
      })
      .finally(() => {
        checking = null;
      });
    return checking;
  };

  return async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (generation !== localGeneration) {
      entries.clear();
      generation = localGeneration;
    }
    if (version && now() >= nextCheck) {
      nextCheck = now() + versionCheckMs;
      await checkVersion();
    }
    const at = now();
    const hit = entries.get(key);
    if (hit && hit.expires > at) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { expires: at + ttlMs, value });
    value.catch(() => entries.delete(key));
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return value;
  };
}
