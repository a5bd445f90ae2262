// POST /api/account/passkeys/remove: a passkey removed on the security page (issue 25), after the page
// asked "Remove it?". The browser hears which passkeys are left when the page shows them again (the
// Signal API), so its password manager stops offering this one.
import { backWith, securityChange } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { deletePasskey } from '@/lib/upstream/security';
import { PasskeyIdForm } from '@/lib/validation/security';

export const POST = route({
  body: PasskeyIdForm,
  formPage: () => SECURITY_PATH,
  handle: (ctx) =>
    securityChange(ctx, async (session) => {
      await deletePasskey(session.token, ctx.body.id);
      return backWith('passkeyRemoved');
    }),
});
