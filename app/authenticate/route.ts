// GET /authenticate: the IdP's callback (DESIGN §3.3). Finds the transaction for `state`, exchanges
// the code, calls POST /authenticate, stores the session, and routes by SPEC §4's tables. A finished
// sign-in goes straight back to the calling application (`finishSignIn`).
import { RISK_ASSESSMENT_DESCRIPTION } from '@/lib/flows/next-step';
import { withQuery } from '@/lib/flows/flow-state';
import { finishContextOf, finishSignIn } from '@/lib/sign-in/finish';
import { endIdpSessionFirst } from '@/lib/sign-in/end-idp-session';
import { signInClientOf, signInRequest } from '@/lib/sign-in/request';
import { mayFinishAttempt } from '@/lib/sign-in/silent';
import { idpConfiguration } from '@/lib/idp/client';
import { exchangeCode } from '@/lib/idp/exchange';
import { route, type HandlerContext } from '@/lib/http/route';
import { logger } from '@/lib/logger';
import { COOKIE } from '@/lib/sign-in/cookies';
import type { SetCookie } from '@/lib/session/seal';
import { idTokenCookie, ssoHint } from '@/lib/sign-in/notes';
import { AUTHX_STATE, clearTransactionCookie, openTransaction, type Transaction } from '@/lib/session/transaction';
import { authenticate } from '@/lib/upstream/auth';
import { errorPagePath, isUpstreamError } from '@/lib/upstream/errors';
import { flashCookie } from '@/lib/session/flash';

/** Answers to a silent try that only mean "no IdP session": show the form (DESIGN §3.1). */
const NO_SESSION_ERRORS = new Set(['login_required', 'consent_required', 'interaction_required']);

/**
 * The partner token route's return (SPEC §4, state=authx): the code the upstream issued is redeemed
 * with the transaction's PKCE verifier, for the host's tenant only (an alias code names it too).
 */
async function authx(code: string, tenantCode: string | null, tx: Transaction, handler: HandlerContext<undefined>, done: SetCookie) {
  const { tenant, deviceToken, session } = handler;
  if (tenantCode !== tenant.code && (tenant.aliasCode === null || tenantCode !== tenant.aliasCode)) {
    logger.warn('partner token route returned for another tenant');
    return { next: '/error', cookies: [done] };
  }
  try {
    const identity = await authenticate({ ...signInRequest(tx.flow, tenant, deviceToken, signInClientOf(handler)), code, codeVerifier: tx.codeVerifier });
    return await finishSignIn(identity, tx.flow, finishContextOf(handler), { previous: session, cookies: [done] });
  } catch (err) {
    logger.error({ err: String(err) }, 'partner token route sign-in failed');
    return { next: errorPagePath(err), cookies: [done] };
  }
}

/**
 * SPEC §8's login rule holds at the callback too: the upstream unreachable or slower than the deadline
 * is the network message on the password form, to try again (the IdP session is there: the next
 * try is quick), not the unknown-error page.
 */
async function networkMessage(tx: Transaction, done: SetCookie) {
  // A silent try had no form: the e-mail stage shows the message, and no silent try follows it (the
  // sso hint goes), or an unreachable upstream would send the browser round and round.
  const to = tx.silent ? '/login/email' : '/login/password';
  const cookies = [done, await flashCookie({ to, errors: { form: 'network' }, skipSilent: true }), ...(tx.silent ? [ssoHint.clear()] : [])];
  return { next: withQuery(to, tx.loginQuery), cookies };
}

export const GET = route({
  async handle(handler) {
    const { request, tenant, origin, deviceToken, session: previous } = handler;
    const q = request.nextUrl.searchParams;
    const state = q.get('state');
    const toError = (cookies: SetCookie[] = [], errorMessage?: string) => ({
      next: errorMessage ? withQuery('/error', new URLSearchParams({ errorMessage }).toString()) : '/error',
      cookies,
    });
    const tx = state ? await openTransaction(state, (name) => request.cookies.get(name)?.value) : null;
    if (!state || !tx) {
      logger.warn('callback without a matching transaction');
      return toError();
    }
    const done = clearTransactionCookie(state);
    const toForm = (cookies: SetCookie[]) => ({ next: withQuery('/login/email', tx.loginQuery), cookies: [done, ...cookies] });
    // A silent try or a stored partner identity proves no presence: a re-authentication, a step-up or
    // an MFA reset started that way goes to the form, whatever the IdP answered (and no silent retry).
    if (!mayFinishAttempt(tx)) {
      logger.warn('an attempt without a credential came back for a purpose that asks for presence; showing the form');
      return toForm([await flashCookie({ to: '/login/email', skipSilent: true })]);
    }

    const error = q.get('error');
    if (error) {
      if (tx.silent && NO_SESSION_ERRORS.has(error)) return toForm([ssoHint.clear()]);
      const description = q.get('error_description');
      logger.info({ error }, 'the IdP refused the sign-in');
      return toError([done], description === RISK_ASSESSMENT_DESCRIPTION ? description : undefined);
    }
    const code = q.get('code');
    if (!code) return toError([done]);
    if (state === AUTHX_STATE) return authx(code, q.get('tenantCode'), tx, handler, done);

    try {
      const idp = await idpConfiguration(tenant);
      const { idToken, sub, authTime } = await exchangeCode(idp, new URL(`/authenticate${request.nextUrl.search}`, origin), tx);
      // Login CSRF (DESIGN §3.2): an IdP session someone else planted in this browser must not sign
      // it in silently. A silent sign-in is accepted only as the subject this browser signed in as;
      // anyone else gets the form (and no further silent try, which would meet the same session).
      if (tx.silent && sub !== tx.expectedSub) {
        logger.warn('silent sign-in returned another subject than this browser signed in as; showing the form');
        return toForm([ssoHint.clear()]);
      }
      const identity = await authenticate({ ...signInRequest(tx.flow, tenant, deviceToken, signInClientOf(handler)), idToken });
      // Issue 26: a shared computer keeps no hint of who signed in, and no IdP session (ended below).
      const ctx = finishContextOf(handler, {
        credentialPresented: !tx.silent && !tx.unattended,
        passkeyOffer: request.cookies.get(COOKIE.passkeyOffer)?.value,
        // Asked for by max_age: an IdP that still leaves it out says nothing Keycard or the upstream could trust.
        authenticatedAt: authTime,
      });
      const shared = ctx.mode.shared;
      const finished = await finishSignIn(identity, tx.flow, ctx, {
        previous,
        cookies: shared ? [done, ssoHint.clear(), idTokenCookie.clear()] : [done, await ssoHint.write({ sub }), await idTokenCookie.write({ idToken })],
      });
      return shared && !finished.loggedOut ? await endIdpSessionFirst(idp, origin, idToken, finished) : finished;
    } catch (err) {
      logger.error({ err: String(err) }, 'sign-in callback failed');
      if (isUpstreamError(err) && err.isNetwork) return networkMessage(tx, done);
      return { next: errorPagePath(err), cookies: [done] };
    }
  },
});
