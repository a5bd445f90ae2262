// POST /api/mfa/later: the setup-dismiss confirmation's "remind me later" (SPEC §4: skipping only
// while mfaRequiredByRemainingInDays lasts). The sign-in goes on to the calling application; the next
// sign-in reminds the user again, as the upstream answers RECOMMENDED again.
import { route } from '@/lib/http/route';
import { canSkip } from '@/lib/mfa/screen';
import { sessionCookie } from '@/lib/session/session';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  step: '/mfa',
  formPage: () => '/mfa',
  async handle({ session }) {
    if (!canSkip(session.identity.state, session.identity.mfaRequiredByRemainingInDays)) return { next: '/mfa' };
    // SPEC §4: a recommendation without applyMfa goes straight back to the application.
    const { applyMfa: _applyMfa, ...flow } = session.flow;
    return { next: '/authorize', cookies: [await sessionCookie({ ...session, flow })] };
  },
});
