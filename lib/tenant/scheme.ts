// Issue 27: which colour scheme a page wears. The system's (prefers-color-scheme) unless the calling
// application or the reader chose one: `theme=dark|light` in the address (kept in a cookie, as
// langCode is), `theme=system` to follow the system again.
import { samePageWith } from '../same-page';

export type SchemeChoice = 'system' | 'light' | 'dark';
export const SCHEME_CHOICES: readonly SchemeChoice[] = ['system', 'light', 'dark'];

/** The query field a calling application sets, like langCode. */
export const SCHEME_PARAM = 'theme';

/** A choice as written in the address or the cookie; anything else is no choice. */
export function matchScheme(value: string | null | undefined): SchemeChoice | undefined {
  return (SCHEME_CHOICES as readonly string[]).includes(value ?? '') ? (value as SchemeChoice) : undefined;
}

/** The address's choice, else the cookie's (which holds light or dark only), else the system's. */
export function resolveScheme({ query, cookie }: { query?: string | null; cookie?: string | null }): SchemeChoice {
  const asked = matchScheme(query);
  if (asked) return asked;
  const kept = matchScheme(cookie);
  return kept === 'light' || kept === 'dark' ? kept : 'system';
}

/** The same page in another scheme: its path and query with `theme` set (the proxy remembers it). */
export function schemeHref(path: string, query: string, choice: SchemeChoice): string {
  return samePageWith(path, query, SCHEME_PARAM, choice);
}
