// The one server-side accessor for what the proxy resolved: tenant and theme, locale, nonce, trace,
// the public origin and the page path.
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { config } from './config';
import { CONTEXT_HEADERS, decodeLocale, decodeTenant, verifyContext, type TenantError } from './tenant/context-header';
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

type Get = (name: string) => string | null;

/** The proxy's context from request headers; none at all when the MAC does not hold. */
export function contextFrom(get: Get): RequestContext {
  // Context the proxy did not sign is no context: the generic error page, with no tenant.
  if (!verifyContext(config().sessionSecrets[0]!, get)) {
    return {
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
  }
  const tenantError = get(CONTEXT_HEADERS.tenantError);
  return {
    tenant: decodeTenant(get(CONTEXT_HEADERS.tenant)),
    tenantError: tenantError === 'unknown-host' || tenantError === 'unavailable' ? tenantError : null,
    locale: decodeLocale(get(CONTEXT_HEADERS.locale)),
    scheme: matchScheme(get(CONTEXT_HEADERS.scheme)) ?? 'system',
    nonce: get(CONTEXT_HEADERS.nonce) ?? undefined,
    traceToken: get(CONTEXT_HEADERS.trace) ?? 'no-trace',
    host: get(CONTEXT_HEADERS.host),
    origin: get(CONTEXT_HEADERS.origin),
    path: get(CONTEXT_HEADERS.path) ?? '/',
    query: get(CONTEXT_HEADERS.query) ?? '',
    flash: get(CONTEXT_HEADERS.flash),
  };
}

export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const h = await headers();
  return contextFrom((name) => h.get(name));
});

/** The tenant, for code that only runs on a tenant's host (the proxy sends every other to /error). */
export async function requireTenant(): Promise<Tenant> {
  const { tenant } = await getRequestContext();
  if (!tenant) throw new Error('no tenant resolved for this request');
  return tenant;
}
