// Resolving an upstream token to its user: shared by every route that takes `{ token }`.
import { HttpError } from '../http/replies';
import type { Store, TokenGrant, UserRecord } from '../store';

export function requireSession(store: Store, token: string): { user: UserRecord; grant: TokenGrant } {
  const grant = store.upstreamTokens.get(token);
  const user = grant && store.users.get(grant.userUuid);
  if (!grant || !user) throw new HttpError(401, 'TokenInvalid');
  return { user, grant };
}
