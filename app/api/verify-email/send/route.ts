// POST /api/verify-email/send: the verification e-mail for the signed-in user (SPEC §4's
// Authenticated page). The upstream checks the user's own token.
import { formRoute } from '@/lib/http/form-route';
import { linkContext } from '@/lib/http/link-context';
import { COOKIE } from '@/lib/session/cookies';
import { openSession } from '@/lib/session/session';
import { sendUserVerification } from '@/lib/upstream/account';
import { formSchema } from '@/lib/validation/form-schema';

export const POST = formRoute({
  schema: formSchema({}),
  formPage: () => '/authenticated',
  async handle(_data, ctx) {
    const session = await openSession(ctx.request.cookies.get(COOKIE.session)?.value);
    if (!session) return { next: '/' };
    await sendUserVerification(session.identity.email, session.token, linkContext(ctx), ctx.traceToken);
    return { next: '/authenticated?sent=true' };
  },
});
