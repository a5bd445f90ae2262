// Phone numbers for SMS and voice codes: SPEC §8's "invalid country code" and "invalid phone number",
// decided by libphonenumber-js's metadata.
import { callingCode, checkPhone } from '@/lib/mfa/phone';

test.each([
  ['+61', '61'],
  ['61', '61'],
  ['0061', '61'],
  [' +49 ', '49'],
  ['+1', '1'],
  ['+999', undefined],
  ['+0', undefined],
  ['abc', undefined],
  ['+12345', undefined],
])('calling code %j → %j', (input, expected) => {
  expect(callingCode(input)).toBe(expected);
});

test.each([
  // Australia, written as people write it: with the trunk 0, spaces, brackets.
  [{ countryCode: '+61', phoneNumber: '0412 345 678' }, '+61412345678', true],
  [{ countryCode: '61', phoneNumber: '(02) 9374 4000' }, '+61293744000', false],
  // Germany and the UK, with the trunk 0 the international form drops.
  [{ countryCode: '+49', phoneNumber: '030 901820' }, '+4930901820', false],
  [{ countryCode: '+44', phoneNumber: '07400 123456' }, '+447400123456', true],
  // Italy keeps its leading 0 in international form.
  [{ countryCode: '+39', phoneNumber: '06 6982 0000' }, '+390669820000', false],
  // Thailand and Indonesia.
  [{ countryCode: '+66', phoneNumber: '081 234 5678' }, '+66812345678', true],
  [{ countryCode: '+62', phoneNumber: '0812-3456-7890' }, '+6281234567890', true],
  // North American numbers do not tell a mobile from a landline: a text may be tried.
  [{ countryCode: '+1', phoneNumber: '415 555 0123' }, '+14155550123', true],
])('%j is valid as %s (text messages: %s)', (input, e164, canText) => {
  // A landline gets voice calls only (SPEC §2: voice numbers may be landlines; a text needs a mobile).
  expect(checkPhone(input)).toEqual({ ok: true, e164, canText });
});

test.each([
  [{ countryCode: '', phoneNumber: '0412 345 678' }, 'countryCode', 'fieldRequired'],
  [{ countryCode: '+61', phoneNumber: '  ' }, 'phoneNumber', 'fieldRequired'],
  [{ countryCode: '+999', phoneNumber: '0412 345 678' }, 'countryCode', 'invalidCountryCode'],
  [{ countryCode: 'AU', phoneNumber: '0412 345 678' }, 'countryCode', 'invalidCountryCode'],
  [{ countryCode: '+61', phoneNumber: '12' }, 'phoneNumber', 'invalidPhoneNumber'],
  [{ countryCode: '+61', phoneNumber: '0412 345 67a' }, 'phoneNumber', 'invalidPhoneNumber'],
  [{ countryCode: '+61', phoneNumber: '0412 345 678 999 999 999' }, 'phoneNumber', 'invalidPhoneNumber'],
  [{ countryCode: '+49', phoneNumber: '0000 000' }, 'phoneNumber', 'invalidPhoneNumber'],
])('%j is refused on %s with %s', (input, field, error) => {
  expect(checkPhone(input)).toEqual({ ok: false, field, error });
});
