// A form's strings come from one builder (lib/form-text.ts) that always adds the route wrapper's own
// refusals: a form too large to send (413) reads as such on every form, never as the network message.
import { fireEvent, render, screen } from '@testing-library/react';
import { EmailRequestForm } from '@/components/email-request-form';
import { NewPasswordForm } from '@/components/new-password-form';
import { formText, type FormName } from '@/lib/form-text';
import { MFA_ERROR_MESSAGES } from '@/lib/mfa/errors';
import { mfaRefusalWords, refusalWordsFrom } from '@/lib/mfa/refusal-words';
import { WRAPPER_ERRORS } from '@/lib/validation/form-schema';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());

/** The route wrapper's answer to a body over its limit (lib/http/route.ts). */
function answer413() {
  global.fetch = jest.fn(async () => ({ status: 413, json: async () => ({ ok: false, errors: { form: 'tooLarge' } }) })) as unknown as typeof fetch;
}

test('a form too large to send on the activation form shows the too-large message, not the network one', async () => {
  answer413();
  const text = await formText('newPassword', { submit: 'Activate account' });
  render(
    <NewPasswordForm
      variant="activation"
      action="/api/activate"
      questions={[{ code: 'first-pet-name', label: 'Pet' }]}
      text={text}
      locale="en"
      userInputs={[]}
    />,
  );
  fireEvent.change(screen.getByLabelText(en.account.newPasswordLabel, { selector: 'input' }), { target: { value: 'Correct-Horse-9' } });
  fireEvent.change(screen.getByLabelText(en.account.confirmPasswordLabel), { target: { value: 'Correct-Horse-9' } });
  fireEvent.change(screen.getByLabelText(en.account.secretQuestionLabel), { target: { value: 'first-pet-name' } });
  fireEvent.change(screen.getByLabelText(en.account.secretAnswerLabel), { target: { value: 'Rex' } });
  fireEvent.click(screen.getByRole('button', { name: 'Activate account' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.tooLarge);
  expect(screen.getByRole('alert')).not.toHaveTextContent(en.errors.network);
});

test('too many refused new passwords (issue 41 review, L3) reads as such on the reset form, not as the network message', async () => {
  global.fetch = jest.fn(async () => ({
    status: 429,
    json: async () => ({ ok: false, errors: { form: 'tooManyNewPasswords' }, detail: { retryIn: 600 } }),
  })) as unknown as typeof fetch;
  const text = await formText('newPassword', { submit: 'Reset password' });
  render(<NewPasswordForm variant="reset" action="/api/reset-password/update" questions={[]} text={text} locale="en" userInputs={[]} />);
  fireEvent.change(screen.getByLabelText(en.account.newPasswordLabel, { selector: 'input' }), { target: { value: 'lantern Orbit velvet quarry 7' } });
  fireEvent.change(screen.getByLabelText(en.account.confirmPasswordLabel), { target: { value: 'lantern Orbit velvet quarry 7' } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.tooManyNewPasswords);
});

test('a form too large to send on the e-mail request form shows the too-large message, not the network one', async () => {
  answer413();
  const text = await formText('emailRequest', { submit: 'Send reset link' });
  render(<EmailRequestForm action="/api/reset-password" schema="email" defaultEmail="ada@seaside.test" text={text} />);
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.tooLarge);
  expect(screen.getByRole('alert')).not.toHaveTextContent(en.errors.network);
});

test.each(['email', 'password', 'newPassword', 'emailRequest', 'mfa', 'mfaCode', 'mfaPhone'] satisfies FormName[])(
  'the %s form has every refusal the route wrapper can give',
  async (form) => {
    const text: Record<string, string> = await formText(form);
    for (const key of WRAPPER_ERRORS) expect(text[key]).toBe(en.errors[key]);
  },
);

test.each(['mfa', 'mfaCode', 'mfaPhone'] satisfies FormName[])(
  'the %s words get the countdown messages raw, for the browser to fill in the time',
  async (form) => {
    const text: Record<string, string> = await formText(form);
    expect(text.retryIn).toBe(en.mfa.errors.retryIn);
    expect(text.retryIn).toContain('{time}');
    expect(text.errorCode).toBe('[{code}]');
  },
);

// Issue 42: each MFA form in the browser carries only what it can show before the server answers;
// the server's refusals come with their words, every one the upstream's table can give among them.
test('every MFA refusal the server gives comes with its words; a refused country with the two it is told in', async () => {
  for (const key of new Set([...Object.values(MFA_ERROR_MESSAGES), 'rateLimited', 'sentRecently', 'notAMobile', 'invalidPhoneNumber'] as const)) {
    expect(await mfaRefusalWords({ form: key })).toEqual({ [key]: en.mfa.errors[key] });
  }
  expect(await mfaRefusalWords({ phoneNumber: 'countryNotAllowed' })).toEqual({
    countryNotAllowed: en.mfa.errors.countryNotAllowed,
    countryNotAllowedIn: en.mfa.errors.countryNotAllowedIn,
    countriesAllowed: en.mfa.errors.countriesAllowed,
  });
  expect(await mfaRefusalWords({ form: 'tooLarge' })).toEqual({ tooLarge: en.errors.tooLarge });
  expect(await mfaRefusalWords(undefined)).toEqual({});
  // The page that already holds the catalogue reads them from it: each refusal's own words, no other.
  const all = await formText('mfa');
  expect(refusalWordsFrom(all, { code: 'invalidCode', phoneNumber: 'countryNotAllowed' })).toEqual({
    invalidCode: en.mfa.errors.invalidCode,
    countryNotAllowed: en.mfa.errors.countryNotAllowed,
    countryNotAllowedIn: en.mfa.errors.countryNotAllowedIn,
    countriesAllowed: en.mfa.errors.countriesAllowed,
  });
  expect(refusalWordsFrom(all, {})).toEqual({});
});

test("the code form does not carry the phone form's words, nor the phone form the code's", async () => {
  const code: Record<string, string> = await formText('mfaCode');
  const phone: Record<string, string> = await formText('mfaPhone');
  expect(code.label).toBe(en.mfa.code.label);
  expect(phone.voiceNote).toBe(en.mfa.phone.voiceNote);
  for (const key of ['voiceNote', 'legend', 'invalidPhoneNumber', 'phoneBlocked', 'recoveryCodeFormat']) expect(code[key]).toBeUndefined();
  for (const key of ['label', 'verifying', 'codeLength', 'phoneBlocked', 'countryNotAllowedIn']) expect(phone[key]).toBeUndefined();
  expect(JSON.stringify(code).length).toBeLessThan(JSON.stringify(await formText('mfa')).length * 0.4);
});
