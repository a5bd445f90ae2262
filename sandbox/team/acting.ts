// Issue 39: a manager's action on one of their people, upstream side. The manager's sign-in must be
// finished and recent (the security page's rule), the person one they may act on (scope.ts), else
// the person is UnknownUser as if there were none and nothing changes. What was done is recorded for
// the property and the person hears of it by e-mail.
import type { IncomingHttpHeaders } from 'node:http';
import type { api, ManagerAction } from '../../lib/upstream/contract';
import { isFinishedSignIn, isRecentSignIn, requireBearerSession } from '../api/sessions';
import { clientAddress } from '../api/mfa-routes';
import { fail } from '../http/serve';
import { sendManagerNotice } from '../lifecycle/security-notice';
import type { SeedProperty } from '../seed';
import type { Store, UserRecord } from '../store';
import { mayActOn } from './scope';

export type ManagerCall =
  | typeof api.issueBadge
  | typeof api.revokeBadge
  | typeof api.resetBadgePin
  | typeof api.unlockBadge
  | typeof api.issueTemporaryPass
  | typeof api.revokeTemporaryPass
  | typeof api.unlockAccount
  | typeof api.resendActivationFor
  | typeof api.requirePasswordChange
  | typeof api.resetSecondFactor
  | typeof api.signOutEverywhere;

export type Acting = { manager: UserRecord; person: UserRecord; property: SeedProperty };

/** The manager and the person they act on, or the refusal: StepRequired, ReauthRequired, UnknownUser. */
export function managedPerson(store: Store, endpoint: ManagerCall, headers: IncomingHttpHeaders, uuid: string | undefined): Acting {
  const { user: manager, grant } = requireBearerSession(store, headers.authorization);
  if (!isFinishedSignIn(store, manager, grant)) throw fail(endpoint, 'StepRequired', 403);
  if (!isRecentSignIn(store, grant)) throw fail(endpoint, 'ReauthRequired', 403);
  const person = uuid === undefined ? undefined : store.users.get(uuid);
  // A property the upstream knows: what is done is recorded there, so nothing is done without one.
  const property = person?.property ? store.findProperty(person.tenantCode, person.property) : undefined;
  if (!person || !property || !mayActOn(manager, person)) throw fail(endpoint, 'UnknownUser');
  return { manager, person, property };
}

/** What was done, in the property's record (with the manager's address), and in an e-mail to the person. */
export function recordAction(store: Store, { manager, person, property }: Acting, action: ManagerAction, headers: IncomingHttpHeaders): void {
  store.managerActions.record(property, { action, byUuid: manager.uuid, forUuid: person.uuid, address: clientAddress(headers)?.slice(0, 64) ?? null });
  sendManagerNotice(store, person, action, { manager, propertyName: property.name });
}
