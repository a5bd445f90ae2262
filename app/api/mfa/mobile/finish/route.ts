// GET /api/mfa/mobile/finish: where a partner-app challenge goes once the number was picked (the
// event stream, or the page without JavaScript, sends the browser here). The upstream must say the
// challenge in this user's ceremony succeeded; then the sign-in moves on as after a good code, and a
// new pairing is made the one primary device (PATCH /user/provider, provider smmobile). Anything
// else goes back to the page, which shows the challenge's state.
import { route } from '@/lib/http/route';
import { mobilePending, readChallenge } from '@/lib/mfa/mobile';
import { mfaHref } from '@/lib/mfa/steps';
import { afterMfaVerified } from '@/lib/mfa/verified';
import { routeToPath, sessionStep } from '@/lib/flows/next-step';
import { gateInputOf, isStep } from '@/lib/session/page-guard';

export const GET = route({
  session: 'required',
  step: ['/mfa', '/mfa/verification'],
  async handle({ session, ceremony, request, mode }) {
    const at = sessionStep(gateInputOf(session));
    const pending = mobilePending(await ceremony('mfa'));
    const page = pending?.purpose === 'register' ? mfaHref('mobile-pair') : at === 'ok' ? '/authorize' : routeToPath(at);
    if (!pending) return { next: page };
    // A pairing counts only at the registration step (never as a calling application's verification);
    // and a GET that changes the sign-in is not followed from another site's page.
    if (pending.purpose === 'register' && !isStep(session, '/mfa')) return { next: at === 'ok' ? '/authorize' : routeToPath(at) };
    if (request.headers.get('sec-fetch-site') === 'cross-site') return { next: page };
    const challenge = await readChallenge(session, pending.challengeId);
    if (challenge?.event !== 'MFA_VERIFICATION_SUCCESS' || !challenge.result) return { next: page };
    return afterMfaVerified(session, challenge.result, { mode, alwaysMakePrimary: true });
  },
});
