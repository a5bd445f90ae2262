// Issue 24's upgrade after a password sign-in: whether a sign-in, once finished, is held on
// /passkey-upgrade before it goes back to the calling application, and what this browser said to the
// prompt there. Pure, so the rules have table tests: `finishSignIn` asks with what the server knows
// when the session is made; the page asks the browser the rest (conditional create, a platform
// authenticator, or neither).
import { isHostUnderRpId } from './availability';

/** Where a finished password sign-in is offered a passkey before it goes back. */
export const PASSKEY_UPGRADE_PATH = '/passkey-upgrade';
/** Where that page goes on without a passkey (GET), or with the prompt's refusal (POST): back to the calling application. */
export const UPGRADE_CONTINUE = '/api/passkey/upgrade';
/** The same, for a browser that can make no passkey here: not asked again for 30 days, as after "Not now". */
export const UPGRADE_UNABLE = `${UPGRADE_CONTINUE}?unable`;

export type UpgradeInput = {
  /** The sign-in just made presented a credential here (a password at the IdP, our form or its hosted login: neither silent nor unattended); a passkey sign-in needs no offer. */
  credentialPresented: boolean;
  passkeysEnabled: boolean;
  rpId: string;
  host: string;
  hasPasskeys: boolean;
  /** An authx (partner) identity. */
  partner: boolean;
  iid?: string;
  /**
   * The sign-in's purpose, if any. Every purpose is an errand of its own (a re-authentication, a
   * step-up, an MFA reset or setup, a passkey's enrolment): none is interrupted by an offer.
   */
  purpose?: string;
  /** This browser said "Don't ask again", or "Not now" less than 30 days ago. */
  declinedHere: boolean;
};

export function offersPasskeyUpgrade(i: UpgradeInput): boolean {
  return (
    i.credentialPresented && i.passkeysEnabled && isHostUnderRpId(i.host, i.rpId) && !i.hasPasskeys && !i.partner && !i.iid && !i.purpose && !i.declinedHere
  );
}

/**
 * The offer belongs to the sign-in it follows: a session marked for it is held on the page only
 * within this long of that sign-in (its MFA included), and never once the user has a passkey (one
 * made on /passkey-enrollment meanwhile). A session whose user closed the page is not offered one,
 * least of all by conditional create, days later from another application's visit.
 */
export const UPGRADE_WINDOW_MS = 10 * 60 * 1000;

export function upgradePending(session: { passkeyUpgrade?: true; createdAt: number; identity: { hasPasskeys: boolean } }, now = Date.now()): boolean {
  const age = now - session.createdAt;
  return session.passkeyUpgrade === true && !session.identity.hasPasskeys && age >= 0 && age < UPGRADE_WINDOW_MS;
}

/**
 * What the prompt's two refusals leave in this browser's `__Host-passkey-offer` cookie: `never`, or
 * `later.<ms since the epoch>`. A cookie, not an upstream flag: both answers are about this device
 * ("on this device"), and a user who declined on the front desk's computer may still want one on
 * their own phone. Not sealed: it holds nothing secret, and whoever edits it only changes what
 * their own browser is offered.
 */
export type UpgradeChoice = 'later' | 'never';

/** "Not now" asks again after this long. */
export const ASK_AGAIN_AFTER_DAYS = 30;
const ASK_AGAIN_AFTER_MS = ASK_AGAIN_AFTER_DAYS * 24 * 60 * 60 * 1000;

export function choiceCookieValue(choice: UpgradeChoice, now = Date.now()): string {
  return choice === 'never' ? 'never' : `later.${now}`;
}

const LATER = /^later\.(\d{1,15})$/;

/**
 * Whether this browser declined at `now`: "Don't ask again", or "Not now" less than 30 days ago (and
 * not in the future, which a clock put back would make). Anything else in the cookie is no answer.
 */
export function declinedHere(value: string | undefined, now = Date.now()): boolean {
  if (value === 'never') return true;
  const at = value ? LATER.exec(value) : null;
  if (!at) return false;
  const since = now - Number(at[1]);
  return since >= 0 && since < ASK_AGAIN_AFTER_MS;
}
