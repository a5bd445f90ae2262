// POST /api/login/password: credentials to the IdP's credential endpoint for a login ticket, then the
// browser goes to the IdP's authorize URL with it (DESIGN §3.2). The password goes nowhere else.
import type { NextRequest } from 'next/server';
import { flowQuery, parseFlowParams, withQuery } from '@/lib/flows/login-params';
import { signInWithPassword } from '@/lib/flows/sign-in-with-password';
import { isSameOrigin, publicOrigin } from '@/lib/http/origin';
import { badRequest, forbidden, formFailure, formSuccess, readFields } from '@/lib/http/respond';
import { logger } from '@/lib/logger';
import { getRequestContext } from '@/lib/request-context';
import { flashCookie } from '@/lib/session/flash';
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
  const signedIn = await signInWithPassword(tenant, flow, { email, password }, { request, origin: publicOrigin(request), traceToken });
  if (signedIn.ok) return formSuccess(request, signedIn.url, signedIn.cookies);

  logger.info({ traceToken, reason: signedIn.reason }, 'credentials refused');
  // SPEC §8: too_many_attempts and password_leaked → account disabled; no response → the network
  // message; anything else → "Invalid e-mail or password".
  if (signedIn.reason === 'account-disabled') return formSuccess(request, '/error/account-disabled');
  const error = signedIn.reason === 'network' ? 'network' : 'invalidCredentials';
  return formFailure(request, { form: error }, withQuery('/login/password', flowQuery({ ...flow, email: undefined }, { error })), [await flashCookie({ email })]);
}
