// MFA form schemas (SPEC §5: a one-time code is 6 digits; a phone needs a recognised country code),
// shared by the browser (the light form hook) and the route handlers. Whether a number is real is
// libphonenumber-js's call on the server (lib/mfa/phone.ts): its metadata is too big for the page.
import { MOBILE_PAGE_NAMES } from '../mfa/pages';
import { OTP_PATTERN } from './one-time-code';
import { formSchema, maxLength, oneOf, required, text, type ErrorKey, type FormValues, type Rule } from './form-schema';

/**
 * People type codes with spaces ("123 456") or paste them with a newline: only the digits count.
 * `optional`: an empty field is '' (a form whose code is asked only sometimes; its handler decides).
 */
export const oneTimeCode = (o: { optional?: boolean } = {}) => ({
  parse(raw: unknown): { value: string } | { error: ErrorKey } {
    const value = typeof raw === 'string' ? raw.replace(/\s+/g, '') : '';
    if (value === '') return o.optional ? { value } : { error: 'fieldRequired' };
    return OTP_PATTERN.test(value) ? { value } : { error: 'codeLength' };
  },
});
const otp = oneTimeCode();

export const CodeForm = formSchema({ code: otp });
export type CodeForm = FormValues<typeof CodeForm>;

const PHONE_DELIVERY = ['sms', 'voice'] as const;

/** The picker posts a country's ISO code ("AU"); which codes have numbers is the server's metadata. */
const countryCode: Rule = (v) => (/^[A-Z]{2}$/.test(v) ? undefined : 'invalidCountryCode');

export const PhoneForm = formSchema({
  deliveryType: oneOf(PHONE_DELIVERY),
  countryCode: text([required, countryCode]),
  phoneNumber: text([required, maxLength(24, 'invalidPhoneNumber')]),
});
export type PhoneForm = FormValues<typeof PhoneForm>;

export const ResendForm = formSchema({ deliveryType: oneOf(PHONE_DELIVERY) });

/** A form that is only a button (later, keep, reset, begin an app registration). */
export const ButtonForm = formSchema({});

/** Pair the partner app, or ask it again: the page it is for (lib/mfa/pages.ts maps it to a path). */
export const MobileStartForm = formSchema({ page: oneOf(MOBILE_PAGE_NAMES) });
