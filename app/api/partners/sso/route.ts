// POST /api/partners/sso: partner single sign-on (SPEC §2, §7 "partner authenticate", §8). The page
// at /partners/{partnerCode}/sso/{token} posts the partner and its token (with JavaScript at once;
// without, by its button); the upstream redeems the token for the host's tenant, and the sign-in goes
// on through SPEC §4's table like any other. A network error goes back to the page's warning dialog
// (the token in the sealed flash, never in a URL we build); any other failure is the error page.
import { finishSignIn } from '@/lib/flows/finish-sign-in';
import { tenantFlow } from '@/lib/flows/start-sign-in';
import { clientIp } from '@/lib/http/origin';
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { COOKIE } from '@/lib/session/cookies';
import { openSession } from '@/lib/session/session';
import { ssoFailure } from '@/lib/flows/partner-sso';
import { partnerSso } from '@/lib/upstream/partners';
import { SsoForm, ssoRetryPath } from '@/lib/validation/partners';

export const POST = route({
  body: SsoForm,
  formPage: (fields, errors) => (errors.form === 'network' ? ssoRetryPath(fields.partnerCode) : '/error'),
  async handle({ body, request, tenant, origin, locale, traceToken }) {
    const deviceToken = request.cookies.get(COOKIE.device)?.value || undefined;
    let identity;
    try {
      identity = await partnerSso(body.partnerCode, { token: body.token, tenantCode: tenant.code, userDeviceToken: deviceToken }, traceToken);
    } catch (err) {
      logger.warn({ traceToken, err: String(err) }, 'partner single sign-on failed');
      return ssoFailure(err);
    }
    const previous = await openSession(request.cookies.get(COOKIE.session)?.value, tenant.code);
    // No redirect URI comes with a partner's link: the user's default is the way back (SPEC §4's applyMfa holds).
    return finishSignIn(identity, tenantFlow(tenant, {}), { tenant, origin, locale, traceToken, deviceToken, clientIp: clientIp(request) }, { previous });
  },
});
