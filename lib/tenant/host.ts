// Host header → the host name a tenant is looked up by (lower case, no port, no trailing dot).

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The host name and port of a Host (or X-Forwarded-Host) header value, or null when it is not one. */
export function parseHostHeader(header: string | null | undefined): { hostname: string; port: string | null } | null {
  if (!header || header.includes(',')) return null;
  const first = header.trim().toLowerCase();
  if (first.startsWith('[')) return null; // IPv6 literals are never a tenant's host
  const port = first.match(/:(\d{1,5})$/)?.[1] ?? null;
  if (port !== null && (Number(port) < 1 || Number(port) > 65535)) return null;
  const hostname = first.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  return HOSTNAME.test(hostname) ? { hostname, port } : null;
}

/** The host name a tenant is looked up by. */
export function parseHost(header: string | null | undefined): string | null {
  return parseHostHeader(header)?.hostname ?? null;
}

/** The validated host, with its port, as it goes into absolute URLs on the tenant's own host. */
export function canonicalHost(header: string | null | undefined): string | null {
  const h = parseHostHeader(header);
  return h ? (h.port ? `${h.hostname}:${h.port}` : h.hostname) : null;
}

/**
 * The hop of a comma-separated forwarded header (`X-Forwarded-For`, `-Host`, `-Proto`) that our own
 * outermost trusted proxy appended: every hop to its left is whatever the client sent.
 */
export function trustedHop(header: string | null | undefined, trustedHops: number): string | undefined {
  if (!header) return undefined;
  const hops = header
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return hops[hops.length - trustedHops];
}

/**
 * The public origin for a request to `hostname`: the tenant's registered web origin on that host
 * (scheme and port from the registration, never from the request), else its first one.
 */
export function originFor(webOrigins: readonly string[], hostname: string | null): string | null {
  const match = webOrigins.find((o) => {
    try {
      return new URL(o).hostname === hostname;
    } catch {
      return false;
    }
  });
  return match ?? webOrigins[0] ?? null;
}

/**
 * The protocol the browser used, for HSTS: the tenant's registered origin says it; without a tenant,
 * the trusted proxy's hop of X-Forwarded-Proto, or the connection's own protocol.
 */
export function publicProtocol(i: { origin: string | null; trustedForwardedProto?: string; connectionProtocol: string }): string {
  if (i.origin) return new URL(i.origin).protocol.slice(0, -1);
  return i.trustedForwardedProto ?? i.connectionProtocol.replace(/:$/, '');
}
