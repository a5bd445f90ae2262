// Partner calls (SPEC §7): partner single sign-on, the code of the partner token route (authx), the
// partner token pair for the authx redirect, the partner's help link.
import { z } from 'zod';
import { IdentityToken, SignInContext, UserIdentity } from './auth';
import { TokenBody, Url } from './common';
import { endpoints } from './endpoint';

/** An opaque token from a link or the upstream: base64url, bounded. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'TokenInvalid');
/**
 * How long a stored partner identity lives from its last use (security review M1): a week, renewed on
 * every use, since each use rotates it. Someone who signs in at least weekly never sees the form; a
 * copy left behind dies a week after its owner last used it (it lived 30 days). The cookie that
 * keeps it lives exactly as long.
 */
export const PARTNER_IDENTITY_TTL_S = 7 * 24 * 60 * 60;
/** RFC 7636: an S256 code challenge is 43 base64url characters. */
export const CodeChallenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const partnerEndpoints = endpoints({
  partnerSso: {
    method: 'POST',
    path: '/partners/{partnerCode}/sso',
    summary: "Redeem a partner's single sign-on token (single use, 60 s) for the host's tenant: the identity, as POST /authenticate answers it",
    request: SignInContext.extend({ token: LinkToken }),
    response: z.object({ data: UserIdentity }),
    errors: { 401: 'TokenInvalid', 404: 'PartnerNotFound' },
    // The token is spent on its first presentation: a second attempt could only fail.
    retry: 'never',
  },
  partnerCode: {
    method: 'POST',
    path: '/partners/{partnerCode}/code',
    summary:
      "The partner token route's code (SPEC's state=authx): for a stored partner identity presented with the device token it is bound to, a one-time code (60 s) that POST /authenticate redeems with the PKCE verifier, and the identity's successor: the presented one is spent, and presenting it again revokes its successors",
    request: z.object({
      token: z.string().min(1).max(256),
      tenantCode: z.string().min(1).max(64),
      codeChallenge: CodeChallenge,
      userDeviceToken: z.string().min(1).max(256).optional(),
    }),
    response: z.object({ code: z.string().min(16).max(256), tenantCode: z.string().min(1), identityToken: IdentityToken }),
    errors: { 401: 'TokenInvalid', 404: 'PartnerNotFound' },
    // A retry carries the same Idempotency-Key, so it gets the first answer instead of replaying the spent token.
    retry: 'safe',
  },
  partnerIdentityRevoke: {
    method: 'POST',
    path: '/partners/{partnerCode}/identity/revoke',
    summary: 'Logout: revoke a stored partner identity and every successor of its sign-in (an unknown token is already revoked)',
    request: z.object({ token: z.string().min(1).max(256) }),
    retry: 'safe',
  },
  partnerToken: {
    method: 'POST',
    path: '/partners/{partnerCode}/generate-token',
    summary: 'A partner token pair for the authx path',
    request: TokenBody,
    response: z.object({ token: z.string().min(1), tenantCode: z.string().min(1) }),
    errors: { 401: 'TokenInvalid', 404: 'PartnerNotFound' },
    retry: 'safe',
  },
  partnerHelpLink: {
    method: 'GET',
    path: '/partners/{partnerCode}/users/{email}/help-link',
    summary: "The partner's help link in the Accept-Language's language (the same answer for unknown e-mails)",
    response: z.object({ url: Url.nullable() }),
    headers: ['accept-language'],
    retry: 'safe',
  },
});
