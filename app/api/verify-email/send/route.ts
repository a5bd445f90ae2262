// POST /api/verify-email/send: the verification e-mail for the signed-in user (SPEC §4's
// Authenticated page). The upstream checks the user's own token.
import { sessionFormRoute } from '@/lib/http/form-route';
import { linkContext } from '@/lib/http/link-context';
import { sendUserVerification } from '@/lib/upstream/account';

export const POST = sessionFormRoute({
  formPage: '/authenticated',
  async handle(session, ctx) {
    await sendUserVerification(session.identity.email, session.token, linkContext(ctx), ctx.traceToken);
    return { next: '/authenticated?sent=true' };
  },
});
