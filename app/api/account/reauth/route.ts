// POST /api/account/reauth: "Use my password" on the security page (issue 25): the IdP's own login
// asks for the password again, then the page, where a change may be made for ten minutes.
import { onSecurityPage, reauthenticate } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: () => SECURITY_PATH,
  handle: ({ tenant, origin, session, request }) => onSecurityPage(session, (s) => reauthenticate({ tenant, origin, session: s, request })),
});
