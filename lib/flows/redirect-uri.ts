// Redirect URIs are checked at every entry point that stores one (DESIGN §5): exact scheme, host,
// port and path against the tenant's list; anything else is dropped, never stored or followed.
import { MAX_REDIRECT_URI } from './login-params';

export function isAllowedRedirectUri(candidate: string | null | undefined, allowed: readonly string[]): boolean {
  if (!candidate || candidate.length > MAX_REDIRECT_URI) return false;
  const url = safeUrl(candidate);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return false;
  return allowed.some((a) => {
    const ok = safeUrl(a);
    return !!ok && ok.protocol === url.protocol && ok.host === url.host && ok.pathname === url.pathname;
  });
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
