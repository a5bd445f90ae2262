// POST /api/passkey/sign-in: the e-mail stage's passkey (button or autofill). The upstream verifies
// the assertion against this browser's challenge and answers like /authenticate; SPEC §4's tables
// then route the sign-in as they route a password's (MFA, an expired password, the application), and
// the page tells the browser which of the user's passkeys still count (the Signal API).
import { z } from 'zod';
import { finishContextOf, finishSignIn } from '@/lib/sign-in/finish';
import { carry, parseFlowParams } from '@/lib/flows/flow-state';
import { signInClientOf, signInRequest } from '@/lib/sign-in/request';
import { tenantFlow } from '@/lib/sign-in/start';
import { route } from '@/lib/http/route';
import { expectedOf } from '@/lib/passkeys/ceremony';
import { ceremonyExpired, passkeyRefused, withSignals } from '@/lib/passkeys/handlers';
import { passkeySignals } from '@/lib/passkeys/signals';
import { ceremony } from '@/lib/session/ceremony';
import { AuthenticationResponse } from '@/lib/upstream/contract';
import { verifyPasskeyLogin } from '@/lib/upstream/passkeys';

const Body = z.object({
  response: AuthenticationResponse,
  /** The e-mail stage's hidden flow fields, parsed like its query. */
  flow: z.record(z.string().max(64), z.string().max(1024)).default({}),
});

export const POST = route({
  json: Body,
  async handle(handler) {
    const { body, session, tenant, origin, deviceToken, ceremony: opened } = handler;
    // A sign-in's challenge was begun before anyone signed in: it names no user.
    const expected = expectedOf(await opened('webauthn', null), 'authentication', tenant, origin);
    if (!expected) return ceremonyExpired();
    const flow = carry(tenantFlow(tenant, parseFlowParams(body.flow)), 'transaction');
    try {
      const identity = await verifyPasskeyLogin(body.response, expected, signInRequest(flow, tenant, deviceToken, signInClientOf(handler)));
      // `previous`: a sign-in for a step-up's purpose as someone else than the signed-in user logs out (SPEC §4).
      const ctx = finishContextOf(handler, { authenticatedAt: Date.now() });
      const done = await finishSignIn(identity, flow, ctx, { previous: session, cookies: [ceremony.clear()] });
      // The browser hears which of this user's passkeys still count (issue 24), whatever step comes
      // next; not from a sign-in refused as someone else's, which returns nothing of that account.
      return done.loggedOut ? done : withSignals(done, passkeySignals(identity, tenant, body.response.id));
    } catch (err) {
      const refused = passkeyRefused(err);
      if (refused) return refused;
      throw err;
    }
  },
});
