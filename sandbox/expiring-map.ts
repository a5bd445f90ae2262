// A Map whose entries expire: the sandbox's tokens, tickets and caches all have a lifetime.

export class ExpiringMap<V> {
  private readonly items = new Map<string, { value: V; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  set(key: string, value: V, ttlMs: number): void {
    this.items.set(key, { value, expiresAt: this.now() + ttlMs });
  }

  get(key: string): V | undefined {
    const entry = this.items.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.items.delete(key);
      return undefined;
    }
    return entry.value;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Removes and returns the entry: for single-use tokens. */
  take(key: string): V | undefined {
    const value = this.get(key);
    this.items.delete(key);
    return value;
  }

  delete(key: string): void {
    this.items.delete(key);
  }

  /** Removes every entry whose key matches, e.g. all of one user's entries in a composite key. */
  deleteWhere(matches: (key: string) => boolean): void {
    for (const key of this.items.keys()) if (matches(key)) this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }

  /** Drops expired entries so long-running demos do not grow without bound. */
  sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.items) if (entry.expiresAt <= now) this.items.delete(key);
  }

  /** The live entries (a copy: deleting while looping is safe). */
  entries(): [string, V][] {
    this.sweep();
    return [...this.items].map(([key, entry]) => [key, entry.value]);
  }

  values(): V[] {
    this.sweep();
    return [...this.items.values()].map((e) => e.value);
  }
}
