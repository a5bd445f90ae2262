// POST /api/mfa/recovery-codes/saved: "I have saved my recovery codes" (issue 25). Without the box
// ticked the page says so at the box; with it, the codes are gone from this browser and the
// registration's success step follows (or, for new codes asked for later, the calling application).
// A session without new codes goes on as if they were saved.
import { route } from '@/lib/http/route';
import { pendingRecoveryCodes, recoveryCodesCookie, RECOVERY_CODES_PATH } from '@/lib/mfa/recovery-screen';
import { registeredFlash } from '@/lib/mfa/verified';
import { COOKIE } from '@/lib/sign-in/cookies';
import { checkbox, formSchema } from '@/lib/validation/form-schema';

const SavedForm = formSchema({ saved: checkbox() }, [(d) => (d.saved ? undefined : { saved: 'confirmSaved' })]);

export const POST = route({
  body: SavedForm,
  session: 'required',
  formPage: () => RECOVERY_CODES_PATH,
  async handle({ request, session }) {
    const pending = await pendingRecoveryCodes(request.cookies.get(COOKIE.recoveryCodes)?.value, session);
    if (!pending?.method) return { next: '/authorize', cookies: [recoveryCodesCookie.clear()] };
    return { next: '/mfa', cookies: [recoveryCodesCookie.clear(), await registeredFlash(pending.method)] };
  },
});
