// The IdP's credential endpoint (DESIGN §3), which the sandbox IdP implements like Auth0's
// cross-origin authentication: not the upstream API, but a contract Keycard and the sandbox share.
import { z } from 'zod';

/** POST {issuer}/co/authenticate, authenticated with the client's credentials (HTTP Basic). */
export const CredentialRequest = z.object({
  client_id: z.string().min(1),
  username: z.string().min(1),
  password: z.string().min(1),
  realm: z.string().min(1),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});
export const CredentialResponse = z.object({ login_ticket: z.string().min(1) });
/**
 * Errors: `too_many_attempts`, `password_leaked`, `invalid_grant` (wrong e-mail or password). In the
 * badge realm (issue 38): `invalid_grant` (a wrong PIN; `attempts_left` before a wait), `too_many_attempts`
 * (a wait: `retry_after` seconds), `badge_locked` (only a manager can unlock it), `badge_revoked`,
 * `pin_not_set` (the person chooses one first).
 */
export const CredentialError = z.object({
  error: z.string().min(1),
  error_description: z.string().optional(),
  retry_after: z.number().int().min(0).optional(),
  attempts_left: z.number().int().min(0).optional(),
});
/** The end user's address, so the IdP locks (e-mail, address) pairs and never Keycard's own address. */
export const FORWARDED_FOR_HEADER = 'auth0-forwarded-for';
/** Issue 40: the browser's User-Agent, so a refused attempt is recorded with its device (Keycard's addition). */
export const CLIENT_USER_AGENT_HEADER = 'x-client-user-agent';
export const CREDENTIAL_REALM = 'Username-Password-Authentication';
/** Issue 38: the username is a badge code as stored (lib/badges/codes.ts), the password its PIN. Counted per badge, never per address. */
export const BADGE_REALM = 'keycard-badge';
/**
 * Issue 38: the username is the e-mail, the password a temporary pass as read (lib/badges/codes.ts).
 * Refusals: `invalid_grant` (no such pass for this e-mail, or no such account: one answer), and
 * `pass_used`, `pass_expired`, `pass_revoked` for a pass that was the account's.
 */
export const PASS_REALM = 'keycard-pass';
/** The badge realm's refusals a page tells apart (CredentialError). */
export const BADGE_CREDENTIAL_ERRORS = ['invalid_grant', 'too_many_attempts', 'badge_locked', 'badge_revoked', 'pin_not_set'] as const;
