// Verifies ID tokens from the sandbox IdP with the same in-process public keys the provider signs
// with (no HTTP round trip to its JWKS endpoint).
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

export type IdTokenVerifier = (idToken: string, audience: string) => Promise<JWTPayload & { sub: string }>;

/** Issued within the last 5 minutes (DESIGN §2: "issued within the last few minutes"). */
const MAX_AGE = '5 minutes';

export function createIdTokenVerifier(publicJwks: JSONWebKeySet, issuer: string): IdTokenVerifier {
  const keys = createLocalJWKSet(publicJwks);
  return async (idToken, audience) => {
    const { payload } = await jwtVerify(idToken, keys, {
      issuer,
      audience,
      algorithms: ['RS256'],
      maxTokenAge: MAX_AGE,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (typeof payload.sub !== 'string') throw new Error('ID token without sub');
    return { ...payload, sub: payload.sub };
  };
}
