// Back to the calling application (SPEC §4's Authenticated page, last branches): the stored redirect
// URI, else the user's default, with the application's token (the upstream authorises the URI for the
// tenant) and the device token; or, for an authx identity, the partner token pair. Used by /authorize,
// and by /authenticate directly once a sign-in is finished, to save the browser two redirects.
import 'server-only';
import { logger } from '../logger';
import { countFunnel } from '../metrics';
import { cookieOptions, COOKIE, expiredCookieOptions } from '../session/cookies';
import type { SetCookie } from '../session/seal';
import { flashCookie } from '../session/flash';
import { clearSessionCookie, sessionCookie, type SessionData } from '../session/session';
import { authorizeRedirect, createUserDeviceToken } from '../upstream/auth';
import { isUpstreamError } from '../upstream/errors';
import { generatePartnerToken } from '../upstream/partners';
import type { Tenant } from '../upstream/tenants';
import { isAllowedRedirectUri } from './redirect-uri';

export type ReturnToApp = { ok: true; url: string; cookies: SetCookie[] } | { ok: false; tokenRefused: boolean };

export async function returnToApp(
  session: SessionData,
  tenant: Tenant,
  opts: { requested?: string; deviceToken?: string; traceToken: string },
): Promise<ReturnToApp> {
  const { traceToken } = opts;
  const target = opts.requested ?? session.flow.redirectUri ?? session.identity.defaultRedirectUri ?? undefined;
  try {
    if (!target) throw new Error('no redirect URI to return to');
    if (session.identity.provider === 'authx' && session.identity.partnerCode) {
      // The partner token goes only to a URI the tenant allows (the upstream is not asked here).
      if (!isAllowedRedirectUri(target, tenant.redirectUris)) throw new Error('partner redirect not allowed');
      const pair = await generatePartnerToken(session.identity.partnerCode, session.token);
      const url = new URL(target);
      url.searchParams.set('tenantCode', pair.tenantCode);
      url.searchParams.set('token', pair.token);
      countFunnel(tenant.code, 'completed');
      return { ok: true, url: url.href, cookies: await reauthDone(session) };
    }
    const cookies: SetCookie[] = await reauthDone(session);
    // Issue 26: on a shared computer the browser's device token may be someone else's, and kept, it
    // would spare whoever knows this person's password their second factor: the application gets one
    // minted for this sign-in, and the browser keeps none past it.
    const shared = session.sharedComputer === true;
    let deviceToken = shared ? undefined : opts.deviceToken;
    // The redirect's authorisation and a new device token do not depend on each other: ask at once.
    const [redirectUrl, minted] = await Promise.all([
      authorizeRedirect(session.token, target),
      deviceToken
        ? undefined
        : createUserDeviceToken(session.token).catch((err: unknown) => {
            logger.warn({ traceToken, err: String(err) }, 'no device token this time');
            return undefined;
          }),
    ]);
    if (minted) deviceToken = minted;
    if (shared) cookies.push({ name: COOKIE.device, value: '', options: expiredCookieOptions('device') });
    else if (minted) cookies.push({ name: COOKIE.device, value: minted, options: cookieOptions('device') });
    const url = new URL(redirectUrl);
    if (deviceToken) url.searchParams.set('userDeviceToken', deviceToken);
    countFunnel(tenant.code, 'completed');
    return { ok: true, url: url.href, cookies };
  } catch (err) {
    logger.warn({ traceToken, err: String(err) }, 'redirect not authorised');
    return { ok: false, tokenRefused: isUpstreamError(err, 'TokenInvalid') };
  }
}

/**
 * SPEC §8: when the return fails the user goes to Root. The stored URI is dropped (or the whole
 * session, when the upstream no longer honours its token), and Root's login skips the silent try, so
 * Root → login → silent sign-in → authorize cannot loop (DESIGN §5).
 */
export async function failedReturnCookies(session: SessionData, tokenRefused: boolean): Promise<SetCookie[]> {
  const kept = tokenRefused ? clearSessionCookie() : await sessionCookie({ ...session, flow: { ...session.flow, redirectUri: undefined } });
  return [kept, await flashCookie({ to: '/login', skipSilent: true })];
}

/**
 * A re-authentication is over once the user is back at the application: the purpose goes, and with it
 * a partner user's SameSite=None session cookie (SPEC §6 wants it for that flow only, not for the
 * rest of the session).
 */
/**
 * The session as it goes back to its application: a re-authentication's purpose is done; a shared
 * computer's sign-in is handed over (issue 26), and serves only its logout from now on.
 */
async function reauthDone(session: SessionData): Promise<SetCookie[]> {
  const reauth = session.flow.purpose === 'reauth';
  if (!reauth && !session.sharedComputer) return [];
  const { purpose: _done, ...rest } = session.flow;
  const flow = reauth ? rest : session.flow;
  return [await sessionCookie({ ...session, flow, ...(session.sharedComputer ? { handedOver: true as const } : {}) })];
}
