// SPEC §5's account rules: the password policy, the confirmation, the required activation fields,
// the e-mail forms — one schema for the browser and the handler.
import { ActivationForm, EmailOnlyForm, ResetUpdateForm } from '@/lib/validation/account';
import { meetsPasswordPolicy } from '@/lib/validation/password-policy';
import { SECRET_QUESTION_CODES } from '@/lib/validation/secret-questions';

describe('the password policy (SPEC §5, §9)', () => {
  test.each([
    ['Harbour-Lights-2024', true],
    ['Abcdefghijk1', true], // exactly 12
    ['Abcdefghij1', false], // 11
    ['abcdefghijk1', false], // no uppercase
    ['ABCDEFGHIJK1', false], // no lowercase
    ['Abcdefghijkl', false], // no digit
    [`A1${'b'.repeat(2046)}`, true], // exactly 2048
    [`A1${'b'.repeat(2047)}`, false], // 2049
    ['Ünïcödé-pässwörd-1', true],
    ['Aa1😀😀😀😀😀', false], // 8 characters, though 13 UTF-16 units
    ['', false],
  ])('%j → %s', (password, ok) => {
    expect(meetsPasswordPolicy(password)).toBe(ok);
  });
});

const valid = {
  password: 'Harbour-Lights-2025',
  confirmPassword: 'Harbour-Lights-2025',
  secretQuestion: 'first-pet-name',
  secretAnswer: 'Biscuit',
};

describe('the activation form', () => {
  test('a complete form passes', () => {
    expect(ActivationForm.safeParse(valid)).toEqual({ success: true, data: valid });
  });

  test('every field is required', () => {
    const r = ActivationForm.safeParse({});
    expect(r.success ? {} : r.errors).toEqual({
      password: 'fieldRequired',
      confirmPassword: 'fieldRequired',
      secretQuestion: 'fieldRequired',
      secretAnswer: 'fieldRequired',
    });
  });

  test("a weak password gets SPEC's policy message key", () => {
    const r = ActivationForm.safeParse({ ...valid, password: 'weakpassword', confirmPassword: 'weakpassword' });
    expect(r.success ? {} : r.errors).toEqual({ password: 'passwordPolicy' });
  });

  test('a mismatch is reported along with missing fields', () => {
    const r = ActivationForm.safeParse({ password: valid.password, confirmPassword: 'Harbour-Lights-2026' });
    expect(r.success ? {} : r.errors).toEqual({ confirmPassword: 'passwordsDontMatch', secretQuestion: 'fieldRequired', secretAnswer: 'fieldRequired' });
  });

  test('the confirmation must match', () => {
    const r = ActivationForm.safeParse({ ...valid, confirmPassword: 'Harbour-Lights-2026' });
    expect(r.success ? {} : r.errors).toEqual({ confirmPassword: 'passwordsDontMatch' });
  });

  test('only SPEC’s six secret questions are accepted', () => {
    expect(SECRET_QUESTION_CODES).toHaveLength(6);
    for (const code of SECRET_QUESTION_CODES) expect(ActivationForm.safeParse({ ...valid, secretQuestion: code }).success).toBe(true);
    expect(ActivationForm.safeParse({ ...valid, secretQuestion: 'favourite-colour' }).success).toBe(false);
  });

  test('passwords are taken as typed; the answer is trimmed', () => {
    const r = ActivationForm.safeParse({ ...valid, password: ' Harbour-Lights-2025 ', confirmPassword: ' Harbour-Lights-2025 ', secretAnswer: '  Biscuit ' });
    expect(r).toMatchObject({ success: true, data: { password: ' Harbour-Lights-2025 ', secretAnswer: 'Biscuit' } });
  });
});

describe('the reset and e-mail forms', () => {
  test('reset update needs a matching new password (the token and e-mail come in the link cookie)', () => {
    expect(ResetUpdateForm.safeParse({ password: valid.password, confirmPassword: valid.password }).success).toBe(true);
    const r = ResetUpdateForm.safeParse({ password: 'weak', confirmPassword: '' });
    // Every problem at once, so a form posted without JavaScript shows them all.
    expect(r.success ? {} : r.errors).toEqual({ password: 'passwordPolicy', confirmPassword: 'fieldRequired' });
  });

  test.each([
    ['', 'fieldRequired'],
    ['ada', 'invalidEmailInput'],
  ])('reset request and verify e-mail refuse %j with %s', (email, key) => {
    const r = EmailOnlyForm.safeParse({ email });
    expect(r.success ? {} : r.errors).toEqual({ email: key });
  });
});
