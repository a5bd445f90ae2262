// POST /api/verify-email/send: the verification e-mail for the signed-in user (SPEC §4's
// Authenticated page). The upstream checks the user's own token.
import { linkContext } from '@/lib/http/link-context';
import { route } from '@/lib/http/route';
import { sendUserVerification } from '@/lib/upstream/account';
import { formSchema } from '@/lib/validation/form-schema';

export const POST = route({
  body: formSchema({}),
  formPage: () => '/authenticated',
  session: 'required',
  step: '/authenticated',
  async handle(ctx) {
    const { session } = ctx;
    await sendUserVerification(session.identity.email, session.token, linkContext(ctx));
    return { next: '/authenticated?sent=true' };
  },
});
