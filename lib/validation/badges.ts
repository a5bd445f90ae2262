// Issue 38's badge forms, shared by the browser (the light form hook) and the route handlers: the
// badge code however it was typed or scanned, its PIN, and a new PIN chosen twice.
import { readCode } from '../badges/codes';
import { PIN_MAX, PIN_MIN } from '../badges/pin';
import { formSchema, required, text, type FormErrors, type FormValues, type Rule } from './form-schema';
import { emailField } from './login';

/** A badge code as typed or scanned: read as lib/badges/codes.ts reads it (any case, separators, O as 0, I or L as 1). */
const badgeCode: Rule = (v) => (v.length > 64 || readCode('badge', v) === null ? 'badgeCodeInvalid' : undefined);

const PIN = new RegExp(`^[0-9]{${PIN_MIN},${PIN_MAX}}$`);
const pinFormat: Rule = (v) => (PIN.test(v) ? undefined : 'pinFormat');

export const BadgeCodeForm = formSchema({ badgeCode: text([required, badgeCode]) });
export type BadgeCodeForm = FormValues<typeof BadgeCodeForm>;

/** Issue 38's temporary pass at the password stage's place: the e-mail, and the pass however it was typed. */
export const PassStageForm = formSchema({
  email: emailField,
  pass: text([required, (v) => (v.length > 64 || readCode('pass', v) === null ? 'passCodeInvalid' : undefined)]),
});
export type PassStageForm = FormValues<typeof PassStageForm>;

/** The PIN at sign-in: any wrong one is the IdP's to count, but a PIN that is no PIN is not sent. */
export const BadgePinForm = formSchema({ pin: text([required, pinFormat]) });
export type BadgePinForm = FormValues<typeof BadgePinForm>;

function pinsMatch(d: { pin?: string; confirmPin?: string }): FormErrors | undefined {
  if (d.pin === undefined || d.confirmPin === undefined) return undefined;
  return d.pin === d.confirmPin ? undefined : { confirmPin: 'pinsDontMatch' };
}

/** A new PIN, twice (the rule beyond its format needs the badge code: the route checks it). */
export const NewPinForm = formSchema({ pin: text([required, pinFormat]), confirmPin: text([required]) }, [pinsMatch]);
export type NewPinForm = FormValues<typeof NewPinForm>;
