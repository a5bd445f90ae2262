// Short-lived ceremony state (issue 7: a home beside the session): a WebAuthn challenge between
// the options Keycard builds and the response the browser returns, or an MFA challenge between
// sending a code and checking it. Sealed in its own five-minute cookie, so the session stays under
// 4 KB and a ceremony cannot outlive its few minutes; each state names the user it was begun for.
import 'server-only';
import { z } from 'zod';
import { sealedCookie } from './seal';

export const Ceremony = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('webauthn'),
    /** The base64url challenge Keycard put in the options; the upstream verifies the response against it. */
    challenge: z.string().min(16).max(128),
    ceremony: z.enum(['registration', 'authentication']),
    /** The user it was begun for (absent for a passkey sign-in, which has no user yet). */
    userUuid: z.string().max(64).optional(),
    startedAt: z.number(),
  }),
  z.object({
    kind: z.literal('mfa'),
    /** The upstream's id of the code it sent (or of a partner-app challenge). */
    challengeId: z.string().min(1).max(128),
    method: z.enum(['totp', 'sms', 'voice', 'partner-app']),
    userUuid: z.string().max(64),
    startedAt: z.number(),
  }),
]);
export type Ceremony = z.infer<typeof Ceremony>;

export const ceremony = sealedCookie('ceremony', Ceremony);

/** The ceremony in the cookie, only if it is of this kind and begun for this user. */
export async function openCeremony<K extends Ceremony['kind']>(
  value: string | undefined,
  kind: K,
  userUuid?: string,
): Promise<Extract<Ceremony, { kind: K }> | null> {
  const found = await ceremony.read(value);
  if (!found || found.kind !== kind || found.userUuid !== userUuid) return null;
  return found as Extract<Ceremony, { kind: K }>;
}
