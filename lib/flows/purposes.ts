// SPEC §4's purposes: the reasons a sign-in is started, carried from /login to /authenticate.

export const MFA_PURPOSES = ['for-mfa-reset', 'for-mfa-verification', 'for-mfa-login', 'passkey-enrollment', 'passkey-registration'] as const;
export const PASSKEY_STATES = ['passkey-registration', 'passkey-enrollment', 'passkey-step-up-authentication', 'passkey-step-up-success'] as const;
/** `account-security`: Keycard's own (issue 25): the user is on their security page, which the sign-in returns to. */
export const OTHER_PURPOSES = ['reauth', 'passkey-login', 'account-security'] as const;

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
