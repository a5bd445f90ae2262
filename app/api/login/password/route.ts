// POST /api/login/password: credentials to the IdP's credential endpoint for a login ticket, then the
// browser goes to the IdP's authorize URL with it (DESIGN §3.2). The password goes nowhere else.
import type { NextRequest } from 'next/server';
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/login-params';
import { startSignIn, transactionFor } from '@/lib/flows/start-sign-in';
import { codeChallengeOf } from '@/lib/idp/authorize';
import { submitCredentials } from '@/lib/idp/credentials';
import { clientIp, isSameOrigin, publicOrigin } from '@/lib/http/origin';
import { badRequest, forbidden, formFailure, formSuccess, readFields } from '@/lib/http/respond';
import { logger } from '@/lib/logger';
import { getRequestContext } from '@/lib/request-context';
import { flashCookie } from '@/lib/session/flash';
import { transactionCookie } from '@/lib/session/transaction';
import { PasswordStageForm } from '@/lib/validation/login';

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request)) return forbidden(request);
  const { tenant, traceToken } = await getRequestContext();
  if (!tenant) return badRequest(request);
  const fields = await readFields(request);
  if (!fields) return badRequest(request);
  const flow = parseFlowParams(fields);
  const parsed = PasswordStageForm.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.errors;
    if (errors.email) return formFailure(request, errors, withQuery('/login/email', flowQuery(flow, { error: errors.email })));
    return formFailure(request, errors, withQuery('/login/password', flowQuery({ ...flow, email: undefined }, { error: errors.password })), [
      await flashCookie({ email: (fields.email ?? '').slice(0, 254) }),
    ]);
  }
  const { email, password } = parsed.data;
  const back = async (error: string) =>
    formFailure(request, { form: error }, withQuery('/login/password', flowQuery({ ...flow, email: undefined }, { error })), [await flashCookie({ email })]);

  const tx = transactionFor(tenant, flow, false);
  const outcome = await submitCredentials(tenant.tenant, {
    email,
    password,
    codeChallenge: await codeChallengeOf(tx),
    clientIp: clientIp(request),
    traceToken,
  });
  if (!outcome.ok) {
    logger.info({ traceToken, reason: outcome.reason }, 'credentials refused');
    if (outcome.reason === 'account-disabled') return formSuccess(request, '/error/account-disabled');
    return back(outcome.reason === 'network' ? 'network' : 'invalidCredentials');
  }
  try {
    const { url } = await startSignIn(tenant, publicOrigin(request), tx, { login_ticket: outcome.loginTicket });
    return formSuccess(request, url, [await transactionCookie(tx)]);
  } catch (err) {
    logger.error({ traceToken, err: String(err) }, 'could not build the authorize URL');
    return back('network');
  }
}
