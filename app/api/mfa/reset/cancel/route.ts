// POST /api/mfa/reset/cancel: the MFA-reset confirmation's "cancel": nothing is reset, and the user
// returns to where the reset was asked from.
import { route } from '@/lib/http/route';
import { afterMfaReset } from '@/lib/mfa/reset';
import { sessionCookie } from '@/lib/session/session';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  step: '/mfa/reset',
  formPage: () => '/mfa/reset',
  async handle({ session }) {
    return { next: '/authorize', cookies: [await sessionCookie(afterMfaReset(session, false))] };
  },
});
