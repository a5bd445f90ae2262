// The one server-side accessor for what the proxy resolved: tenant and theme, locale, nonce, trace,
// the public origin and the page path.
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { CONTEXT_HEADER, contextOf, decodeLocale, type TenantError } from './tenant/context-header';
import { registeredTenant } from './tenant/registry';
import { matchScheme, type SchemeChoice } from './tenant/scheme';
import type { Locale } from './upstream/contract';
import type { Tenant } from './upstream/tenants';

export type RequestContext = {
  tenant: Tenant | null;
  tenantError: TenantError | null;
  locale: Locale;
  /** Issue 27: the colour scheme asked for, or the system's. */
  scheme: SchemeChoice;
  nonce: string | undefined;
  traceToken: string;
  /** The Host the request came to (with port), validated. */
  host: string | null;
  /** The public origin, from the tenant's registered origins: every absolute URL we build uses it. */
  origin: string | null;
  /** The path of the page being rendered. */
  path: string;
  /** The page's query string, with its '?' (empty when none). */
  query: string;
  /** The sealed flash addressed to this page, if the proxy found one. */
  flash: string | null;
};

const NO_CONTEXT: RequestContext = {
  tenant: null,
  tenantError: 'unknown-host',
  locale: 'en',
  scheme: 'system',
  nonce: undefined,
  traceToken: 'no-context',
  host: null,
  origin: null,
  path: '/',
  query: '',
  flash: null,
};

/** The context the proxy kept for this request, named by its header; none at all for a header that names none. */
export function contextFrom(header: string | null): RequestContext {
  // A context the proxy did not keep is no context: the generic error page, with no tenant.
  const kept = contextOf(header);
  if (!kept) return NO_CONTEXT;
  const tenant = registeredTenant(kept.tenant);
  return {
    tenant,
    // A registered tenant gone from the registry (never while its request is in flight) reads as unavailable.
    tenantError: kept.tenantError ?? (kept.tenant !== null && !tenant ? 'unavailable' : null),
    locale: decodeLocale(kept.locale),
    scheme: matchScheme(kept.scheme) ?? 'system',
    nonce: kept.nonce || undefined,
    traceToken: kept.trace || 'no-trace',
    host: kept.host,
    origin: kept.origin,
    path: kept.path || '/',
    query: kept.query,
    flash: kept.flash,
  };
}

export const getRequestContext = cache(async (): Promise<RequestContext> => {
  return contextFrom((await headers()).get(CONTEXT_HEADER));
});

/** The tenant, for code that only runs on a tenant's host (the proxy sends every other to /error). */
export async function requireTenant(): Promise<Tenant> {
  const { tenant } = await getRequestContext();
  if (!tenant) throw new Error('no tenant resolved for this request');
  return tenant;
}
