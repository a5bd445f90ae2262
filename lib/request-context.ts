// The one server-side accessor for what the proxy resolved: tenant and theme, locale, nonce, trace,
// the public origin and the page path.
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { CONTEXT_HEADER, contextOf, type RequestContext } from './tenant/context-header';
import type { Tenant } from './upstream/tenants';

export type { RequestContext };

/** What a request that names no context reads: one object for all of them, so none can change it for another. */
const NO_CONTEXT: RequestContext = Object.freeze({
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
});

/**
 * The context the proxy kept for this request, named by its header, as the proxy finished it; none at
 * all (the generic error page, with no tenant) for a header that names none.
 */
export function contextFrom(header: string | null): RequestContext {
  return contextOf(header) ?? NO_CONTEXT;
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
