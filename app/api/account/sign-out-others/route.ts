// POST /api/account/sign-out-others: "Sign out everywhere else" (issue 25). The upstream ends every
// other sign-in of the user, their device tokens (each browser asks for the second factor again) and
// IdP sessions; this browser stays signed in and keeps its device token.
import { backWith, securityChange } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { revokeOtherSessions } from '@/lib/upstream/security';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: () => SECURITY_PATH,
  handle: (ctx) =>
    securityChange(ctx, async (session) => {
      await revokeOtherSessions(session.token, ctx.deviceToken);
      return backWith('signedOutElsewhere');
    }),
});
