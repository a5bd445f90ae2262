// The one server-side accessor for what the proxy resolved: tenant and theme, locale, nonce, trace,
// the public origin and the page path.
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { config } from './config';
import { CONTEXT_HEADER, decodeLocale, openContext, type TenantError } from './tenant/context-header';
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

const UNSIGNED: RequestContext = {
  tenant: null,
  tenantError: 'unknown-host',
  locale: 'en',
  scheme: 'system',
  nonce: undefined,
  traceToken: 'unsigned',
  host: null,
  origin: null,
  path: '/',
  query: '',
  flash: null,
};

/** The proxy's context from its signed request header; none at all when the MAC does not hold. */
export function contextFrom(header: string | null): RequestContext {
  // Context the proxy did not sign is no context: the generic error page, with no tenant.
  const signed = openContext(config().sessionSecrets[0]!, header);
  if (!signed) return UNSIGNED;
  const tenant = registeredTenant(signed.tenant);
  return {
    tenant,
    // A registered tenant gone from the registry (never while its request is in flight) reads as unavailable.
    tenantError: signed.tenantError ?? (signed.tenant !== null && !tenant ? 'unavailable' : null),
    locale: decodeLocale(signed.locale),
    scheme: matchScheme(signed.scheme) ?? 'system',
    nonce: signed.nonce || undefined,
    traceToken: signed.trace || 'no-trace',
    host: signed.host,
    origin: signed.origin,
    path: signed.path || '/',
    query: signed.query,
    flash: signed.flash,
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
