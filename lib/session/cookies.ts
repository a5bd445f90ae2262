// Cookie names and attributes (DESIGN §6, SPEC §9). One place, so a unit test can hold them to the spec.
import { PARTNER_IDENTITY_TTL_S } from '../upstream/contract/partners';

const DAY = 24 * 60 * 60;

export const COOKIE = {
  session: '__Host-session',
  txPrefix: '__Host-tx-',
  device: '__Host-device',
  lastEmail: '__Host-last-email',
  ssoHint: '__Host-sso-hint',
  flash: '__Host-flash',
  locale: '__Host-locale',
  /** Issue 27: the colour scheme chosen by `theme=light|dark` (none: the system's). */
  scheme: '__Host-scheme',
  returnTo: '__Host-return',
  /** The ID token of the sign-in, kept for the IdP's logout (`id_token_hint`) beside the 4 KB session. */
  idToken: '__Host-idt',
  /** The e-mail of a sign-in or reset in progress, so no URL we build carries it. */
  pendingEmail: '__Host-email',
  /** Short-lived ceremony state (an MFA challenge, a WebAuthn challenge), beside the session. */
  ceremony: '__Host-ceremony',
  /** An authx user's partner identity (SPEC §4: "a stored partner identity"), for the partner token route. */
  partner: '__Host-partner',
  /** A link's token, moved out of its address on arrival (lib/session/link-token.ts): one cookie per kind of link. */
  linkPrefix: '__Host-link-',
  /** What this browser said to the passkey offer after a password sign-in (lib/passkeys/upgrade.ts): not now, or never. */
  passkeyOffer: '__Host-passkey-offer',
  /** New recovery codes between their making and the user's "I have saved them" (issue 25): sealed, never in a URL. */
  recoveryCodes: '__Host-recovery',
  /** A recovery code just spent left few: "Get new codes" is this sign-in's to take, for a while. */
  recoveryOffer: '__Host-recovery-offer',
  /** Issue 26: this browser is a shared computer ("on") or someone's own ("off"), as its last sign-in chose. */
  shared: '__Host-shared',
  /** Issue 26: where a shared computer's sign-in goes on once the IdP has ended its session (sealed). */
  continueTo: '__Host-continue',
  /** Issue 26: the accounts (digests) this browser signed in as with a password: the per-account budget spares it. */
  knownAccounts: '__Host-known',
} as const;

export const MAX_AGE = {
  session: 30 * DAY,
  tx: 10 * 60,
  device: 365 * DAY,
  lastEmail: 365 * DAY,
  ssoHint: 30 * DAY,
  flash: 60,
  locale: 365 * DAY,
  scheme: 365 * DAY,
  /** Long enough for an IdP that asks the user to confirm the logout. */
  returnTo: 10 * 60,
  idToken: 30 * DAY,
  pendingEmail: 60 * 60,
  ceremony: 10 * 60,
  /** The upstream's sliding window for the identity inside, rewritten at each use. */
  partner: PARTNER_IDENTITY_TTL_S,
  /** Security review M3: long enough to fill in the page's form, short enough that a copy soon dies. */
  link: 10 * 60,
  /** "Don't ask again on this device"; "Not now" lives for its 30 days only (`passkeyOfferCookie`). */
  passkeyOffer: 365 * DAY,
  /** Long enough to copy, download or print them; they are not shown again after it. */
  recoveryCodes: 10 * 60,
  recoveryOffer: 10 * 60,
  /** A setting of the browser, like the language: kept until someone changes it. */
  shared: 365 * DAY,
  continueTo: 60,
  knownAccounts: 180 * DAY,
} as const;

export type CookieOptions = {
  httpOnly: boolean;
  secure: true;
  sameSite: 'lax' | 'none';
  path: '/';
  maxAge: number;
};

export type CookieKind = keyof typeof MAX_AGE;

/**
 * Attributes for each cookie. Every cookie is `__Host-` prefixed (Secure, Path=/, no Domain), so a
 * sibling host of the same tenant cannot plant or read it. `partnerCrossSite` is SPEC §6's partner
 * rule: the partner apps return into MFA verification and re-auth by cross-site navigation.
 */
export function cookieOptions(kind: CookieKind, opts: { partnerCrossSite?: boolean } = {}): CookieOptions {
  const sameSite = kind === 'device' || (kind === 'session' && opts.partnerCrossSite) ? 'none' : 'lax';
  return { httpOnly: true, secure: true, sameSite, path: '/', maxAge: MAX_AGE[kind] };
}

/**
 * SPEC §6 / DESIGN §6: a partner code in the token makes the session cookie SameSite=None, for the MFA
 * verification and re-auth flows only (the partner apps return into those by cross-site navigation).
 */
export function isPartnerCrossSite(partnerCode: string | null | undefined, purpose: string | undefined): boolean {
  return !!partnerCode && (purpose === 'for-mfa-verification' || purpose === 'reauth');
}

/** Options that delete a cookie set with `cookieOptions(kind)`. */
export function expiredCookieOptions(kind: CookieKind): CookieOptions {
  return { ...cookieOptions(kind), maxAge: 0 };
}

export function txCookieName(state: string): string {
  return `${COOKIE.txPrefix}${state}`;
}
