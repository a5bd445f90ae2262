// GET /api/login/silent: a silent sign-in (prompt=none). With an IdP session the user comes back to
// /authenticate with a code and never sees the form; without, /authenticate shows the form.
import type { NextRequest } from 'next/server';
import { parseFlowParams, withQuery, flowQuery } from '@/lib/flows/login-params';
import { startSignIn, transactionFor } from '@/lib/flows/start-sign-in';
import { publicOrigin } from '@/lib/http/origin';
import { redirectTo } from '@/lib/http/respond';
import { logger } from '@/lib/logger';
import { getRequestContext } from '@/lib/request-context';
import { COOKIE, expiredCookieOptions } from '@/lib/session/cookies';
import { surplusTransactionCookies, transactionCookie } from '@/lib/session/transaction';

export async function GET(request: NextRequest) {
  const { tenant, traceToken } = await getRequestContext();
  if (!tenant) return redirectTo(request, '/error', [], 302);
  const flow = parseFlowParams(request.nextUrl.searchParams);
  try {
    const { tx, url } = await startSignIn(tenant, publicOrigin(request), transactionFor(tenant, flow, true), { prompt: 'none' });
    return redirectTo(request, url, [...(await surplusTransactionCookies(request.cookies.getAll())), await transactionCookie(tx)], 302);
  } catch (err) {
    // The IdP cannot be reached: show the form (its own errors will tell), and stop trying silently.
    logger.warn({ traceToken, err: String(err) }, 'silent sign-in could not start');
    return redirectTo(request, withQuery('/login/email', flowQuery(flow)), [{ name: COOKIE.ssoHint, value: '', options: expiredCookieOptions('ssoHint') }], 302);
  }
}
