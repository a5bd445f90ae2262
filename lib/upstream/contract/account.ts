// The account lifecycle (SPEC §3, §5, §7, §8): activation, registration, password reset, e-mail
// verification. Each endpoint's statuses name SPEC §8's error codes.
import { z } from 'zod';
import { PASSWORD_HISTORY, meetsPasswordPolicy } from '../../validation/password-policy';
import { SECRET_QUESTION_CODES } from '../../validation/secret-questions';
import { Locale, TokenBody, Url } from './common';
import { codesFrom, endpoints } from './endpoint';
import { PersonName } from './passwords';

export { PASSWORD_HISTORY, PASSWORD_MAX, PASSWORD_MIN, meetsPasswordPolicy } from '../../validation/password-policy';

/** SPEC §3's secret-question codes. */
export const SECRET_QUESTIONS = SECRET_QUESTION_CODES;
export type SecretQuestion = (typeof SECRET_QUESTIONS)[number];

/** The password rule broken is its own error code (400 PasswordPolicy). */
const Password = z.string().refine(meetsPasswordPolicy, 'PasswordPolicy');

/**
 * Where the e-mails the upstream sends should link to: the origin of the tenant host the user is on
 * (one of the tenant's web origins). The upstream checks it is one of the tenant's hosts.
 */
export const LinkContext = z.object({ tenantCode: z.string().min(1), origin: Url, locale: Locale.optional() });
export type LinkContext = z.infer<typeof LinkContext>;

/** SPEC's activation draft (confirmPassword never sent). */
export const ActivationDraft = z.object({
  token: z.string().min(1),
  password: Password,
  secretQuestion: z.enum(SECRET_QUESTIONS),
  secretAnswer: z.string().trim().min(1).max(256),
});
export type ActivationDraft = z.infer<typeof ActivationDraft>;

const EmailAnswer = z.object({ email: z.email() });

/** Codes these endpoints answer in the error body (400) whatever their statuses say. */
const ACCOUNT_ERRORS = {
  PasswordHistoryError: `the password is one of the last ${PASSWORD_HISTORY}; the token stays usable`,
  OriginNotAllowed: "the tenant is unknown, or the e-mail's links would not point at one of its hosts",
} as const;
const codes = codesFrom(ACCOUNT_ERRORS);

/** SPEC §5: the e-mail verification link is valid for 24 hours. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;

export const accountEndpoints = endpoints({
  validateToken: {
    method: 'POST',
    path: '/user/validate-token',
    summary: "An activation or reset link's token (SPEC's validatePerishableToken)",
    request: TokenBody,
    response: z.object({ email: z.email(), purpose: z.enum(['ACTIVATE', 'RESET']), ...PersonName }),
    errors: { 409: 'TokenInvalid', 410: 'TokenExpired' },
    retry: 'safe',
  },
  activate: {
    method: 'POST',
    path: '/user/activate',
    summary: 'Activate an invited account with its draft',
    request: ActivationDraft,
    response: EmailAnswer,
    errors: { 409: 'TokenInvalid', 410: 'TokenExpired' },
    codes: codes('PasswordHistoryError'),
    retry: 'safe',
  },
  validateRegistrationToken: {
    method: 'POST',
    path: '/validate-registration-token',
    summary: "A registration invitation's token",
    request: TokenBody,
    response: z.object({ email: z.email(), tenantCode: z.string().min(1), ...PersonName }),
    errors: { 403: 'TokenInvalid' },
    retry: 'safe',
  },
  register: {
    method: 'POST',
    path: '/user/register',
    summary: 'Register with an invitation and a draft; answers the e-mail (SPEC §3)',
    request: ActivationDraft,
    response: EmailAnswer,
    errors: { 403: 'TokenInvalid' },
    retry: 'safe',
  },
  resetPassword: {
    method: 'POST',
    path: '/user/{email}/reset-password',
    summary: 'Send a reset link; ACTIVATE for an account never activated (a new activation link is sent)',
    request: LinkContext,
    response: z.object({ state: z.enum(['ACTIVATE', 'RESET']) }),
    codes: codes('OriginNotAllowed'),
    retry: 'safe',
  },
  applyReset: {
    method: 'PATCH',
    path: '/user',
    summary: 'A new password with its reset token',
    request: z.object({ token: z.string().min(1), password: Password }),
    errors: { 400: 'PasswordHistory', 409: 'TokenNotFound', 410: 'TokenExpired' },
    retry: 'safe',
  },
  resendActivation: {
    method: 'POST',
    path: '/user/{email}/resend-activation',
    summary: 'A new activation link (the same answer for unknown e-mails)',
    request: LinkContext,
    codes: codes('OriginNotAllowed'),
    retry: 'safe',
  },
  sendVerification: {
    method: 'POST',
    path: '/user/{email}/send-verification',
    summary: "The verification e-mail, for the signed-in user's own address",
    request: LinkContext,
    errors: { 401: 'TokenInvalid' },
    bearer: true,
    codes: codes('OriginNotAllowed'),
    retry: 'safe',
  },
  validateEmailVerificationToken: {
    method: 'POST',
    path: '/validate-email-verification-token',
    summary: "A verification link's token",
    request: TokenBody,
    response: z.object({ valid: z.literal(true) }),
    errors: { 403: 'TokenInvalid' },
    retry: 'safe',
  },
  verifyEmail: {
    method: 'PATCH',
    path: '/verify-email',
    summary: 'Confirm the e-mail of the account the link was sent for; answers where to go next',
    request: z.object({ email: z.string().trim().min(1).max(254), token: z.string().min(1) }),
    response: z.object({ homepageUrl: Url }),
    errors: { 400: 'EmailInValid', 403: 'TokenInvalid' },
    retry: 'safe',
  },
});
