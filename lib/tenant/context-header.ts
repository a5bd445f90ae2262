// The one request header by which the proxy hands pages and route handlers what it resolved: the
// tenant (by its id in this process's registry, ./registry.ts), the locale, the colour scheme, the CSP
// nonce, the trace token, the host and public origin, the path and query, and the flash it consumed.
// It carries a MAC, so a request that somehow reached a page without passing the proxy cannot forge a
// tenant. One header, not one per value (issue 42): Next copies every header the proxy sets into the
// response and back into the request, and looks each one up by name among all of them when read.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Locale } from '../upstream/contract';

export const CONTEXT_HEADER = 'x-kc-context';

/** Milliseconds the proxy spent on a route handler's request (for its Server-Timing; not signed, nothing rests on it). */
export const PROXY_TIMING_HEADER = 'x-kc-proxy-ms';

export type TenantError = 'unknown-host' | 'unavailable';

/** What the proxy resolved, as it signs it. */
export type SignedContext = {
  /** The tenant's id in this process's registry (./registry.ts), or null. */
  tenant: string | null;
  tenantError: TenantError | null;
  locale: string;
  /** Issue 27: the colour scheme asked for (light, dark), or the system's. */
  scheme: string;
  nonce: string;
  trace: string;
  host: string | null;
  /** The public origin of this request: one of the tenant's registered web origins. */
  origin: string | null;
  /** The page path, so a flash addressed to it is read there and nowhere else. */
  path: string;
  /** The page's query string (the language switcher links to the same page in another language). */
  query: string;
  /** The sealed flash addressed to this page, which the proxy consumed. */
  flash: string | null;
};

/** The order of the values in the header's array (the names are not sent). */
const FIELDS = ['tenant', 'tenantError', 'locale', 'scheme', 'nonce', 'trace', 'host', 'origin', 'path', 'query', 'flash'] as const;

/** The MAC key derived from the session secret, once per secret (every request signs or verifies). */
const derivedKeys = new Map<string, Buffer>();
function derivedKey(secret: string): Buffer {
  let k = derivedKeys.get(secret);
  if (!k) {
    k = createHmac('sha256', secret).update('keycard/context-header/v2').digest();
    derivedKeys.set(secret, k);
  }
  return k;
}

const macOf = (key: string, payload: string) => createHmac('sha256', derivedKey(key)).update(payload).digest();

/** The header's value: the context as a JSON array in base64url, a dot, and the MAC over that. */
export function sealContext(key: string, context: SignedContext): string {
  const payload = Buffer.from(JSON.stringify(FIELDS.map((f) => context[f])), 'utf8').toString('base64url');
  return `${payload}.${macOf(key, payload).toString('base64url')}`;
}

/** The context the proxy signed, or null when the header is missing, altered or not well formed. */
export function openContext(key: string, header: string | null): SignedContext | null {
  const dot = header?.lastIndexOf('.') ?? -1;
  if (!header || dot < 1) return null;
  const payload = header.slice(0, dot);
  const given = Buffer.from(header.slice(dot + 1), 'base64url');
  const expected = macOf(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(values) || values.length !== FIELDS.length) return null;
    return Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])) as SignedContext;
  } catch {
    return null;
  }
}

export function decodeLocale(value: string | null | undefined): Locale {
  const parsed = Locale.safeParse(value);
  return parsed.success ? parsed.data : 'en';
}

/** Trace tokens we accept from a caller: short and plain, so they are safe to log and forward. */
export function acceptTraceToken(value: string | null): string | null {
  return value && /^[A-Za-z0-9._-]{8,64}$/.test(value) ? value : null;
}
