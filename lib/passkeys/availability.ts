// SPEC §6 / DESIGN §8: whether the e-mail stage offers "continue with a passkey". Pure, so the rule
// has a table test; the passkey flow gives it what the server knows (tenant, host, iid, remembered
// e-mail, the configured allow-list) and what the browser reports (WebAuthn, a platform authenticator).
export type PasskeyOfferInput = {
  passkeysEnabled: boolean;
  /** The tenant's relying-party id: a passkey works only on that host or one under it. */
  rpId: string;
  host: string;
  iid?: string;
  /** The remembered e-mail at the first stage. */
  email?: string;
  /** PASSKEY_EMAIL_ALLOWLIST, lower-cased. */
  allowlist: readonly string[];
  webauthn: boolean;
  platformAuthenticator: boolean;
};

export function isHostUnderRpId(host: string, rpId: string): boolean {
  const h = host.toLowerCase();
  const rp = rpId.toLowerCase();
  return h === rp || h.endsWith(`.${rp}`);
}

export function passkeyOffered(i: PasskeyOfferInput): boolean {
  if (!i.webauthn || !isHostUnderRpId(i.host, i.rpId)) return false;
  const allowlisted = !!i.email && i.allowlist.includes(i.email.trim().toLowerCase());
  return (i.passkeysEnabled && i.platformAuthenticator && !i.iid) || allowlisted;
}

/**
 * What the server can decide before the browser reports: 'never'; 'always' where WebAuthn is there
 * (an allow-listed e-mail); or 'platform' where the browser must also have a platform authenticator.
 */
export type PasskeyOffer = 'never' | 'always' | 'platform';

export function passkeyOfferFor(i: Omit<PasskeyOfferInput, 'webauthn' | 'platformAuthenticator'>): PasskeyOffer {
  if (!passkeyOffered({ ...i, webauthn: true, platformAuthenticator: true })) return 'never';
  return passkeyOffered({ ...i, webauthn: true, platformAuthenticator: false }) ? 'always' : 'platform';
}

/** The browser's half of the rule, given the server's. */
export function passkeyShown(offer: PasskeyOffer, browser: { webauthn: boolean; platformAuthenticator: boolean }): boolean {
  return browser.webauthn && (offer === 'always' || (offer === 'platform' && browser.platformAuthenticator));
}
