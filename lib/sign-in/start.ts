// Starting a sign-in at the tenant's IdP: the transaction (with the flow's parameters, never taken
// from the callback URL later) and the authorize URL back to our `/authenticate`.
import 'server-only';
import { authorizeUrl, newTransaction, type AuthorizeExtras } from '../idp/authorize';
import { idpConfiguration } from '../idp/client';
import type { SetCookie } from '../session/seal';
import { surplusTransactionCookies, transactionCookie, type Transaction } from '../session/transaction';
import type { Tenant } from '../upstream/tenants';
import { allowedFlow, carry, flowQuery, type Flow } from '../flows/flow-state';
import { allowedRedirectUri } from '../flows/redirect-uri';

export type StartedSignIn = { tx: Transaction; url: string };

/** The flow as the tenant allows it: stored URIs not on its list dropped, applyMfa derived (SPEC §4). */
export function tenantFlow<F extends Flow>(tenant: Tenant, flow: F) {
  return allowedFlow(flow, (uri) => allowedRedirectUri(uri, tenant.redirectUris));
}

/**
 * How an attempt proves who signs in: a credential (a password, the IdP's own form), a silent try
 * (prompt=none, as the subject this browser signed in as), or SPEC §4's stored partner identity.
 */
export type Attempt = { kind: 'credential' } | { kind: 'silent'; expectedSub: string } | { kind: 'partner-identity' };

export function transactionFor(tenant: Tenant, flow: Flow, attempt: Attempt): Transaction {
  const allowed = tenantFlow(tenant, flow);
  return newTransaction({
    silent: attempt.kind === 'silent',
    expectedSub: attempt.kind === 'silent' ? attempt.expectedSub : undefined,
    ...(attempt.kind === 'credential' ? {} : { unattended: true }),
    flow: carry(allowed, 'transaction'),
    loginQuery: flowQuery(allowed),
  });
}

export async function startSignIn(tenant: Tenant, origin: string, tx: Transaction, extras: AuthorizeExtras = {}): Promise<StartedSignIn> {
  const idp = await idpConfiguration(tenant);
  return { tx, url: authorizeUrl(idp, tx, `${origin}/authenticate`, extras) };
}

/**
 * The IdP's own login (SPEC §7's hosted login: prompt=login, its extras so it looks like the tenant's
 * and lets the user go back): for a passkey enrolment or step-up, where SPEC §4 names it. The security
 * page's re-authentication is Keycard's own password stage (issue 37). Answers where the browser goes
 * and the transaction's cookies.
 */
export async function startHostedLogin(
  tenant: Tenant,
  origin: string,
  browserCookies: { name: string; value: string }[],
  flow: Omit<Flow, 'hostedLogin'>,
  o: { username?: string; backToLogin: string },
): Promise<{ next: string; cookies: SetCookie[] }> {
  const hostedLogin = {
    prompt: 'login' as const,
    mode: 'login-id' as const,
    username: o.username,
    logoUri: tenant.theme.images.logo,
    backToLogin: o.backToLogin,
  };
  const { tx, url } = await startSignIn(tenant, origin, transactionFor(tenant, { ...flow, hostedLogin }, { kind: 'credential' }));
  return { next: url, cookies: [...(await surplusTransactionCookies(browserCookies)), await transactionCookie(tx)] };
}
