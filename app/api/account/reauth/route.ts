// POST /api/account/reauth: "Use my password" on the security page (issue 25): Keycard's own password
// stage asks for it again (issue 37), then the page, where a change may be made for ten minutes.
import { onSecurityPage, reauthenticate } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: () => SECURITY_PATH,
  handle: ({ session }) => onSecurityPage(session, (s) => reauthenticate(s)),
});
