// POST /api/login/email: the e-mail stage. Keeps the e-mail for the password stage (sealed, never in a
// URL), remembers it if asked, then the password stage. On a shared computer (issue 26) it remembers
// no e-mail and forgets the signed-in-before hint, and the choice is kept for the next person.
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { countFunnel } from '@/lib/metrics';
import { sharedChoiceCookie } from '@/lib/flows/shared-computer';
import { clientIp } from '@/lib/http/origin';
import { inFrontDeskNetwork } from '@/lib/tenant/front-desk';
import { COOKIE, cookieOptions, expiredCookieOptions } from '@/lib/session/cookies';
import { ceremony } from '@/lib/session/ceremony';
import { partnerIdentity, pendingEmail, ssoHint } from '@/lib/session/session';
import { EmailStageForm } from '@/lib/validation/login';

export const POST = route({
  body: EmailStageForm,
  formPage: (fields) => withQuery('/login/email', flowQuery(parseFlowParams(fields))),
  async handle({ body: { email, remember, shared: ticked }, fields, tenant, request }) {
    // A front-desk network's box is ticked for good (and, disabled, is not posted).
    const shared = ticked || inFrontDeskNetwork(tenant, clientIp(request));
    countFunnel(tenant.code, 'started');
    const rememberCookie =
      remember && !shared
        ? { name: COOKIE.lastEmail, value: email, options: cookieOptions('lastEmail') }
        : { name: COOKIE.lastEmail, value: '', options: expiredCookieOptions('lastEmail') };
    const cookies = [await pendingEmail.write({ email }), rememberCookie, sharedChoiceCookie(shared)];
    // Chosen just now: what this page left for longer before the choice (the passkey field's challenge) goes too.
    if (shared) cookies.push(ssoHint.clear(), partnerIdentity.clear(), ceremony.clear());
    return { next: withQuery('/login/password', flowQuery(parseFlowParams(fields))), cookies };
  },
});
