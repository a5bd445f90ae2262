// GET /authorize?redirectUri: back to the calling application with its token and the device token,
// only to a URI the tenant allows and the upstream authorises (DESIGN §5). SPEC §4's authx path
// exchanges the token for a partner token instead.
import type { NextRequest } from 'next/server';
import { flowQuery, withQuery } from '@/lib/flows/login-params';
import { authorizeGate, routeToPath } from '@/lib/flows/next-step';
import { allowedRedirectUri, isAllowedRedirectUri } from '@/lib/flows/redirect-uri';
import { redirectTo } from '@/lib/http/respond';
import { logger } from '@/lib/logger';
import { getRequestContext } from '@/lib/request-context';
import { COOKIE, cookieOptions } from '@/lib/session/cookies';
import { flashCookie } from '@/lib/session/flash';
import { openSession, sessionCookie, type SetCookie } from '@/lib/session/session';
import { authorizeRedirect, createUserDeviceToken } from '@/lib/upstream/auth';
import { generatePartnerToken } from '@/lib/upstream/partners';

export async function GET(request: NextRequest) {
  const { tenant, traceToken } = await getRequestContext();
  if (!tenant) return redirectTo(request, '/error', [], 302);
  const requested = allowedRedirectUri(request.nextUrl.searchParams.get('redirectUri'), tenant.tenant.redirectUris);
  const session = await openSession(request.cookies.get(COOKIE.session)?.value);
  if (!session || session.tenantCode !== tenant.tenant.code) {
    return redirectTo(request, withQuery('/login', flowQuery({ redirectUri: requested })), [], 302);
  }
  // Only a finished sign-in goes back to the calling application (SPEC §4): not one with MFA, an
  // expired password, an unverified e-mail or an unanswered expiry warning outstanding.
  const gate = authorizeGate({ ...session.identity, purpose: session.purpose, applyMfa: session.applyMfa, passwordWarningSkipped: session.passwordWarningSkipped, hasIdentity: true });
  if (gate !== 'ok') {
    const cookies = requested ? [await sessionCookie({ ...session, redirectUri: requested })] : [];
    return redirectTo(request, routeToPath(gate), cookies, 302);
  }
  const target = requested ?? session.redirectUri ?? session.identity.defaultRedirectUri ?? undefined;

  try {
    if (!target) throw new Error('no redirect URI to return to');
    if (session.identity.provider === 'authx' && session.identity.partnerCode) {
      // The partner token goes only to a URI the tenant allows (the upstream is not asked here).
      if (!isAllowedRedirectUri(target, tenant.tenant.redirectUris)) throw new Error('partner redirect not allowed');
      const pair = await generatePartnerToken(session.identity.partnerCode, session.token, traceToken);
      const url = new URL(target);
      url.searchParams.set('tenantCode', pair.tenantCode);
      url.searchParams.set('token', pair.token);
      return redirectTo(request, url.href);
    }
    const cookies: SetCookie[] = [];
    let deviceToken = request.cookies.get(COOKIE.device)?.value;
    if (!deviceToken) {
      deviceToken = await createUserDeviceToken(session.token, traceToken).catch((err: unknown) => {
        logger.warn({ traceToken, err: String(err) }, 'no device token this time');
        return undefined;
      });
      if (deviceToken) cookies.push({ name: COOKIE.device, value: deviceToken, options: cookieOptions('device') });
    }
    const url = new URL(await authorizeRedirect(session.token, target, traceToken));
    if (deviceToken) url.searchParams.set('userDeviceToken', deviceToken);
    return redirectTo(request, url.href, cookies);
  } catch (err) {
    // SPEC §8: authorisation failure goes to Root. Drop the stored URI and skip the silent try there,
    // so Root → login → silent sign-in → authorize cannot loop (DESIGN §5).
    logger.warn({ traceToken, err: String(err) }, 'redirect not authorised');
    const cleared = await sessionCookie({ ...session, redirectUri: undefined });
    return redirectTo(request, '/', [cleared, await flashCookie({ skipSilent: true })]);
  }
}
