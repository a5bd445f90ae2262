// SPEC §4's purposes: the reasons a sign-in is started, carried from /login to /authenticate.

export const MFA_PURPOSES = ['for-mfa-reset', 'for-mfa-verification', 'for-mfa-login', 'passkey-enrollment', 'passkey-registration'] as const;
export const PASSKEY_STATES = ['passkey-registration', 'passkey-enrollment', 'passkey-step-up-authentication', 'passkey-step-up-success'] as const;
/**
 * Keycard's own: the user is on one of its pages (`account-security`, issue 25: their security page;
 * `team`, issue 39: the manager's page), which the sign-in returns to.
 */
export const OTHER_PURPOSES = ['reauth', 'passkey-login', 'account-security', 'team'] as const;

export const PURPOSES = [...new Set([...MFA_PURPOSES, ...PASSKEY_STATES, ...OTHER_PURPOSES])] as const;
export type Purpose = (typeof MFA_PURPOSES)[number] | (typeof PASSKEY_STATES)[number] | (typeof OTHER_PURPOSES)[number];

/**
 * Purposes that ask the user to prove presence: a re-authentication, a passkey's enrolment or step-up,
 * and the MFA reset (its one click removes a second factor, so it is a re-authentication too). No
 * sign-in without a credential (a silent try, a stored partner identity) may serve them.
 */
export function demandsPresence(purpose: Purpose | undefined): boolean {
  return purpose === 'reauth' || purpose === 'for-mfa-reset' || (purpose?.startsWith('passkey-') ?? false);
}

/** Keycard's own pages a signed-in user comes to on an errand, by the purpose that holds it (issues 25, 39). */
export const OWN_PAGES = { 'account-security': '/account/security', team: '/team' } as const satisfies Partial<Record<Purpose, string>>;
export type OwnPagePurpose = keyof typeof OWN_PAGES;

/** The own page this purpose holds the sign-in to, if it is one. */
export function ownPageOf(purpose: Purpose | undefined): OwnPagePurpose | undefined {
  return purpose === 'account-security' || purpose === 'team' ? purpose : undefined;
}

/** A path on one of the own pages (the manager's page has one per property and person). */
export function isOwnPagePath(path: string): boolean {
  return path === OWN_PAGES['account-security'] || path === OWN_PAGES.team || path.startsWith(`${OWN_PAGES.team}/`);
}
