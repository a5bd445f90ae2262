// What unit tests of route handlers and sessions share: a tenant as the login-domain lookup answers
// it, a request as the proxy hands it on (the context it kept, named by the context header), and a
// signed-in session. One copy, so a new context header or identity field is added in one place.
import { NextRequest } from 'next/server';
import type { SessionData } from '@/lib/session/session';
import { CONTEXT_HEADER, handContext, type RequestContext } from '@/lib/tenant/context-header';
import { tenantOf } from '@/lib/tenant/frozen-tenant';
import type { LoginDomainResponse } from '@/lib/upstream/contract';

export const TEST_ORIGIN = 'http://seaside.localhost:3000';

export const testTenant: LoginDomainResponse = {
  domain: 'seaside.localhost',
  theme: {
    name: 'Seaside',
    code: 'seaside',
    images: { favicon: 'http://a.test/f.svg', logo: 'http://a.test/l.svg' },
    colours: {
      primaryBackground: '#000000',
      secondaryBackground: '#ffffff',
      tertiaryBackground: '#ffffff',
      primaryForeground: '#ffffff',
      secondaryForeground: '#000000',
      tertiaryForeground: '#000000',
    },
    links: { loginHelpUrl: 'http://a.test/h', loginHelpUrlLocales: {}, contactSupportUrl: 'http://a.test/s' },
  },
  tenant: {
    code: 'seaside',
    aliasCode: null,
    loginDomain: 'http://idp.test',
    loginClientId: 'c',
    enablePasskey: true,
    redirectUris: [],
    passkeyRpId: 'seaside.localhost',
    webOrigins: [TEST_ORIGIN],
  },
};

/** A request to `path` as the proxy hands it on: the context it kept (`testTenant` unless given, and what `context` changes). */
export function signedRequest(
  path: string,
  init: {
    method?: string;
    body?: string;
    type?: string;
    headers?: Record<string, string>;
    tenant?: LoginDomainResponse;
    context?: Partial<RequestContext>;
  } = {},
) {
  const headers = new Headers(init.headers);
  if (init.type) headers.set('content-type', init.type);
  headers.set(
    CONTEXT_HEADER,
    handContext({
      tenant: tenantOf(init.tenant ?? testTenant),
      tenantError: null,
      locale: 'en',
      scheme: 'system',
      nonce: undefined,
      traceToken: 'no-trace',
      host: null,
      origin: TEST_ORIGIN,
      path,
      query: '',
      flash: null,
      ...init.context,
    }),
  );
  return new NextRequest(`${TEST_ORIGIN}${path}`, { method: init.method ?? 'POST', headers, body: init.body });
}

/** A finished sign-in on the seaside tenant; a test changes what it is about. */
export function testSession(change: Partial<Omit<SessionData, 'identity'>> & { identity?: Partial<SessionData['identity']> } = {}): SessionData {
  const { identity, ...rest } = change;
  return {
    v: 2,
    token: 'upstream-token',
    tenantCode: 'seaside',
    flow: {},
    createdAt: Date.now(),
    sid: 'sign-in-1',
    ...rest,
    identity: {
      uuid: 'u-1',
      email: 'ada@seaside.test',
      type: 'staff',
      state: 'AUTHENTICATED',
      locale: null,
      emailVerificationRequired: false,
      defaultRedirectUri: null,
      passwordExpiryInDays: null,
      passwordChangeWarningInDays: null,
      mfaRequiredByRemainingInDays: null,
      mfaMethod: null,
      partnerCode: null,
      provider: 'auth0',
      hasPasskeys: false,
      ...identity,
    },
  };
}

/** The value a response's Set-Cookie lines give the cookie `name`, if one does. */
export const cookieValue = (cookies: string[], name: string): string | undefined =>
  cookies
    .find((c) => c.startsWith(`${name}=`))
    ?.split(';')[0]!
    .slice(name.length + 1);
