// POST /api/account/sessions/end: "Log out" on one of the account's other sign-ins (issue 40). The
// upstream ends its token, its browser's device token and partner identity, and its IdP session: that
// browser is logged out on its next request. One already ended says so on the page.
import { backWith, securityChange } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { endSession } from '@/lib/upstream/sessions';
import { SessionIdForm } from '@/lib/validation/security';

export const POST = route({
  body: SessionIdForm,
  formPage: () => SECURITY_PATH,
  handle: (ctx) =>
    securityChange(ctx, async (session) => {
      await endSession(session.token, ctx.body.id);
      return backWith('sessionEnded');
    }),
});
