// Partner calls (SPEC §7): the partner token pair for the authx path, the partner's help link.
import { z } from 'zod';
import { TokenBody, Url } from './common';
import { endpoints } from './endpoint';

export const partnerEndpoints = endpoints({
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
