// The request path's one dispatcher (DESIGN §5): host → tenant and theme, langCode → locale, CSP nonce.
import { randomBytes, randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from './lib/config';
import { resolveLocale, matchLocale } from './lib/i18n/resolve-locale';
import { logger } from './lib/logger';
import { contentSecurityPolicy, originsOf, securityHeaders } from './lib/http/security-headers';
import { COOKIE, cookieOptions } from './lib/session/cookies';
import { CONTEXT_HEADERS, acceptTraceToken, encodeTenant, type TenantError } from './lib/tenant/context-header';
import { parseHost } from './lib/tenant/host';
import { createSwrCache } from './lib/tenant/swr-cache';
import { TRACE_TOKEN_HEADER, type LoginDomainResponse } from './lib/upstream/contract';
import { getLoginDomain } from './lib/upstream/tenants';

let tenants: ReturnType<typeof createSwrCache<LoginDomainResponse>> | undefined;
function tenantCache() {
  tenants ??= createSwrCache<LoginDomainResponse>({
    load: (host) => getLoginDomain(host, randomUUID()),
    ttlMs: appConfig().tenantCacheTtlMs,
    staleMs: 24 * 60 * 60 * 1000,
    negativeTtlMs: 10_000,
    onRefreshError: (host, error) => logger.warn({ host, err: String(error) }, 'tenant refresh failed; serving stale'),
  });
  return tenants;
}

export async function proxy(request: NextRequest) {
  const cfg = appConfig();
  const traceToken = acceptTraceToken(request.headers.get(TRACE_TOKEN_HEADER)) ?? randomUUID();
  const nonce = randomBytes(16).toString('base64');
  const langCode = matchLocale(request.nextUrl.searchParams.get('langCode'));
  const locale = resolveLocale({
    query: langCode,
    cookie: request.cookies.get(COOKIE.locale)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  const hostHeader = (cfg.trustProxy && request.headers.get('x-forwarded-host')) || request.headers.get('host');
  const host = parseHost(hostHeader);

  let tenant: LoginDomainResponse | null = null;
  let tenantError: TenantError | null = null;
  try {
    tenant = host ? await tenantCache().get(host) : null;
    if (!tenant) tenantError = 'unknown-host';
  } catch (error) {
    tenantError = 'unavailable';
    logger.error({ traceToken, host, err: String(error) }, 'tenant lookup failed');
  }

  // Never trust context headers a client sent: they are ours alone.
  const headers = new Headers(request.headers);
  for (const name of Object.values(CONTEXT_HEADERS)) headers.delete(name);
  headers.set(CONTEXT_HEADERS.nonce, nonce);
  headers.set(CONTEXT_HEADERS.locale, locale);
  headers.set(CONTEXT_HEADERS.trace, traceToken);
  if (host) headers.set(CONTEXT_HEADERS.host, hostHeader ?? host);
  if (tenant) headers.set(CONTEXT_HEADERS.tenant, encodeTenant(tenant));
  if (tenantError) headers.set(CONTEXT_HEADERS.tenantError, tenantError);

  const csp = contentSecurityPolicy({
    nonce,
    imageOrigins: tenant ? originsOf([tenant.theme.images.logo, tenant.theme.images.favicon]) : [],
    dev: process.env.NODE_ENV === 'development',
  });
  headers.set('content-security-policy', csp);

  // Unknown host or upstream down: the generic error page, in a neutral theme (SPEC §1).
  // The rewrite must stay internal: an absolute URL on another host would be proxied to that host.
  let response: NextResponse;
  if (tenantError) {
    // With a status, Next renders the not-found boundary, which shows the error page for tenant errors.
    response = NextResponse.rewrite(new URL('/error', request.url), { request: { headers }, status: tenantError === 'unknown-host' ? 404 : 503 });
  } else {
    response = NextResponse.next({ request: { headers } });
  }

  response.headers.set('Content-Security-Policy', csp);
  const https = (cfg.trustProxy ? request.headers.get('x-forwarded-proto') : request.nextUrl.protocol.replace(':', '')) === 'https';
  for (const [k, v] of Object.entries(securityHeaders({ https }))) response.headers.set(k, v);
  response.headers.set(TRACE_TOKEN_HEADER, traceToken);
  if (langCode) response.cookies.set(COOKIE.locale, langCode, cookieOptions('locale'));
  return response;
}

export const config = {
  matcher: [
    {
      source: '/((?!_next/|api/health|api/ready|favicon\\.ico|robots\\.txt).*)',
      missing: [{ type: 'header', key: 'next-router-prefetch' }],
    },
  ],
};
