// Issue 39: which actions the manager's page offers for a person, by their state (a table), and the
// page count of a list.
import { actionsFor, nameOf, pageCount } from '@/lib/team/view';
import type { StaffMember } from '@/lib/upstream/contract';

const someone = (o: Partial<StaffMember> = {}): StaffMember => ({
  uuid: 'u-1',
  firstName: 'Kim',
  lastName: 'Nakamura',
  email: 'kim@seaside.test',
  status: 'active',
  mfaMethod: null,
  passkeys: 0,
  badge: 'none',
  temporaryPassUntil: null,
  lastSignInAt: null,
  manager: false,
  actionable: true,
  ...o,
});

test.each<[string, Partial<StaffMember>, string[]]>([
  ['an active person with nothing else', {}, ['temporary-pass', 'new-badge', 'require-password', 'sign-out-everywhere']],
  [
    'a locked person with an app, a badge and a pass: unlock first',
    { status: 'locked', mfaMethod: 'totp', badge: 'active', temporaryPassUntil: '2026-11-28T08:00:00.000Z' },
    ['unlock', 'temporary-pass', 'cancel-pass', 'new-badge', 'reset-pin', 'revoke-badge', 'reset-mfa', 'require-password', 'sign-out-everywhere'],
  ],
  [
    'a badge locked by wrong PINs',
    { badge: 'locked' },
    ['unlock', 'temporary-pass', 'new-badge', 'reset-pin', 'revoke-badge', 'require-password', 'sign-out-everywhere'],
  ],
  [
    'a badge whose PIN is not chosen yet: nothing to reset',
    { badge: 'pin-not-set' },
    ['temporary-pass', 'new-badge', 'revoke-badge', 'require-password', 'sign-out-everywhere'],
  ],
  ['an account not activated yet: the activation e-mail, no login to end', { status: 'pending-activation' }, ['resend-activation', 'new-badge']],
  ['someone the manager may not act on', { actionable: false, status: 'locked' }, []],
])('%s', (_, person, expected) => {
  expect(actionsFor(someone(person))).toEqual(expected);
});

test("a person's name, else their e-mail; pages of a list, at least one", () => {
  expect(nameOf(someone())).toBe('Kim Nakamura');
  expect(nameOf(someone({ lastName: null }))).toBe('Kim');
  expect(nameOf(someone({ firstName: null, lastName: null }))).toBe('kim@seaside.test');
  expect([pageCount(0, 50), pageCount(50, 50), pageCount(51, 50), pageCount(2009, 50)]).toEqual([1, 1, 2, 41]);
});
