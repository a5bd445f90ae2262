// Leaving /passkey-upgrade (issue 24), whatever the user or the browser chose: the offer is dropped
// from the session, so it is made once per sign-in, and the user goes back to the calling application
// exactly as a sign-in without the offer would (`backToApp`: the stored URI, the device token).
import 'server-only';
import { ceremony } from '../session/ceremony';
import { endOffer } from './offer-ended';
import { sessionCookie, type SessionData } from '../session/session';
import { backToApp, type BackContext } from '../sign-in/after';
import { MAX_AGE, plainCookie, type SetCookie } from '../sign-in/cookies';
import { ASK_AGAIN_AFTER_DAYS, choiceCookieValue, type UpgradeChoice } from './upgrade';

export async function leaveUpgrade(
  session: SessionData,
  ctx: BackContext,
  o: { created?: boolean; cookies?: SetCookie[] } = {},
): Promise<{ next: string; cookies: SetCookie[] }> {
  const { passkeyUpgrade: _offered, ...rest } = session;
  const left: SessionData = o.created ? { ...rest, identity: { ...rest.identity, hasPasskeys: true } } : rest;
  // Whatever the page began (a conditional create's challenge) ends with the offer.
  const extra = [ceremony.clear(), ...(o.cookies ?? [])];
  // The session without the offer first: the way back's own session cookie (handed over, or dropped) comes after it.
  await endOffer(session.sid);
  const back = await backToApp(left, ctx);
  return { next: back.next, cookies: [...extra, await sessionCookie(left), ...back.cookies] };
}

/** This browser's answer to the prompt: "Don't ask again" for the device cookie's year, "Not now" for its 30 days. */
export function passkeyOfferCookie(choice: UpgradeChoice, now = Date.now()): SetCookie {
  const maxAge = choice === 'never' ? MAX_AGE.passkeyOffer : ASK_AGAIN_AFTER_DAYS * 24 * 60 * 60;
  return plainCookie('passkeyOffer', choiceCookieValue(choice, now), maxAge);
}
