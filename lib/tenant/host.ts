// Host header → the host name a tenant is looked up by (lower case, no port, no trailing dot).

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** The host name of a Host (or X-Forwarded-Host) header value, or null when it is not one. */
export function parseHost(header: string | null | undefined): string | null {
  if (!header) return null;
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('[')) return null; // IPv6 literals are never a tenant's host
  const name = first.replace(/:\d{1,5}$/, '').replace(/\.$/, '');
  return HOSTNAME.test(name) ? name : null;
}
