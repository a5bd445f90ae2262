// POST /api/mfa/recovery-codes/new: "Get new codes" (issue 25), offered once few are left. The
// upstream makes ten that replace the old ones; they are shown once, as after a registration.
import { route } from '@/lib/http/route';
import { newRecoveryCodesCookie, RECOVERY_CODES_PATH } from '@/lib/mfa/recovery-screen';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  async handle({ session, traceToken }) {
    const codes = await newRecoveryCodesCookie(session, undefined, traceToken);
    if (!codes) return { next: '/error' };
    return { next: RECOVERY_CODES_PATH, cookies: [codes] };
  },
});
