// Resolving an upstream token to its user: shared by every route that takes `{ token }`.
import { HttpError } from '../http/replies';
import type { SessionGrant, Store, UserRecord } from '../store';

export function requireSession(store: Store, token: string): { user: UserRecord; grant: SessionGrant } {
  const grant = store.upstreamTokens.get(token);
  const user = grant && store.users.get(grant.userUuid);
  if (!grant || !user) throw new HttpError(401, 'TokenInvalid');
  return { user, grant };
}
