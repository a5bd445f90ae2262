// The request path's one dispatcher (DESIGN §5): host → tenant and theme, langCode → locale, theme →
// colour scheme, CSP nonce, the public origin from the tenant's registered origins, and the one-shot
// flash expired once its page is rendered.
import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { config as appConfig } from './lib/config';
import { resolveLocale, matchLocale } from './lib/i18n/resolve-locale';
import { logger, scrubUrl } from './lib/logger';
import { metrics } from './lib/metrics';
import { randomBase64 } from './lib/http/random-pool';
import { CAMERA_PAGE, IMAGE_CSP, isImagePath, contentSecurityPolicy, originsOf, securityHeaders } from './lib/http/security-headers';
import { linkPageKind, takeLinkToken } from './lib/links/link-kinds';
import { MFA_STEP_ENTRIES_PATH, mfaEntryOf } from './lib/mfa/steps';
import { COOKIE, cookieOptions, expiredCookieOptions } from './lib/sign-in/cookies';
import { flash } from './lib/session/flash';
import { linkTokenCookie } from './lib/links/link-cookie';
import { CONTEXT_HEADER, PROXY_TIMING_HEADER, acceptTraceToken, handContext, type TenantError } from './lib/tenant/context-header';
import { tenantOf } from './lib/tenant/frozen-tenant';
import { canonicalHost, originFor, parseHost, publicProtocol, trustedHop } from './lib/tenant/host';
import { messengerFor } from './lib/messenger';
import { SCHEME_PARAM, matchScheme, resolveScheme } from './lib/tenant/scheme';
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
    onLookup: (result) => metrics().tenantCache.inc({ result }),
  });
  return tenants;
}

/** Paths served by route handlers (the route.ts files under app/), which write their own Server-Timing. */
const ROUTE_HANDLERS = /^\/(api\/|authenticate$|authorize$|logout$)/;

/** A page's own request (not a route handler's POST, not a router prefetch): it may consume its flash. */
function rendersPage(request: NextRequest): boolean {
  return request.method === 'GET' && !request.headers.has('next-router-prefetch');
}

