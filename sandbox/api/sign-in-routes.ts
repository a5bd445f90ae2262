// Issue 40, upstream side: the account's live sign-ins (and ending one), its recent activity, and the
// "This wasn't me" link of a new-browser alert (sandbox/sessions/alerts.ts sends it at sign-in).
import { ACTIVITY_PAGE_SIZE, api } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import { sendNewBrowserAlert } from '../sessions/alerts';
import { endSignIn, iso, signInsOf } from '../sessions/sign-ins';
import type { Store, UserRecord } from '../store';
import { bearerToken, isFinishedSignIn, isRecentSignIn, requireBearerSession } from './sessions';
import { endSignIns } from './security-routes';
import type { ApiDeps, ApiRouter } from './types';

/** The alert a live "This wasn't me" link is bound to, and its account; TokenInvalid or TokenExpired otherwise. */
function alertOf(store: Store, endpoint: typeof api.checkSecurityAlert | typeof api.confirmSecurityAlert, link: { token: string; tenantCode: string }) {
  const found = store.accountTokens.find(link.token, ['security-alert']);
  // A link opened on another tenant's host serves nothing there (security review L4).
  if (found.status === 'invalid' || found.token.tenantCode !== store.findTenant(link.tenantCode)?.tenant.code) throw fail(endpoint, 'TokenInvalid');
  if (found.status === 'expired') throw fail(endpoint, 'TokenExpired');
  const { token } = found;
  const user = store.findUserByEmail(token.tenantCode, token.email);
  if (!user || !token.alert) throw fail(endpoint, 'TokenInvalid');
  return { alert: token.alert, user };
}

export function registerSignInRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.listSessions, ({ headers }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    if (!isFinishedSignIn(store, user, grant)) throw fail(api.listSessions, 'StepRequired', 403);
    return { data: { sessions: signInsOf(store, user, bearerToken(headers.authorization) ?? '') } };
  });

  serve(router, api.endSession, ({ headers, params }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    if (!isFinishedSignIn(store, user, grant)) throw fail(api.endSession, 'StepRequired', 403);
    if (!isRecentSignIn(store, grant)) throw fail(api.endSession, 'ReauthRequired', 403);
    if (!endSignIn(store, user, params.id ?? '', grant)) throw fail(api.endSession, 'UnknownSession');
    sendSecurityNotice(store, user, 'session-ended');
  });

  serve(router, api.alertNewBrowser, ({ headers }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    if (grant.alerted) return;
    grant.alerted = true;
    sendNewBrowserAlert(store, user, grant);
  });

  serve(router, api.listActivity, ({ headers, query }) => {
    const { user, grant } = requireBearerSession(store, headers.authorization);
    if (!isFinishedSignIn(store, user, grant)) throw fail(api.listActivity, 'StepRequired', 403);
    const events = store.activity.of(user.uuid);
    const page = Number(query.page ?? '1');
    const shown = events.slice((page - 1) * ACTIVITY_PAGE_SIZE, page * ACTIVITY_PAGE_SIZE);
    return { data: { total: events.length, page, events: shown.map((e) => ({ ...e, at: iso(e.at) })) } };
  });

  serve(router, api.checkSecurityAlert, ({ body }) => {
    const { alert } = alertOf(store, api.checkSecurityAlert, body);
    return { data: { ...alert, at: iso(alert.at) } };
  });

  serve(router, api.confirmSecurityAlert, ({ body }) => {
    const { user, alert } = alertOf(store, api.confirmSecurityAlert, body);
    // Every alert link of the account is spent: one is enough to secure it (security review L3).
    store.accountTokens.consume(body.token);
    store.accountTokens.revoke('security-alert', user.email, user.tenantCode);
    secureAccount(store, user, { since: alert.at });
  });
}

/**
 * "This wasn't me": every sign-in of the account ends (tokens, device tokens, partner identities, IdP
 * sessions), the passkeys added since the alerted sign-in go (whoever signed in could have added their
 * own way back in: security review M2), and its next sign-in must choose a new password (SPEC §4's
 * PASSWORD_EXPIRED, an hour ago).
 */
export function secureAccount(store: Store, user: UserRecord, o: { since: number }): void {
  endSignIns(store, user);
  for (const passkey of store.passkeys.forUser(user.uuid)) if (Date.parse(passkey.createdAt) >= o.since) store.passkeys.delete(passkey.id);
  user.passwordExpiresAt = Math.min(user.passwordExpiresAt, store.now() - 60 * 60 * 1000);
  sendSecurityNotice(store, user, 'secured');
}
