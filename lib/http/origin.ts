// Where a request came from: the client's IP address, and whether a post came from our own pages.
import 'server-only';
import type { NextRequest } from 'next/server';
import { config } from '../config';
import { trustedHop } from '../tenant/host';

/**
 * The user's IP address: the hop our outermost trusted proxy appended to X-Forwarded-For; without a
 * trusted proxy, the TCP peer (Keycard's server drops any X-Forwarded-For a client sent, and Next
 * fills the header from the socket). Never a value the client chose.
 */
export function clientIp(request: { headers: { get(name: string): string | null } }): string | undefined {
  const cfg = config();
  return clientIpFrom(request.headers.get('x-forwarded-for'), cfg.trustProxy ? cfg.trustedProxyHops : 1);
}

export function clientIpFrom(header: string | null, trustedHops: number): string | undefined {
  const ip = trustedHop(header, trustedHops);
  return ip && /^[0-9a-fA-F:.]{2,45}$/.test(ip) ? ip : undefined;
}

/**
 * DESIGN §9: state-changing requests only from our own pages — the tenant's public origin, `ours`.
 * A missing or `null` Origin is refused.
 */
export function isSameOrigin(request: NextRequest, ours: string | null): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  return !!origin && origin !== 'null' && !!ours && origin === ours;
}
