// POST /api/login/email: the e-mail stage. Keeps the e-mail for the password stage (sealed, never in a
// URL), remembers it if asked, then the password stage. On a shared computer (issue 26) it remembers
// no e-mail, and the choice is kept for the next person; someone starting a sign-in there is someone
// new (issue 36): what the person before left (their session, device token, unsaved recovery codes,
// the passkey field's challenge) goes, as a logout on a shared computer would forget it.
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { countFunnel } from '@/lib/metrics';
import { clearedCookie, plainCookie } from '@/lib/sign-in/cookies';
import { sharedChoiceCookie } from '@/lib/sign-in/mode';
import { pendingEmail } from '@/lib/sign-in/notes';
import { forgetPersonBefore } from '@/lib/sign-in/someone-new';
import { EmailStageForm } from '@/lib/validation/login';

export const POST = route({
  body: EmailStageForm,
  formPage: (fields) => withQuery('/login/email', flowQuery(parseFlowParams(fields))),
  async handle({ body: { email, remember, shared: ticked }, fields, tenant, request, session, mode }) {
    // A front-desk network's box is ticked for good (and, disabled, is not posted).
    const shared = ticked || mode.frontDesk !== undefined;
    countFunnel(tenant.code, 'started');
    // The person before is signed out upstream too: their token is no one's now.
    const forgotten = shared ? await forgetPersonBefore(request.cookies.getAll(), session) : [];
    const rememberCookie = remember && !shared ? plainCookie('lastEmail', email) : clearedCookie('lastEmail');
    // The deletions first: what this answer writes (the e-mail in progress) wins over them.
    return {
      next: withQuery('/login/password', flowQuery(parseFlowParams(fields))),
      cookies: [...forgotten, await pendingEmail.write({ email }), rememberCookie, sharedChoiceCookie(shared)],
    };
  },
});
