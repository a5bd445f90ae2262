// Phone numbers for SMS and voice codes: SPEC §8's "invalid country code" and "invalid phone number",
// decided by libphonenumber-js's metadata; which numbers may get a text, and which a call.
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
  expect(checkPhone(input)).toEqual({ ok: true, e164, canText, canCall: true });
});

// Review M2 (toll fraud): a call goes to a mobile or a landline only, never to a number that bills us.
test.each([
  ['+61', '1900 123 456', 'premium rate (Australia)'],
  ['+44', '0909 123 4567', 'premium rate (UK)'],
  ['+44', '0870 123 4567', 'non-geographic 0870, premium rate in the metadata (UK)'],
  ['+44', '0845 123 4567', 'non-geographic 0845 (UK)'],
  ['+61', '1800 123 456', 'toll free (Australia)'],
  ['+61', '1300 123 456', 'shared cost (Australia)'],
  ['+44', '056 1234 5678', 'VoIP (UK)'],
  ['+44', '0300 123 4567', 'UAN (UK)'],
  ['+44', '070 1234 5678', 'personal number (UK)'],
  ['+44', '07640 123456', 'pager (UK)'],
])('%s %s (%s) is a valid number that gets no call', (countryCode, phoneNumber) => {
  const check = checkPhone({ countryCode, phoneNumber });
  expect(check).toMatchObject({ ok: true, canCall: false });
});

test.each([
  ['+61', '02 5550 1234', false],
  ['+61', '0412 345 678', true],
  ['+44', '07911 123456', true],
])('%s %s gets a call (text messages: %s)', (countryCode, phoneNumber, canText) => {
  expect(checkPhone({ countryCode, phoneNumber })).toMatchObject({ ok: true, canCall: true, canText });
});

test('text messages keep their rule: not to a landline or a number that bills the sender, VoIP and others allowed', () => {
  expect(checkPhone({ countryCode: '+61', phoneNumber: '1900 123 456' })).toMatchObject({ canText: false });
  expect(checkPhone({ countryCode: '+61', phoneNumber: '1300 123 456' })).toMatchObject({ canText: false });
  expect(checkPhone({ countryCode: '+61', phoneNumber: '1800 123 456' })).toMatchObject({ canText: false });
  expect(checkPhone({ countryCode: '+44', phoneNumber: '056 1234 5678' })).toMatchObject({ canText: true });
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
