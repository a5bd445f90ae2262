// Issue 38's badges, upstream side: whose a badge is and its first PIN, for the person holding it at
// the sign-in page; issuing, revoking, resetting and unlocking, for a manager of the person's
// property after a recent sign-in (issue 39's page). The PIN itself is checked by the IdP.
import { api } from '../../lib/upstream/contract';
import type { BadgeRecord } from '../badges/badge-service';
import { fail, serve } from '../http/serve';
import { sendSecurityNotice } from '../lifecycle/security-notice';
import type { Store, UserRecord } from '../store';
import { isFinishedSignIn, isRecentSignIn, requireBearerSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

type ManagerCall =
  | typeof api.issueBadge
  | typeof api.revokeBadge
  | typeof api.resetBadgePin
  | typeof api.unlockBadge
  | typeof api.issueTemporaryPass
  | typeof api.revokeTemporaryPass;

/** The e-mail as a badge's PIN page may show it: the first character of its local part, the domain whole. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`;
}

/**
 * The person a manager acts on: one of the people of a property the token's user manages, never
 * themselves and never another manager (a pass or a new badge for them would hand over what they
 * manage; outranking is issue 39's), after a finished and recent sign-in. Anyone else is
 * UnknownUser, as if there were none.
 */
export function managedPerson(store: Store, endpoint: ManagerCall, authorization: string | undefined, uuid: string | undefined): UserRecord {
  const { user: manager, grant } = requireBearerSession(store, authorization);
  if (!isFinishedSignIn(store, manager, grant)) throw fail(endpoint, 'StepRequired', 403);
  if (!isRecentSignIn(store, grant)) throw fail(endpoint, 'ReauthRequired', 403);
  const person = uuid === undefined ? undefined : store.users.get(uuid);
  const managed =
    person &&
    person.uuid !== manager.uuid &&
    person.manages.length === 0 &&
    person.tenantCode === manager.tenantCode &&
    person.property !== null &&
    manager.manages.includes(person.property);
  if (!managed) throw fail(endpoint, 'UnknownUser');
  return person;
}

function liveBadge(store: Store, endpoint: typeof api.revokeBadge | typeof api.resetBadgePin | typeof api.unlockBadge, person: UserRecord): BadgeRecord {
  const badge = store.badges.liveOf(person.uuid);
  if (!badge) throw fail(endpoint, 'UnknownBadge', 404);
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
    const person = managedPerson(store, api.issueBadge, headers.authorization, params.uuid);
    return { data: { badgeCode: store.badges.issue(person.uuid, person.tenantCode) } };
  });

  serve(router, api.revokeBadge, ({ headers, params }) => {
    const person = managedPerson(store, api.revokeBadge, headers.authorization, params.uuid);
    store.badges.revoke(liveBadge(store, api.revokeBadge, person));
  });

  serve(router, api.resetBadgePin, ({ headers, params }) => {
    const person = managedPerson(store, api.resetBadgePin, headers.authorization, params.uuid);
    store.badges.resetPin(liveBadge(store, api.resetBadgePin, person));
  });

  serve(router, api.unlockBadge, ({ headers, params }) => {
    const person = managedPerson(store, api.unlockBadge, headers.authorization, params.uuid);
    store.badges.unlock(liveBadge(store, api.unlockBadge, person));
  });
}
