// The one request header by which the proxy hands pages and route handlers what it resolved: the
// tenant and its theme, the locale, the colour scheme, the CSP nonce, the trace token, the host and
// public origin, the path and query, and the flash it consumed.
// One header, not one per value (issue 42): Next copies every header the proxy sets into the response
// and back into the request, and looks each one up by name among all of them when read.
//
// The header holds only a random id; the context stays in this process, where the proxy runs too
// (Node's runtime, in the server that renders the page), for the request that carries the id to read,
// finished: the page takes it as the proxy made it, checking nothing again. The proxy's bundle and the
// pages' are separate module graphs, so it waits on `globalThis` under a symbol of its own.
// A request that reached a page without passing the proxy cannot name a context: it would have to guess
// a live id of 128 random bits, which no answer, page or log shows (the proxy replaces any such header
// a client sends). Issue 42: this replaced a context signed with an HMAC and sent whole, which cost
// every request two OpenSSL HMACs (the proxy's, the page's) and a JSON and base64 round trip.
import { randomBase64 } from '../http/random-pool';
import type { Locale } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';
import type { SchemeChoice } from './scheme';

export const CONTEXT_HEADER = 'x-kc-context';

/** Milliseconds the proxy spent on a route handler's request (for its Server-Timing; nothing rests on it). */
export const PROXY_TIMING_HEADER = 'x-kc-proxy-ms';

export type TenantError = 'unknown-host' | 'unavailable';

/** What the proxy resolved for a request, as pages and route handlers read it. */
export type RequestContext = {
  /** The tenant, reshaped and frozen once for every request its answer serves (./frozen-tenant.ts). */
  tenant: Tenant | null;
  tenantError: TenantError | null;
  locale: Locale;
  /** Issue 27: the colour scheme asked for (light, dark), or the system's. */
  scheme: SchemeChoice;
  nonce: string | undefined;
  traceToken: string;
  /** The Host the request came to (with port), validated. */
  host: string | null;
  /** The public origin, from the tenant's registered origins: every absolute URL we build uses it. */
  origin: string | null;
  /** The path of the page being rendered, so a flash addressed to it is read there and nowhere else. */
  path: string;
  /** The page's query string, with its '?' (empty when none): the language switcher links to the same page in another language. */
  query: string;
  /** The sealed flash addressed to this page, which the proxy consumed. */
  flash: string | null;
};

/**
 * How long a context waits for its request (ms): the page or handler reads it as it starts, within
 * milliseconds of the proxy; what is left goes after this. At most CONTEXTS_MAX wait at once (some
 * 1,600 requests a second for the whole wait, beyond what one process serves), so no flood of
 * requests grows the process without bound.
 */
export const CONTEXT_WAIT_MS = 30_000;
export const CONTEXTS_MAX = 50_000;

type Waiting = Map<string, { context: RequestContext; until: number }>;
const KEY = Symbol.for('keycard.proxy-contexts');
const global = globalThis as typeof globalThis & { [KEY]?: Waiting };
const waiting = (global[KEY] ??= new Map());

/** The proxy's part: the context kept for its request, and the id the request's header carries. */
export function handContext(context: RequestContext, now = performance.now()): string {
  // A Map keeps its order of insertion: the oldest are first, and those past their wait go.
  for (const [id, entry] of waiting) {
    if (entry.until > now && waiting.size < CONTEXTS_MAX) break;
    waiting.delete(id);
  }
  const id = randomBase64(16);
  waiting.set(id, { context, until: now + CONTEXT_WAIT_MS });
  return id;
}

/** The context the proxy kept for this id, or null when the header is missing or names none (forged, or gone). */
export function contextOf(id: string | null, now = performance.now()): RequestContext | null {
  const entry = id ? waiting.get(id) : undefined;
  return entry && entry.until > now ? entry.context : null;
}

/** Trace tokens we accept from a caller: short and plain, so they are safe to log and forward. */
export function acceptTraceToken(value: string | null): string | null {
  return value && /^[A-Za-z0-9._-]{8,64}$/.test(value) ? value : null;
}
