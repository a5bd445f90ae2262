// The one server-side accessor for what the proxy resolved: tenant and theme, locale, nonce, trace.
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { config } from './config';
import { CONTEXT_HEADERS, decodeLocale, decodeTenant, verifyContext, type TenantError } from './tenant/context-header';
import type { Locale, LoginDomainResponse } from './upstream/contract';

export type RequestContext = {
  tenant: LoginDomainResponse | null;
  tenantError: TenantError | null;
  locale: Locale;
  nonce: string | undefined;
  traceToken: string;
  /** The Host the request came to (with port), for absolute URLs on the tenant's own host. */
  host: string | null;
};

export const getRequestContext = cache(async (): Promise<RequestContext> => {
  const h = await headers();
  // Context the proxy did not sign is no context: the generic error page, with no tenant.
  if (!verifyContext(config().sessionSecrets[0]!, (name) => h.get(name))) {
    return { tenant: null, tenantError: 'unknown-host', locale: 'en', nonce: undefined, traceToken: 'unsigned', host: null };
  }
  const tenantError = h.get(CONTEXT_HEADERS.tenantError);
  return {
    tenant: decodeTenant(h.get(CONTEXT_HEADERS.tenant)),
    tenantError: tenantError === 'unknown-host' || tenantError === 'unavailable' ? tenantError : null,
    locale: decodeLocale(h.get(CONTEXT_HEADERS.locale)),
    nonce: h.get(CONTEXT_HEADERS.nonce) ?? undefined,
    traceToken: h.get(CONTEXT_HEADERS.trace) ?? 'no-trace',
    host: h.get(CONTEXT_HEADERS.host),
  };
});

/** The tenant, for code that only runs on a tenant's host (the proxy sends every other to /error). */
export async function requireTenant(): Promise<LoginDomainResponse> {
  const { tenant } = await getRequestContext();
  if (!tenant) throw new Error('no tenant resolved for this request');
  return tenant;
}
