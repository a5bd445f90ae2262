// The WebAuthn ceremonies' server half (DESIGN §8): options built with @simplewebauthn/server for the
// tenant's relying-party id, and the challenge kept in the sealed ceremony cookie — bound to the user
// it was begun for (none for a sign-in), good for five minutes and spent on its first use.
import 'server-only';
import { generateAuthenticationOptions, generateRegistrationOptions } from '@simplewebauthn/server';
import { ceremony, openCeremony, type Ceremony } from '../session/ceremony';
import type { SetCookie } from '../session/seal';
import type { SessionData } from '../session/session';
import type { Tenant } from '../upstream/tenants';
import type { Expected } from '../upstream/passkeys';

/** How long a browser prompt may stay open, and a challenge stay good (issue 10: 5 minutes). */
export const CEREMONY_MS = 5 * 60 * 1000;

export type WebAuthnCeremony = Extract<Ceremony, { kind: 'webauthn' }>;
type Options = Awaited<ReturnType<typeof generateRegistrationOptions>> | Awaited<ReturnType<typeof generateAuthenticationOptions>>;

async function begin(
  kind: WebAuthnCeremony['ceremony'],
  options: Options,
  userUuid?: string,
  upgrade?: WebAuthnCeremony['upgrade'],
): Promise<{ options: Options; cookie: SetCookie }> {
  const state: WebAuthnCeremony = { kind: 'webauthn', ceremony: kind, challenge: options.challenge, userUuid, startedAt: Date.now(), upgrade };
  return { options, cookie: await ceremony.write(state) };
}

/**
 * A new passkey for the signed-in user: discoverable, user verification required, no attestation.
 * `upgrade`: begun by /passkey-upgrade; by conditional create, verification is only preferred, since
 * the browser creates it without asking anyone (WebAuthn L3 §5.1.3): the password signed in with a
 * moment ago is what vouches for the user then.
 */
export async function beginRegistration(tenant: Tenant, session: SessionData, upgrade?: WebAuthnCeremony['upgrade']) {
  const { email, uuid } = session.identity;
  const options = await generateRegistrationOptions({
    rpName: tenant.theme.name,
    rpID: tenant.passkeyRpId,
    // The user handle is the opaque uuid, never the e-mail: authenticators may show or sync it.
    userID: new TextEncoder().encode(uuid),
    userName: email,
    userDisplayName: email,
    attestationType: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: upgrade === 'conditional' ? 'preferred' : 'required' },
    timeout: CEREMONY_MS,
  });
  return begin('registration', options, uuid, upgrade);
}

/**
 * An assertion: for a sign-in (no user yet, so any of the tenant's discoverable passkeys) or for the
 * signed-in user's step-up (bound to that user; the upstream still says whose passkey it was).
 */
export async function beginAuthentication(tenant: Tenant, session?: SessionData) {
  const options = await generateAuthenticationOptions({ rpID: tenant.passkeyRpId, userVerification: 'required', timeout: CEREMONY_MS });
  return begin('authentication', options, session?.identity.uuid);
}

/**
 * What the upstream checks the response against, if this browser has a ceremony of this kind in
 * progress for this user (none for a sign-in), begun less than five minutes ago; else null. The
 * caller clears the cookie whatever happens next: a challenge is presented once.
 */
export async function expectedFor(
  cookieValue: string | undefined,
  kind: WebAuthnCeremony['ceremony'],
  tenant: Tenant,
  origin: string,
  userUuid?: string,
  now = Date.now(),
): Promise<Expected | null> {
  return expectedOf(await openCeremony(cookieValue, 'webauthn', userUuid), kind, tenant, origin, now);
}

/** The same, from a ceremony the handler already opened for its user (`ctx.ceremony('webauthn')`). */
export function expectedOf(
  found: WebAuthnCeremony | null,
  kind: WebAuthnCeremony['ceremony'],
  tenant: Tenant,
  origin: string,
  now = Date.now(),
): Expected | null {
  if (!found || found.ceremony !== kind || now - found.startedAt > CEREMONY_MS || now < found.startedAt) return null;
  return { expectedChallenge: found.challenge, expectedOrigin: origin, expectedRpId: tenant.passkeyRpId };
}
