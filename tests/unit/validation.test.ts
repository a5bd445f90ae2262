// SPEC §5: login e-mail required and well-formed, password required; errors are message keys.
import { EmailStageForm, PasswordStageForm, fieldErrors } from '@/lib/validation/login';

function emailError(email: string) {
  const r = EmailStageForm.safeParse({ email });
  return r.success ? undefined : fieldErrors(r.error).email;
}

describe('login validation (SPEC §5)', () => {
  test.each([
    ['', 'fieldRequired'],
    ['   ', 'fieldRequired'],
    ['ada', 'invalidEmailInput'],
    ['ada@', 'invalidEmailInput'],
    ['ada@seaside', 'invalidEmailInput'],
    [`${'a'.repeat(250)}@x.io`, 'invalidEmailInput'],
  ])('%j is refused with %s', (email, key) => {
    expect(emailError(email)).toBe(key);
  });

  test.each(['ada@seaside.test', ' ada@seaside.test ', 'first.last+tag@sub.example.co.uk'])('%j is accepted', (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  test('surrounding spaces are trimmed', () => {
    expect(EmailStageForm.parse({ email: ' ada@seaside.test ' }).email).toBe('ada@seaside.test');
  });

  test('the password is required', () => {
    const r = PasswordStageForm.safeParse({ email: 'ada@seaside.test', password: '' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ password: 'fieldRequired' });
  });

  test('a password is taken as typed, spaces included', () => {
    expect(PasswordStageForm.parse({ email: 'ada@seaside.test', password: ' x ' }).password).toBe(' x ');
  });
});

describe('the remember-e-mail checkbox', () => {
  test.each([
    [{}, false],
    [{ remember: 'on' }, true],
    [{ remember: true }, true],
    [{ remember: false }, false],
  ])('%j → remember %s (a form post sends "on", react-hook-form a boolean)', (extra, expected) => {
    expect(EmailStageForm.parse({ email: 'ada@seaside.test', ...extra }).remember).toBe(expected);
  });
});
