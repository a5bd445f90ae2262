// The request headers by which the proxy hands the resolved tenant, locale, nonce and trace token to
// pages and route handlers (the proxy's module state is not shared with their bundles). They carry a
// MAC, so a request that somehow reached a page without passing the proxy cannot forge a tenant.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { LoginDomainResponse, Locale } from '../upstream/contract';
import { toTenant, type Tenant } from '../upstream/tenants';
import { putBounded } from '../bounded-map';

export const CONTEXT_HEADERS = {
  tenant: 'x-kc-tenant',
  tenantError: 'x-kc-tenant-error',
  locale: 'x-kc-locale',
  /** Issue 27: the colour scheme asked for (light, dark), or the system's. */
  scheme: 'x-kc-scheme',
  nonce: 'x-kc-nonce',
  trace: 'x-kc-trace',
  host: 'x-kc-host',
  /** The public origin of this request: one of the tenant's registered web origins. */
  origin: 'x-kc-origin',
  /** The page path, so a flash addressed to it is read there and nowhere else. */
  path: 'x-kc-path',
  /** The page's query string (the language switcher links to the same page in another language). */
  query: 'x-kc-query',
  /** The sealed flash addressed to this page, which the proxy consumed. */
  flash: 'x-kc-flash',
  mac: 'x-kc-mac',
} as const;

/** Milliseconds the proxy spent on a route handler's request (for its Server-Timing; not signed, nothing rests on it). */
export const PROXY_TIMING_HEADER = 'x-kc-proxy-ms';

const SIGNED = ['tenant', 'tenantError', 'locale', 'scheme', 'nonce', 'trace', 'host', 'origin', 'path', 'query', 'flash'] as const;
type Get = (name: string) => string | null;

/** The MAC key derived from the session secret, once per secret (every request signs or verifies). */
const derivedKeys = new Map<string, Buffer>();
function derivedKey(secret: string): Buffer {
  let k = derivedKeys.get(secret);
  if (!k) {
    k = createHmac('sha256', secret).update('keycard/context-headers/v1').digest();
    derivedKeys.set(secret, k);
  }
  return k;
}

function mac(key: string, get: Get): Buffer {
  const h = createHmac('sha256', derivedKey(key));
  for (const k of SIGNED) h.update(`${k}=${get(CONTEXT_HEADERS[k]) ?? ''}\n`);
  return h.digest();
}

/** The MAC over the context headers, keyed from the session secret. */
export function signContext(key: string, get: Get): string {
  return mac(key, get).toString('base64url');
}

/** True when the context headers are the proxy's own, unaltered. */
export function verifyContext(key: string, get: Get): boolean {
  const given = Buffer.from(get(CONTEXT_HEADERS.mac) ?? '', 'base64url');
  const expected = mac(key, get);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type TenantError = 'unknown-host' | 'unavailable';

/** Each cached login-domain answer is encoded once: the proxy's tenant cache hands out the same object until it refreshes. */
const encoded = new WeakMap<LoginDomainResponse, string>();

export function encodeTenant(value: LoginDomainResponse): string {
  let header = encoded.get(value);
  if (header === undefined) {
    header = Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    encoded.set(value, header);
  }
  return header;
}

/** Decoded tenants by header value: a tenant's header is the same on every request until its answer changes. */
const decoded = new Map<string, Tenant | null>();
/** Enough for every tenant a replica serves and each one's answer before a refresh; the oldest goes first. */
export const DECODED_TENANTS_MAX = 256;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The tenant the proxy resolved, checked against the contract again and reshaped for Keycard. Only a
 * header whose MAC held reaches here, so the same value always means the same tenant: it is parsed
 * and validated once, and the (frozen) result shared by the requests that carry it.
 */
export function decodeTenant(header: string | null): Tenant | null {
  if (!header) return null;
  const known = decoded.get(header);
  if (known !== undefined) return known;
  let tenant: Tenant | null = null;
  try {
    const parsed = LoginDomainResponse.safeParse(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')));
    tenant = parsed.success ? deepFreeze(toTenant(parsed.data)) : null;
  } catch {
    tenant = null;
  }
  putBounded(decoded, header, tenant, DECODED_TENANTS_MAX);
  return tenant;
}

export function decodeLocale(header: string | null): Locale {
  const parsed = Locale.safeParse(header);
  return parsed.success ? parsed.data : 'en';
}

/** Trace tokens we accept from a caller: short and plain, so they are safe to log and forward. */
export function acceptTraceToken(value: string | null): string | null {
  return value && /^[A-Za-z0-9._-]{8,64}$/.test(value) ? value : null;
}
