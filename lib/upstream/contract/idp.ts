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
/** Errors: `too_many_attempts`, `password_leaked`, `invalid_grant` (wrong e-mail or password). */
export const CredentialError = z.object({ error: z.string().min(1), error_description: z.string().optional() });
/** The end user's address, so the IdP locks (e-mail, address) pairs and never Keycard's own address. */
export const FORWARDED_FOR_HEADER = 'auth0-forwarded-for';
export const CREDENTIAL_REALM = 'Username-Password-Authentication';
