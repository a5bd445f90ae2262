// Starting a sign-in at the IdP: the transaction's secrets and the authorize URL.
import 'server-only';
import * as oidc from 'openid-client';
import type { HostedLogin } from '../flows/flow-state';
import type { Transaction } from '../session/transaction';

export type NewTransaction = Omit<Transaction, 'state' | 'nonce' | 'codeVerifier' | 'startedAt'>;

export function newTransaction(fields: NewTransaction): Transaction {
  return { ...fields, state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier(), startedAt: Date.now() };
}

export function codeChallengeOf(tx: Transaction): Promise<string> {
  return oidc.calculatePKCECodeChallenge(tx.codeVerifier);
}

export type AuthorizeExtras = { prompt?: 'none' | 'login'; login_ticket?: string };

/** SPEC §7's hosted-login extras as the IdP's authorize parameters. */
function hostedLoginParams(h: HostedLogin | undefined): Record<string, string | undefined> {
  if (!h) return {};
  return { prompt: h.prompt, mode: h.mode, username: h.username, logo_uri: h.logoUri, back_to_login: h.backToLogin };
}

/** The IdP's authorize URL: code flow, PKCE (S256), state and nonce, back to `/authenticate`. */
export async function authorizeUrl(idp: oidc.Configuration, tx: Transaction, callbackUrl: string, extras: AuthorizeExtras = {}): Promise<string> {
  const params: Record<string, string> = {
    redirect_uri: callbackUrl,
    scope: 'openid profile email',
    response_type: 'code',
    state: tx.state,
    nonce: tx.nonce,
    code_challenge: await codeChallengeOf(tx),
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries({ ...hostedLoginParams(tx.flow.hostedLogin), ...extras })) if (v) params[k] = v;
  return oidc.buildAuthorizationUrl(idp, params).href;
}
