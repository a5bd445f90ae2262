// Issue 38: a badge code or a temporary pass is read however it was typed or scanned, and made with
// the bits the issue asks (a badge's 80, a pass's 60); a PIN is refused for the reasons it names.
import { groupCode, newCode, readCode } from '@/lib/badges/codes';
import { pinProblem } from '@/lib/badges/pin';

const KIM = 'KCB4-7Q2M-X9D4-PK3T';

test.each([
  ['as printed', KIM],
  ['in lower case without hyphens', 'kcb47q2mx9d4pk3t'],
  ['with spaces, as read aloud', 'KCB4 7Q2M X9D4 PK3T'],
  ['by a scanner sending en dashes', 'KCB4–7Q2M–X9D4–PK3T'],
  ['with full-width characters from an IME', 'ＫＣＢ４-７Ｑ２Ｍ-Ｘ９Ｄ４-ＰＫ３Ｔ'],
])('a badge code typed %s is the same code', (_how, typed) => {
  expect(readCode('badge', typed)).toBe('KCB47Q2MX9D4PK3T');
});

test('O is read as 0, and I or L as 1', () => {
  expect(readCode('badge', 'KCB4-OQ2M-X9D4-PKIL')).toBe('KCB40Q2MX9D4PK11');
});

test('what is no code of its kind is refused: the wrong length, U, other characters', () => {
  for (const typed of ['', 'KCB4-7Q2M-X9D4', 'KCB4-7Q2M-X9D4-PK3T-0000', 'KCB4-7Q2M-X9D4-PK3U', 'KCB4-7Q2M-X9D4-PK3!', 'https://evil.example/x']) {
    expect(readCode('badge', typed)).toBeNull();
  }
  expect(readCode('pass', 'TP7K-44QX-9MZD')).toBe('TP7K44QX9MZD');
  expect(readCode('pass', KIM)).toBeNull();
});

test('new codes: grouped by four, of the length their bits need, read back as themselves, never the same twice', () => {
  const badges = Array.from({ length: 200 }, () => newCode('badge'));
  for (const code of badges) {
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(groupCode(readCode('badge', code)!)).toBe(code);
  }
  expect(new Set(badges).size).toBe(200);
  expect(newCode('pass')).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
});

describe('a PIN', () => {
  test.each([
    ['482916', null],
    ['2718281', null],
    ['12345', 'pinFormat'],
    ['123456789', 'pinFormat'],
    ['48291a', 'pinFormat'],
    ['４８２９１６', 'pinFormat'],
    ['123456', 'pinSequence'],
    ['111111', 'pinSequence'],
    ['654321', 'pinSequence'],
    ['890123', 'pinSequence'],
    ['13579135', 'pinSequence'],
    ['121212', 'pinSequence'],
    ['12341234', 'pinSequence'],
    ['472943', 'pinFromBadge'],
  ] as const)('%s: %s', (pin, problem) => {
    expect(pinProblem(pin, { badgeCode: KIM })).toBe(problem);
  });

  test('the PIN it replaces is refused; another is not', () => {
    expect(pinProblem('482916', { badgeCode: KIM, lastPin: '482916' })).toBe('pinReused');
    expect(pinProblem('593027', { badgeCode: KIM, lastPin: '482916' })).toBeNull();
  });
});
