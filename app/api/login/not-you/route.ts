// POST /api/login/not-you: the password stage's "Not you? Sign in as someone else" (issue 26). Nobody
// is signed in yet, so nothing else ends: this browser forgets the e-mail in progress and the one it
// remembered (on a shared computer, the last person's), and the e-mail stage opens empty, for the
// same application. A form post from our own pages only (the route wrapper checks).
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { route } from '@/lib/http/route';
import { clearedCookie } from '@/lib/sign-in/cookies';
import { pendingEmail } from '@/lib/sign-in/notes';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: (fields) => withQuery('/login/email', flowQuery(parseFlowParams(fields))),
  async handle({ fields }) {
    const forget = [pendingEmail.clear(), clearedCookie('lastEmail')];
    return { next: withQuery('/login/email', flowQuery(parseFlowParams(fields))), cookies: forget };
  },
});
