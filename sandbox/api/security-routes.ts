// Issue 25's security page, upstream side: name or remove one's passkeys, sign out everywhere else,
// and read one's second factor. Every change needs a finished sign-in whose credential was presented
// within RECENT_SIGN_IN_MS, and sends the user a security notice.
import { api } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import { methodOf } from '../mfa/mfa-service';
import type { SessionGrant, Store, UserRecord } from '../store';
import { isFinishedSignIn, isRecentSignIn, requireBearerSession, requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

type Change = typeof api.renamePasskey | typeof api.deletePasskey | typeof api.revokeOtherSessions | typeof api.getMfa;

function requireFinished(endpoint: Change, store: Store, user: UserRecord, grant: SessionGrant): void {
  if (!isFinishedSignIn(store, user, grant)) throw fail(endpoint, 'StepRequired', 403);
}

/** A finished sign-in whose credential is recent: a session cookie taken elsewhere cannot change the account. */
function requireRecent(endpoint: Exclude<Change, typeof api.getMfa>, store: Store, user: UserRecord, grant: SessionGrant): void {
  requireFinished(endpoint, store, user, grant);
  if (!isRecentSignIn(store, grant)) throw fail(endpoint, 'ReauthRequired', 403);
}

export function registerSecurityRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.renamePasskey, ({ headers, params, body }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    requireRecent(api.renamePasskey, store, user, grant);
    const passkey = store.passkeys.ownedBy(user.uuid, params.id ?? '');
    if (!passkey) throw fail(api.renamePasskey, 'UnknownCredential');
    passkey.name = body.name;
  });

  serve(router, api.deletePasskey, ({ headers, params }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    requireRecent(api.deletePasskey, store, user, grant);
    const passkey = store.passkeys.ownedBy(user.uuid, params.id ?? '');
    if (!passkey) throw fail(api.deletePasskey, 'UnknownCredential');
    store.passkeys.delete(passkey.id);
    sendSecurityNotice(store, user, 'passkey-removed');
    return { data: { remaining: store.passkeys.forUser(user.uuid).map((c) => c.id) } };
  });

  serve(router, api.revokeOtherSessions, ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    requireRecent(api.revokeOtherSessions, store, user, grant);
    const revoked = endSignIns(store, user, { keepToken: body.token, keepDeviceToken: body.keepDeviceToken });
    sendSecurityNotice(store, user, 'signed-out-elsewhere');
    return { data: { revoked } };
  });

  serve(router, api.getMfa, ({ headers }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    requireFinished(api.getMfa, store, user, grant);
    return { data: { mfaMethod: methodOf(user.mfa.primary), recoveryCodesLeft: store.mfa.recoveryCodesLeft(user.mfa) } };
  });
}

/**
 * Ends the user's sign-ins (issue 25's "everywhere else", issue 39's manager's "everywhere"): their
 * upstream tokens but `keepToken`, device tokens but `keepDeviceToken` (each browser asks for the
 * second factor again), partner identities but the kept device's, tokens on their way to an
 * application or from a partner, and the IdP's sessions that logged in before now. Answers how many
 * upstream tokens ended.
 */
export function endSignIns(store: Store, user: UserRecord, keep: { keepToken?: string; keepDeviceToken?: string } = {}): number {
  let revoked = 0;
  for (const [token, other] of store.upstreamTokens.entries()) {
    if (other.userUuid === user.uuid && token !== keep.keepToken) {
      store.upstreamTokens.delete(token);
      revoked++;
    }
  }
  for (const [token, device] of store.deviceTokens.entries()) {
    if (device.userUuid === user.uuid && token !== keep.keepDeviceToken) store.deviceTokens.delete(token);
  }
  for (const [token, identity] of store.partnerIdentities.entries()) {
    const kept = keep.keepDeviceToken !== undefined && identity.userDeviceToken === keep.keepDeviceToken;
    if (identity.userUuid === user.uuid && !kept) store.partnerIdentities.delete(token);
  }
  // Tokens on their way to an application or from a partner: short-lived, but not left to be redeemed.
  for (const map of [store.appTokens, store.partnerTokens, store.ssoTokens]) {
    for (const [token, grant] of map.entries()) if (grant.userUuid === user.uuid) map.delete(token);
  }
  // The IdP's sessions that logged in before now yield no silent sign-in (provider.ts checks this),
  // a kept browser's included: its Keycard session goes on, and its next sign-in at the IdP asks.
  user.sessionsValidAfter = store.now();
  return revoked;
}
