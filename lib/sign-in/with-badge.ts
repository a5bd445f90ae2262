// Issue 38: a badge code and its PIN to the IdP's credential endpoint (its badge realm) for a one-time
// ticket, then the IdP's authorize URL with it, as a password's (with-password.ts). Refused PINs are
// the IdP's to count, per badge: Keycard keeps no budget per address here, so a whole front desk
// behind one address is never held up by one person's typos. A badge sign-in is always a shared
// computer's (the badge stage made the browser one): nothing of the person is remembered.
import 'server-only';
import type { NextRequest } from 'next/server';
import { codeChallengeOf } from '../idp/authorize';
import { submitBadge, type BadgeRefusal } from '../idp/credentials';
import { logger } from '../logger';
import { countFunnel, metrics } from '../metrics';
import type { SetCookie } from '../session/seal';
import { surplusTransactionCookies, transactionCookie } from '../session/transaction';
import type { Tenant } from '../upstream/tenants';
import type { Flow } from '../flows/flow-state';
import type { SignInMode } from './mode';
import { startSignIn, transactionFor } from './start';

export type BadgeSignIn = { ok: true; url: string; cookies: SetCookie[] } | ({ ok: false } & BadgeRefusal);

export async function signInWithBadge(
  tenant: Tenant,
  flow: Flow,
  credentials: { badgeCode: string; pin: string },
  ctx: { request: NextRequest; origin: string; traceToken: string; mode: SignInMode },
): Promise<BadgeSignIn> {
  const tx = transactionFor(tenant, flow, { kind: 'credential' });
  const outcome = await submitBadge(tenant, { ...credentials, codeChallenge: codeChallengeOf(tx), clientIp: ctx.mode.client, traceToken: ctx.traceToken });
  if (!outcome.ok) {
    if (outcome.reason === 'wrong-pin') countFunnel(tenant.code, 'password_refused');
    if (outcome.reason === 'account-disabled') countFunnel(tenant.code, 'account_disabled');
    if (outcome.reason === 'wait' || outcome.reason === 'locked') metrics().rateLimited.inc({ limit: `badge-${outcome.reason}` });
    return outcome;
  }
  try {
    const { url } = await startSignIn(tenant, ctx.origin, tx, { login_ticket: outcome.loginTicket });
    return { ok: true, url, cookies: [...(await surplusTransactionCookies(ctx.request.cookies.getAll())), await transactionCookie(tx)] };
  } catch (err) {
    logger.error({ err: String(err) }, 'could not build the authorize URL');
    return { ok: false, reason: 'network' };
  }
}
