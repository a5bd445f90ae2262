// The sandbox's TOTP against RFC 6238's own test vectors (Appendix B, SHA-1), and its rules: one
// step of drift, 20-byte secrets, a code accepted once only.
import { TOTP, checkTotp, newTotpSecret, nextStepCode, totpCode } from '@/sandbox/mfa/totp';

// The RFC's SHA-1 seed, "12345678901234567890" in ASCII, as Base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

test.each([
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
])('RFC 6238 vector at T=%i is %s', (t, code) => {
  expect(totpCode(RFC_SECRET, t * 1000, 8)).toBe(code);
});

test('a secret is 20 random bytes in Base32 (32 characters), different each time', () => {
  const a = newTotpSecret();
  expect(a).toMatch(/^[A-Z2-7]{32}$/);
  expect(newTotpSecret()).not.toBe(a);
  expect(TOTP.secretBytes).toBe(20);
});

describe('checking a code', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 23, 12, 0, 15);
  afterEach(() => jest.restoreAllMocks());

  test('the current code, and the ones a step either side, pass; two steps away does not', () => {
    expect(checkTotp(secret, totpCode(secret, now), undefined, now).ok).toBe(true);
    expect(checkTotp(secret, totpCode(secret, now - 30_000), undefined, now).ok).toBe(true);
    expect(checkTotp(secret, totpCode(secret, now + 30_000), undefined, now).ok).toBe(true);
    expect(checkTotp(secret, totpCode(secret, now - 60_000), undefined, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('a code is accepted once: the same code again, or an older one, is a replay', () => {
    const first = checkTotp(secret, totpCode(secret, now), undefined, now);
    if (!first.ok) throw new Error('expected the code to pass');
    expect(checkTotp(secret, totpCode(secret, now), first.step, now + 5_000)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkTotp(secret, totpCode(secret, now - 30_000), first.step, now)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkTotp(secret, totpCode(secret, now + 30_000), first.step, now + 30_000).ok).toBe(true);
  });

  test("the next step's code is a second code that passes where this step's was used, even once this step has ended", () => {
    const at = now;
    jest.spyOn(Date, 'now').mockReturnValue(at);
    const first = checkTotp(secret, totpCode(secret, at), undefined, at);
    if (!first.ok) throw new Error('expected the code to pass');
    const second = nextStepCode(secret);
    expect(second).toBe(totpCode(secret, at + 30_000));
    expect(checkTotp(secret, second, first.step, at).ok).toBe(true);
    expect(checkTotp(secret, second, first.step, at + 30_000).ok).toBe(true);
  });

  test('anything but six digits is refused before any arithmetic', () => {
    for (const code of ['', '12345', '1234567', '12a456', ' 123456']) expect(checkTotp(secret, code, undefined, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
