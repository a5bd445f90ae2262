// Issue 42: each login-domain answer the proxy's tenant cache holds is reshaped into the `Tenant` that
// pages read, and frozen, once: every request that answer serves is handed the same object, in the
// context the proxy keeps for it (./context-header.ts), so nobody can change it for the next request.
// Keyed weakly by the answer itself: a refreshed answer is reshaped afresh, and one the cache has let go
// of leaves with it, so this holds no more tenants than the cache does.
import type { LoginDomainResponse } from '../upstream/contract';
import { toTenant, type Tenant } from '../upstream/tenants';

const reshaped = new WeakMap<LoginDomainResponse, Tenant>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The tenant of a login-domain answer: the same answer, the same frozen tenant. */
export function tenantOf(answer: LoginDomainResponse): Tenant {
  let tenant = reshaped.get(answer);
  if (!tenant) reshaped.set(answer, (tenant = deepFreeze(toTenant(answer))));
  return tenant;
}
