// SPEC §4's purposes: the reasons a sign-in is started, carried from /login to /authenticate.

export const MFA_PURPOSES = ['for-mfa-reset', 'for-mfa-verification', 'for-mfa-login', 'passkey-enrollment', 'passkey-registration'] as const;
export const PASSKEY_STATES = ['passkey-registration', 'passkey-enrollment', 'passkey-step-up-authentication', 'passkey-step-up-success'] as const;
export const OTHER_PURPOSES = ['reauth', 'passkey-login'] as const;

export const PURPOSES = [...new Set([...MFA_PURPOSES, ...PASSKEY_STATES, ...OTHER_PURPOSES])] as const;
export type Purpose = (typeof MFA_PURPOSES)[number] | (typeof PASSKEY_STATES)[number] | (typeof OTHER_PURPOSES)[number];

export function parsePurpose(value: string | null | undefined): Purpose | undefined {
  return (PURPOSES as readonly string[]).includes(value ?? '') ? (value as Purpose) : undefined;
}

/** Purposes that must re-authenticate: a silent sign-in would skip the very check they ask for. */
export function forbidsSilentSignIn(purpose: Purpose | undefined): boolean {
  return purpose === 'reauth' || (purpose?.startsWith('passkey-') ?? false);
}
