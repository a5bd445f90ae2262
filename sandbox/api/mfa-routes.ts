// The MFA endpoints (SPEC §7): register an authenticator app or a phone, send and check codes, make
// a device primary, reset. Every call is for the signed-in user its token names, and moves that
// sign-in's state (SPEC §4) only when a code proved the device.
import type { IncomingHttpHeaders } from 'node:http';
import { CLIENT_IP_HEADER, api } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import { methodOf } from '../mfa/mfa-service';
import type { SessionGrant, Store, UserRecord } from '../store';
import { requireBearerSession, requireSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

/** The brand a message names and the host of its WebOTP line, from the page's origin. */
function sender(endpoint: typeof api.registerPhone | typeof api.sendCode, store: Store, user: UserRecord, origin: string): { brand: string; host: string } {
  const tenant = store.findTenant(user.tenantCode);
  const url = new URL(origin);
  // A code goes out only for a page on one of the tenant's own hosts (the WebOTP line binds it there).
  if (!tenant?.tenant.webOrigins.includes(url.origin)) throw fail(endpoint, 'OriginNotAllowed', 400);
  return { brand: tenant.theme.name, host: url.hostname };
}

type Registering = typeof api.registerTotp | typeof api.registerPhone | typeof api.verifyCode | typeof api.updateProvider;

/**
 * The end user's address Keycard passed on, which the send limit and the app lockout count by.
 * Trusted as the IdP trusts its credential endpoint's: only Keycard holds a user's upstream token.
 */
export function clientAddress(headers: IncomingHttpHeaders): string | undefined {
  const value = headers[CLIENT_IP_HEADER];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * A sign-in may register or replace a device only once the registered one was proved in it: not by
 * a device token's earlier proof (issue 25), so a browser left signed in cannot swap the user's
 * second factor for its own.
 */
function requireVerifiedIfRegistered(endpoint: Registering, user: UserRecord, grant: SessionGrant): void {
  if (user.mfa.primary && !grant.mfa.proved) throw fail(endpoint, 'StepRequired', 403);
}

export function registerMfaRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.registerTotp, ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    requireVerifiedIfRegistered(api.registerTotp, user, grant);
    return { data: store.mfa.beginTotp(user.uuid, user.email, body.issuer) };
  });

  serve(router, api.registerPhone, ({ body, headers }) => {
    const { user, grant } = requireSession(store, body.token);
    requireVerifiedIfRegistered(api.registerPhone, user, grant);
    const from = sender(api.registerPhone, store, user, body.origin);
    const address = clientAddress(headers);
    return { data: store.mfa.sendCode(user.uuid, user.mfa, { via: body.deliveryType, phone: body.phoneNumber, ...from, address }) };
  });

  serve(router, api.sendCode, ({ body, headers }) => {
    const { user } = requireSession(store, body.token);
    const from = sender(api.sendCode, store, user, body.origin);
    const address = clientAddress(headers);
    return { data: store.mfa.sendCode(user.uuid, user.mfa, { via: body.deliveryType, challengeId: body.challengeId, ...from, address }) };
  });

  serve(router, api.verifyCode, ({ body, headers }) => {
    const { user, grant } = requireSession(store, body.token);
    const { device, registration } = store.mfa.verify(user.uuid, user.mfa, { code: body.code, challengeId: body.challengeId, address: clientAddress(headers) });
    if (registration) requireVerifiedIfRegistered(api.verifyCode, user, grant);
    const primary = registration ? store.mfa.register(user.mfa, device) : true;
    store.mfa.markVerified(grant.mfa);
    if (registration && primary) {
      grant.mfa.mfaSetupDone = true;
      sendSecurityNotice(store, user, 'mfa-changed');
    }
    return {
      data: {
        state: store.outcomeState(user, grant),
        registered: registration ? methodOf(device) : null,
        primary,
        mfaMethod: methodOf(user.mfa.primary),
      },
    };
  });

  serve(router, api.updateProvider, ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    requireVerifiedIfRegistered(api.updateProvider, user, grant);
    const device = store.mfa.makePrimary(user.mfa, body.provider, body.deliveryType);
    if (!device) throw fail(api.updateProvider, 'NoMfaDevice');
    grant.mfa.mfaSetupDone = true;
    sendSecurityNotice(store, user, 'mfa-changed');
    return { data: { mfaMethod: methodOf(device)!, state: store.outcomeState(user, grant) } };
  });

  // Issue 25: recovery codes, for a user whose device was proved in this sign-in.
  serve(router, api.generateRecoveryCodes, ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    if (!user.mfa.primary) throw fail(api.generateRecoveryCodes, 'NoMfaDevice');
    // Proved in this sign-in: a browser trusted by its device token cannot replace the codes (issue 25).
    if (!grant.mfa.proved) throw fail(api.generateRecoveryCodes, 'StepRequired');
    const codes = store.mfa.newRecoveryCodes(user.mfa);
    sendSecurityNotice(store, user, 'recovery-codes');
    return { data: { codes } };
  });

  serve(router, api.verifyRecoveryCode, ({ body, headers }) => {
    const { user, grant } = requireSession(store, body.token);
    const remaining = store.mfa.spendRecoveryCode(user.uuid, user.mfa, body.code, clientAddress(headers));
    store.mfa.markVerified(grant.mfa);
    return { data: { state: store.outcomeState(user, grant), remaining } };
  });

  serve(router, api.countRecoveryCodes, ({ headers }) => {
    const { user } = requireBearerSession(store, headers.authorization);
    return { data: { remaining: store.mfa.recoveryCodesLeft(user.mfa) } };
  });

  serve(router, api.resetMfa, ({ body }) => {
    const { user, grant } = requireSession(store, body.token);
    if (user.mfa.primary && grant.mfa.mfaVerifiedAt === null) throw fail(api.resetMfa, 'StepRequired');
    store.mfa.reset(user.mfa, user.uuid);
    store.mobile.forget(user.uuid);
    for (const [token, device] of store.deviceTokens.entries()) if (device.userUuid === user.uuid) store.deviceTokens.delete(token);
  });
}
