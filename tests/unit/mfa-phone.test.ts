// Phone numbers for SMS and voice codes: SPEC §8's "invalid country code" and "invalid phone number",
// decided by libphonenumber-js's metadata for the picked country; which numbers may get a text, and which a call.
import { checkPhone } from '@/lib/mfa/phone';

test.each([
  // Australia, written as people write it: with the trunk 0, spaces, brackets.
  [{ countryCode: 'AU', phoneNumber: '0412 345 678' }, '+61412345678', true],
  [{ countryCode: 'AU', phoneNumber: '(02) 9374 4000' }, '+61293744000', false],
  // Germany and the UK, with the trunk 0 the international form drops.
  [{ countryCode: 'DE', phoneNumber: '030 901820' }, '+4930901820', false],
  [{ countryCode: 'GB', phoneNumber: '07400 123456' }, '+447400123456', true],
  // Italy keeps its leading 0 in international form.
  [{ countryCode: 'IT', phoneNumber: '06 6982 0000' }, '+390669820000', false],
  // Thailand and Indonesia.
  [{ countryCode: 'TH', phoneNumber: '081 234 5678' }, '+66812345678', true],
  [{ countryCode: 'ID', phoneNumber: '0812-3456-7890' }, '+6281234567890', true],
  // North American numbers do not tell a mobile from a landline: a text may be tried.
  [{ countryCode: 'US', phoneNumber: '415 555 0123' }, '+14155550123', true],
])('%j is valid as %s (text messages: %s)', (input, e164, canText) => {
  // A landline gets voice calls only (SPEC §2: voice numbers may be landlines; a text needs a mobile).
  expect(checkPhone(input)).toEqual({ ok: true, e164, canText, canCall: true, channels: canText ? ['sms', 'voice'] : ['voice'] });
});

// Review M2 (toll fraud): a call goes to a mobile or a landline only, never to a number that bills us.
test.each([
  ['AU', '1900 123 456', 'premium rate (Australia)'],
  ['GB', '0909 123 4567', 'premium rate (UK)'],
  ['GB', '0870 123 4567', 'non-geographic 0870, premium rate in the metadata (UK)'],
  ['GB', '0845 123 4567', 'non-geographic 0845 (UK)'],
  ['AU', '1800 123 456', 'toll free (Australia)'],
  ['AU', '1300 123 456', 'shared cost (Australia)'],
  ['GB', '056 1234 5678', 'VoIP (UK)'],
  ['GB', '0300 123 4567', 'UAN (UK)'],
  ['GB', '070 1234 5678', 'personal number (UK)'],
  ['GB', '07640 123456', 'pager (UK)'],
])('%s %s (%s) is a valid number that gets no call', (countryCode, phoneNumber) => {
  const check = checkPhone({ countryCode, phoneNumber });
  expect(check).toMatchObject({ ok: true, canCall: false });
});

test.each([
  ['AU', '02 5550 1234', false],
  ['AU', '0412 345 678', true],
  ['GB', '07911 123456', true],
])('%s %s gets a call (text messages: %s)', (countryCode, phoneNumber, canText) => {
  expect(checkPhone({ countryCode, phoneNumber })).toMatchObject({ ok: true, canCall: true, canText });
});

test('text messages go only to mobiles (security review M3: an allow-list): not to a landline, a number that bills the sender, VoIP, a personal number or a pager', () => {
  expect(checkPhone({ countryCode: 'AU', phoneNumber: '1900 123 456' })).toMatchObject({ canText: false });
  expect(checkPhone({ countryCode: 'AU', phoneNumber: '1300 123 456' })).toMatchObject({ canText: false });
  expect(checkPhone({ countryCode: 'AU', phoneNumber: '1800 123 456' })).toMatchObject({ canText: false });
  expect(checkPhone({ countryCode: 'GB', phoneNumber: '056 1234 5678' })).toMatchObject({ ok: true, canText: false, channels: [] });
  expect(checkPhone({ countryCode: 'GB', phoneNumber: '070 1234 5678' })).toMatchObject({ ok: true, canText: false, channels: [] });
});

// The picked country reads a number written nationally; a number written with its country code says
// its own country, and that wins over the picker (which starts on the browser's region, a guess).
test.each([
  [{ countryCode: 'AU', phoneNumber: '+44 7400 123456' }, '+447400123456'],
  [{ countryCode: 'AU', phoneNumber: '0011 44 7400 123456' }, '+447400123456'],
  [{ countryCode: 'DE', phoneNumber: '0044 7400 123456' }, '+447400123456'],
  [{ countryCode: 'AU', phoneNumber: '+61 412 345 678' }, '+61412345678'],
  [{ countryCode: 'GB', phoneNumber: '07400 123456' }, '+447400123456'],
  // A calling code several countries share: the number, not the picker, tells Canada from the US.
  [{ countryCode: 'US', phoneNumber: '416 555 0123' }, '+14165550123'],
])('%j is read as %s', (input, e164) => {
  expect(checkPhone(input)).toMatchObject({ ok: true, e164 });
});

test.each([
  [{ countryCode: '', phoneNumber: '0412 345 678' }, 'countryCode', 'fieldRequired'],
  [{ countryCode: 'AU', phoneNumber: '  ' }, 'phoneNumber', 'fieldRequired'],
  // SPEC §5: the picker posts a country libphonenumber-js knows; anything else is not a country.
  [{ countryCode: 'ZZ', phoneNumber: '0412 345 678' }, 'countryCode', 'invalidCountryCode'],
  [{ countryCode: 'au', phoneNumber: '0412 345 678' }, 'countryCode', 'invalidCountryCode'],
  [{ countryCode: '+61', phoneNumber: '0412 345 678' }, 'countryCode', 'invalidCountryCode'],
  [{ countryCode: 'AUS', phoneNumber: '0412 345 678' }, 'countryCode', 'invalidCountryCode'],
  // Australia's way out is 0011: 0061 is not its own country code written internationally.
  [{ countryCode: 'AU', phoneNumber: '0061 412 345 678' }, 'phoneNumber', 'invalidPhoneNumber'],
  // A country code typed into the number that no country has: said under the number.
  [{ countryCode: 'AU', phoneNumber: '+999 412 345 678' }, 'phoneNumber', 'invalidCountryCode'],
  [{ countryCode: 'AU', phoneNumber: '12' }, 'phoneNumber', 'invalidPhoneNumber'],
  [{ countryCode: 'AU', phoneNumber: '0412 345 67a' }, 'phoneNumber', 'invalidPhoneNumber'],
  [{ countryCode: 'AU', phoneNumber: '0412 345 678 999 999 999' }, 'phoneNumber', 'invalidPhoneNumber'],
  [{ countryCode: 'DE', phoneNumber: '0000 000' }, 'phoneNumber', 'invalidPhoneNumber'],
])('%j is refused on %s with %s', (input, field, error) => {
  expect(checkPhone(input)).toEqual({ ok: false, field, error });
});
