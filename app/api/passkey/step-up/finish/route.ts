// GET /api/passkey/step-up/finish: a step-up whose hosted login had a step of its own first (MFA,
// say) ends here once that step is done: the passkey state goes back to the stored URI (SPEC §4).
// Only a session whose purpose says its re-authentication succeeded gets this far.
import { route } from '@/lib/http/route';
import { finishStepUp } from '@/lib/passkeys/step-up';

export const GET = route({
  session: 'required',
  step: '/passkey-step-up',
  async handle({ session }) {
    if (session.flow.purpose !== 'passkey-step-up-success') return { next: '/passkey-step-up' };
    return finishStepUp(session, {});
  },
});
