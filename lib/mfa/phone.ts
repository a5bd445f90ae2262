// A phone number for text-message or voice codes: the country the user picked (its ISO code, "AU") and
// the number as they typed it → E.164, or the SPEC §8 error to show. libphonenumber-js (full
// metadata, server side only) decides what a valid number is, not a hand-written table.
import 'server-only';
import { ParseError, parsePhoneNumberFromString, parsePhoneNumberWithError, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import type { PhoneDelivery } from '../upstream/contract';
import { countryOf } from './countries';

export type PhoneError = 'fieldRequired' | 'invalidCountryCode' | 'invalidPhoneNumber';
export type PhoneCheck =
  | { ok: true; e164: string; canText: boolean; canCall: boolean; channels: PhoneDelivery[] }
  | { ok: false; field: 'countryCode' | 'phoneNumber'; error: PhoneError };

/**
 * A text goes only to a mobile (DESIGN §8), an allow-list (security review M3): personal numbers
 * (UK 070), VoIP (056), pagers, UAN, voicemail and any the metadata cannot type are no one's phone in
 * a pocket, and some bill the sender.
 */
const TEXTABLE: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * A call goes only to a line a person answers: a mobile or a landline. Premium-rate, shared-cost and
 * toll-free numbers are how toll fraud turns our calls into someone's revenue; VoIP, UAN, personal,
 * pager and voicemail numbers, and any the metadata cannot type, are not a person's direct line either
 * (SPEC §2: voice numbers must be directly reachable).
 */
const CALLABLE: ReadonlySet<NumberType> = new Set(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

export function checkPhone({ countryCode, phoneNumber }: { countryCode: string; phoneNumber: string }): PhoneCheck {
  if (!countryCode.trim()) return { ok: false, field: 'countryCode', error: 'fieldRequired' };
  if (!phoneNumber.trim()) return { ok: false, field: 'phoneNumber', error: 'fieldRequired' };
  const country = countryOf(countryCode.trim());
  if (!country) return { ok: false, field: 'countryCode', error: 'invalidCountryCode' };
  // Spaces, dashes, dots and brackets are how people write numbers; anything else is not a number.
  const typed = phoneNumber.trim().replace(/[\s\-.()]/g, '');
  if (!/^\+?\d{2,17}$/.test(typed)) return { ok: false, field: 'phoneNumber', error: 'invalidPhoneNumber' };
  try {
    // Written nationally, the picked country's metadata knows its trunk prefix (Australia's 0 goes,
    // Italy's stays). Written with its country code ("+44 …", or the picked country's international
    // prefix, "0011 44 …" from Australia), the number says its country and that wins over the picker,
    // which starts on a guess (the browser's region) that people skip past when they paste a number.
    const parsed = parsePhoneNumberWithError(typed, { defaultCountry: country });
    if (!parsed.isValid()) return { ok: false, field: 'phoneNumber', error: 'invalidPhoneNumber' };
    // Only the full metadata tells a landline from a mobile (DESIGN §8): a voice call reaches both, a text only a mobile.
    const type = parsed.getType();
    const canText = !!type && TEXTABLE.has(type);
    const canCall = !!type && CALLABLE.has(type);
    const channels: PhoneDelivery[] = [...(canText ? (['sms'] as const) : []), ...(canCall ? (['voice'] as const) : [])];
    return { ok: true, e164: parsed.number, canText, canCall, channels };
  } catch (error) {
    // The picked country is known, so an unknown one is the "+999" typed into the number.
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') return { ok: false, field: 'phoneNumber', error: 'invalidCountryCode' };
    return { ok: false, field: 'phoneNumber', error: 'invalidPhoneNumber' };
  }
}

/** The country of a number in E.164, as its own country code says (none for a non-geographic one, "+800 …"). */
export function countryOfNumber(e164: string): CountryCode | undefined {
  return parsePhoneNumberFromString(e164)?.country;
}
