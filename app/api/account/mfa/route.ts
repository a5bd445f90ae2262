// POST /api/account/mfa: "Change how you verify" (or "Set up") on the security page (issue 25). A new
// sign-in on Keycard's own password stage (issue 37) that proves the current second factor itself (not by this browser's
// device token) and then sets up a new device (SPEC §2's temporaryMfaSetup, SPEC's MFA-update
// confirmation before the old one is replaced, new recovery codes), and back to the page.
import { onSecurityPage, reauthenticate } from '@/lib/account/changes';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  formPage: () => SECURITY_PATH,
  handle: ({ session }) => onSecurityPage(session, (s) => reauthenticate(s, { changeMfa: true })),
});
