import { LRUCache } from 'lru-cache';

/**
 * Anonymous catalogue reads (goods lists, rankings, details, filter options, shops) kept in process
 * memory: most storefront traffic is visitors asking the same few pages. The cache is dropped whenever
 * the catalogue changes — every server process hears of a committed change through NOTIFY (migration
 * 0006) — and entries live at most `ttlMs` in case a notification was missed. Concurrent misses of one
 * key share one load; an answer loaded across a change is not kept.
 */
export interface CatalogueCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  invalidate(): void;
  readonly stats: { hits: number; misses: number; invalidations: number };
}

/** `enabled: false` (CATALOGUE_CACHE=0) reads the database every time, through the same interface. */
export function createCatalogueCache({ max = 2000, ttlMs = 60_000, enabled = true }: { max?: number; ttlMs?: number; enabled?: boolean } = {}): CatalogueCache {
  const entries = new LRUCache<string, { value: unknown }>({ max, ttl: ttlMs });
  const loading = new Map<string, Promise<unknown>>();
  let generation = 0;
  const stats = { hits: 0, misses: 0, invalidations: 0 };

  return {
    stats,
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!enabled) return load();
      const hit = entries.get(key);
      if (hit) {
        stats.hits += 1;
        return hit.value as T;
      }
      stats.misses += 1;
      const flightKey = `${generation}\u0000${key}`;
      const pending = loading.get(flightKey);
      if (pending) return pending as Promise<T>;
      const started = generation;
      const promise = load()
        .then((value) => {
          // the catalogue changed while this was read: answer it, but do not keep it
          if (generation === started) entries.set(key, { value });
          return value;
        })
        .finally(() => loading.delete(flightKey));
      loading.set(flightKey, promise);
      return promise;
    },
    invalidate() {
      generation += 1;
      stats.invalidations += 1;
      entries.clear();
    },
  };
}
