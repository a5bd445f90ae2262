// The passkey endpoints (SPEC §7): store a passkey, sign in (or step up) with one, and the one-time
// passkey state a step-up hands the calling application. Every response is verified here, never
// taken on Keycard's word.
import { api, type PasskeyDetails } from '../../lib/upstream/contract';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import { HttpError, noContent } from '../http/replies';
import { fail, serve } from '../http/serve';
import type { SessionGrant, Store, UserRecord } from '../store';
import { openSession, toIdentity } from './authenticate';
import { isFinishedSignIn, isRecentSignIn, requireBearerSession, requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

/** Adding a way in, proving a step-up or listing one's passkeys needs a finished sign-in: no MFA or password step outstanding. */
function requireFinishedSignIn(
  endpoint: typeof api.createPasskey | typeof api.createPasskeyState | typeof api.listPasskeys,
  store: Store,
  user: UserRecord,
  grant: SessionGrant,
): void {
  if (!isFinishedSignIn(store, user, grant)) throw fail(endpoint, 'StepRequired', 403);
}

export function registerPasskeyRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.createPasskey, async ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    // A temporary pass's set-up (issue 38) may make the passkey it sets up.
    if (grant.setUp !== 'pending') requireFinishedSignIn(api.createPasskey, store, user, grant);
    // A new way in needs a recent credential (issue 25): a stolen older session cannot add its own.
    // A partner's (authx) users never log in here: their enrolment stands as SPEC §4 has it.
    if (user.provider !== 'authx' && !isRecentSignIn(store, grant)) throw fail(api.createPasskey, 'ReauthRequired', 403);
    const tenant = store.findTenant(user.tenantCode);
    if (!tenant) throw fail(api.createPasskey, 'TokenInvalid');
    const stored = await store.passkeys.register(tenant, user.uuid, body.response, body);
    sendSecurityNotice(store, user, 'passkey-added');
    return { data: { code: 'PasskeyCreated' as const, passkey: { id: stored.id, name: null, createdAt: stored.createdAt } } };
  });

  serve(router, api.verifyPasskeyLogin, async ({ body }) => {
    const tenant = store.findTenant(body.tenantCode);
    if (!tenant) throw fail(api.verifyPasskeyLogin, 'TenantNotFound', 404);
    const credential = await store.passkeys.authenticate(tenant, body.response, body);
    const user = store.users.get(credential.userUuid);
    if (!user || user.pendingActivation) throw fail(api.verifyPasskeyLogin, 'UnknownCredential');
    if (user.disabled) throw fail(api.verifyPasskeyLogin, 'AccountDisabled');
    if (body.token) {
      // A step-up: the user's own passkey continues the same sign-in; anyone else's is a new one,
      // which Keycard sees by the e-mail and answers with a logout (SPEC §4).
      const { grant } = requireSession(store, body.token);
      if (grant.userUuid === user.uuid) {
        grant.authenticatedAt = store.now();
        return { data: toIdentity(store, user, body.token, grant) };
      }
    }
    return { data: openSession(store, user, { ...body, authenticatedAt: store.now(), method: 'passkey' }) };
  });

  serve(router, api.listPasskeys, ({ headers }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    requireFinishedSignIn(api.listPasskeys, store, user, grant);
    const passkeys = store.passkeys.forUser(user.uuid).map((c) => ({
      id: c.id,
      name: c.name,
      createdAt: c.createdAt,
      lastUsedAt: c.lastUsedAt,
      backedUp: c.backedUp,
      transports: c.transports as PasskeyDetails['transports'],
      aaguid: c.aaguid,
    }));
    return { data: { passkeys } };
  });

  serve(router, api.createPasskeyState, ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    requireFinishedSignIn(api.createPasskeyState, store, user, grant);
    return {
      data: { passkeyState: store.passkeys.issueState({ stateId: body.stateId, userUuid: user.uuid, email: user.email, tenantCode: user.tenantCode }) },
    };
  });

  serve(router, api.redeemPasskeyState, ({ body }) => {
    const grant = store.passkeys.redeemState(body.passkeyState);
    if (!grant) throw fail(api.redeemPasskeyState, 'PasskeyStateNotFound');
    return { data: { stateId: grant.stateId, email: grant.email, tenantCode: grant.tenantCode, verifiedAt: grant.verifiedAt } };
  });
}

/** Test-only: a passkey deleted upstream, so the browser is told the credential is unknown. */
export function registerPasskeyTestRoutes(router: ApiRouter, { store }: ApiDeps): void {
  router.delete('/__passkeys/:id', ({ params }) => {
    if (!store.passkeys.delete(params.id ?? '')) throw new HttpError(404, 'UnknownCredential');
    return noContent();
  });
}
