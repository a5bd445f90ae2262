// Issue 39's manager's page, upstream side: the properties a user manages, a property's people with
// their sign-in health (searched, a page at a time), one person, the record of what managers did,
// and the actions the badge and pass routes do not already serve. Reads need a finished sign-in of a
// manager of the property; actions a recent one too (sandbox/team/acting.ts).
import { api, RECENT_ACTIONS, STAFF_PAGE_SIZE, type ActionRecord } from '../../lib/upstream/contract';
import { fail, serve } from '../http/serve';
import { primaryTarget, sendActivationMail } from '../lifecycle/account-mail';
import type { Store, UserRecord } from '../store';
import { managedPerson, recordAction } from '../team/acting';
import { displayName, isHeldOut, lockedOutEmails, managedProperty, peopleOf, sees, staffMember } from '../team/scope';
import { endSignIns } from './security-routes';
import { isFinishedSignIn, requireBearerSession } from './sessions';
import type { ApiDeps, ApiRouter } from './types';

type Read = typeof api.listManagedProperties | typeof api.listStaff | typeof api.getStaffMember | typeof api.listManagerActions;

/** The token's user, with a finished sign-in: what every read needs. */
function reader(store: Store, endpoint: Read, authorization: string | undefined): UserRecord {
  const { user, grant } = requireBearerSession(store, authorization);
  if (!isFinishedSignIn(store, user, grant)) throw fail(endpoint, 'StepRequired', 403);
  return user;
}

const someone = (store: Store, uuid: string) => {
  const user = store.users.get(uuid);
  return { name: user ? displayName(user) : null, email: user?.email ?? 'unknown@invalid' };
};

export function registerTeamRoutes(router: ApiRouter, { store }: ApiDeps): void {
  serve(router, api.listManagedProperties, ({ headers }) => {
    const viewer = reader(store, api.listManagedProperties, headers.authorization);
    const properties = viewer.manages.flatMap((code) => managedProperty(store, viewer, code) ?? []);
    return { data: properties.sort((a, b) => a.name.localeCompare(b.name)) };
  });

  serve(router, api.listStaff, ({ headers, params, query }) => {
    const viewer = reader(store, api.listStaff, headers.authorization);
    const property = managedProperty(store, viewer, params.code);
    if (!property) throw fail(api.listStaff, 'UnknownProperty');
    const matches = peopleOf(store, viewer.tenantCode, property.code, query.q);
    const page = Number(query.page ?? '1');
    const locked = lockedOutEmails(store);
    const people = matches.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE).map((p) => staffMember(store, viewer, p, locked));
    return { data: { property, total: matches.length, page, people } };
  });

  serve(router, api.getStaffMember, ({ headers, params }) => {
    const viewer = reader(store, api.getStaffMember, headers.authorization);
    const property = managedProperty(store, viewer, params.code);
    const person = params.uuid === undefined ? undefined : store.users.get(params.uuid);
    if (!property || !person || person.property !== property.code || !sees(viewer, person)) throw fail(api.getStaffMember, 'UnknownUser');
    return { data: { property, person: staffMember(store, viewer, person, lockedOutEmails(store)) } };
  });

  serve(router, api.listManagerActions, ({ headers, params }) => {
    const viewer = reader(store, api.listManagerActions, headers.authorization);
    const property = managedProperty(store, viewer, params.code);
    if (!property) throw fail(api.listManagerActions, 'UnknownProperty');
    const records: ActionRecord[] = store.managerActions.latest({ tenantCode: viewer.tenantCode, code: property.code }, RECENT_ACTIONS).map((e) => ({
      at: new Date(e.at).toISOString(),
      action: e.action,
      by: someone(store, e.byUuid),
      for: someone(store, e.forUuid),
      address: e.address,
    }));
    return { data: records };
  });

  serve(router, api.unlockAccount, ({ headers, params }) => {
    const acting = managedPerson(store, api.unlockAccount, headers, params.uuid);
    const { person } = acting;
    if (!isHeldOut(store, person)) throw fail(api.unlockAccount, 'NotLocked', 409);
    person.disabled = false;
    store.clearLoginFailures(person.email);
    const badge = store.badges.liveOf(person.uuid);
    if (badge) store.badges.unlock(badge);
    recordAction(store, acting, 'unlock', headers);
  });

  serve(router, api.resendActivationFor, ({ headers, params }) => {
    const acting = managedPerson(store, api.resendActivationFor, headers, params.uuid);
    const tenant = store.findTenant(acting.person.tenantCode);
    if (!acting.person.pendingActivation || !tenant) throw fail(api.resendActivationFor, 'NotPending');
    sendActivationMail(store, acting.person, { ...primaryTarget(store, tenant), locale: null });
    recordAction(store, acting, 'resend-activation', headers);
  });

  serve(router, api.requirePasswordChange, ({ headers, params }) => {
    const acting = managedPerson(store, api.requirePasswordChange, headers, params.uuid);
    // Expired an hour ago, as SPEC §4's PASSWORD_EXPIRED reads it: the next sign-in sets a new one.
    acting.person.passwordExpiresAt = Math.min(acting.person.passwordExpiresAt, store.now() - 60 * 60 * 1000);
    recordAction(store, acting, 'require-password', headers);
  });

  serve(router, api.resetSecondFactor, ({ headers, params }) => {
    const acting = managedPerson(store, api.resetSecondFactor, headers, params.uuid);
    const { person } = acting;
    if (!person.mfa.primary) throw fail(api.resetSecondFactor, 'NoSecondFactor', 409);
    store.mfa.reset(person.mfa, person.uuid);
    // No browser the person verified in before stays trusted once they set up a new factor.
    for (const [token, device] of store.deviceTokens.entries()) if (device.userUuid === person.uuid) store.deviceTokens.delete(token);
    recordAction(store, acting, 'reset-mfa', headers);
  });

  serve(router, api.signOutEverywhere, ({ headers, params }) => {
    const acting = managedPerson(store, api.signOutEverywhere, headers, params.uuid);
    endSignIns(store, acting.person);
    recordAction(store, acting, 'sign-out-everywhere', headers);
  });
}
