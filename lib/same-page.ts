// The page being shown, with one query field set: the footer's language and scheme switchers link
// there (the proxy remembers what they set).

/**
 * Only ever a path on this host: a path that a browser would read as another host ("//evil", "/\\evil";
 * Next already redirects those, this does not rely on it) becomes the root.
 */
export function samePageWith(path: string, query: string, field: string, value: string): string {
  const params = new URLSearchParams(query);
  params.set(field, value);
  const samePath = /^\/(?![/\\])/.test(path) ? path : '/';
  return `${samePath}?${params.toString()}`;
}
