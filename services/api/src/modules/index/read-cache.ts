/**
 * Index data changes once per edition, yet every page view reads it: a read is reused from
 * memory for a few seconds (INDEX_CACHE_SECONDS) so a burst of visitors costs one query set.
 * Failures (404s included) are not kept, so unknown ids cannot fill the cache.
 */
export type ReadCache = <T>(key: string, load: () => Promise<T>) => Promise<T>;

const MAX_ENTRIES = 1000;

export function createReadCache(ttlMs: number): ReadCache {
  if (ttlMs <= 0) return (_key, load) => load();
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    entries.set(key, { expires: now + ttlMs, value });
    value.catch(() => entries.delete(key));
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    return value;
  };
}
