// The request path's one dispatcher (DESIGN §5): host → tenant and theme, langCode → locale, CSP nonce.
import { randomBytes, randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from './lib/config';
import { resolveLocale, matchLocale } from './lib/i18n/resolve-locale';
import { logger, scrubUrl } from './lib/logger';
import { contentSecurityPolicy, originsOf, securityHeaders } from './lib/http/security-headers';
import { COOKIE, cookieOptions } from './lib/session/cookies';
import { CONTEXT_HEADERS, acceptTraceToken, encodeTenant, signContext, type TenantError } from './lib/tenant/context-header';
import { canonicalHost, parseHost } from './lib/tenant/host';
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
  // Debug-level request log: tokens, codes and e-mails in the URL are masked before it is written.
  logger.debug({ traceToken, method: request.method, url: scrubUrl(`${request.nextUrl.pathname}${request.nextUrl.search}`) }, 'request');
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
  const validatedHost = canonicalHost(hostHeader);
  if (validatedHost) headers.set(CONTEXT_HEADERS.host, validatedHost);
  if (tenant) headers.set(CONTEXT_HEADERS.tenant, encodeTenant(tenant));
  if (tenantError) headers.set(CONTEXT_HEADERS.tenantError, tenantError);

  const csp = contentSecurityPolicy({
    nonce,
    imageOrigins: tenant ? originsOf([tenant.theme.images.logo, tenant.theme.images.favicon]) : [],
    dev: process.env.NODE_ENV === 'development',
  });
  headers.set('content-security-policy', csp);
  headers.set(CONTEXT_HEADERS.mac, signContext(cfg.sessionSecrets[0]!, (name) => headers.get(name)));

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
  const https = (cfg.trustProxy ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : request.nextUrl.protocol.replace(':', '')) === 'https';
  for (const [k, v] of Object.entries(securityHeaders({ https }))) response.headers.set(k, v);
  response.headers.set(TRACE_TOKEN_HEADER, traceToken);
  if (langCode) response.cookies.set(COOKIE.locale, langCode, cookieOptions('locale'));
  return response;
}

// Every route but static files and the probes: no header may opt a request out of the proxy, or a
// client could bring its own context headers (the MAC would refuse them all the same).
export const config = {
  matcher: ['/((?!_next/static/|_next/image|api/health|api/ready|favicon\\.ico|robots\\.txt).*)'],
};
