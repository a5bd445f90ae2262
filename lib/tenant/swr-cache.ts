// An in-process cache that serves stale values while it refreshes them. "Not found" answers live in
// a small map of their own, so a flood of unknown hosts can never evict a real tenant (whose stale
// copy is what keeps sign-in up while the upstream is down).
import { putBounded } from '../bounded-map';

export type SwrCacheOptions<T> = {
  load: (key: string) => Promise<T | null>;
  /** How long a value is fresh. */
  ttlMs: number;
  /** How long after expiry a stale value may still be served while a refresh runs (or fails). */
  staleMs: number;
  /** How long "not found" (null) is remembered. */
  negativeTtlMs: number;
  maxEntries?: number;
  maxNegativeEntries?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
  /** How each lookup was answered: fresh, stale while refreshed, loaded, or a remembered "not found". */
  onLookup?: (result: 'hit' | 'stale' | 'miss' | 'negative') => void;
};

type Entry<T> = { value: T; expiresAt: number };

export type SwrCache<T> = { get(key: string): Promise<T | null>; clear(): void; size(): number };

export function createSwrCache<T>(o: SwrCacheOptions<T>): SwrCache<T> {
  const now = o.now ?? Date.now;
  const found = new Map<string, Entry<T>>();
  const missing = new Map<string, number>(); // key → expiresAt
  const inflight = new Map<string, Promise<T | null>>();

  function load(key: string): Promise<T | null> {
    const running = inflight.get(key);
    if (running) return running;
    const p = o
      .load(key)
      .then((value) => {
        if (value === null) {
          found.delete(key);
          putBounded(missing, key, now() + o.negativeTtlMs, o.maxNegativeEntries ?? 500);
        } else {
          missing.delete(key);
          putBounded(found, key, { value, expiresAt: now() + o.ttlMs }, o.maxEntries ?? 1000);
        }
        return value;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, p);
    return p;
  }

  return {
    async get(key) {
      const t = now();
      const miss = missing.get(key);
      if (miss !== undefined && t < miss) {
        o.onLookup?.('negative');
        return null;
      }
      const entry = found.get(key);
      if (entry && t < entry.expiresAt) {
        o.onLookup?.('hit');
        return entry.value;
      }
      if (entry && t < entry.expiresAt + o.staleMs) {
        o.onLookup?.('stale');
        load(key).catch((e) => o.onRefreshError?.(key, e));
        return entry.value;
      }
      o.onLookup?.('miss');
      return load(key);
    },
    clear: () => {
      found.clear();
      missing.clear();
    },
    size: () => found.size,
  };
}
