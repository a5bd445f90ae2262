// An in-process cache that serves stale values while it refreshes them, with a short negative cache.

export type SwrCacheOptions<T> = {
  load: (key: string) => Promise<T | null>;
  /** How long a value is fresh. */
  ttlMs: number;
  /** How long after expiry a stale value may still be served while a refresh runs (or fails). */
  staleMs: number;
  /** How long "not found" (null) is remembered. */
  negativeTtlMs: number;
  maxEntries?: number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
};

type Entry<T> = { value: T | null; expiresAt: number };

export type SwrCache<T> = { get(key: string): Promise<T | null>; clear(): void; size(): number };

export function createSwrCache<T>(o: SwrCacheOptions<T>): SwrCache<T> {
  const now = o.now ?? Date.now;
  const entries = new Map<string, Entry<T>>();
  const inflight = new Map<string, Promise<T | null>>();
  const maxEntries = o.maxEntries ?? 1000;

  function load(key: string): Promise<T | null> {
    const running = inflight.get(key);
    if (running) return running;
    const p = o
      .load(key)
      .then((value) => {
        if (entries.size >= maxEntries && !entries.has(key)) {
          const oldest = entries.keys().next().value;
          if (oldest !== undefined) entries.delete(oldest);
        }
        entries.set(key, { value, expiresAt: now() + (value === null ? o.negativeTtlMs : o.ttlMs) });
        return value;
      })
      .finally(() => inflight.delete(key));
    inflight.set(key, p);
    return p;
  }

  return {
    async get(key) {
      const entry = entries.get(key);
      const t = now();
      if (entry && t < entry.expiresAt) return entry.value;
      if (entry && entry.value !== null && t < entry.expiresAt + o.staleMs) {
        load(key).catch((e) => o.onRefreshError?.(key, e));
        return entry.value;
      }
      return load(key);
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
