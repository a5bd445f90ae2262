// WebAuthn's Signal API, the server's half (issue 24): after a passkey sign-in or step-up, the page
// tells the browser which of the user's passkeys this relying party still accepts, and the name to
// show for them, so a password manager can hide a passkey deleted here and show the current e-mail.
// The list is the one the upstream answered the sign-in with: no call more.
import type { Identity } from '../upstream/auth';
import type { Tenant } from '../upstream/tenants';

export type PasskeySignals = {
  rpId: string;
  /** The WebAuthn user handle in base64url: the user's uuid, as enrolment registers it (lib/passkeys/ceremony.ts). */
  userId: string;
  credentialIds: string[];
  /** The e-mail, as enrolment gives it for both the name and the display name. */
  name: string;
};

export function passkeySignals(identity: Pick<Identity, 'uuid' | 'email' | 'passkeys'>, tenant: Pick<Tenant, 'passkeyRpId'>): PasskeySignals {
  return {
    rpId: tenant.passkeyRpId,
    userId: Buffer.from(identity.uuid, 'utf8').toString('base64url'),
    credentialIds: identity.passkeys.map((p) => p.id),
    name: identity.email,
  };
}
