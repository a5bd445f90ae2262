// E-mail and password to the IdP's credential endpoint for a one-time ticket, then the IdP's
// authorize URL with it (DESIGN §3.2). The password form and registration's automatic sign-in share it.
import 'server-only';
import type { NextRequest } from 'next/server';
import { clientIp } from '../http/origin';
import { codeChallengeOf } from '../idp/authorize';
import { submitCredentials } from '../idp/credentials';
import { logger } from '../logger';
import type { SetCookie } from '../session/session';
import { surplusTransactionCookies, transactionCookie } from '../session/transaction';
import type { LoginDomainResponse } from '../upstream/contract';
import type { FlowParams } from './login-params';
import { startSignIn, transactionFor } from './start-sign-in';

export type PasswordSignIn =
  | { ok: true; url: string; cookies: SetCookie[] }
  | { ok: false; reason: 'account-disabled' | 'invalid-credentials' | 'network' };

export async function signInWithPassword(
  tenant: LoginDomainResponse,
  flow: FlowParams,
  credentials: { email: string; password: string },
  ctx: { request: NextRequest; origin: string; traceToken: string },
): Promise<PasswordSignIn> {
  const tx = transactionFor(tenant, flow, false);
  const outcome = await submitCredentials(tenant.tenant, {
    ...credentials,
    codeChallenge: await codeChallengeOf(tx),
    clientIp: clientIp(ctx.request),
    traceToken: ctx.traceToken,
  });
  if (!outcome.ok) return outcome;
  try {
    const { url } = await startSignIn(tenant, ctx.origin, tx, { login_ticket: outcome.loginTicket });
    return { ok: true, url, cookies: [...(await surplusTransactionCookies(ctx.request.cookies.getAll())), await transactionCookie(tx)] };
  } catch (err) {
    logger.error({ traceToken: ctx.traceToken, err: String(err) }, 'could not build the authorize URL');
    return { ok: false, reason: 'network' };
  }
}
