// The one way Keycard's in-process caches stay bounded: a Map that forgets its oldest entry when full.

/** Insert, dropping the oldest entry when full (Map keeps insertion order). */
export function putBounded<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}
