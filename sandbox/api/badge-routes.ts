// Issue 38's badges, upstream side: whose a badge is and its first PIN, for the person holding it at
// the sign-in page; issuing, revoking, resetting and unlocking, for a manager of the person's
// property after a recent sign-in (issue 39's page; sandbox/team/acting.ts). The PIN itself is checked by the IdP.
import { api } from '../../lib/upstream/contract';
import type { BadgeRecord } from '../badges/badge-service';
import { fail, serve } from '../http/serve';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import type { Store, UserRecord } from '../store';
import { managedPerson, recordAction } from '../team/acting';
import type { ApiDeps, ApiRouter } from './types';

/** The e-mail as a badge's PIN page may show it: the first character of its local part, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

function liveBadge(store: Store, endpoint: typeof api.revokeBadge | typeof api.resetBadgePin | typeof api.unlockBadge, person: UserRecord): BadgeRecord {
  const badge = store.badges.liveOf(person.uuid);
  // 409, not 404: the status map reads every 404 as UnknownUser, and the person is there.
  if (!badge) throw fail(endpoint, 'UnknownBadge', 409);
  return badge;
}

export function registerBadgeRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.lookupBadge, ({ body }) => {
    const badge = store.badges.find(body.tenantCode, body.badgeCode);
    const user = badge && store.users.get(badge.userUuid);
    if (!badge || !user) throw fail(api.lookupBadge, 'UnknownBadge');
    if (badge.revoked) throw fail(api.lookupBadge, 'BadgeRevoked');
    return { data: { firstName: user.firstName, maskedEmail: maskEmail(user.email), pinSet: badge.pinHash !== null } };
  });

  serve(router, api.setBadgePin, async ({ body }) => {
    const chosen = await store.badges.choosePin(body.tenantCode, body.badgeCode, body.pin);
    if (chosen.ok) {
      // Whoever holds the badge chooses its first PIN: its owner hears of it, where they have an inbox.
      const owner = store.users.get(store.badges.find(body.tenantCode, body.badgeCode)?.userUuid ?? '');
      if (owner) sendSecurityNotice(store, owner, 'badge-pin-set');
      return;
    }
    if (chosen.error === 'refused' && chosen.problem === 'pinReused') throw fail(api.setBadgePin, 'PinReused', 422);
    if (chosen.error === 'refused') throw fail(api.setBadgePin, 'PinRefused', 422, chosen.problem);
    throw fail(api.setBadgePin, chosen.error === 'unknown_badge' ? 'UnknownBadge' : chosen.error === 'badge_revoked' ? 'BadgeRevoked' : 'PinAlreadySet');
  });

  serve(router, api.issueBadge, ({ headers, params }) => {
    const acting = managedPerson(store, api.issueBadge, headers, params.uuid);
    const badgeCode = store.badges.issue(acting.person.uuid, acting.person.tenantCode);
    recordAction(store, acting, 'new-badge', headers);
    return { data: { badgeCode } };
  });

  serve(router, api.revokeBadge, ({ headers, params }) => {
    const acting = managedPerson(store, api.revokeBadge, headers, params.uuid);
    store.badges.revoke(liveBadge(store, api.revokeBadge, acting.person));
    recordAction(store, acting, 'revoke-badge', headers);
  });

  serve(router, api.resetBadgePin, ({ headers, params }) => {
    const acting = managedPerson(store, api.resetBadgePin, headers, params.uuid);
    store.badges.resetPin(liveBadge(store, api.resetBadgePin, acting.person));
    recordAction(store, acting, 'reset-pin', headers);
  });

  serve(router, api.unlockBadge, ({ headers, params }) => {
    const acting = managedPerson(store, api.unlockBadge, headers, params.uuid);
    store.badges.unlock(liveBadge(store, api.unlockBadge, acting.person));
    recordAction(store, acting, 'unlock', headers);
  });
}
