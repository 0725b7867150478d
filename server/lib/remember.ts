import type { LRUCache } from "lru-cache";

/**
 * The answer kept under `key`, or `load()`'s, kept for the cache's TTL. The promise itself is kept, so
 * requests that arrive while it loads share one query; a failure is not kept.
 */
export function remember<T extends object>(cache: LRUCache<string, Promise<T>>, key: string, load: () => PromiseLike<T>): Promise<T> {
  const known = cache.get(key);
  if (known) return known;
  // A drizzle query is a lazy "thenable" that runs again each time it is awaited: adopt it into a real
  // promise, which runs it once and then keeps its answer.
  const loading = Promise.resolve(load());
  cache.set(key, loading);
  loading.catch(() => {
    if (cache.get(key) === loading) cache.delete(key);
  });
  return loading;
}
