// Starting a sign-in at the tenant's IdP: the transaction (with the flow's parameters, never taken
// from the callback URL later) and the authorize URL back to our `/authenticate`.
import 'server-only';
import { authorizeUrl, newTransaction, type AuthorizeExtras } from '../idp/authorize';
import { idpConfiguration } from '../idp/client';
import type { Transaction } from '../session/transaction';
import type { LoginDomainResponse } from '../upstream/contract';
import { flowQuery, type FlowParams } from './login-params';
import { allowedRedirectUri } from './redirect-uri';

export type StartedSignIn = { tx: Transaction; url: string };

export function transactionFor(tenant: LoginDomainResponse, flow: FlowParams, silent: boolean): Transaction {
  const redirectUri = allowedRedirectUri(flow.redirectUri, tenant.tenant.redirectUris);
  return newTransaction({
    silent,
    redirectUri,
    purpose: flow.purpose,
    // SPEC §4: applyMfa is true when no redirect URI was given.
    applyMfa: redirectUri === undefined,
    temporaryMfaSetup: flow.temporaryMfaSetup,
    iid: flow.iid,
    loginQuery: flowQuery({ ...flow, redirectUri }),
  });
}

export async function startSignIn(
  tenant: LoginDomainResponse,
  origin: string,
  tx: Transaction,
  extras: AuthorizeExtras = {},
): Promise<StartedSignIn> {
  const idp = await idpConfiguration(tenant.tenant);
  return { tx, url: await authorizeUrl(idp, tx, `${origin}/authenticate`, extras) };
}
