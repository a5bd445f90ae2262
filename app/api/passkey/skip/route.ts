// POST /api/passkey/skip: "Not now" on /passkey-enrollment. No passkey is made; the user goes back to
// the stored passkey URI as it is (only a created passkey adds passkeySetup=success), and the session
// drops the enrolment purpose, so it no longer holds the user on this screen. Nothing else here asks the
// upstream, so it is asked whether the token still holds before the session is sealed again: a
// session cookie replayed after logout is cleared, not given a new lease.
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { route } from '@/lib/http/route';
import { passkeyStepOf } from '@/lib/passkeys/handlers';
import { withoutPasskeyFlow } from '@/lib/passkeys/step-up';
import { sessionCookie } from '@/lib/session/session';
import { checkToken } from '@/lib/upstream/auth';
import { ButtonForm } from '@/lib/validation/mfa';

export const POST = route({
  body: ButtonForm,
  session: 'required',
  formPage: () => '/passkey-enrollment',
  async handle({ session, fields, tenant }) {
    const at = passkeyStepOf(session, '/passkey-enrollment');
    if (at !== 'here') return { next: at };
    await checkToken(session.token);
    const back = allowedRedirectUri(fields.redirectUri, tenant.redirectUris) ?? session.flow.passkeyRedirectUri;
    return { next: back ?? '/authorize', cookies: [await sessionCookie(withoutPasskeyFlow(session))] };
  },
});
