// A sign-in's secrets and its authorize URL (lib/idp/authorize.ts): the state, nonce and PKCE verifier
// are fresh 32-byte values each, and the challenge is RFC 7636's S256 of the verifier, as the IdP
// checks it at the token exchange.
import * as oidc from 'openid-client';
import { authorizeUrl, codeChallengeOf, newTransaction } from '@/lib/idp/authorize';

const fields = { silent: false, flow: {}, loginQuery: '' } as unknown as Parameters<typeof newTransaction>[0];

test("the S256 challenge is RFC 7636's own example (Appendix B)", () => {
  expect(codeChallengeOf({ codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk' })).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
});

test("each transaction's state, nonce and verifier are 32 fresh bytes in base64url, never repeated", async () => {
  const seen = new Set<string>();
  for (let i = 0; i < 500; i++) {
    const tx = newTransaction(fields);
    for (const value of [tx.state, tx.nonce, tx.codeVerifier]) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      seen.add(value);
    }
  }
  expect(seen.size).toBe(1500);
  // The challenge is the one openid-client would compute for the same verifier.
  const tx = newTransaction(fields);
  expect(codeChallengeOf(tx)).toBe(await oidc.calculatePKCECodeChallenge(tx.codeVerifier));
});

test('the authorize URL carries the state, the nonce and the S256 challenge, back to /authenticate', () => {
  const idp = new oidc.Configuration({ issuer: 'https://idp.example', authorization_endpoint: 'https://idp.example/auth' }, 'seaside-web');
  const tx = newTransaction(fields);
  const url = new URL(authorizeUrl(idp, tx, 'https://seaside.example/authenticate', { prompt: 'none' }));
  expect(url.origin + url.pathname).toBe('https://idp.example/auth');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: 'seaside-web',
    redirect_uri: 'https://seaside.example/authenticate',
    response_type: 'code',
    state: tx.state,
    nonce: tx.nonce,
    code_challenge: codeChallengeOf(tx),
    code_challenge_method: 'S256',
    prompt: 'none',
    // auth_time in the ID token, whatever the IdP's defaults (issue 25).
    max_age: String(30 * 24 * 60 * 60),
  });
  const login = new URL(authorizeUrl(idp, tx, 'https://seaside.example/authenticate', { prompt: 'login' }));
  expect(login.searchParams.get('max_age')).toBe('0');
});
