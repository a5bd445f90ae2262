// The phone step's country picker in the browser: a native select of "Country (+code)" that starts
// on the country it is given, posts the country's ISO code, keeps the user's choice through a
// refusal, and shows the country's error under it across the form's width, with its icon. A number in
// a country the tenant does not send to is refused naming that country and the allowed ones, and the
// picker is set to the number's country (design review L8), with JavaScript and without.
import { fireEvent, render, screen } from '@testing-library/react';
import { PhoneForm } from '@/app/(flows)/mfa/phone-form';
import { formText } from '@/lib/form-text';
import { mfaRefusalWords } from '@/lib/mfa/refusal-words';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());

const COUNTRIES = [
  { value: 'AU', label: 'Australia (+61)' },
  { value: 'DE', label: 'Germany (+49)' },
  { value: 'GB', label: 'United Kingdom (+44)' },
] as const;

/** The form as its page renders it: its own words, and those of the refusal it came back with (issue 42). */
async function renderForm(props: Partial<Parameters<typeof PhoneForm>[0]> = {}) {
  const text = await formText('mfaPhone', await mfaRefusalWords(props.initialErrors));
  return render(<PhoneForm deliveryType="sms" countries={[...COUNTRIES]} country="AU" locale="en" text={text} {...props} />);
}

test('the country is a select of names with calling codes, on the country given, posting its ISO code', async () => {
  await renderForm();
  const picker = screen.getByRole('combobox', { name: en.mfa.phone.countryCode });
  expect(picker.tagName).toBe('SELECT');
  expect(picker).toHaveAttribute('name', 'countryCode');
  expect(picker).toHaveValue('AU');
  expect(screen.getByRole('option', { name: 'Australia (+61)' })).toHaveProperty('selected', true);
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(COUNTRIES.map((c) => c.label));
  // Nothing that looks filled in but is not: the old free-text field's "+61" placeholder is gone.
  expect(document.querySelector('[placeholder="+61"]')).toBeNull();
});

test('a refused form comes back on the country the user chose, with the error under it', async () => {
  global.fetch = jest.fn(async () => ({
    status: 422,
    json: async () => ({ ok: false, errors: { phoneNumber: 'invalidPhoneNumber' } }),
  })) as unknown as typeof fetch;
  await renderForm();
  const picker = screen.getByRole('combobox', { name: en.mfa.phone.countryCode });
  fireEvent.change(picker, { target: { value: 'DE' } });
  fireEvent.change(screen.getByLabelText(en.mfa.phone.number), { target: { value: '0491 570 313' } });
  fireEvent.click(screen.getByRole('button', { name: en.mfa.phone.next }));
  expect(await screen.findByText(en.mfa.errors.invalidPhoneNumber)).toBeInTheDocument();
  expect(picker).toHaveValue('DE');
});

test('a country the server refused is described by its message, which is not squeezed into a column beside the number', async () => {
  await renderForm({ initialErrors: { countryCode: 'invalidCountryCode' } });
  const picker = screen.getByRole('combobox', { name: en.mfa.phone.countryCode });
  expect(picker).toHaveAttribute('aria-invalid', 'true');
  expect(picker).toHaveAccessibleDescription(en.mfa.errors.invalidCountryCode);
  // The picker's field is a direct row of the form, not a cell of a grid beside the number.
  const field = picker.closest('.kc-field')!;
  expect(field.parentElement?.tagName).toBe('FORM');
});

/** Seaside's picker (its countries only), and the refusal of a number in the United States. */
const SEASIDE = [
  { value: 'AU', label: 'Australia (+61)' },
  { value: 'NZ', label: 'New Zealand (+64)' },
  { value: 'GB', label: 'United Kingdom (+44)' },
] as const;
const ALLOWED = 'Australia, New Zealand, and United Kingdom';
const US = { value: 'US', label: 'United States (+1)', name: 'United States' };
const refusedInUs = `We can't send codes to numbers in this country (United States). Countries we can send codes to: ${ALLOWED}.`;

test('a number in a country the tenant does not send to is refused naming it and the allowed ones; the picker is set to it', async () => {
  // The route's answer, with the refusal's words (issue 42).
  const words = await mfaRefusalWords({ phoneNumber: 'countryNotAllowed' });
  global.fetch = jest.fn(async () => ({
    status: 422,
    json: async () => ({ ok: false, errors: { phoneNumber: 'countryNotAllowed' }, detail: { country: US, words } }),
  })) as unknown as typeof fetch;
  await renderForm({ countries: [...SEASIDE], allowed: ALLOWED });
  fireEvent.change(screen.getByLabelText(en.mfa.phone.number), { target: { value: '+1 201 555 0123' } });
  fireEvent.click(screen.getByRole('button', { name: en.mfa.phone.next }));
  const number = screen.getByLabelText(en.mfa.phone.number);
  expect(await screen.findByText(refusedInUs)).toBeInTheDocument();
  expect(number).toHaveAccessibleDescription(refusedInUs);
  expect(number).toHaveValue('+1 201 555 0123');
  const picker = screen.getByRole('combobox', { name: en.mfa.phone.countryCode });
  expect(picker).toHaveValue('US');
  // Among the tenant's countries, in their order: what the number was read as, which the user may change.
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([...SEASIDE.map((c) => c.label), 'United States (+1)']);
  fireEvent.change(picker, { target: { value: 'AU' } });
  expect(picker).toHaveValue('AU');
});

test('without JavaScript the refused page comes back the same: the names in the message, the picker on the number’s country', async () => {
  await renderForm({
    countries: [...SEASIDE],
    allowed: ALLOWED,
    country: 'AU',
    values: { deliveryType: 'sms', countryCode: 'AU', phoneNumber: '+1 201 555 0123' },
    initialErrors: { phoneNumber: 'countryNotAllowed' },
    initialDetail: { country: US },
  });
  expect(screen.getByLabelText(en.mfa.phone.number)).toHaveAccessibleDescription(refusedInUs);
  expect(screen.getByRole('combobox', { name: en.mfa.phone.countryCode })).toHaveValue('US');
});

test('a number in no country at all (+800) is refused in the words without names, the picker left as chosen', async () => {
  await renderForm({ countries: [...SEASIDE], allowed: ALLOWED, initialErrors: { phoneNumber: 'countryNotAllowed' }, initialDetail: {} });
  expect(screen.getByLabelText(en.mfa.phone.number)).toHaveAccessibleDescription(en.mfa.errors.countryNotAllowed);
  expect(screen.getByRole('combobox', { name: en.mfa.phone.countryCode })).toHaveValue('AU');
});
