// A phone number for text-message or voice codes: the country calling code and the number as the
// user typed them → E.164, or the SPEC §8 error to show. libphonenumber-js (full metadata, server
// side only) decides what a valid number is, not a hand-written table.
import 'server-only';
import { ParseError, getCountries, getCountryCallingCode, parsePhoneNumberWithError, type NumberType } from 'libphonenumber-js/max';

export type PhoneError = 'fieldRequired' | 'invalidCountryCode' | 'invalidPhoneNumber';
export type PhoneCheck =
  { ok: true; e164: string; canText: boolean; canCall: boolean } | { ok: false; field: 'countryCode' | 'phoneNumber'; error: PhoneError };

/** A text reaches anything but a landline or a number that bills the sender (DESIGN §8: a text needs a mobile). */
const NOT_TEXTABLE: ReadonlySet<NumberType> = new Set(['FIXED_LINE', 'TOLL_FREE', 'SHARED_COST', 'PREMIUM_RATE']);

/**
 * A call goes only to a line a person answers: a mobile or a landline. Premium-rate, shared-cost and
 * toll-free numbers are how toll fraud turns our calls into someone's revenue; VoIP, UAN, personal,
 * pager and voicemail numbers, and any the metadata cannot type, are not a person's direct line either
 * (SPEC §2: voice numbers must be directly reachable).
 */
const CALLABLE: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

const CALLING_CODES = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/** "+61", "61" or "0061" → "61"; undefined unless it is a calling code some country has. */
export function callingCode(input: string): string | undefined {
  const digits = input.trim().replace(/^(\+|00)/, '');
  return /^\d{1,3}$/.test(digits) && CALLING_CODES.has(digits) ? digits : undefined;
}

export function checkPhone({ countryCode, phoneNumber }: { countryCode: string; phoneNumber: string }): PhoneCheck {
  if (!countryCode.trim()) return { ok: false, field: 'countryCode', error: 'fieldRequired' };
  if (!phoneNumber.trim()) return { ok: false, field: 'phoneNumber', error: 'fieldRequired' };
  const code = callingCode(countryCode);
  if (!code) return { ok: false, field: 'countryCode', error: 'invalidCountryCode' };
  // Spaces, dashes, dots and brackets are how people write numbers; anything else is not a number.
  const national = phoneNumber.trim().replace(/[\s\-.()]/g, '');
  if (!/^\d{2,17}$/.test(national)) return { ok: false, field: 'phoneNumber', error: 'invalidPhoneNumber' };
  try {
    // Written nationally: the metadata knows each country's trunk prefix (Australia's 0 goes, Italy's stays).
    const parsed = parsePhoneNumberWithError(national, { defaultCallingCode: code });
    if (!parsed.isValid()) return { ok: false, field: 'phoneNumber', error: 'invalidPhoneNumber' };
    // Only the full metadata tells a landline from a mobile (DESIGN §8): a voice call reaches both, a text only a mobile.
    const type = parsed.getType();
    return { ok: true, e164: parsed.number, canText: !type || !NOT_TEXTABLE.has(type), canCall: !!type && CALLABLE.has(type) };
  } catch (error) {
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') return { ok: false, field: 'countryCode', error: 'invalidCountryCode' };
    return { ok: false, field: 'phoneNumber', error: 'invalidPhoneNumber' };
  }
}
