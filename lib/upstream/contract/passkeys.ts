// Passkeys (SPEC §3, §4, §7; DESIGN §8): Keycard runs the WebAuthn ceremonies in its pages and builds
// their options; the upstream verifies every response against the challenge, origin and relying-party
// id Keycard states, and stores the credential. So Keycard can never mint a sign-in on its own say-so:
// a sign-in needs an assertion signed by a key the upstream holds. SPEC shows none of these bodies.
import { z } from 'zod';
import { Url } from './common';
import { codesFrom, endpoints } from './endpoint';
import { SignInContext, UserIdentity } from './auth';

/** A WebAuthn value in base64url, as credential ids are in every JSON form. */
export const Base64Url = z.string().regex(/^[A-Za-z0-9_-]+$/);
/** A WebAuthn field that is base64url, with the size a real authenticator stays well within. */
const b64 = (max: number) => Base64Url.max(max);

const Transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);
/** Client extension results are echoed to the upstream as the browser gave them (small, plain JSON). */
const ExtensionResults = z.record(z.string().max(64), z.unknown()).optional();

/** The browser's `RegistrationResponseJSON` (as @simplewebauthn/browser produces it), checked for shape and size. */
export const RegistrationResponse = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ExtensionResults.default({}),
  response: z.object({
    clientDataJSON: b64(4096),
    attestationObject: b64(16384),
    authenticatorData: b64(4096).optional(),
    transports: Transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64(4096).optional(),
  }),
});
export type RegistrationResponse = z.infer<typeof RegistrationResponse>;

