// Where a request came from and where it is served: public origin, client IP, same-origin check.
import 'server-only';
import type { NextRequest } from 'next/server';
import { config } from '../config';
import { CONTEXT_HEADERS, verifyContext } from '../tenant/context-header';

/** The origin the browser used (the tenant's own host), for absolute URLs we hand out. */
export function publicOrigin(request: NextRequest): string {
  const cfg = config();
  const proto = (cfg.trustProxy && request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()) || request.nextUrl.protocol.replace(':', '');
  // The proxy validated this host and signed it; a header it did not sign is ignored.
  const signed = verifyContext(cfg.sessionSecrets[0]!, (name) => request.headers.get(name));
  const host = (signed && request.headers.get(CONTEXT_HEADERS.host)) || request.nextUrl.host;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * The user's IP, for the IdP's per-user throttling, or undefined when we cannot know it. Every hop of
 * X-Forwarded-For is whatever the client sent except those our own proxies appended, so only the
 * hop our outermost trusted proxy added counts; without a trusted proxy, none does (the IdP then
 * throttles per e-mail from Keycard's address, which a rotating header cannot get around).
 */
export function clientIp(request: NextRequest): string | undefined {
  const cfg = config();
  return clientIpFrom(request.headers.get('x-forwarded-for'), cfg.trustProxy, cfg.trustedProxyHops);
}

export function clientIpFrom(header: string | null, trustProxy: boolean, trustedHops: number): string | undefined {
  if (!trustProxy || !header) return undefined;
  const hops = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const ip = hops[hops.length - trustedHops];
  return ip && /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : undefined;
}

/** DESIGN §9: state-changing requests only from our own pages. A missing or `null` Origin is refused. */
export function isSameOrigin(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  return !!origin && origin !== 'null' && origin === publicOrigin(request);
}
