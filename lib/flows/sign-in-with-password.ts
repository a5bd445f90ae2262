// E-mail and password to the IdP's credential endpoint for a one-time ticket, then the IdP's
// authorize URL with it (DESIGN §3.2). The password form and registration's automatic sign-in share it.
import 'server-only';
import type { NextRequest } from 'next/server';
import { clientIp } from '../http/origin';
import { credentialWait, recordCredentialFailure, recordCredentialSuccess, type CredentialWait } from '../http/rate-limit';
import { countFunnel, metrics } from '../metrics';
import { codeChallengeOf } from '../idp/authorize';
import { submitCredentials } from '../idp/credentials';
import { logger } from '../logger';
import { frontDeskNetwork } from '../tenant/front-desk';
import type { SetCookie } from '../session/seal';
import { surplusTransactionCookies, transactionCookie } from '../session/transaction';
import type { Tenant } from '../upstream/tenants';
import type { Flow } from './flow-state';
import { isKnownHere, rememberHere } from './known-browser';
import { isSharedRequest } from './shared-computer';
import { startSignIn, transactionFor } from './start-sign-in';

export type PasswordSignIn =
  | { ok: true; url: string; cookies: SetCookie[] }
  | { ok: false; reason: 'account-disabled' | 'invalid-credentials' | 'network' }
  | { ok: false; reason: 'rate-limited'; wait: CredentialWait };

export async function signInWithPassword(
  tenant: Tenant,
  flow: Flow,
  credentials: { email: string; password: string },
  ctx: { request: NextRequest; origin: string; traceToken: string },
): Promise<PasswordSignIn> {
  const address = clientIp(ctx.request);
  const account = { tenantCode: tenant.code, email: credentials.email };
  const counted = { ...account, address, frontDesk: frontDeskNetwork(tenant, address), knownHere: await isKnownHere(ctx.request, account) };
  // Keycard's own limits (issue 26): a spent budget is refused before the IdP is asked.
  const wait = await credentialWait(counted);
  if (wait) {
    logger.warn({ traceToken: ctx.traceToken, limit: wait.limit }, 'credential attempt refused: too many failures');
    metrics().rateLimited.inc({ limit: `credential-failures-${wait.limit}` });
    return { ok: false, reason: 'rate-limited', wait };
  }
  const tx = transactionFor(tenant, flow, { kind: 'credential' });
  const outcome = await submitCredentials(tenant, {
    ...credentials,
    codeChallenge: codeChallengeOf(tx),
    // The IdP locks (e-mail, address) pairs: always the user's own address, never Keycard's.
    clientIp: address,
    traceToken: ctx.traceToken,
  });
  if (!outcome.ok) {
    if (outcome.reason === 'invalid-credentials') countFunnel(tenant.code, 'password_refused');
    if (outcome.reason === 'account-disabled') countFunnel(tenant.code, 'account_disabled');
    if (outcome.reason === 'invalid-credentials') await recordCredentialFailure(counted);
    return outcome;
  }
  await recordCredentialSuccess(counted);
  try {
    const { url } = await startSignIn(tenant, ctx.origin, tx, { login_ticket: outcome.loginTicket });
    // Remembered for the next time (never on a shared computer, where the next person is someone else).
    const known = isSharedRequest(ctx.request, tenant) ? [] : [await rememberHere(ctx.request, account)];
    return { ok: true, url, cookies: [...(await surplusTransactionCookies(ctx.request.cookies.getAll())), await transactionCookie(tx), ...known] };
  } catch (err) {
    logger.error({ traceToken: ctx.traceToken, err: String(err) }, 'could not build the authorize URL');
    return { ok: false, reason: 'network' };
  }
}
