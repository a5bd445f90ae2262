// SPEC §5: login e-mail required and well-formed, password required; errors are message keys.
import { EmailStageForm, PasswordStageForm } from '@/lib/validation/login';

function emailError(email: string) {
  const r = EmailStageForm.safeParse({ email });
  return r.success ? undefined : r.errors.email;
}

describe('login validation (SPEC §5)', () => {
  test.each([
    ['', 'fieldRequired'],
    ['   ', 'fieldRequired'],
    ['ada', 'invalidEmailInput'],
    ['ada@', 'invalidEmailInput'],
    ['ada@seaside', 'invalidEmailInput'],
    ['.ada@seaside.test', 'invalidEmailInput'],
    ['a..da@seaside.test', 'invalidEmailInput'],
    ['ada@sea side.test', 'invalidEmailInput'],
    ['ada@-seaside.test', 'invalidEmailInput'],
    ['ada.@seaside.test', 'invalidEmailInput'],
    ['ada@seaside.t', 'invalidEmailInput'],
    ['a da@seaside.test', 'invalidEmailInput'],
    [`${'a'.repeat(250)}@x.io`, 'invalidEmailInput'],
  ])('%j is refused with %s', (email, key) => {
    expect(emailError(email)).toBe(key);
  });

  test.each([
    'ada@seaside.test',
    ' ada@seaside.test ',
    'first.last+tag@sub.example.co.uk',
    "o'brien@hotel.ie",
    'x_y-z@a-b.travel',
    'front.desk!night#2@hotel.example',
    'a/b=c?d^e{f}|g~h@example.com',
    'rezeption@hotel-müller.de',
    'info@โรงแรม.ไทย',
  ])('%j is accepted', (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  test('surrounding spaces are trimmed', () => {
    expect(EmailStageForm.safeParse({ email: ' ada@seaside.test ' })).toMatchObject({ success: true, data: { email: 'ada@seaside.test' } });
  });

  test('the password is required', () => {
    const r = PasswordStageForm.safeParse({ email: 'ada@seaside.test', password: '' });
    expect(r.success ? {} : r.errors).toEqual({ password: 'fieldRequired' });
  });

  test('a password is taken as typed, spaces included', () => {
    expect(PasswordStageForm.safeParse({ email: 'ada@seaside.test', password: ' x ' })).toMatchObject({ data: { password: ' x ' } });
  });
});

describe('the remember-e-mail checkbox', () => {
  test.each([
    [{}, false],
    [{ remember: 'on' }, true],
    [{ remember: true }, true],
    [{ remember: false }, false],
  ])('%j → remember %s (a form post sends "on", a script a boolean)', (extra, expected) => {
    expect(EmailStageForm.safeParse({ email: 'ada@seaside.test', ...extra })).toMatchObject({ data: { remember: expected } });
  });
});
