// The IdP's RS256 signing key, generated at start. The provider signs with the private JWK; the API
// verifies ID tokens with the public one, in the same process.
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';

export interface SigningKeys {
  /** Private JWK for oidc-provider's `jwks`. */
  privateJwks: { keys: JWK[] };
  publicJwks: JSONWebKeySet;
}

export async function createSigningKeys(): Promise<SigningKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const meta = { kid: `sandbox-${randomUUID()}`, alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), ...meta };
  const publicJwk = { ...(await exportJWK(publicKey)), ...meta };
  return { privateJwks: { keys: [privateJwk] }, publicJwks: { keys: [publicJwk] } };
}
