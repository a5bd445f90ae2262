// Multi-factor authentication (SPEC §3, §4 "MFA", §7, §8 "MFA messages"): registering an
// authenticator app or a phone, sending and checking one-time codes, the device token, the primary
// device, reset. SPEC shows none of these bodies; they are defined here, once, for Keycard, the
// sandbox and the OpenAPI document alike.
import { z } from 'zod';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_PATTERN } from '../../mfa/recovery-codes';
import { OTP_PATTERN } from '../../validation/one-time-code';
import { Locale, TokenBody, Url } from './common';
import { codesFrom, endpoints } from './endpoint';

/** SPEC §4: the primary-device kinds the upstream knows: one-time codes, or the partner mobile app. */
export const MFA_PROVIDERS = ['totp', 'smmobile'] as const;
export type MfaProvider = (typeof MFA_PROVIDERS)[number];

/** SPEC §3's delivery types: how the user gets a code (or, for the partner app, a number to match). */
export const DELIVERY_TYPES = ['totp', 'sms', 'voice', 'mobile-app'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const PHONE_DELIVERY = ['sms', 'voice'] as const;
export type PhoneDelivery = (typeof PHONE_DELIVERY)[number];

/** Which provider a delivery type belongs to (an app, an SMS and a call all give a one-time code). */
export const providerOf = (d: DeliveryType): MfaProvider => (d === 'mobile-app' ? 'smmobile' : 'totp');

/** SPEC §5, §9: a one-time code is 6 digits. */
export const OtpCode = z.string().regex(OTP_PATTERN, 'InvalidCode');

/** Issue 25: a recovery code in its canonical form (lib/mfa/recovery-codes.ts normalises what was typed). */
export const RecoveryCode = z.string().regex(RECOVERY_CODE_PATTERN, 'InvalidCode');

/** E.164: what Keycard sends after libphonenumber-js has checked the number. */
export const E164 = z.string().regex(/^\+[1-9]\d{6,14}$/, 'InvalidPhoneNumber');

/** The user's primary MFA device as the identity describes it: enough to say where the code goes. */
export const MfaMethod = z.object({
  deliveryType: z.enum(DELIVERY_TYPES),
  /** The last two digits of the phone, for "we sent a code to ••• 42"; null for the app. */
  phoneHint: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
});
export type MfaMethod = z.infer<typeof MfaMethod>;

/** A code on its way (or an app registration waiting for its first code). */
export const Challenge = z.object({
  challengeId: z.string().min(1).max(128),
  deliveryType: z.enum(DELIVERY_TYPES),
  phoneHint: z
    .string()
    .regex(/^\d{2}$/)
    .nullable(),
  /** Seconds before another code may be sent (SPEC §3 remainingSeconds): the resend countdown. */
  remainingSeconds: z.number().int().min(0),
  /** How long the code is good for. */
  expiresInSeconds: z.number().int().min(0),
});
export type Challenge = z.infer<typeof Challenge>;

/**
 * The end user's IP address, as Keycard saw it: the upstream counts wrong codes and sends per (user,
 * address), so someone with the password elsewhere cannot lock the user's second factor or spend
 * their sends (the MFA twin of the IdP's per-(e-mail, address) lockout). Without it, per user.
 */
export const CLIENT_IP_HEADER = 'x-client-ip';

/** Where a code is sent from: the page's origin names the host of the WebOTP line (`@host #code`). */
const SendContext = { origin: Url, locale: Locale.optional() };

/**
 * Error codes the MFA endpoints answer (body `code`). `remainingSeconds` comes with RateLimited and
 * TooManyAttempts (the countdown); `providerCode` with the messaging provider's failures (SPEC §8
 * shows it in brackets).
 */
export const MFA_ERRORS = {
  InvalidCode: 'the code is wrong',
  TooManyAttempts: 'too many wrong codes: blocked until a new code is sent (app: until remainingSeconds pass)',
  RateLimited: 'sent too often: try again after remainingSeconds',
  ChallengeNotFound: 'no such pending code for this user: expired (10 minutes), replaced by a newer one, spent, or sent for someone else',
  PhoneNumberBlocked: 'the messaging provider refuses this number (contact support)',
  UndeliverableRetryable: 'the message could not be delivered this time (try later)',
  Undeliverable: 'the message cannot be delivered to this number (contact support)',
  InvalidPhoneNumber: 'the provider says the number does not exist',
  ProviderError: 'the messaging provider failed unexpectedly',
  LineBusy: 'the voice call found the line busy (provider code 107)',
  OriginNotAllowed: "the page's origin is not one of the tenant's hosts",
  StepRequired:
    "the registered device must be proved in this sign-in first (a device token's earlier proof does not count for registering, replacing or new recovery codes)",
  NoMfaDevice: 'the user has no registered device of this kind',
} as const;

export const VerifyAnswer = z.object({
  data: z.object({
    /** The sign-in's outcome now (SPEC §4's states): AUTHENTICATED once MFA is satisfied. */
    state: z.string().min(1),
    /** The device just registered, when the code finished a registration. */
    registered: MfaMethod.nullable(),
    /** False when the user already had another primary device: Keycard asks before replacing it. */
    primary: z.boolean(),
    /** The user's primary device now. */
    mfaMethod: MfaMethod.nullable(),
  }),
});
export type VerifyAnswer = z.infer<typeof VerifyAnswer>['data'];

const TokenOnly = TokenBody;
const codes = codesFrom(MFA_ERRORS);
const SEND_FAILURES = [
  'RateLimited',
  'OriginNotAllowed',
  'PhoneNumberBlocked',
  'UndeliverableRetryable',
  'Undeliverable',
  'InvalidPhoneNumber',
  'ProviderError',
  'LineBusy',
] as const;

export const mfaEndpoints = endpoints({
  registerTotp: {
    method: 'POST',
    path: '/mfa/register-totp',
    summary: 'Begin an authenticator-app registration: a new secret (20 bytes, Base32) and its otpauth URI',
    request: z.object({ token: z.string().min(1), issuer: z.string().min(1).max(64) }),
    response: z.object({
      data: z.object({
        challengeId: z.string().min(1).max(128),
        secret: z.string().regex(/^[A-Z2-7]{16,64}$/),
        otpauthUri: z.string().startsWith('otpauth://totp/'),
      }),
    }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('StepRequired'),
    retry: 'safe',
  },
  registerPhone: {
    method: 'POST',
    path: '/mfa/register-phone',
    summary: 'Begin a phone registration: a code by text message or voice call to the number (E.164)',
    request: z.object({ token: z.string().min(1), phoneNumber: E164, deliveryType: z.enum(PHONE_DELIVERY), ...SendContext }),
    response: z.object({ data: Challenge }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('StepRequired', ...SEND_FAILURES),
    headers: [CLIENT_IP_HEADER],
    retry: 'never',
  },
  sendCode: {
    method: 'POST',
    path: '/mfa/send-code',
    summary: "Send a code by text message or voice call: to the pending registration's number (challengeId) or the registered phone",
    request: z.object({ token: z.string().min(1), deliveryType: z.enum(PHONE_DELIVERY), challengeId: z.string().min(1).max(128).optional(), ...SendContext }),
    response: z.object({ data: Challenge }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('ChallengeNotFound', 'NoMfaDevice', ...SEND_FAILURES),
    headers: [CLIENT_IP_HEADER],
    // A second attempt would send a second message (and count against the rate limit).
    retry: 'never',
  },
  verifyCode: {
    method: 'POST',
    path: '/mfa/verify',
    summary: "Check a one-time code: a pending registration's (challengeId), else the primary device's",
    request: z.object({ token: z.string().min(1), code: OtpCode, challengeId: z.string().min(1).max(128).optional() }),
    response: VerifyAnswer,
    errors: { 401: 'TokenInvalid' },
    codes: codes('InvalidCode', 'TooManyAttempts', 'ChallengeNotFound', 'StepRequired'),
    headers: [CLIENT_IP_HEADER],
    // A code is accepted once: a resend could only fail.
    retry: 'never',
  },
  updateProvider: {
    method: 'PATCH',
    path: '/user/provider',
    summary: 'Make a verified device the one primary MFA device (SPEC §4: one at a time)',
    request: z.object({ token: z.string().min(1), provider: z.enum(MFA_PROVIDERS), deliveryType: z.enum(DELIVERY_TYPES) }),
    response: z.object({ data: z.object({ mfaMethod: MfaMethod, state: z.string().min(1) }) }),
    errors: { 401: 'TokenInvalid', 409: 'NoMfaDevice' },
    codes: codes('StepRequired'),
    retry: 'safe',
  },
  resetMfa: {
    method: 'POST',
    path: '/mfa/reset',
    summary: "Remove the user's MFA devices and recovery codes (after MFA was verified in this sign-in)",
    request: TokenOnly,
    errors: { 401: 'TokenInvalid', 403: 'StepRequired' },
    retry: 'safe',
  },
  generateRecoveryCodes: {
    method: 'POST',
    path: '/mfa/recovery-codes',
    summary:
      'Ten new single-use recovery codes for a user with a registered device, once a device or a code was proved in this sign-in itself (not by a device token); they replace any earlier ones and are never shown again (the upstream keeps only their hashes)',
    request: TokenOnly,
    response: z.object({ data: z.object({ codes: z.array(RecoveryCode).length(RECOVERY_CODE_COUNT) }) }),
    errors: { 401: 'TokenInvalid', 403: 'StepRequired', 409: 'NoMfaDevice' },
    // A second call would replace the codes the first one answered with.
    retry: 'never',
  },
  verifyRecoveryCode: {
    method: 'POST',
    path: '/mfa/recovery-codes/verify',
    summary:
      "Spend one recovery code in place of the primary device's code: MFA verified for this sign-in. Wrong codes count against the same per-(user, address) attempt limit as the app's codes",
    request: z.object({ token: z.string().min(1), code: RecoveryCode }),
    response: z.object({ data: z.object({ state: z.string().min(1), remaining: z.number().int().min(0).max(RECOVERY_CODE_COUNT) }) }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('InvalidCode', 'TooManyAttempts'),
    headers: [CLIENT_IP_HEADER],
    // A code is spent on its first use: a resend could only fail.
    retry: 'never',
  },
  countRecoveryCodes: {
    method: 'GET',
    path: '/mfa/recovery-codes',
    summary: "How many of the token's user's recovery codes are left (0 when none were made)",
    response: z.object({ data: z.object({ remaining: z.number().int().min(0).max(RECOVERY_CODE_COUNT) }) }),
    errors: { 401: 'TokenInvalid' },
    bearer: true,
    retry: 'safe',
  },
});
