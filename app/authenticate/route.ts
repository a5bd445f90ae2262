// GET /authenticate: the IdP's callback (DESIGN §3.3). Finds the transaction for `state`, exchanges
// the code, calls POST /authenticate, stores the session, and routes by SPEC §4's table.
import type { NextRequest } from 'next/server';
import { withQuery } from '@/lib/flows/login-params';
import { RISK_ASSESSMENT_DESCRIPTION, nextStepAfterAuthenticate, routeToPath } from '@/lib/flows/next-step';
import { idpConfiguration } from '@/lib/idp/client';
import { exchangeCode } from '@/lib/idp/exchange';
import { publicOrigin } from '@/lib/http/origin';
import { redirectTo } from '@/lib/http/respond';
import { logger } from '@/lib/logger';
import { getRequestContext } from '@/lib/request-context';
import { COOKIE, cookieOptions, expiredCookieOptions } from '@/lib/session/cookies';
import { sessionCookie, snapshotOf, type SetCookie } from '@/lib/session/session';
import { clearTransactionCookie, openTransaction } from '@/lib/session/transaction';
import { authenticate } from '@/lib/upstream/auth';
import { errorPagePath } from '@/lib/upstream/errors';
import { trackSignIn } from '@/lib/usage';

/** Answers to a silent try that only mean "no IdP session": show the form (DESIGN §3.1). */
const NO_SESSION_ERRORS = new Set(['login_required', 'consent_required', 'interaction_required']);

export async function GET(request: NextRequest) {
  const { tenant, traceToken } = await getRequestContext();
  const q = request.nextUrl.searchParams;
  const state = q.get('state');
  const toError = (cookies: SetCookie[] = [], errorMessage?: string) =>
    redirectTo(request, errorMessage ? withQuery('/error', new URLSearchParams({ errorMessage }).toString()) : '/error', cookies);

  if (!tenant || !state) return toError();
  const tx = await openTransaction(state, (name) => request.cookies.get(name)?.value);
  if (!tx) {
    logger.warn({ traceToken }, 'callback without a matching transaction');
    return toError();
  }
  const done = clearTransactionCookie(state);

  const error = q.get('error');
  if (error) {
    if (tx.silent && NO_SESSION_ERRORS.has(error)) {
      const noHint = { name: COOKIE.ssoHint, value: '', options: expiredCookieOptions('ssoHint') };
      return redirectTo(request, withQuery('/login/email', tx.loginQuery), [done, noHint]);
    }
    const description = q.get('error_description');
    logger.info({ traceToken, error }, 'the IdP refused the sign-in');
    return toError([done], description === RISK_ASSESSMENT_DESCRIPTION ? description : undefined);
  }
  if (!q.get('code')) return toError([done]);

  try {
    const idp = await idpConfiguration(tenant.tenant);
    const callbackUrl = new URL(`/authenticate${request.nextUrl.search}`, publicOrigin(request));
    const idToken = await exchangeCode(idp, callbackUrl, tx);
    const userDeviceToken = request.cookies.get(COOKIE.device)?.value;
    const identity = await authenticate(
      {
        idToken,
        tenantCode: tenant.tenant.code,
        redirectUri: tx.redirectUri,
        userDeviceToken: userDeviceToken || undefined,
        iid: tx.iid,
        passkeyState: tx.passkeyState,
      },
      { traceToken },
    );
    trackSignIn({ tenantCode: tenant.tenant.code, userType: identity.type, state: identity.state, traceToken });
    const session = await sessionCookie({
      v: 1,
      token: identity.token,
      tenantCode: tenant.tenant.code,
      identity: snapshotOf(identity),
      redirectUri: tx.redirectUri,
      iid: tx.iid,
      purpose: tx.purpose,
      applyMfa: tx.applyMfa,
      temporaryMfaSetup: tx.temporaryMfaSetup,
      mfaResetRedirectUri: tx.mfaResetRedirectUri,
      createdAt: Date.now(),
    });
    const hint = { name: COOKIE.ssoHint, value: '1', options: cookieOptions('ssoHint') };
    const next = nextStepAfterAuthenticate({ state: identity.state, purpose: tx.purpose, applyMfa: tx.applyMfa, passkeyState: tx.passkeyState });
    return redirectTo(request, routeToPath(next), [done, session, hint]);
  } catch (err) {
    logger.error({ traceToken, err: String(err) }, 'sign-in callback failed');
    return redirectTo(request, errorPagePath(err), [done]);
  }
}
