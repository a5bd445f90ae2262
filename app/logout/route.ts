// GET /logout?redirectUri&returnTo: SPEC §4's logout. The upstream forgets the token, our cookies go, and the
// browser leaves through the IdP's end-session endpoint back to /login?loggedOut=true.
import type { NextRequest } from 'next/server';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { isSafeReturnTo } from '@/lib/flows/return-to';
import { idpConfiguration } from '@/lib/idp/client';
import { endSessionUrl } from '@/lib/idp/exchange';
import { publicOrigin } from '@/lib/http/origin';
import { redirectTo } from '@/lib/http/respond';
import { logger } from '@/lib/logger';
import { getRequestContext } from '@/lib/request-context';
import { COOKIE, expiredCookieOptions } from '@/lib/session/cookies';
import { flashCookie, returnToCookie } from '@/lib/session/flash';
import { openSession, type SetCookie } from '@/lib/session/session';
import { logout } from '@/lib/upstream/auth';

export async function GET(request: NextRequest) {
  const { tenant, traceToken } = await getRequestContext();
  if (!tenant) return redirectTo(request, '/error', [], 302);
  const redirectUri = allowedRedirectUri(request.nextUrl.searchParams.get('redirectUri'), tenant.tenant.redirectUris);
  const session = await openSession(request.cookies.get(COOKIE.session)?.value);
  const cookies: SetCookie[] = [
    { name: COOKIE.session, value: '', options: expiredCookieOptions('session') },
    { name: COOKIE.ssoHint, value: '', options: expiredCookieOptions('ssoHint') },
  ];
  // The next sign-in returns to the application that logged the user out; the must-log-out dialog
  // (SPEC §4) comes back to the link the user opened.
  if (redirectUri) cookies.push(await flashCookie({ redirectUri }));
  const returnTo = request.nextUrl.searchParams.get('returnTo');
  if (isSafeReturnTo(returnTo)) cookies.push(await returnToCookie(returnTo));

  if (session) {
    try {
      await logout({ token: session.token, tenantCode: session.tenantCode, redirectUri }, traceToken);
    } catch (err) {
      logger.error({ traceToken, err: String(err) }, 'upstream logout failed');
      return redirectTo(request, '/error', cookies);
    }
  }
  const loggedOut = `${publicOrigin(request)}/login?loggedOut=true`;
  try {
    const idp = await idpConfiguration(tenant.tenant);
    return redirectTo(request, endSessionUrl(idp, loggedOut) ?? loggedOut, cookies);
  } catch (err) {
    logger.error({ traceToken, err: String(err) }, 'IdP logout unavailable');
    return redirectTo(request, '/error', cookies);
  }
}
