// Redirect URIs are checked at every entry point that stores one (DESIGN §5): the whole normalised
// URI (scheme, host, port, path and query) must equal one on the tenant's list, as OAuth 2.1 asks,
// and a URI with a fragment is refused. Anything else is dropped, never stored or followed.
import { MAX_REDIRECT_URI } from './flow-state';

/** The URI as the WHATWG parser normalises it (case of scheme and host, default port, dot segments). */
function normalised(candidate: string): URL | null {
  const url = safeUrl(candidate);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  return url;
}

export function isAllowedRedirectUri(candidate: string | null | undefined, allowed: readonly string[]): boolean {
  // A fragment (even an empty one) would ride along next to the tokens we append: never.
  if (!candidate || candidate.length > MAX_REDIRECT_URI || candidate.includes('#')) return false;
  const url = normalised(candidate);
  if (!url) return false;
  return allowed.some((a) => normalised(a)?.href === url.href);
}

/** The candidate, normalised, if the tenant allows it; else undefined. */
export function allowedRedirectUri(candidate: string | null | undefined, allowed: readonly string[]): string | undefined {
  return isAllowedRedirectUri(candidate, allowed) ? new URL(candidate as string).href : undefined;
}

/** True when the URL is on the origin of one of the tenant's redirect URIs (e.g. an app's homepage). */
export function isOnAllowedOrigin(candidate: string | null | undefined, allowed: readonly string[]): boolean {
  const url = candidate ? safeUrl(candidate) : null;
  return !!url && (url.protocol === 'https:' || url.protocol === 'http:') && allowed.some((a) => safeUrl(a)?.origin === url.origin);
}

function safeUrl(s: string): URL | null {
  try {
    return new URL(s);
  } catch {
    return null;
  }
}
