// E-mail and password to the IdP's credential endpoint for a one-time ticket, then the IdP's
// authorize URL with it (DESIGN §3.2). The password form and registration's automatic sign-in share it.
import { ownPageOf } from '../flows/purposes';
import 'server-only';
import type { NextRequest } from 'next/server';
import { reserveCredential, type CredentialWait } from '../limits/credentials';
import { countFunnel, metrics } from '../metrics';
import { codeChallengeOf } from '../idp/authorize';
import { submitCredentials, type PassRefusal } from '../idp/credentials';
import { logger } from '../logger';
import type { SetCookie } from '../session/seal';
import { surplusTransactionCookies, transactionCookie } from '../session/transaction';
import type { Tenant } from '../upstream/tenants';
import type { Flow } from '../flows/flow-state';
import { isKnown, rememberHere, type KnownHere } from './known-browser';
import type { SignInMode } from './mode';
import { startSignIn, transactionFor } from './start';

export type PasswordSignIn =
  | { ok: true; url: string; cookies: SetCookie[] }
  | { ok: false; reason: 'account-disabled' | 'invalid-credentials' | 'network' | PassRefusal }
  | { ok: false; reason: 'rate-limited'; wait: CredentialWait };

/**
 * `pass`: the secret is a temporary pass (issue 38), counted by the same budgets as a password (a wrong
 * one is a guess like any other) and its sign-in otherwise the same.
 */
export async function signInWithPassword(
  tenant: Tenant,
  flow: Flow,
  credentials: { email: string; password: string; pass?: boolean },
  ctx: { request: NextRequest; origin: string; traceToken: string; mode: SignInMode; knownAccounts: () => Promise<KnownHere> },
): Promise<PasswordSignIn> {
  const address = ctx.mode.client;
  const account = { tenantCode: tenant.code, email: credentials.email };
  const known = await ctx.knownAccounts();
  const counted = { ...account, address, frontDesk: ctx.mode.frontDesk, knownHere: isKnown(known, account) };
  // Keycard's own limits (issue 26, 36): the attempt's place is reserved first, and a spent budget is
  // refused before the IdP is asked, however many arrive at once.
  const reserved = await reserveCredential(counted);
  if ('wait' in reserved) {
    const { wait } = reserved;
    logger.warn({ limit: wait.limit }, 'credential attempt refused: too many failures');
    metrics().rateLimited.inc({ limit: `credential-failures-${wait.limit}` });
    return { ok: false, reason: 'rate-limited', wait };
  }
  const tx = transactionFor(tenant, flow, { kind: 'credential' });
  const outcome = await submitCredentials(tenant, {
    ...credentials,
    codeChallenge: codeChallengeOf(tx),
    // The IdP locks (e-mail, address) pairs: always the user's own address, never Keycard's.
    clientIp: address,
    userAgent: ctx.request.headers.get('user-agent') ?? undefined,
    traceToken: ctx.traceToken,
  }).catch(async (err: unknown) => {
    await reserved.settle('void');
    throw err;
  });
  if (!outcome.ok) {
    if (outcome.reason === 'invalid-credentials') countFunnel(tenant.code, 'password_refused');
    if (outcome.reason === 'account-disabled') countFunnel(tenant.code, 'account_disabled');
    // Only a refused secret counts; the IdP's lock, its silence, or a pass that was the account's is no guess.
    await reserved.settle(outcome.reason === 'invalid-credentials' ? 'counts' : 'void');
    return outcome;
  }
  await reserved.settle('forgiven');
  try {
    // The security page's re-authentication (issue 37), and the manager's page's (issue 39), is a new
    // login whatever session the IdP holds: prompt=login, so max_age=0 and the ID token's auth_time is now.
    const reauth = ownPageOf(flow.purpose) ? { prompt: 'login' as const } : {};
    const { url } = await startSignIn(tenant, ctx.origin, tx, { login_ticket: outcome.loginTicket, ...reauth });
    // Remembered for the next time (never on a shared computer, where the next person is someone else).
    const remembered = ctx.mode.shared ? [] : [await rememberHere(known, account)];
    return { ok: true, url, cookies: [...(await surplusTransactionCookies(ctx.request.cookies.getAll())), await transactionCookie(tx), ...remembered] };
  } catch (err) {
    logger.error({ err: String(err) }, 'could not build the authorize URL');
    return { ok: false, reason: 'network' };
  }
}
