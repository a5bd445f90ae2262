// WebAuthn's Signal API, the server's half (issue 24): after a passkey sign-in or step-up, the page
// tells the browser which of the user's passkeys this relying party still accepts, and the name to
// show for them, so a password manager can hide a passkey deleted here and show the current e-mail.
// The list is the one the upstream answered the sign-in with: no call more. The browser takes it as
// the whole list and may hide any passkey not on it, so it is sent only when it plainly is one: every
// id a credential id (base64url), the passkey just used among them. Else only the name goes.
import type { Identity } from '../upstream/auth';
import { Base64Url } from '../upstream/contract';
import type { Tenant } from '../upstream/tenants';

export type PasskeySignals = {
  rpId: string;
  /** The WebAuthn user handle in base64url: the user's uuid, as enrolment registers it (lib/passkeys/ceremony.ts). */
  userId: string;
  /** Every passkey id the upstream accepts for this user; null when its answer cannot be taken as that list. */
  credentialIds: string[] | null;
  /** The e-mail, as enrolment gives it for both the name and the display name. */
  name: string;
};

/** `usedId`: the credential of the assertion just verified. */
export function passkeySignals(identity: Pick<Identity, 'uuid' | 'email' | 'passkeys'>, tenant: Pick<Tenant, 'passkeyRpId'>, usedId: string): PasskeySignals {
  const ids = identity.passkeys.map((p) => p.id);
  const whole = ids.includes(usedId) && ids.every((id) => Base64Url.safeParse(id).success);
  return {
    rpId: tenant.passkeyRpId,
    userId: Buffer.from(identity.uuid, 'utf8').toString('base64url'),
    credentialIds: whole ? ids : null,
    name: identity.email,
  };
}

/** The security page's list (issue 25): the passkeys the upstream listed just now, the whole list (an empty one too). */
export function acceptedPasskeySignals(
  identity: Pick<Identity, 'uuid' | 'email'>,
  tenant: Pick<Tenant, 'passkeyRpId'>,
  ids: readonly string[],
): PasskeySignals {
  return {
    rpId: tenant.passkeyRpId,
    userId: Buffer.from(identity.uuid, 'utf8').toString('base64url'),
    credentialIds: ids.every((id) => Base64Url.safeParse(id).success) ? [...ids] : null,
    name: identity.email,
  };
}
