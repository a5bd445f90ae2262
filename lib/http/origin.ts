// Where a request came from and where it is served: public origin, client IP, same-origin check.
import 'server-only';
import type { NextRequest } from 'next/server';
import { config } from '../config';
import { CONTEXT_HEADERS } from '../tenant/context-header';

/** The origin the browser used (the tenant's own host), for absolute URLs we hand out. */
export function publicOrigin(request: NextRequest): string {
  const cfg = config();
  const proto = (cfg.trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()) || request.nextUrl.protocol.replace(':', '');
  // The proxy validated this host and resolved a tenant for it; a client cannot set the header.
  const host = request.headers.get(CONTEXT_HEADERS.host) ?? request.nextUrl.host;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/** The user's IP for the IdP's per-user throttling: the nearest hop unless a trusted proxy fronts us. */
export function clientIp(request: NextRequest): string | undefined {
  const hops = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (config().trustProxy ? hops[0] : hops[hops.length - 1]) || undefined;
}

/** DESIGN §9: state-changing requests only from our own pages. A missing or `null` Origin is refused. */
export function isSameOrigin(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  return !!origin && origin !== 'null' && origin === publicOrigin(request);
}
