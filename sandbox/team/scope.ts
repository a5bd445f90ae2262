// Issue 39: whom a manager sees and whom they may act on, and each person's sign-in health as the
// manager's page shows it. One rule for every read and action: a person is seen by the managers of
// the property they work at (same tenant); acted on by them unless it is themselves, or a fellow
// manager whose every property they also manage and whom they outrank.
import type { Property, StaffMember } from '../../lib/upstream/contract';
import type { Store, UserRecord } from '../store';

/** The property with this code, if `viewer` manages it. */
export function managedProperty(store: Store, viewer: UserRecord, code: string | undefined): Property | undefined {
  if (code === undefined || !viewer.manages.includes(code)) return undefined;
  const property = store.findProperty(viewer.tenantCode, code);
  return property && { code: property.code, name: property.name };
}

/** Whether `viewer` manages the property `person` works at. */
export function sees(viewer: UserRecord, person: UserRecord): boolean {
  return person.tenantCode === viewer.tenantCode && person.property !== null && viewer.manages.includes(person.property);
}

/**
 * Whether `viewer` may act on `person`: never themselves (their own security page serves that), and a
 * manager only where the viewer manages all they manage and outranks them (a pass or a new badge for
 * them would otherwise hand over what they manage).
 */
export function mayActOn(viewer: UserRecord, person: UserRecord): boolean {
  if (!sees(viewer, person) || person.uuid === viewer.uuid) return false;
  return person.manages.length === 0 || (person.manages.every((p) => viewer.manages.includes(p)) && viewer.rank > person.rank);
}

export const displayName = (u: Pick<UserRecord, 'firstName' | 'lastName'>): string | null => [u.firstName, u.lastName].filter(Boolean).join(' ') || null;

/** The e-mails locked out now by too many wrong passwords, at any address. */
export function lockedOutEmails(store: Store): Set<string> {
  const now = store.now();
  return new Set(store.loginFailures.entries().flatMap(([key, f]) => (f.lockedUntil > now ? [key.slice(0, key.lastIndexOf('|'))] : [])));
}

/** Whether anything holds the person out that a manager's unlock lifts. */
export function isHeldOut(store: Store, person: UserRecord, locked = lockedOutEmails(store)): boolean {
  const badge = store.badges.liveOf(person.uuid);
  return person.disabled || locked.has(person.email) || (badge !== undefined && store.badges.isLocked(badge));
}

const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());

/** The person as the manager's page lists them. `locked`: lockedOutEmails, computed once for a page. */
export function staffMember(store: Store, viewer: UserRecord, person: UserRecord, locked: Set<string>): StaffMember {
  const badge = store.badges.liveOf(person.uuid);
  const accountLocked = person.disabled || locked.has(person.email);
  return {
    uuid: person.uuid,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    status: person.pendingActivation ? 'pending-activation' : accountLocked ? 'locked' : 'active',
    mfaMethod: person.mfa.primary?.deliveryType ?? null,
    passkeys: store.passkeys.forUser(person.uuid).length,
    badge: !badge ? 'none' : store.badges.isLocked(badge) ? 'locked' : badge.pinHash === null ? 'pin-not-set' : 'active',
    temporaryPassUntil: iso(store.passes.liveOf(person.uuid)?.expiresAt),
    lastSignInAt: iso(person.lastSignInAt),
    manager: person.property !== null && person.manages.includes(person.property),
    actionable: mayActOn(viewer, person),
  };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The property's people by name (then e-mail), those whose name or e-mail contains `q` (any case). */
export function peopleOf(store: Store, tenantCode: string, property: string, q: string | undefined): UserRecord[] {
  const wanted = q?.trim().toLowerCase();
  const people: { user: UserRecord; name: string }[] = [];
  for (const user of store.users.values()) {
    if (user.tenantCode !== tenantCode || user.property !== property) continue;
    const name = displayName(user) ?? '';
    if (wanted && !name.toLowerCase().includes(wanted) && !user.email.includes(wanted)) continue;
    people.push({ user, name });
  }
  people.sort((a, b) => collator.compare(a.name, b.name) || collator.compare(a.user.email, b.user.email));
  return people.map((p) => p.user);
}
