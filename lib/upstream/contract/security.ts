// Issue 25's security page: what a signed-in user may change about their own account (rename or
// remove a passkey, sign out everywhere else) and the one read that shows their second factor. Each
// change needs a recent sign-in: the upstream checks it too, so a stolen session is not enough, and
// tells the user of each change (a security notice by e-mail) so a change they did not make is heard of.
import { z } from 'zod';
import { RECOVERY_CODE_COUNT } from '../../mfa/recovery-codes';
import { plainName } from '../../validation/plain-name';
import { codesFrom, endpoints } from './endpoint';
import { MfaMethod } from './mfa';

/**
 * How long after a sign-in the user may change their account without proving who they are again
 * (a password at the IdP or a passkey): the time since the credential was presented, not since the
 * session was made (a silent sign-in presents none).
 */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * A passkey's name as the user gives it: what a list of one's passkeys shows, so kept free of control
 * and format characters (plainName) by whoever stores it, the upstream too.
 */
export const PASSKEY_NAME_MAX = 64;
export const PasskeyName = z.string().overwrite(plainName).min(1).max(PASSKEY_NAME_MAX);

export const SECURITY_ERRORS = {
  ReauthRequired: 'the credential behind this token was presented more than RECENT_SIGN_IN_MS ago: sign in again first',
  StepRequired: 'the sign-in is not finished (MFA or a password step outstanding)',
  UnknownCredential: "no such passkey among the token's user's",
} as const;
const codes = codesFrom(SECURITY_ERRORS);

export const securityEndpoints = endpoints({
  renamePasskey: {
    method: 'PATCH',
    // {id}: the credential id, base64url.
    path: '/passkeys/{id}',
    summary: "Name one of the token's user's passkeys (after a recent sign-in)",
    request: z.object({ name: PasskeyName }),
    errors: { 401: 'TokenInvalid', 404: 'UnknownCredential' },
    codes: codes('ReauthRequired', 'StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  deletePasskey: {
    method: 'DELETE',
    path: '/passkeys/{id}',
    summary:
      "Remove one of the token's user's passkeys (after a recent sign-in); answers the ids still accepted, for the browser's signal. The user is sent a security notice",
    response: z.object({ data: z.object({ remaining: z.array(z.string().min(1)) }) }),
    errors: { 401: 'TokenInvalid', 404: 'UnknownCredential' },
    codes: codes('ReauthRequired', 'StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  revokeOtherSessions: {
    method: 'POST',
    path: '/sessions/revoke-others',
    summary:
      "Sign the token's user out everywhere but this sign-in (after a recent sign-in): every other upstream token, device token and IdP session ends; `keepDeviceToken` (this browser's) is kept. The user is sent a security notice",
    request: z.object({ token: z.string().min(1), keepDeviceToken: z.string().min(1).max(256).optional() }),
    response: z.object({ data: z.object({ revoked: z.number().int().min(0) }) }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('ReauthRequired', 'StepRequired'),
    retry: 'safe',
  },
  getMfa: {
    method: 'GET',
    path: '/mfa',
    summary: "The token's user's second factor now: the primary device (null when none) and how many recovery codes are left",
    response: z.object({ data: z.object({ mfaMethod: MfaMethod.nullable(), recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT) }) }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('StepRequired'),
    bearer: true,
    retry: 'safe',
  },
});
