// Starting a sign-in at the IdP: the transaction's secrets and the authorize URL.
import 'server-only';
import { createHash } from 'node:crypto';
import * as oidc from 'openid-client';
import { randomBase64Url } from '../http/random-pool';
import type { HostedLogin } from '../flows/flow-state';
import { MAX_AGE } from '../sign-in/cookies';
import type { Transaction } from '../session/transaction';

export type NewTransaction = Omit<Transaction, 'state' | 'nonce' | 'codeVerifier' | 'startedAt'>;

/**
 * 32 random bytes each, base64url, as openid-client's own helpers make them (RFC 7636 §4.1: a verifier
 * of 43 characters), from the random pool: openid-client's helpers ask WebCrypto once each, which
 * Next wraps per call (issue 23: 0.11 ms of a password post).
 */
export function newTransaction(fields: NewTransaction): Transaction {
  return { ...fields, state: randomBase64Url(32), nonce: randomBase64Url(32), codeVerifier: randomBase64Url(32), startedAt: Date.now() };
}

/** The S256 code challenge (RFC 7636 §4.2), hashed in place: WebCrypto's digest is a job on the thread pool and a promise. */
export function codeChallengeOf(tx: Pick<Transaction, 'codeVerifier'>): string {
  return createHash('sha256').update(tx.codeVerifier).digest('base64url');
}

export type AuthorizeExtras = { prompt?: 'none' | 'login'; login_ticket?: string };

/** SPEC §7's hosted-login extras as the IdP's authorize parameters. */
function hostedLoginParams(h: HostedLogin | undefined): Record<string, string | undefined> {
  if (!h) return {};
  return { prompt: h.prompt, mode: h.mode, username: h.username, logo_uri: h.logoUri, back_to_login: h.backToLogin };
}

/** The IdP's authorize URL: code flow, PKCE (S256), state and nonce, back to `/authenticate`. */
export function authorizeUrl(idp: oidc.Configuration, tx: Transaction, callbackUrl: string, extras: AuthorizeExtras = {}): string {
  const params: Record<string, string> = {
    redirect_uri: callbackUrl,
    scope: 'openid profile email',
    response_type: 'code',
    state: tx.state,
    nonce: tx.nonce,
    code_challenge: codeChallengeOf(tx),
    code_challenge_method: 'S256',
  };
  for (const [k, v] of Object.entries({ ...hostedLoginParams(tx.flow.hostedLogin), ...extras })) if (v) params[k] = v;
  // OIDC Core §3.1.2.1: with max_age the ID token must carry auth_time, which Keycard and the upstream
  // read as when the user last logged in (issue 25's recent sign-in). A login asked for (prompt=login)
  // must be new; any other may be as old as a Keycard session lives.
  params.max_age = params.prompt === 'login' ? '0' : String(MAX_AGE.session);
  return oidc.buildAuthorizationUrl(idp, params).href;
}
