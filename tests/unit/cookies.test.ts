// DESIGN §6 / SPEC §9: cookie names and attributes.
import { isPartnerCrossSite, COOKIE, cookieOptions, expiredCookieOptions, txCookieName } from '@/lib/sign-in/cookies';

const DAY = 86_400;

describe('cookie attributes', () => {
  test('every cookie is a __Host- cookie: Secure, Path=/, HttpOnly', () => {
    for (const name of Object.values(COOKIE)) expect(name.startsWith('__Host-')).toBe(true);
    for (const kind of [
      'session',
      'tx',
      'device',
      'lastEmail',
      'ssoHint',
      'flash',
      'locale',
      'linkAfterLogout',
      'idToken',
      'pendingEmail',
      'ceremony',
    ] as const) {
      expect(cookieOptions(kind)).toMatchObject({ secure: true, path: '/', httpOnly: true });
    }
  });

  test('the session (auth token) cookie lives 30 days, SameSite=Lax', () => {
    expect(cookieOptions('session')).toMatchObject({ maxAge: 30 * DAY, sameSite: 'lax' });
  });

  test("a partner user's session is SameSite=None for the partner app's cross-site return", () => {
    expect(cookieOptions('session', { partnerCrossSite: true }).sameSite).toBe('none');
  });

  test('the device id cookie lives 365 days, SameSite=None', () => {
    expect(cookieOptions('device')).toMatchObject({ maxAge: 365 * DAY, sameSite: 'none', secure: true });
  });

  test('the transaction lives 10 minutes, the flash one minute, the must-log-out return 10 minutes', () => {
    expect(cookieOptions('tx').maxAge).toBe(600);
    expect(cookieOptions('flash').maxAge).toBe(60);
    expect(cookieOptions('linkAfterLogout').maxAge).toBe(600);
  });

  test('expiring a cookie keeps its attributes', () => {
    expect(expiredCookieOptions('device')).toMatchObject({ maxAge: 0, sameSite: 'none', path: '/' });
  });

  test('one transaction cookie per state', () => {
    expect(txCookieName('abc')).toBe('__Host-tx-abc');
  });
});

describe("SPEC §6: when a partner user's session cookie is SameSite=None", () => {
  test.each([
    ['channelhub', 'for-mfa-verification', true],
    ['channelhub', 'reauth', true],
    ['channelhub', undefined, false],
    ['channelhub', 'for-mfa-reset', false],
    ['channelhub', 'passkey-step-up-success', false],
    [null, 'for-mfa-verification', false],
    [null, 'reauth', false],
    ['', 'reauth', false],
  ] as const)('partner %s, purpose %s → %s', (partnerCode, purpose, none) => {
    expect(isPartnerCrossSite(partnerCode, purpose)).toBe(none);
    expect(cookieOptions('session', { partnerCrossSite: isPartnerCrossSite(partnerCode, purpose) }).sameSite).toBe(none ? 'none' : 'lax');
  });
});
