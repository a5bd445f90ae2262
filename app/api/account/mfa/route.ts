// POST /api/account/mfa: "Change" (or "Set up") of the second factor on the security page (issue 25).
// A new sign-in at the IdP's own login that sets up a new device (SPEC §2's temporaryMfaSetup): the
// current device verified first, SPEC's MFA-update confirmation before it is replaced, new recovery
// codes, and back to the page.
import { reauthenticate } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  step: SECURITY_PATH,
  handle: ({ tenant, origin, session, request }) => reauthenticate({ tenant, origin, session: session!, request }, { changeMfa: true }),
});
