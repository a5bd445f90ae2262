// POST /api/account/passkeys/rename: a passkey's name on the security page (issue 25), for the user
// to tell their passkeys apart ("Front desk PC", "My phone"). A missing or overlong name is refused at
// its field.
import { backWith, securityChange } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { renamePasskey } from '@/lib/upstream/security';
import { PasskeyNameForm } from '@/lib/validation/security';

export const POST = route({
  body: PasskeyNameForm,
  formPage: () => SECURITY_PATH,
  handle: (ctx) =>
    securityChange(ctx, async (session) => {
      await renamePasskey(session.token, ctx.body.id, ctx.body.name);
      return backWith('passkeyRenamed');
    }),
});
