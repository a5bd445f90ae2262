// GET /api/theme?scheme=system&v=…: the tenant's theme as a style sheet of its own (issue 42), which
// the root layout links: the pages and their RSC payload no longer carry 1.3 KB of colours each, and
// a browser keeps it for all of the tenant's pages. Named by the digest of what it holds, so a theme
// that changes is a new address: the one asked for is kept for a year; an older digest gets today's
// theme, not to be kept. Private: the tenant is the host's, and no shared cache need know that.
import { contextFrom } from '@/lib/request-context';
import { CONTEXT_HEADER } from '@/lib/tenant/context-header';
import { matchScheme } from '@/lib/tenant/scheme';
import { themeStylesheet } from '@/lib/tenant/theme-css';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  const scheme = matchScheme(query.get('scheme'));
  const { tenant } = contextFrom(request.headers.get(CONTEXT_HEADER));
  if (!scheme || !tenant) return new Response(null, { status: scheme ? 404 : 400, headers: { 'Cache-Control': 'no-store' } });
  const { css, version } = themeStylesheet(tenant.theme.colours, scheme);
  const keep = query.get('v') === version ? 'private, max-age=31536000, immutable' : 'private, no-cache';
  return new Response(css, { headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': keep } });
}
