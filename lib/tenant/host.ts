// Host header → the host name a tenant is looked up by (lower case, no port, no trailing dot).

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The host name and port of a Host (or X-Forwarded-Host) header value, or null when it is not one. */
export function parseHostHeader(header: string | null | undefined): { hostname: string; port: string | null } | null {
  if (!header) return null;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
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
