// POST /api/mfa/mobile/cancel: "register via app"'s back button, once confirmed. The pairing request
// is withdrawn (the app stops showing it) and the user is back at the choice of methods.
import { route } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { mobilePending } from '@/lib/mfa/mobile';
import { mfaHref } from '@/lib/mfa/steps';
import { ceremony } from '@/lib/session/ceremony';
import { cancelMobileChallenge } from '@/lib/upstream/mobile';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  step: '/mfa',
  formPage: () => mfaHref('mobile-pair'),
  async handle({ session, ceremony: openedCeremony }) {
    const pending = mobilePending(await openedCeremony('mfa'));
    if (pending) {
      // Leaving must not depend on the upstream: an unwithdrawn request times out in two minutes anyway.
      await cancelMobileChallenge(session.token, pending.challengeId).catch((err: unknown) => {
        logger.warn({ err: String(err) }, 'could not withdraw the pairing request');
      });
    }
    return { next: mfaHref('options'), cookies: [ceremony.clear()] };
  },
});
