// POST /api/mfa/recovery-codes/new: "Get new codes" (issue 25), offered once a recovery code just
// spent left few, to the sign-in that spent it (and no other: a browser whose device token skipped
// MFA cannot replace the user's codes). The upstream makes ten that replace the old ones; they are
// shown once, as after a registration. Should it fail, the sign-in goes on.
import { route } from '@/lib/http/route';
import { mayRenewRecoveryCodes, newRecoveryCodesCookie, recoveryOfferCookie, RECOVERY_CODES_PATH } from '@/lib/mfa/recovery-screen';
import { COOKIE } from '@/lib/sign-in/cookies';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  async handle({ request, session }) {
    const offered = await mayRenewRecoveryCodes(request.cookies.get(COOKIE.recoveryOffer)?.value, session);
    const codes = offered ? await newRecoveryCodesCookie(session, undefined) : undefined;
    if (!codes) return { next: '/authorize', cookies: [recoveryOfferCookie.clear()] };
    return { next: RECOVERY_CODES_PATH, cookies: [recoveryOfferCookie.clear(), codes] };
  },
});
