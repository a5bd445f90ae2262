// GET /api/partners/token: SPEC §4's partner token route. A login on a browser that keeps an authx
// user's partner identity goes here instead of the form: a transaction is started (its PKCE verifier
// binds the code to this browser), the upstream issues a one-time code for the identity, and the
// browser goes on to /authenticate with code, tenantCode and state=authx, which redeems it. The
// identity is presented with the browser's device token (the upstream refuses it with another) and
// is good once: the upstream answers its successor, which replaces it in the cookie (security review
// M1). Like a silent try it presents no credential, so it never serves a purpose that asks for presence.
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/flow-state';
import { allowsUnattendedSignIn } from '@/lib/sign-in/silent';
import { transactionFor } from '@/lib/sign-in/start';
import { route } from '@/lib/http/route';
import { codeChallengeOf } from '@/lib/idp/authorize';
import { logger } from '@/lib/logger';
import { flashCookie } from '@/lib/session/flash';
import { partnerIdentity } from '@/lib/sign-in/notes';
import { AUTHX_STATE, transactionCookie } from '@/lib/session/transaction';
import { isUpstreamError } from '@/lib/upstream/errors';
import { partnerAuthxCode } from '@/lib/upstream/partners';

const FORM = '/login/email';

export const GET = route({
  async handle({ request, tenant, deviceToken, mode }) {
    const flow = parseFlowParams(request.nextUrl.searchParams);
    // The form, and no second try from it (which would meet the same refusal).
    const toForm = async (forget: boolean) => ({
      next: withQuery(FORM, flowQuery(flow)),
      cookies: [...(forget ? [partnerIdentity.clear()] : []), await flashCookie({ to: FORM, skipSilent: true })],
    });
    // Issue 26: on a shared computer the next person gets the form, whoever links here.
    if (!allowsUnattendedSignIn(flow) || mode.shared) return toForm(false);
    const stored = await partnerIdentity.read(request.cookies.get(partnerIdentity.name)?.value);
    if (!stored || stored.tenantCode !== tenant.code) return toForm(true);
    const tx = { ...transactionFor(tenant, flow, { kind: 'partner-identity' }), state: AUTHX_STATE };
    try {
      const issued = await partnerAuthxCode(stored.partnerCode, {
        token: stored.token,
        tenantCode: tenant.code,
        codeChallenge: codeChallengeOf(tx),
        userDeviceToken: deviceToken,
      });
      const query = new URLSearchParams({ code: issued.code, tenantCode: issued.tenantCode, state: AUTHX_STATE });
      // The presented identity is spent: its successor is kept now, whether or not the code is redeemed.
      const successor = await partnerIdentity.write({ partnerCode: stored.partnerCode, ...issued.identityToken });
      return { next: withQuery('/authenticate', query.toString()), cookies: [await transactionCookie(tx), successor] };
    } catch (err) {
      // An identity the upstream no longer honours is forgotten; an unreachable upstream leaves it for next time.
      const refused = isUpstreamError(err) && !err.isNetwork;
      logger.warn({ err: String(err) }, 'the partner token route could not start; showing the form');
      return toForm(refused);
    }
  },
});
