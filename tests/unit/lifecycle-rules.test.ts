// SPEC §4 / §8 / §9 rules of the account lifecycle that live in pure code.
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import { daysLeft } from '@/lib/flows/password-expiry';
import { isLinkBack } from '@/lib/sign-in/after-logout';
import { api } from '@/lib/upstream/contract';
import { errorCodeFor } from '@/lib/upstream/errors';

describe('the password-expiry wording (SPEC §9: today, 1 day or N days)', () => {
  const t = createTranslator({ locale: 'en', messages: en, namespace: 'passwordWillExpire' });
  test.each([
    [0, 'Your password expires today.'],
    [1, 'Your password expires in 1 day.'],
    [3, 'Your password expires in 3 days.'],
    [7, 'Your password expires in 7 days.'],
  ])('%i days → %j', (days, text) => {
    expect(t('body', { days })).toBe(text);
  });

  test('German has its own three wordings too', () => {
    // Key parity across catalogues is the messages test's job; here German is read with English's shape.
    const td = createTranslator({ locale: 'de', messages: de as unknown as typeof en, namespace: 'passwordWillExpire' });
    const texts = [0, 1, 5].map((days) => td('body', { days }));
    expect(new Set(texts).size).toBe(3);
    expect(texts[2]).toContain('5');
  });

  test.each([
    ['3', null, 3],
    [undefined, 5, 5],
    ['-2', 4, 4],
    ['abc', null, 0],
    ['99999', 1, 1],
  ])('days left from %j (session %j) → %i', (raw, fallback, expected) => {
    expect(daysLeft(raw, fallback)).toBe(expected);
  });
});

describe("SPEC §8's HTTP mapping", () => {
  test.each([
    ['applyReset', 400, 'PasswordHistory'],
    ['applyReset', 409, 'TokenNotFound'],
    ['applyReset', 410, 'TokenExpired'],
    ['activate', 410, 'TokenExpired'],
    ['activate', 409, 'TokenInvalid'],
    ['validateToken', 410, 'TokenExpired'],
    ['validateToken', 409, 'TokenInvalid'],
    ['validateEmailVerificationToken', 403, 'TokenInvalid'],
    ['verifyEmail', 400, 'EmailInValid'],
    ['verifyEmail', 403, 'TokenInvalid'],
    ['validateRegistrationToken', 403, 'TokenInvalid'],
  ] as const)('%s %i → %s', (call, status, code) => {
    expect(errorCodeFor(status, 'Whatever', api[call].errors)).toBe(code);
  });

  test("activation's PasswordHistoryError comes from the response's own code", () => {
    expect(errorCodeFor(400, 'PasswordHistoryError', api.activate.errors)).toBe('PasswordHistoryError');
  });
});

describe('the must-log-out return', () => {
  test.each([
    ['/activate?token=abc', true],
    ['/reset-password/update?token=abc&email=ada%40seaside.test', true],
    ['/activate', true],
    ['https://evil.example/activate', false],
    ['//evil.example/activate', false],
    ['/login', false],
    ['/activate/../login', false],
    ['/activate?token=a#x', false],
    [`/activate?token=${'a'.repeat(1100)}`, false],
    [null, false],
  ])('%j → %s', (path, ok) => {
    expect(isLinkBack(path)).toBe(ok);
  });
});
