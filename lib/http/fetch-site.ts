// Whether a GET is the user's own doing on our site: a navigation from one of our pages, or one the
// user started (typed URL, bookmark), as Fetch Metadata tells it.
import 'server-only';
import type { NextRequest } from 'next/server';

/**
 * `same-origin` or `none`. Without the header we cannot tell: every browser Keycard supports sends it
 * (Chrome and Edge since 80, Firefox since 90, Safari since 16.4), so a request without it is an older
 * browser or not a browser at all, and it is treated as coming from elsewhere.
 */
export function isOwnNavigation(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}