/** The browser's `AuthenticationResponseJSON`. */
export const AuthenticationResponse = z.object({
  id: b64(1400),
  rawId: b64(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: ExtensionResults.default({}),
  response: z.object({
    clientDataJSON: b64(4096),
    authenticatorData: b64(4096),
    signature: b64(1024),
    userHandle: b64(128).optional(),
  }),
});
export type AuthenticationResponse = z.infer<typeof AuthenticationResponse>;

/** What the upstream checks a response against: the challenge Keycard issued, the page's origin, the tenant's rp id. */
const Expected = {
  expectedChallenge: b64(128).min(16),
  expectedOrigin: Url,
  expectedRpId: z.string().min(1).max(253),
};

export const PASSKEY_ERRORS = {
  PasskeyRejected: 'the response does not verify: wrong challenge, origin or rp id, a bad signature, or no user verification',
  ChallengeUsed: 'this challenge was already presented once (a replay)',
  UnknownCredential: 'no passkey with this id for this tenant (deleted, or another tenant’s): the browser should stop offering it',
  PasskeyExists: 'this authenticator already holds a passkey for this user',
  StepRequired: 'the sign-in is not finished (MFA or a password step outstanding)',
  ReauthRequired: "a new way in needs a credential presented within RECENT_SIGN_IN_MS (issue 25; not for a partner's authx users): sign in again first",
} as const;
const codes = codesFrom(PASSKEY_ERRORS);

const ZERO_AAGUID = '00000000-0000-0000-0000-000000000000';
const KNOWN_TRANSPORTS: ReadonlySet<string> = new Set(Transports.element.options);

/** Text a store may leave out or keep as null: null either way. */
const OptionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

/** The authenticator's make: an upstream may keep it in capitals, without dashes, or not at all (older credentials): all zeros then. */
const Aaguid = z
  .string()
  .nullish()
  .transform((value) => {
    const hex = (value ?? '').toLowerCase().replace(/-/g, '');
    return /^[0-9a-f]{32}$/.test(hex) ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : ZERO_AAGUID;
  });

/**
 * One of the user's passkeys as the upstream keeps it: what a security page lists. Read leniently
 * where a real store may differ (a missing name or AAGUID, a transport WebAuthn added since, which a
 * relying party must ignore): one odd passkey must not make the whole list unreadable.
 * `backedUp`: synced to the user's other devices.
 */
export const PasskeyDetails = z.object({
  id: z.string().min(1).max(1400),
  name: OptionalText,
  createdAt: z.string(),
  lastUsedAt: OptionalText,
  backedUp: z.boolean(),
  transports: z
    .array(z.string())
    .nullish()
    .transform((list) => (list ?? []).filter((t): t is z.infer<typeof Transports>[number] => KNOWN_TRANSPORTS.has(t))),
  aaguid: Aaguid,
});
export type PasskeyDetails = z.infer<typeof PasskeyDetails>;

/** The SPEC §4 code of a created passkey. */
export const PASSKEY_CREATED = 'PasskeyCreated';

export const passkeyEndpoints = endpoints({
  createPasskey: {
    method: 'POST',
    path: '/passkey',
    summary: "Verify a registration response and store the passkey for the token's user (SPEC §7 createPasskey)",
    request: z.object({
      token: z.string().min(1),
      response: RegistrationResponse,
      ...Expected,
      /**
       * `conditional`: the browser made this passkey by conditional create right after a password
       * sign-in (issue 24), so its authenticator data carries neither user presence nor verification
       * (WebAuthn L3 §5.1.3): the upstream must not ask for them. Absent: both are required.
       */
      mediation: z.literal('conditional').optional(),
    }),
    response: z.object({
      data: z.object({
        code: z.literal(PASSKEY_CREATED),
        passkey: z.object({ id: z.string(), name: z.string().nullable(), createdAt: z.string() }),
      }),
    }),
    // 400 carries PasskeyRejected or ChallengeUsed in the body.
    // 403 carries StepRequired or ReauthRequired in the body. The user is sent a security notice.
    errors: { 401: 'TokenInvalid', 409: 'PasskeyExists' },
    codes: codes('PasskeyRejected', 'ChallengeUsed', 'PasskeyExists', 'StepRequired', 'ReauthRequired'),
    // A challenge is accepted once: a resend could only fail.
    retry: 'never',
  },
  verifyPasskeyLogin: {
    method: 'POST',
    path: '/verify-passkey-login',
    summary:
      'Verify an assertion and answer the identity like /authenticate (SPEC §7 verifyPasskeyLogin). With `token` (a step-up), the same sign-in goes on when the passkey is its user’s',
    request: SignInContext.extend({
      response: AuthenticationResponse,
      ...Expected,
      /** The signed-in user's token, for a step-up. */
      token: z.string().min(1).optional(),
    }),
    response: z.object({ data: UserIdentity }),
    // TenantNotFound shares 404 with UnknownCredential: the code tells them apart.
    errors: { 401: 'TokenInvalid', 403: 'AccountDisabled', 404: 'UnknownCredential' },
    codes: { ...codes('PasskeyRejected', 'ChallengeUsed', 'UnknownCredential'), TenantNotFound: 'the tenant code names no tenant' },
    retry: 'never',
  },
  listPasskeys: {
    method: 'GET',
    path: '/passkeys',
    summary: "The token's user's passkeys on its tenant, newest first (kept out of the session: asked for when needed)",
    response: z.object({ data: z.object({ passkeys: z.array(PasskeyDetails) }) }),
    errors: { 401: 'TokenInvalid', 403: 'StepRequired' },
    bearer: true,
    retry: 'safe',
  },
  createPasskeyState: {
    method: 'POST',
    path: '/passkey/state',
    summary: 'A one-time passkey state for the calling application: proof that its step-up (stateId) was passed (SPEC §7 createPasskeyState)',
    request: z.object({ token: z.string().min(1), stateId: z.string().min(1).max(128) }),
    response: z.object({ data: z.object({ passkeyState: z.string().min(1) }) }),
    errors: { 401: 'TokenInvalid', 403: 'StepRequired' },
    retry: 'safe',
  },
  redeemPasskeyState: {
    method: 'POST',
    path: '/passkey/state/redeem',
    summary: 'The calling application redeems a passkey state once: whose step-up it proves, and for which stateId',
    request: z.object({ passkeyState: z.string().min(1) }),
    response: z.object({ data: z.object({ stateId: z.string(), email: z.email(), tenantCode: z.string(), verifiedAt: z.string() }) }),
    errors: { 404: 'PasskeyStateNotFound' },
    retry: 'never',
  },
});
