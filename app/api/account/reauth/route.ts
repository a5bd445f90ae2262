// POST /api/account/reauth: "Confirm it's you" on the security page (issue 25): the IdP's own login
// asks for the password again, then the page, where a change may be made for ten minutes.
import { reauthenticate } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  step: SECURITY_PATH,
  handle: ({ tenant, origin, session, request }) => reauthenticate({ tenant, origin, session: session!, request }),
});
