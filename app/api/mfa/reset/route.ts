// POST /api/mfa/reset: the MFA-reset confirmation's "reset" (SPEC §2 /mfa/reset, §7 POST /mfa/reset).
// The upstream removes the user's devices; the page then shows the reset success, whose continue
// returns to the stored MFA-reset redirect URI.
import { route } from '@/lib/http/route';
import { afterMfaReset } from '@/lib/mfa/reset';
import { flashCookie } from '@/lib/session/flash';
import { sessionCookie } from '@/lib/session/session';
import { resetMfa } from '@/lib/upstream/mfa';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  step: '/mfa/reset',
  formPage: () => '/mfa/reset',
  async handle({ session }) {
    await resetMfa(session.token);
    return {
      next: '/mfa/reset',
      cookies: [await sessionCookie(afterMfaReset(session, true)), await flashCookie({ to: '/mfa/reset', notice: 'mfaReset' })],
    };
  },
});
