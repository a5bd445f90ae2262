// The callback's code exchange: state, PKCE and nonce checked by openid-client; we keep the ID token
// and its subject. And the IdP's end-session URL for logout.
import 'server-only';
import * as oidc from 'openid-client';
import { timedIdp } from '../http/timing';
import type { Transaction } from '../session/transaction';

/** `authTime`: when the user last logged in at the IdP (ms), from the ID token's auth_time. */
export type Exchanged = { idToken: string; sub: string; authTime?: number };

export async function exchangeCode(idp: oidc.Configuration, callbackUrl: URL, tx: Transaction): Promise<Exchanged> {
  const tokens = await timedIdp('token', () =>
    oidc.authorizationCodeGrant(idp, callbackUrl, {
      pkceCodeVerifier: tx.codeVerifier,
      expectedState: tx.state,
      expectedNonce: tx.nonce,
      idTokenExpected: true,
    }),
  );
  const claims = tokens.claims();
  if (!tokens.id_token || !claims?.sub) throw new Error('the IdP answered without an ID token');
  const authTime = typeof claims.auth_time === 'number' ? claims.auth_time * 1000 : undefined;
  return { idToken: tokens.id_token, sub: claims.sub, authTime };
}

/**
 * The IdP's end-session URL, back to our logged-out login page. With the sign-in's ID token as
 * `id_token_hint` the IdP knows who is leaving and ends its session without asking (OIDC RP-Initiated
 * Logout §2; Auth0 and the sandbox IdP do so).
 */
export function endSessionUrl(idp: oidc.Configuration, postLogoutRedirectUri: string, idTokenHint?: string, state?: string): string | null {
  if (!idp.serverMetadata().end_session_endpoint) return null;
  const params: Record<string, string> = { client_id: idp.clientMetadata().client_id, post_logout_redirect_uri: postLogoutRedirectUri };
  if (idTokenHint) params.id_token_hint = idTokenHint;
  // Echoed back on the post-logout URI (OIDC RP-Initiated Logout §2): binds the return to this browser's errand.
  if (state) params.state = state;
  return oidc.buildEndSessionUrl(idp, params).href;
}
