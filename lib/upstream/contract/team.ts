// Issue 39's manager's page, upstream side: the properties a user manages, each property's people
// with their sign-in health, what a manager may do for one of them, and the record of what was done.
// Every read needs a finished sign-in of a manager of the property; every action a recent one too,
// and names the manager's address (CLIENT_IP_HEADER) for the record. A person the token's user may
// not see (another property's, or none) is UnknownUser, as if there were none: a forged request
// learns nothing. A manager acts on no one of the same rank: not themselves, not a fellow manager
// the upstream does not say they outrank (`actionable`).
import { z } from 'zod';
import { codesFrom, endpoints } from './endpoint';
import { CLIENT_IP_HEADER } from './mfa';
import { SECURITY_ERRORS } from './security';

/** A page of a property's people: the manager's page shows this many at a time. */
export const STAFF_PAGE_SIZE = 50;
/** How many of a property's recorded actions the page lists. */
export const RECENT_ACTIONS = 20;

export const PropertyCode = z.string().regex(/^[A-Z0-9][A-Z0-9-]{0,31}$/, 'a property code: upper-case letters, digits and hyphens');
export const Property = z.object({ code: PropertyCode, name: z.string().min(1).max(120) });
export type Property = z.infer<typeof Property>;

/**
 * Whether the person can sign in now: `locked` by too many attempts (or held by the upstream until a
 * manager lifts it), `pending-activation` until they open their activation e-mail.
 */
export const STAFF_STATUSES = ['active', 'locked', 'pending-activation'] as const;
/** The person's badge: none (or only revoked ones), waiting for its first PIN, in use, or locked by wrong PINs. */
export const BADGE_STATES = ['none', 'pin-not-set', 'active', 'locked'] as const;

export const StaffMember = z.object({
  uuid: z.string().min(1).max(64),
  firstName: z.string().min(1).max(64).nullable(),
  lastName: z.string().min(1).max(64).nullable(),
  email: z.email(),
  status: z.enum(STAFF_STATUSES),
  mfaMethod: z.enum(['totp', 'sms', 'voice', 'mobile-app']).nullable(),
  passkeys: z.number().int().min(0),
  badge: z.enum(BADGE_STATES),
  /** A live temporary pass's expiry, if the person holds one. */
  temporaryPassUntil: z.iso.datetime().nullable(),
  lastSignInAt: z.iso.datetime().nullable(),
  /** The person manages this property too. */
  manager: z.boolean(),
  /** The token's user may act on them: not themselves, and a fellow manager only where they outrank them. */
  actionable: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** What a manager may do for one of their people (the record names each so). */
export const MANAGER_ACTIONS = [
  'temporary-pass',
  'cancel-pass',
  'new-badge',
  'revoke-badge',
  'reset-pin',
  'unlock',
  'resend-activation',
  'require-password',
  'reset-mfa',
  'sign-out-everywhere',
] as const;
export type ManagerAction = (typeof MANAGER_ACTIONS)[number];

const Someone = z.object({ name: z.string().min(1).max(130).nullable(), email: z.email() });
export const ActionRecord = z.object({
  at: z.iso.datetime(),
  action: z.enum(MANAGER_ACTIONS),
  by: Someone,
  for: Someone,
  /** The manager's address as Keycard gave it, if it did. */
  address: z.string().max(64).nullable(),
});
export type ActionRecord = z.infer<typeof ActionRecord>;

export const TEAM_ERRORS = {
  UnknownUser: "no such person among those of the properties the token's user manages (or one they may not act on)",
  UnknownProperty: "the token's user manages no property with this code",
  NotPending: 'the account is already activated: there is no activation e-mail to send',
  NotLocked: 'nothing holds the account: there is nothing to unlock',
  NoSecondFactor: 'the person has no second factor to reset',
  NoBadge: 'the person has no badge whose PIN could be reset',
  ...SECURITY_ERRORS,
} as const;
const codes = codesFrom(TEAM_ERRORS);

/** Every action: the manager's recent, finished sign-in and their address for the record. */
const action = {
  errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
  bearer: true,
  headers: [CLIENT_IP_HEADER],
  retry: 'safe',
} as const;

export const teamEndpoints = endpoints({
  listManagedProperties: {
    method: 'GET',
    path: '/me/properties',
    summary: "The properties the token's user manages (none for most people), by name",
    response: z.object({ data: z.array(Property) }),
    errors: { 401: 'TokenInvalid' },
    codes: codes('StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  listStaff: {
    method: 'GET',
    path: '/properties/{code}/staff',
    summary:
      "A property's people by name, STAFF_PAGE_SIZE a page, with their sign-in health; `q` finds a name or e-mail containing it (any case). Only for a manager of the property",
    query: z.object({
      q: z.string().max(100).optional(),
      page: z
        .string()
        .regex(/^[1-9][0-9]{0,4}$/)
        .optional(),
    }),
    response: z.object({
      data: z.object({
        property: Property,
        /** Every match, across pages. */
        total: z.number().int().min(0),
        page: z.number().int().min(1),
        people: z.array(StaffMember).max(STAFF_PAGE_SIZE),
      }),
    }),
    errors: { 401: 'TokenInvalid', 404: 'UnknownProperty' },
    codes: codes('StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  getStaffMember: {
    method: 'GET',
    path: '/properties/{code}/staff/{uuid}',
    summary: "One of a property's people, for its manager: UnknownUser for anyone else",
    response: z.object({ data: z.object({ property: Property, person: StaffMember }) }),
    errors: { 401: 'TokenInvalid', 404: 'UnknownUser' },
    codes: codes('StepRequired', 'UnknownProperty'),
    bearer: true,
    retry: 'safe',
  },
  listManagerActions: {
    method: 'GET',
    path: '/properties/{code}/actions',
    summary: "What the property's managers did for its people, newest first (the last RECENT_ACTIONS): who, for whom, what, when, from where",
    response: z.object({ data: z.array(ActionRecord).max(RECENT_ACTIONS) }),
    errors: { 401: 'TokenInvalid', 404: 'UnknownProperty' },
    codes: codes('StepRequired'),
    bearer: true,
    retry: 'safe',
  },
  unlockAccount: {
    method: 'POST',
    path: '/users/{uuid}/unlock',
    summary: 'Lifts what holds the person out: the lock after too many attempts, at every address, and a badge locked by wrong PINs',
    ...action,
    codes: codes('ReauthRequired', 'StepRequired', 'NotLocked'),
  },
  resendActivationFor: {
    method: 'POST',
    path: '/users/{uuid}/activation-email',
    summary: 'A new activation e-mail for a person who has not activated their account (the older links stop working)',
    ...action,
    errors: { ...action.errors, 409: 'NotPending' },
    codes: codes('ReauthRequired', 'StepRequired'),
  },
  requirePasswordChange: {
    method: 'POST',
    path: '/users/{uuid}/password-change',
    summary: "The person's password expires now: their next sign-in sets a new one (SPEC §4's PASSWORD_EXPIRED)",
    ...action,
    codes: codes('ReauthRequired', 'StepRequired'),
  },
  resetSecondFactor: {
    method: 'DELETE',
    path: '/users/{uuid}/mfa',
    summary: "The person's second factor and recovery codes are removed, and every browser's device token forgotten: their next sign-in sets one up",
    ...action,
    codes: codes('ReauthRequired', 'StepRequired', 'NoSecondFactor'),
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/users/{uuid}/sign-out',
    summary: "Every sign-in of the person ends: their upstream tokens, device tokens, partner identities and the IdP's sessions",
    ...action,
    codes: codes('ReauthRequired', 'StepRequired'),
  },
});
