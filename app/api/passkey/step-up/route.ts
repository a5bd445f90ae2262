// POST /api/passkey/step-up: the assertion of /passkey-step-up. The upstream verifies it for the
// signed-in user's sign-in; then the passkey state goes back to the stored URI (SPEC §4). A passkey
// of anyone else than the signed-in user forces logout.
import { OWN_PAGES, ownPageOf } from '@/lib/flows/purposes';
import { z } from 'zod';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { signInClientOf, signInRequest } from '@/lib/sign-in/request';
import { SECURITY_PATH } from '@/lib/account/security';
import { route } from '@/lib/http/route';
import { flashCookie } from '@/lib/session/flash';
import { sessionCookie } from '@/lib/session/session';
import { expectedOf } from '@/lib/passkeys/ceremony';
import { ceremonyExpired, passkeyRefused, passkeyStepOf, withSignals } from '@/lib/passkeys/handlers';
import { passkeySignals } from '@/lib/passkeys/signals';
import { finishStepUp, forcedLogout, isSomeoneElse } from '@/lib/passkeys/step-up';
import { ceremony } from '@/lib/session/ceremony';
import { AuthenticationResponse } from '@/lib/upstream/contract';
import { verifyPasskeyLogin } from '@/lib/upstream/passkeys';

const Body = z.object({
  response: AuthenticationResponse,
  /** The calling application's state id and return URI, from the page's query. */
  state: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{1,128}$/)
    .optional(),
  redirectUri: z.string().max(1024).optional(),
  /** The security page's "Use my passkey" (issue 25): no application's state, back to that page. */
  security: z.literal(true).optional(),
});

export const POST = route({
  json: Body,
  session: 'required',
  async handle(handler) {
    const { body, session, tenant, origin, deviceToken, ceremony: opened } = handler;
    const at = passkeyStepOf(session, '/passkey-step-up');
    if (at !== 'here') return { next: at };
    const expected = expectedOf(await opened('webauthn'), 'authentication', tenant, origin);
    if (!expected) return ceremonyExpired();
    try {
      const identity = await verifyPasskeyLogin(body.response, expected, {
        ...signInRequest(session.flow, tenant, deviceToken, signInClientOf(handler)),
        token: session.token,
      });
      if (isSomeoneElse(session, identity.email)) {
        const forced = await forcedLogout(identity.token, tenant.code);
        // Refused as someone else's: nothing of that account goes back, its passkeys' signals included.
        return { next: forced.next, cookies: [ceremony.clear(), ...forced.cookies] };
      }
      // The upstream took the assertion as a credential presented now (issue 25's recent sign-in): so does the session.
      const confirmed = { ...session, authAt: Date.now() };
      // An own page's "Use my passkey" (the security page's, the manager's page's): no state for
      // anyone, back to the page for its change.
      const own = body.security ? ownPageOf(session.flow.purpose) : undefined;
      if (own) {
        // The manager's page comes back to the action its re-authentication was for.
        const page = own === 'team' ? (session.flow.teamPath ?? OWN_PAGES.team) : SECURITY_PATH;
        const cookies = [ceremony.clear(), await sessionCookie(confirmed), await flashCookie({ to: page.split('?')[0]!, notice: 'confirmed' })];
        return withSignals({ next: page, cookies }, passkeySignals(identity, tenant, body.response.id));
      }
      const done = await finishStepUp(confirmed, { stateId: body.state, redirectUri: allowedRedirectUri(body.redirectUri, tenant.redirectUris) });
      return withSignals({ next: done.next, cookies: [ceremony.clear(), ...done.cookies] }, passkeySignals(identity, tenant, body.response.id));
    } catch (err) {
      const refused = passkeyRefused(err);
      if (refused) return refused;
      throw err;
    }
  },
});
