// POST /authenticate: an ID token from the tenant's IdP becomes the user's identity and a fresh
// upstream token (DESIGN §2). The ID token must be genuine, for this tenant's client, recent and new.
import { api, type SignInClient, type SignInMethod, type UserIdentity } from '../../lib/upstream/contract';
import { createHash } from 'node:crypto';
import { randomToken, safeEqual, sha256Hex } from '../crypto-utils';
import { HttpError } from '../http/replies';
import { fail, serve } from '../http/serve';
import { methodOf } from '../mfa/mfa-service';
import type { SessionGrant, Store, UserRecord } from '../store';
import { browserOf, methodOfAmr } from '../sessions/sign-ins';
import { issuePartnerIdentity } from './partner-identities';
import type { ApiDeps, ApiRouter } from './types';

const UPSTREAM_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer than the 5-minute iat window, so a replay is caught for as long as it could verify. */
const USED_ID_TOKEN_TTL_MS = 15 * 60 * 1000;

export function toIdentity(
  store: Store,
  user: UserRecord,
  token: string,
  grant?: SessionGrant,
  identityToken: UserIdentity['identityToken'] = null,
): UserIdentity {
  return {
    uuid: user.uuid,
    email: user.email,
    type: user.type,
    token,
    locale: user.locale,
    state: store.outcomeState(user, grant),
    passkeys: store.passkeys.forUser(user.uuid).map((c) => ({ id: c.id, name: c.name, createdAt: c.createdAt })),
    emailVerificationRequired: user.emailVerificationRequired,
    defaultRedirectUri: user.defaultRedirectUri,
    passwordExpiryInDays: store.passwordExpiryInDays(user),
    passwordChangeWarningInDays: user.passwordChangeWarningInDays,
    mfaRequiredByRemainingInDays: store.mfa.remainingDays(user.mfa),
    mfaMethod: methodOf(user.mfa.primary),
    partnerCode: user.partnerCode,
    provider: user.provider,
    identityToken,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}

/**
 * A new upstream token for a user who just proved who they are, and the identity to answer. An authx
 * user gets a new identity token, unless the sign-in redeemed one (`rotated`: its successor is kept).
 */
export function openSession(
  store: Store,
  user: UserRecord,
  o: {
    userDeviceToken?: string;
    temporaryMfaSetup?: boolean;
    rotated?: string;
    authenticatedAt: number;
    temporaryPass?: boolean;
    /** Issue 40: how it proved who it was, the browser it came from, and its IdP session. */
    method: SignInMethod;
    client?: SignInClient;
    idpSession?: string;
  },
): UserIdentity {
  // SPEC §9: a browser that verified MFA for this user in the last 60 days is not asked again.
  const device = o.userDeviceToken ? store.deviceTokens.get(o.userDeviceToken) : undefined;
  const trusted = device !== undefined && device.userUuid === user.uuid && store.mfa.isTrusted(device.mfaVerifiedAt) && user.mfa.primary !== null;
  const grant: SessionGrant = {
    userUuid: user.uuid,
    tenantCode: user.tenantCode,
    mfa: { mfaVerifiedAt: trusted ? device.mfaVerifiedAt : null, temporaryMfaSetup: o.temporaryMfaSetup === true, mfaSetupDone: false },
    authenticatedAt: o.authenticatedAt,
    id: randomToken().slice(0, 16),
    method: o.method,
    ...browserOf(o.client),
    startedAt: store.now(),
    lastUsedAt: store.now(),
  };
  if (device?.userUuid === user.uuid && o.userDeviceToken) grant.deviceToken = o.userDeviceToken;
  if (o.idpSession) grant.idpSession = o.idpSession;
  // Issue 38: a temporary pass counts as both factors for this sign-in alone (it may replace the
  // second factor: the pass can stand in for a lost phone), and the sign-in serves nothing until set up.
  if (o.temporaryPass) Object.assign(grant, { setUp: 'pending' as const, mfa: { ...grant.mfa, bothFactors: true, proved: true } });
  const identityToken = partnerIdentityOf(store, user, o);
  if (identityToken) grant.partnerIdentity = identityToken.token;
  const token = randomToken();
  store.upstreamTokens.set(token, grant, UPSTREAM_TOKEN_TTL_MS);
  // Issue 39: the manager's page shows when each person last signed in.
  user.lastSignInAt = store.now();
  // Issue 40: the account's recent activity.
  store.activity.record(user.uuid, { result: 'signed-in', method: grant.method, userAgent: grant.userAgent, address: grant.address });
  return toIdentity(store, user, token, grant, identityToken);
}

/** An authx partner user's identity token: what Keycard keeps to sign them in again by the partner token route. */
function partnerIdentityOf(store: Store, user: UserRecord, o: { userDeviceToken?: string; rotated?: string }): UserIdentity['identityToken'] {
  const { partnerCode } = user;
  if (user.provider !== 'authx' || !partnerCode) return null;
  if (o.rotated) return { tenantCode: user.tenantCode, token: o.rotated };
  return issuePartnerIdentity(store, { ...user, partnerCode }, o.userDeviceToken);
}

/** RFC 7636 S256. */
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** A user who may be signed in: known, on this tenant, enabled and activated. */
export function activeUser(store: Store, uuid: string, tenantCode: string): UserRecord | undefined {
  const user = store.users.get(uuid);
  return user && user.tenantCode === tenantCode && !user.disabled && !user.pendingActivation ? user : undefined;
}

export function registerAuthenticate(router: ApiRouter, { store, verifyIdToken }: ApiDeps): void {
  serve(router, api.authenticate, async ({ body: request }) => {
    const found = store.findTenant(request.tenantCode);
    if (!found) throw fail(api.authenticate, 'TenantNotFound');
    // A code of the partner token route (state=authx): once, in time, with the verifier it was bound to.
    if (request.code) {
      const issued = store.authxCodes.take(request.code);
      const verified = issued && request.codeVerifier && safeEqual(s256(request.codeVerifier), issued.codeChallenge);
      const user = verified && issued.tenantCode === found.tenant.code ? activeUser(store, issued.userUuid, found.tenant.code) : undefined;
      if (!issued || !user) throw fail(api.authenticate, 'TokenInvalid');
      // The partner's code presented no credential here: a change on the security page asks for one.
      return { data: openSession(store, user, { ...request, rotated: issued.identityToken, authenticatedAt: 0, method: 'partner' }) };
    }
    if (!request.idToken) throw new HttpError(400, 'CodeInvalid', 'neither an ID token nor a code');

    const tokenHash = sha256Hex(request.idToken);
    if (store.usedIdTokens.has(tokenHash)) throw fail(api.authenticate, 'TokenInvalid', undefined, 'ID token already used');
    let sub: string;
    let authTime: unknown;
    let amr: unknown;
    let sid: unknown;
    try {
      ({ sub, auth_time: authTime, amr, sid } = await verifyIdToken(request.idToken, found.tenant.loginClientId));
    } catch {
      throw fail(api.authenticate, 'TokenInvalid');
    }
    store.usedIdTokens.set(tokenHash, true, USED_ID_TOKEN_TTL_MS);

    const user = store.users.get(sub);
    if (!user || user.tenantCode !== found.tenant.code || user.disabled || user.pendingActivation) {
      throw fail(api.authenticate, 'TokenInvalid');
    }

    // When the user last logged in at the IdP: a silent sign-in's is its original login's.
    const method = methodOfAmr(amr);
    return {
      data: openSession(store, user, {
        ...request,
        authenticatedAt: typeof authTime === 'number' ? authTime * 1000 : 0,
        temporaryPass: method === 'temporary-pass',
        method,
        ...(typeof sid === 'string' ? { idpSession: sid } : {}),
      }),
    };
  });
}
