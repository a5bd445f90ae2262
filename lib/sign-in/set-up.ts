// Issue 38: a temporary pass's sign-in sets up how the person will sign in from now on, on one screen
// (/account/set-up): a passkey where the tenant and browser allow, else a new password (SPEC's rule)
// and, where a second factor is asked, the authenticator app with its first code (then its recovery
// codes). Until the upstream says it is done, the sign-in serves nothing else (its state,
// SIGN_IN_SET_UP_REQUIRED, leads every page here and authorises no redirect).
import 'server-only';
import { SET_UP_PATH } from '../flows/next-step';
import { logger } from '../logger';
import { mfaCeremony } from '../mfa/codes';
import { ceremony } from '../session/ceremony';
import type { SetCookie } from '../session/seal';
import type { SessionData } from '../session/session';
import { registerTotp } from '../upstream/mfa';

export { SET_UP_PATH };

/**
 * Whether the set-up with a password must register a second factor too: the tenant asks this person
 * for one now, or they had one (the pass may stand in for a lost phone). The upstream decides in the
 * end (SetUpIncomplete); this is what the screen shows.
 */
export function secondFactorAsked(session: Pick<SessionData, 'identity' | 'setUpFactor'>): boolean {
  const { mfaMethod, mfaRequiredByRemainingInDays } = session.identity;
  return session.setUpFactor !== true && (mfaMethod !== null || mfaRequiredByRemainingInDays === 0);
}

/**
 * On arrival at the set-up, where a second factor is asked: the app's registration begins (a new
 * secret, kept in the ceremony cookie for the screen's QR code), so the screen is whole at once.
 * A failure here is no failure of the sign-in: the screen offers a new QR code.
 */
export async function setUpOnArrival(session: SessionData, path: string, issuer: string): Promise<SetCookie[]> {
  if (path !== SET_UP_PATH || !secondFactorAsked(session)) return [];
  try {
    return [await appRegistration(session, issuer)];
  } catch (err) {
    logger.warn({ err: String(err) }, 'could not begin the app registration of a set-up');
    return [];
  }
}

/** The app's registration begun anew: its secret and otpauth URI in the ceremony cookie. */
export async function appRegistration(session: SessionData, issuer: string): Promise<SetCookie> {
  const reg = await registerTotp(session.token, issuer);
  return ceremony.write(
    mfaCeremony(session, { purpose: 'register', deliveryType: 'totp', challengeId: reg.challengeId, secret: reg.secret, otpauthUri: reg.otpauthUri }),
  );
}
