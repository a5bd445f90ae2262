// The callback's code exchange: state, PKCE and nonce checked by openid-client; we keep the ID token.
import 'server-only';
import * as oidc from 'openid-client';
import type { Transaction } from '../session/transaction';

export async function exchangeCode(idp: oidc.Configuration, callbackUrl: URL, tx: Transaction): Promise<string> {
  const tokens = await oidc.authorizationCodeGrant(idp, callbackUrl, {
    pkceCodeVerifier: tx.codeVerifier,
    expectedState: tx.state,
    expectedNonce: tx.nonce,
    idTokenExpected: true,
  });
  if (!tokens.id_token) throw new Error('the IdP answered without an ID token');
  return tokens.id_token;
}

/** The IdP's end-session URL, returning to our logged-out login page. */
export function endSessionUrl(idp: oidc.Configuration, postLogoutRedirectUri: string): string | null {
  if (!idp.serverMetadata().end_session_endpoint) return null;
  return oidc.buildEndSessionUrl(idp, { client_id: idp.clientMetadata().client_id, post_logout_redirect_uri: postLogoutRedirectUri }).href;
}
