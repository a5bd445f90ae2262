// Short-lived ceremony state (issue 7: a home beside the session): a WebAuthn challenge between
// the options Keycard builds and the response the browser returns, or an MFA code between sending
// it and checking it (an app registration's secret too). Sealed in its own ten-minute cookie (an MFA
// code's lifetime; a WebAuthn challenge is held to its own five minutes by `startedAt`), so the session stays under
// 4 KB and a ceremony cannot outlive its few minutes; each state names the user it was begun for.
import 'server-only';
import { z } from 'zod';
import { DELIVERY_TYPES } from '../upstream/contract';
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
    /**
     * A registration begun by /passkey-upgrade (issue 24): by conditional create (the browser asks no
     * one, and its passkey carries neither user presence nor verification) or from its prompt.
     */
    upgrade: z.enum(['conditional', 'prompt']).optional(),
  }),
  z.object({
    kind: z.literal('mfa'),
    userUuid: z.string().max(64),
    startedAt: z.number(),
    /** Setting up a new device, or proving the registered one. */
    purpose: z.enum(['register', 'verify']),
    deliveryType: z.enum(DELIVERY_TYPES),
    /** The upstream's id of the code it sent (or of the app registration); absent when sending failed. */
    challengeId: z.string().min(1).max(128).optional(),
    /** An app registration's secret and otpauth URI, shown on its QR and manual views. */
    secret: z.string().max(64).optional(),
    otpauthUri: z.string().max(512).optional(),
    /** The last two digits of the phone the code went to. */
    phoneHint: z.string().max(2).optional(),
    /**
     * A phone registration's number (E.164): its resends are held to the SMS-pumping guard's budgets
     * and backoff for that number (lib/mfa/send-guard.ts). Sealed, and only ever in this cookie.
     */
    phoneNumber: z
      .string()
      .regex(/^\+\d{6,15}$/)
      .optional(),
    /** Security review M3: the channels that number can take (a text to a mobile, a call to a mobile or a landline), checked at every resend. */
    channels: z
      .array(z.enum(['sms', 'voice']))
      .max(2)
      .optional(),
    /** When another code may be sent (ms since the epoch): the resend countdown's end. */
    resendAt: z.number().optional(),
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
