// Issue 38's temporary pass: a one-time code (60 random bits, Crockford's base 32) a manager or the
// upstream issues for one account, for 1 hour to 30 days, good once or until it expires. It signs in
// at the IdP's credential endpoint in place of the password (PASS_REALM), and that sign-in counts as
// both factors for itself alone: its ID token says so (`amr` holds PASS_AMR), and the upstream answers
// SIGN_IN_SET_UP_REQUIRED until the person has set up how they will sign in from now on (a passkey,
// or a new password and, where the tenant asks for it, a second factor). Until then the sign-in serves
// nothing else: no redirect is authorised for it.
import { z } from 'zod';
import { meetsPasswordPolicy } from '../../validation/password-policy';
import { TokenBody } from './common';
import { codesFrom, endpoints } from './endpoint';
import { CLIENT_IP_HEADER } from './mfa';
import { SECURITY_ERRORS } from './security';

/** How long a pass may live, in hours: an hour to thirty days. */
export const PASS_LIFETIME_HOURS = { min: 1, max: 30 * 24 } as const;
/** The ID token's `amr` value of a sign-in with a temporary pass (Entra's own word for it). */
export const PASS_AMR = 'tap';

export const PASS_ERRORS = {
  UnknownUser: "no such person among those of the properties the token's user manages",
  SetUpIncomplete: 'what was set up is not enough yet: a passkey made in this sign-in, or a new password and, where the tenant asks for it, a second factor',
  PasswordHistoryError: 'the new password is one of the last ones',
  NotSettingUp: 'this sign-in has nothing to set up (it was no temporary pass, or its set-up is done)',
  ...SECURITY_ERRORS,
} as const;
const codes = codesFrom(PASS_ERRORS);

export const passEndpoints = endpoints({
  issueTemporaryPass: {
    method: 'POST',
    path: '/users/{uuid}/temporary-pass',
    summary:
      "A temporary pass for one of the manager's people (after a recent sign-in): its code, grouped, answered once, and when it expires; the person's last pass stops at once",
    request: z.object({
      lifetimeHours: z.number().int().min(PASS_LIFETIME_HOURS.min).max(PASS_LIFETIME_HOURS.max),
      /** True: good until it expires; false: one sign-in. */
      reusable: z.boolean(),
    }),
    response: z.object({ data: z.object({ pass: z.string().min(12).max(20), expiresAt: z.iso.datetime() }) }),
    errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
    codes: codes('ReauthRequired', 'StepRequired'),
    bearer: true,
    headers: [CLIENT_IP_HEADER],
    retry: 'safe',
  },
  revokeTemporaryPass: {
    method: 'DELETE',
    path: '/users/{uuid}/temporary-pass',
    summary: "The person's temporary pass stops at once (after a recent sign-in by their manager)",
    errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
    codes: codes('ReauthRequired', 'StepRequired'),
    bearer: true,
    headers: [CLIENT_IP_HEADER],
    retry: 'safe',
  },
  completeSetUp: {
    method: 'POST',
    path: '/sign-in/set-up',
    summary:
      "A temporary pass's sign-in, set up: a new password (SPEC's rule, not one of the last ones) or a passkey made in this sign-in (`passkey: true`), and, with a password where the tenant asks for MFA, a second factor registered in this sign-in. Answers the sign-in's state now",
    request: TokenBody.extend({ password: z.string().refine(meetsPasswordPolicy, 'PasswordPolicy').optional(), passkey: z.literal(true).optional() }).refine(
      (b) => (b.password ? 1 : 0) + (b.passkey ? 1 : 0) === 1,
      { message: 'exactly one of password and passkey' },
    ),
    response: z.object({ data: z.object({ state: z.string().min(1) }) }),
    errors: { 401: 'TokenInvalid', 409: 'NotSettingUp' },
    codes: codes('SetUpIncomplete', 'PasswordHistoryError'),
    retry: 'safe',
  },
});
