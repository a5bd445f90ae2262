// Issue 39's manager's page: its paths (one per property, one per person, the confirmation of an
// action and the slip it may give), what a path segment may be, and how an action is named in a URL
// and in the message catalogue.
import { MANAGER_ACTIONS, type ManagerAction } from '../upstream/contract/team';

export const TEAM_PATH = '/team';

const PROPERTY = /^[A-Z0-9][A-Z0-9-]{0,31}$/;
const PERSON = /^[A-Za-z0-9-]{1,64}$/;

export const isPropertyCode = (v: string | undefined): v is string => v !== undefined && PROPERTY.test(v);
export const isPersonId = (v: string | undefined): v is string => v !== undefined && PERSON.test(v);
export const isManagerAction = (v: string | undefined): v is ManagerAction => (MANAGER_ACTIONS as readonly string[]).includes(v ?? '');

export const propertyPath = (code: string) => `${TEAM_PATH}/${code}`;
export const personPath = (code: string, uuid: string) => `${propertyPath(code)}/${uuid}`;
/** The confirmation of one action on the person's page. */
export const confirmPath = (code: string, uuid: string, action: ManagerAction) => `${personPath(code, uuid)}?do=${action}`;
export const slipPath = (code: string, uuid: string) => `${personPath(code, uuid)}/slip`;

/** An action's key in the catalogue (`team.actions.*`, `team.confirm.*`, `team.notices.*`). */
export type ActionKey =
  | 'temporaryPass'
  | 'cancelPass'
  | 'newBadge'
  | 'revokeBadge'
  | 'resetPin'
  | 'unlock'
  | 'resendActivation'
  | 'requirePassword'
  | 'resetMfa'
  | 'signOutEverywhere';

export const ACTION_KEYS = {
  'temporary-pass': 'temporaryPass',
  'cancel-pass': 'cancelPass',
  'new-badge': 'newBadge',
  'revoke-badge': 'revokeBadge',
  'reset-pin': 'resetPin',
  unlock: 'unlock',
  'resend-activation': 'resendActivation',
  'require-password': 'requirePassword',
  'reset-mfa': 'resetMfa',
  'sign-out-everywhere': 'signOutEverywhere',
} as const satisfies Record<ManagerAction, ActionKey>;

/**
 * Where in the catalogue an action's words are, by its ActionKey: its button (`team.actions`), its
 * confirmation (`team.confirm`, with a pass's lifetimes), its notice (`team.notices`) and its line in
 * the record (`team.recent.did`). The pages name each message from these with the action's key, so
 * tests/unit/messages.test.ts reads the paths here.
 */
export const ACTION_MESSAGES = ['team.actions', 'team.confirm', 'team.notices', 'team.recent.did'] as const;

/** A temporary pass's lifetimes on offer, in hours: one shift, a day, three days, a week. */
export const PASS_LIFETIMES = ['8', '24', '72', '168'] as const;
export type PassLifetime = (typeof PASS_LIFETIMES)[number];
export const PASS_USES = ['once', 'until-expiry'] as const;
