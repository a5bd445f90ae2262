// POST /api/partners/sso: partner single sign-on (SPEC §2, §7 "partner authenticate", §8). The page
// at /partners/{partnerCode}/sso posts its partner (with JavaScript at once; without, by its button);
// the token is the one its link brought, from the link's sealed cookie, sealed with that partner. The
// upstream redeems it for the host's tenant, and the sign-in goes on through SPEC §4's table like any
// other. A network error goes back to the page's warning dialog (the token stays in its cookie for the
// reload); any other failure spends the link and is the error page.
import { finishContextOf, finishSignIn } from '@/lib/sign-in/finish';
import { signInClientOf, signInRequest } from '@/lib/sign-in/request';
import { tenantFlow } from '@/lib/sign-in/start';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { clearLinkToken, readLinkToken } from '@/lib/links/link-cookie';
import { ssoFailure } from '@/lib/sign-in/partner-sso';
import { partnerSso } from '@/lib/upstream/partners';
import { SSO_TOKEN_PATTERN, SsoForm, ssoRetryPath } from '@/lib/validation/partners';

export const POST = route({
  body: SsoForm,
  formPage: (fields, errors) => (errors.form === 'network' ? ssoRetryPath(fields.partnerCode) : '/error'),
  async handle(handler) {
    const { body, request, session: previous, tenant, deviceToken } = handler;
    const link = await readLinkToken('sso', request.cookies);
    // A malformed link, or one for another partner, can only fail: the unknown error page, without asking the upstream.
    if (!link || link.partnerCode !== body.partnerCode || !SSO_TOKEN_PATTERN.test(link.token)) return { next: '/error' };
    const used = clearLinkToken('sso');
    // No redirect URI comes with a partner's link: the user's default is the way back (SPEC §4's applyMfa holds).
    const flow = tenantFlow(tenant, {});
    let identity;
    try {
      identity = await partnerSso(body.partnerCode, { ...signInRequest(flow, tenant, deviceToken, signInClientOf(handler)), token: link.token });
    } catch (err) {
      logger.warn({ err: String(err) }, 'partner single sign-on failed');
      const failure = ssoFailure(err);
      return 'next' in failure ? { ...failure, cookies: [used] } : failure;
    }
    return finishSignIn(identity, flow, finishContextOf(handler), { previous, cookies: [used] });
  },
});
