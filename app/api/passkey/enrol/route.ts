// POST /api/passkey/enrol: the registration response of /passkey-enrollment. The upstream verifies
// it against this user's challenge and stores the passkey; on PasskeyCreated the user goes back to the
// stored passkey URI with passkeySetup=success (SPEC §4). A registration begun by /passkey-upgrade
// (issue 24) goes back to the calling application as the sign-in it follows would have.
import { z } from 'zod';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { backContextOf } from '@/lib/sign-in/after';
import { offerEnded } from '@/lib/passkeys/offer-ended';
import { flashCookie } from '@/lib/session/flash';
import { expectedOf } from '@/lib/passkeys/ceremony';
import { ceremonyExpired, enrolmentNeedsSignIn, passkeyRefused, passkeyStepOf } from '@/lib/passkeys/handlers';
import { hostedLoginPath } from '@/lib/passkeys/pages';
import { isUpstreamError } from '@/lib/upstream/errors';
import { leaveUpgrade } from '@/lib/passkeys/leave-upgrade';
import { upgradePending } from '@/lib/passkeys/upgrade';
import { withoutPasskeyFlow } from '@/lib/passkeys/step-up';
import { ceremony } from '@/lib/session/ceremony';
import { sessionCookie } from '@/lib/session/session';
import { PASSKEY_CREATED, RegistrationResponse } from '@/lib/upstream/contract';
import { createPasskey } from '@/lib/upstream/passkeys';
import { completeSetUp } from '@/lib/upstream/passes';
import { isStep } from '@/lib/session/page-guard';
import { SET_UP_PATH } from '@/lib/sign-in/set-up';

/** `security`: made from the security page (issue 25), which it goes back to; else an application's enrolment. */
/** `setUp`: made by issue 38's set-up after a temporary pass, which it completes. */
const Body = z.object({
  response: RegistrationResponse,
  redirectUri: z.string().max(1024).optional(),
  security: z.literal(true).optional(),
  setUp: z.literal(true).optional(),
});

export const POST = route({
  json: Body,
  session: 'required',
  async handle(ctx) {
    const { body, session, tenant, origin, ceremony: opened } = ctx;
    const at = passkeyStepOf(session, '/passkey-enrollment');
    if (at !== 'here') return { next: at };
    const begun = await opened('webauthn');
    const expected = expectedOf(begun, 'registration', tenant, origin);
    if (!expected) return ceremonyExpired();
    const upgrade = begun?.upgrade;
    // Issue 25: a way in is added only by a recent sign-in (the upgrade's offer has its own ten minutes).
    const security = body.security === true && session.flow.purpose === 'account-security';
    const back = allowedRedirectUri(body.redirectUri, tenant.redirectUris) ?? session.flow.passkeyRedirectUri;
    const signInFirst = upgrade ? undefined : enrolmentNeedsSignIn(session, { security, redirectUri: back });
    if (signInFirst) return { next: signInFirst, cookies: [ceremony.clear()] };
    // An upgrade's challenge serves only while its offer lasts (not after "Not now", nor days later).
    if (upgrade && (!upgradePending(session) || (await offerEnded(session.sid)))) return ceremonyExpired();
    let code: string;
    try {
      code = await createPasskey(session.token, body.response, expected, { conditional: upgrade === 'conditional' });
    } catch (err) {
      // The upstream's clock says the sign-in is not recent: as above; an upgrade's offer just ends.
      if (isUpstreamError(err, 'ReauthRequired')) {
        if (upgrade) return leaveUpgrade(session, backContextOf(ctx));
        return { next: security ? SECURITY_PATH : hostedLoginPath('enrol', { redirectUri: back }), cookies: [ceremony.clear()] };
      }
      const refused = passkeyRefused(err);
      if (refused) return refused;
      throw err;
    }
    if (upgrade) return leaveUpgrade(session, backContextOf(ctx), { created: true });
    const added = { ...session, identity: { ...session.identity, hasPasskeys: true } };
    // Issue 38: the passkey is how this person logs in from now on: the set-up is done.
    if (body.setUp === true && isStep(session, SET_UP_PATH)) {
      const done = await completeSetUp(session.token, { passkey: true });
      if (typeof done === 'string') return { next: SET_UP_PATH, cookies: [ceremony.clear()] };
      return { next: '/authorize', cookies: [ceremony.clear(), await sessionCookie({ ...added, identity: { ...added.identity, state: done.state } })] };
    }
    if (security)
      return { next: SECURITY_PATH, cookies: [ceremony.clear(), await sessionCookie(added), await flashCookie({ to: SECURITY_PATH, notice: 'passkeyAdded' })] };
    const done = withoutPasskeyFlow(added);
    const cookies = [ceremony.clear(), await sessionCookie(done)];
    if (!back || code !== PASSKEY_CREATED) return { next: '/authorize', cookies };
    const url = new URL(back);
    url.searchParams.set('passkeySetup', 'success');
    return { next: url.href, cookies };
  },
});
