// Resolving an upstream token to its user: shared by every route that takes `{ token }`.
import { RECENT_SIGN_IN_MS } from '../../lib/upstream/contract';
import { HttpError } from '../http/replies';
import type { SessionGrant, Store, UserRecord } from '../store';

/** The token of an `Authorization: Bearer …` header (the scheme in any case, RFC 7235), or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** The session a bearer header names: 401 TokenInvalid without one, or for one that is not live. */
export function requireBearerSession(store: Store, header: string | undefined): { user: UserRecord; grant: SessionGrant } {
  const token = bearerToken(header);
  if (!token) throw new HttpError(401, 'TokenInvalid');
  return requireSession(store, token);
}

export function requireSession(store: Store, token: string): { user: UserRecord; grant: SessionGrant } {
  const grant = store.upstreamTokens.get(token);
  const user = grant && store.users.get(grant.userUuid);
  if (!grant || !user) throw new HttpError(401, 'TokenInvalid');
  // Issue 40: the account's list of sign-ins says when each was last used.
  grant.lastUsedAt = store.now();
  return { user, grant };
}

/** A finished sign-in: no MFA or password step outstanding (what authorising, passkeys and the security page need). */
export function isFinishedSignIn(store: Store, user: UserRecord, grant: SessionGrant): boolean {
  const state = store.outcomeState(user, grant);
  return state === 'AUTHENTICATED' || state === 'MFA_REGISTRATION_RECOMMENDED';
}

/** Issue 25: the sign-in's credential was presented within RECENT_SIGN_IN_MS. */
export function isRecentSignIn(store: Store, grant: SessionGrant): boolean {
  return store.now() - grant.authenticatedAt <= RECENT_SIGN_IN_MS;
}
