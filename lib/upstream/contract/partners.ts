// Partner calls (SPEC §7): partner single sign-on, the code of the partner token route (authx), the
// partner token pair for the authx redirect, the partner's help link.
import { z } from 'zod';
import { SignInContext, UserIdentity } from './auth';
import { TokenBody, Url } from './common';
import { endpoints } from './endpoint';

/** An opaque token from a link or the upstream: base64url, bounded. */
export const LinkToken = z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, 'TokenInvalid');
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
      "The partner token route's code (SPEC's state=authx): for a stored partner identity, a one-time code (60 s) that POST /authenticate redeems with the PKCE verifier",
    request: z.object({ token: z.string().min(1).max(256), tenantCode: z.string().min(1).max(64), codeChallenge: CodeChallenge }),
    response: z.object({ code: z.string().min(16).max(256), tenantCode: z.string().min(1) }),
    errors: { 401: 'TokenInvalid', 404: 'PartnerNotFound' },
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
