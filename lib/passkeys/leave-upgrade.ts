// Leaving /passkey-upgrade (issue 24), whatever the user or the browser chose: the offer is dropped
// from the session, so it is made once per sign-in, and the user goes back to the calling application
// exactly as a sign-in without the offer would (`returnToApp`: the stored URI, the device token).
import 'server-only';
import { failedReturnCookies, returnToApp } from '../flows/return-to-app';
import { ceremony } from '../session/ceremony';
import { MAX_AGE, COOKIE, cookieOptions } from '../session/cookies';
import type { SetCookie } from '../session/seal';
import { sessionCookie, type SessionData } from '../session/session';
import type { Tenant } from '../upstream/tenants';
import { ASK_AGAIN_AFTER_DAYS, choiceCookieValue, type UpgradeChoice } from './upgrade';

export async function leaveUpgrade(
  session: SessionData,
  tenant: Tenant,
  o: { deviceToken?: string; traceToken: string; created?: boolean; cookies?: SetCookie[] },
): Promise<{ next: string; cookies: SetCookie[] }> {
  const { passkeyUpgrade: _offered, ...rest } = session;
  const left: SessionData = o.created ? { ...rest, identity: { ...rest.identity, hasPasskeys: true } } : rest;
  // Whatever the page began (a conditional create's challenge) ends with the offer.
  const extra = [ceremony.clear(), ...(o.cookies ?? [])];
  const back = await returnToApp(left, tenant, { deviceToken: o.deviceToken, traceToken: o.traceToken });
  if (!back.ok) return { next: '/', cookies: [...extra, ...(await failedReturnCookies(left, back.tokenRefused))] };
  return { next: back.url, cookies: [...extra, await sessionCookie(left), ...back.cookies] };
}

/** This browser's answer to the prompt: "Don't ask again" for the device cookie's year, "Not now" for its 30 days. */
export function passkeyOfferCookie(choice: UpgradeChoice, now = Date.now()): SetCookie {
  const maxAge = choice === 'never' ? MAX_AGE.passkeyOffer : ASK_AGAIN_AFTER_DAYS * 24 * 60 * 60;
  return { name: COOKIE.passkeyOffer, value: choiceCookieValue(choice, now), options: { ...cookieOptions('passkeyOffer'), maxAge } };
}
