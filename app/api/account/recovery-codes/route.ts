// POST /api/account/recovery-codes: "Get new codes" on the security page (issue 25). Ten new codes
// replace the old ones and are shown once, as after a registration; once saved, the sign-in comes
// back to the page (its purpose). Should the upstream not make them now, the page says so.
import { backWith, securityChange } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { newRecoveryCodesCookie, RECOVERY_CODES_PATH } from '@/lib/mfa/recovery-screen';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  step: SECURITY_PATH,
  handle: (ctx) =>
    securityChange({ ...ctx, session: ctx.session! }, async () => {
      const codes = await newRecoveryCodesCookie(ctx.session!, undefined, ctx.traceToken);
      return codes ? { next: RECOVERY_CODES_PATH, cookies: [codes] } : backWith('codesNotMade');
    }),
});
