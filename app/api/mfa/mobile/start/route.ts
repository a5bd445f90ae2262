// POST /api/mfa/mobile/start: pair the partner app ("use this device for MFA", or "try again" after a
// failed setup), or push a new sign-in request to it (SPEC §2 authentication error: retry). A hidden
// field names the page; sent too often, the page shows SPEC's rate-limit countdown.
import { route } from '@/lib/http/route';
import { isStep } from '@/lib/session/page-guard';
import { startMobile } from '@/lib/mfa/mobile';
import { mobilePagePath } from '@/lib/mfa/pages';
import { MobileStartForm } from '@/lib/validation/mfa';

export const POST = route({
  body: MobileStartForm,
  session: 'required',
  step: ['/mfa', '/mfa/verification'],
  formPage: (fields) => mobilePagePath(fields.page),
  async handle({ body, session, mode }) {
    const registering = body.page === 'mobile-pair';
    // Only the registration step pairs a device: a sign-in that must verify its device cannot pair a
    // new one (the upstream says so too), nor can a calling application's verification be passed with
    // a device paired for the occasion.
    if (registering && (session.identity.state === 'MFA_VERIFICATION_REQUIRED' || !isStep(session, '/mfa'))) return { next: '/mfa' };
    const started = await startMobile(session, registering ? 'register' : 'verify', mode.client);
    if (!started.ok) return { errors: started.errors, detail: started.detail, status: started.status };
    return { next: mobilePagePath(body.page), cookies: started.cookies };
  },
});
