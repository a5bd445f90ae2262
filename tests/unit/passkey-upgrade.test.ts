// Issue 24: which finished sign-ins are offered a passkey before the calling application, and what a
// browser's answer to the prompt means on a given day.
import {
  ASK_AGAIN_AFTER_DAYS,
  UPGRADE_WINDOW_MS,
  choiceCookieValue,
  declinedHere,
  offersPasskeyUpgrade,
  upgradePending,
  type UpgradeInput,
} from '@/lib/passkeys/upgrade';

const eligible: UpgradeInput = {
  credentialPresented: true,
  passkeysEnabled: true,
  rpId: 'seaside.localhost',
  host: 'seaside.localhost',
  hasPasskeys: false,
  partner: false,
  declinedHere: false,
};

test('a password sign-in on a passkey tenant, by a user without one, is offered a passkey (a subdomain of the rp id too)', () => {
  expect(offersPasskeyUpgrade(eligible)).toBe(true);
  expect(offersPasskeyUpgrade({ ...eligible, host: 'staff.seaside.localhost' })).toBe(true);
});

test.each<[string, Partial<UpgradeInput>]>([
  ['a silent or partner-token sign-in (no password typed)', { credentialPresented: false }],
  ['a tenant without passkeys', { passkeysEnabled: false }],
  ['a host outside the rp id', { host: 'localhost' }],
  ['a user who has a passkey here', { hasPasskeys: true }],
  ['a partner (authx) identity', { partner: true }],
  ['an invitation', { iid: 'inv-1' }],
  ['a re-authentication', { purpose: 'reauth' }],
  ['a step-up', { purpose: 'passkey-step-up-success' }],
  ['a browser that declined', { declinedHere: true }],
])('never for %s', (_case, change) => {
  expect(offersPasskeyUpgrade({ ...eligible, ...change })).toBe(false);
});

describe('what this browser said to the prompt', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 26, 3, 0, 0);

  test('"Don\'t ask again" holds for good', () => {
    expect(declinedHere(choiceCookieValue('never', now), now + 3650 * DAY)).toBe(true);
  });

  test('"Not now" holds for 30 days and asks again after them', () => {
    const later = choiceCookieValue('later', now);
    expect(later).toBe(`later.${now}`);
    expect(declinedHere(later, now)).toBe(true);
    expect(declinedHere(later, now + 29 * DAY)).toBe(true);
    expect(declinedHere(later, now + ASK_AGAIN_AFTER_DAYS * DAY - 1)).toBe(true);
    expect(declinedHere(later, now + ASK_AGAIN_AFTER_DAYS * DAY)).toBe(false);
    expect(declinedHere(later, now + 31 * DAY)).toBe(false);
  });

  test.each([undefined, '', 'later', 'later.', 'later.abc', `later.${now}x`, 'Never', 'never ', 'yes', `later.${'9'.repeat(20)}`])(
    'no answer in %p',
    (value) => {
      expect(declinedHere(value, now)).toBe(false);
    },
  );

  test('a "Not now" dated in the future (a clock put back) is no answer', () => {
    expect(declinedHere(`later.${now + DAY}`, now)).toBe(false);
  });
});

describe('the offer lasts only as long as the sign-in it follows', () => {
  const now = Date.UTC(2026, 10, 26, 3, 0, 0);
  const session = (change: { passkeyUpgrade?: true; createdAt?: number; hasPasskeys?: boolean } = {}) => ({
    passkeyUpgrade: 'passkeyUpgrade' in change ? change.passkeyUpgrade : (true as const),
    createdAt: change.createdAt ?? now,
    identity: { hasPasskeys: change.hasPasskeys ?? false },
  });

  test('pending from the sign-in until ten minutes after it', () => {
    expect(upgradePending(session(), now)).toBe(true);
    expect(upgradePending(session(), now + UPGRADE_WINDOW_MS - 1)).toBe(true);
    expect(upgradePending(session(), now + UPGRADE_WINDOW_MS)).toBe(false);
    expect(upgradePending(session(), now + 3 * 24 * 60 * 60 * 1000)).toBe(false);
  });

  test('never without the mark, once the user has a passkey, or for a sign-in dated in the future', () => {
    expect(upgradePending(session({ passkeyUpgrade: undefined }), now)).toBe(false);
    expect(upgradePending(session({ hasPasskeys: true }), now)).toBe(false);
    expect(upgradePending(session({ createdAt: now + 60_000 }), now)).toBe(false);
  });
});