export async function proxy(request: NextRequest) {
  const started = performance.now();
  const cfg = appConfig();
  const traceToken = acceptTraceToken(request.headers.get(TRACE_TOKEN_HEADER)) ?? randomUUID();
  const nonce = randomBase64(16);
  const langCode = matchLocale(request.nextUrl.searchParams.get('langCode'));
  const locale = resolveLocale({
    query: langCode,
    cookie: request.cookies.get(COOKIE.locale)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  // Issue 27: `theme=light|dark` is kept like langCode; `theme=system` forgets it.
  const schemeAsked = matchScheme(request.nextUrl.searchParams.get(SCHEME_PARAM));
  const scheme = resolveScheme({ query: schemeAsked, cookie: request.cookies.get(COOKIE.scheme)?.value });
  // Debug-level request log: tokens, codes and e-mails in the URL are masked before it is written.
  logger.debug({ traceToken, method: request.method, url: scrubUrl(`${request.nextUrl.pathname}${request.nextUrl.search}`) }, 'request');
  // Behind a trusted proxy, the host that proxy appended; never a hop the client wrote before it.
  const hostHeader = (cfg.trustProxy && trustedHop(request.headers.get('x-forwarded-host'), cfg.trustedProxyHops)) || request.headers.get('host');
  const host = parseHost(hostHeader);

  let tenant: LoginDomainResponse | null = null;
  /** Time spent waiting on the upstream for the tenant (0 when the cache answers). */
  let tenantLookupMs = 0;
  let tenantError: TenantError | null = null;
  try {
    const lookup = performance.now();
    tenant = host ? await tenantCache().get(host) : null;
    tenantLookupMs = performance.now() - lookup;
    if (!tenant) tenantError = 'unknown-host';
  } catch (error) {
    tenantError = 'unavailable';
    logger.error({ traceToken, host, err: String(error) }, 'tenant lookup failed');
  }
  // Absolute URLs come from the tenant's registered origins, never from the port or scheme a request claims.
  const origin = tenant ? originFor(tenant.tenant.webOrigins, host) : null;

  // Never trust a context header a client sent: it is ours alone (it would name no context all the same).
  const headers = new Headers(request.headers);
  headers.delete(CONTEXT_HEADER);

  // Security review M3: a link's token leaves the address before any page shows it (see below).
  const link = rendersPage(request) ? takeLinkToken(request.nextUrl.pathname, request.nextUrl.search) : null;

  // A flash is one-shot: the proxy hands it to the page it is addressed to (in the context it keeps
  // for the request: Next shows a page the proxy's cookie changes, so the cookie itself would read as gone)
  // and expires it on that response, so a reload shows nothing stale. A link's 303 renders no page.
  let consumeFlash = false;
  let flashFor: string | null = null;
  const flashValue = request.cookies.get(flash.name)?.value;
  if (flashValue && rendersPage(request) && !link) {
    const found = await flash.read(flashValue);
    if (found?.to === request.nextUrl.pathname) flashFor = flashValue;
    consumeFlash = !found || found.to === request.nextUrl.pathname;
  }

  const camera = request.nextUrl.pathname === CAMERA_PAGE;
  const csp = isImagePath(request.nextUrl.pathname)
    ? IMAGE_CSP
    : contentSecurityPolicy({
        nonce,
        camera,
        imageOrigins: tenant ? originsOf([tenant.theme.images.logo, tenant.theme.images.logoDark, tenant.theme.images.favicon]) : [],
        dev: process.env.NODE_ENV === 'development',
        messengerOrigin: tenant ? messengerFor(host, cfg.messenger, request.nextUrl.pathname)?.origin : undefined,
      });
  headers.set('content-security-policy', csp);
  headers.set(
    CONTEXT_HEADER,
    handContext({
      tenant: tenant ? tenantOf(tenant) : null,
      tenantError,
      locale,
      scheme,
      nonce,
      traceToken,
      host: canonicalHost(hostHeader),
      origin,
      path: request.nextUrl.pathname,
      query: request.nextUrl.search,
      flash: flashFor,
    }),
  );

  // Route handlers report the proxy's share with their own (a header set here would replace theirs).
  const proxyMs = (performance.now() - started).toFixed(1);
  const handlerTimes = ROUTE_HANDLERS.test(request.nextUrl.pathname);
  headers.delete(PROXY_TIMING_HEADER);
  if (handlerTimes) headers.set(PROXY_TIMING_HEADER, proxyMs);

  let response: NextResponse;
  if (link) {
    // The token into a sealed cookie of its link's kind, and 303 to the same page without it (every
    // other query field kept): the page reads it from there, so no address the browser shows, and no
    // Referer of the page's own requests, ever holds it. Before the error page too, which would show
    // the token's address as well. The same host, so Next sends a relative Location.
    response = NextResponse.redirect(new URL(link.clean, request.url), 303);
    const cookie = await linkTokenCookie(link.kind, link.values);
    response.cookies.set(cookie.name, cookie.value, cookie.options);
  } else if (tenantError) {
    // Unknown host or upstream down: the generic error page, in a neutral theme (SPEC §1).
    // The rewrite must stay internal: an absolute URL on another host would be proxied to that host.
    // With a status, Next renders the not-found boundary, which shows the error page for tenant errors.
    response = NextResponse.rewrite(new URL('/error', request.url), { request: { headers }, status: tenantError === 'unknown-host' ? 404 : 503 });
  } else if (request.nextUrl.pathname.startsWith(MFA_STEP_ENTRIES_PATH)) {
    // A step's page entry is served at /mfa (below), never at an address of its own.
    response = NextResponse.redirect(new URL(`/mfa${request.nextUrl.search}`, request.url), 303);
  } else {
    // Issue 42: an MFA step with a page entry of its own is served from there; the address stays /mfa.
    const entry = mfaEntryOf(request.nextUrl.pathname, request.nextUrl.searchParams);
    response = entry
      ? NextResponse.rewrite(new URL(`${entry}${request.nextUrl.search}`, request.url), { request: { headers } })
      : NextResponse.next({ request: { headers } });
  }

  response.headers.set('Content-Security-Policy', csp);
  // HSTS when the public protocol is https: the tenant's registered origin says so, or (no tenant) the trusted proxy's hop.
  const protocol = publicProtocol({
    origin,
    trustedForwardedProto: cfg.trustProxy ? trustedHop(request.headers.get('x-forwarded-proto'), cfg.trustedProxyHops) : undefined,
    connectionProtocol: request.nextUrl.protocol,
  });
  for (const [k, v] of Object.entries(securityHeaders({ https: protocol === 'https', camera }))) response.headers.set(k, v);
  // The address with the token is only ever this 303: it sends no Referer at all (the redirected
  // request's policy) and is never stored. The clean page sends none off the site: not `no-referrer`,
  // under which the browser sends `Origin: null` with the page's own form post and the same-origin
  // check (rightly) refuses it; its own address holds nothing secret any more.
  if (link) {
    response.headers.set('Referrer-Policy', 'no-referrer');
    response.headers.set('Cache-Control', 'no-store');
  } else if (linkPageKind(request.nextUrl.pathname)) {
    response.headers.set('Referrer-Policy', 'same-origin');
    response.headers.set('Cache-Control', 'no-store');
  }
  response.headers.set(TRACE_TOKEN_HEADER, traceToken);
  if (langCode) response.cookies.set(COOKIE.locale, langCode, cookieOptions('locale'));
  if (schemeAsked === 'system') response.cookies.set(COOKIE.scheme, '', expiredCookieOptions('scheme'));
  else if (schemeAsked) response.cookies.set(COOKIE.scheme, schemeAsked, cookieOptions('scheme'));
  if (consumeFlash) {
    const cleared = flash.clear();
    response.cookies.set(cleared.name, cleared.value, cleared.options);
  }

  // A page's Server-Timing: the proxy's time, and within it the wait on the upstream for the tenant.
  if (!handlerTimes) response.headers.set('Server-Timing', `proxy;dur=${proxyMs}, upstream;dur=${tenantLookupMs.toFixed(1)}, idp;dur=0`);
  return response;
}

// Every route but static files and the probes (matched whole: /api/healthx is no probe): no header
// may opt a request out of the proxy, or a client could bring its own context header (which would
// name no context all the same).
export const config = {
  matcher: ['/((?!_next/static/|_next/image/|api/health$|api/ready$|favicon\\.ico$|robots\\.txt$).*)'],
};
