// POST /api/login/email: the e-mail stage. Keeps the e-mail for the password stage (sealed, never in a
// URL), remembers it if asked, then the password stage.
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { countFunnel } from '@/lib/metrics';
import { COOKIE, cookieOptions, expiredCookieOptions } from '@/lib/session/cookies';
import { pendingEmail } from '@/lib/session/session';
import { EmailStageForm } from '@/lib/validation/login';

export const POST = route({
  body: EmailStageForm,
  formPage: (fields) => withQuery('/login/email', flowQuery(parseFlowParams(fields))),
  async handle({ body: { email, remember }, fields, tenant }) {
    countFunnel(tenant.code, 'started');
    const rememberCookie = remember
      ? { name: COOKIE.lastEmail, value: email, options: cookieOptions('lastEmail') }
      : { name: COOKIE.lastEmail, value: '', options: expiredCookieOptions('lastEmail') };
    return { next: withQuery('/login/password', flowQuery(parseFlowParams(fields))), cookies: [await pendingEmail.write({ email }), rememberCookie] };
  },
});
