// Issue 42: the tenants the proxy resolved, by a short id that the context it hands a request carries
// in place of the whole answer. The proxy's bundle and the pages' are separate module graphs in one
// process, so the registry lives on `globalThis` under a symbol of its own: the proxy registers the
// answer its cache holds, and the page or route handler of the same request finds it by its id. Each
// answer is reshaped and frozen once (`toTenant`), and shared by every request that carries its id.
import { putBounded } from '../bounded-map';
import type { LoginDomainResponse } from '../upstream/contract';
import { toTenant, type Tenant } from '../upstream/tenants';

/** Enough for every tenant a replica serves and each one's answer before a refresh; the least recently registered goes first. */
export const REGISTERED_TENANTS_MAX = 1024;

type Registry = { ids: WeakMap<LoginDomainResponse, string>; tenants: Map<string, Tenant>; next: number };

const KEY = Symbol.for('keycard.tenant-registry');

function registry(): Registry {
  const global = globalThis as typeof globalThis & { [KEY]?: Registry };
  global[KEY] ??= { ids: new WeakMap(), tenants: new Map(), next: 0 };
  return global[KEY];
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The id of a login-domain answer (the same object, the same id, until the cache refreshes it), kept
 * as the most recently used: a request in flight always finds its tenant.
 */
export function registerTenant(answer: LoginDomainResponse): string {
  const r = registry();
  let id = r.ids.get(answer);
  let tenant = id === undefined ? undefined : r.tenants.get(id);
  if (id === undefined || tenant === undefined) {
    id ??= (r.next++).toString(36);
    r.ids.set(answer, id);
    tenant = deepFreeze(toTenant(answer));
  }
  putBounded(r.tenants, id, tenant, REGISTERED_TENANTS_MAX);
  return id;
}

/** The tenant the proxy registered under `id`, or null when there is none. */
export function registeredTenant(id: string | null): Tenant | null {
  return id === null ? null : (registry().tenants.get(id) ?? null);
}
