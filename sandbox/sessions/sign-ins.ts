// Issue 40: an account's live sign-ins as the security page lists them, and ending one of them with
// everything of its browser's (its device token, its partner identity, its IdP session).
import { PASS_AMR, type AccountSession, type SignInClient, type SignInMethod } from '../../lib/upstream/contract';
import type { SessionGrant, Store, UserRecord } from '../store';

/** An IdP session lives a day (provider.ts's ttl.Session): an ended one is remembered as long. */
const IDP_SESSION_MS = 24 * 60 * 60 * 1000;

/** How an ID token's sign-in proved who it was, from its `amr` (RFC 8176's names, and issue 38's). */
export function methodOfAmr(amr: unknown): SignInMethod {
  const said = Array.isArray(amr) ? amr : [];
  if (said.includes(PASS_AMR)) return 'temporary-pass';
  if (said.includes('pin')) return 'badge';
  return 'password';
}

/** What a sign-in keeps of its browser: the User-Agent and address Keycard sent, if any. */
export function browserOf(client: SignInClient | undefined): Pick<SessionGrant, 'userAgent' | 'address'> {
  return { userAgent: client?.userAgent ?? null, address: client?.address ?? null };
}

/** A moment (ms) as the contract's answers say it. */
export const iso = (ms: number) => new Date(ms).toISOString();

/** The user's live sign-ins, `current` the asking one's, most recently used first. */
export function signInsOf(store: Store, user: UserRecord, current: string): AccountSession[] {
  const live: [string, SessionGrant][] = [];
  for (const [token, grant] of store.upstreamTokens.entries()) if (grant.userUuid === user.uuid) live.push([token, grant]);
  return live
    .sort(([, a], [, b]) => b.lastUsedAt - a.lastUsedAt)
    .map(([token, g]) => ({
      id: g.id,
      method: g.method,
      userAgent: g.userAgent,
      address: g.address,
      startedAt: iso(g.startedAt),
      lastUsedAt: iso(g.lastUsedAt),
      current: token === current,
    }));
}

/**
 * Ends the user's sign-in with this id, unless it is the asking one (`current`): its upstream token,
 * the device token and partner identity of its browser (not the asking browser's, should they share
 * one) and its IdP session. False when there is no such other sign-in.
 */
export function endSignIn(store: Store, user: UserRecord, id: string, current: SessionGrant): boolean {
  const found = store.upstreamTokens.entries().find(([, g]) => g.userUuid === user.uuid && g.id === id && g !== current);
  if (!found) return false;
  const [token, grant] = found;
  store.upstreamTokens.delete(token);
  const device = grant.deviceToken !== current.deviceToken ? grant.deviceToken : undefined;
  if (device && store.deviceTokens.get(device)?.userUuid === user.uuid) store.deviceTokens.delete(device);
  for (const [identityToken, identity] of store.partnerIdentities.entries()) {
    const ofIt = identityToken === grant.partnerIdentity || (device !== undefined && identity.userDeviceToken === device);
    if (identity.userUuid === user.uuid && ofIt && identityToken !== current.partnerIdentity) store.partnerIdentities.delete(identityToken);
  }
  if (grant.idpSession && grant.idpSession !== current.idpSession) store.endedIdpSessions.set(grant.idpSession, store.now(), IDP_SESSION_MS);
  return true;
}
