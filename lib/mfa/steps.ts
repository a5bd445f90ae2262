// The steps of the MFA page (`/mfa?step=…`): the one list of them, and the one way to link to one,
// so a misspelt step is a compile error rather than a link that quietly opens the first screen.

/**
 * What `?step=` may ask for. `sms` and `voice` open the phone step with that way chosen; `app-code`
 * is the app's code form's page (where a refused code comes back), the same screen as `app-register`.
 */
export const MFA_STEPS = [
  'benefits',
  'options',
  'later',
  'app',
  'app-register',
  'app-code',
  'phone',
  'sms',
  'voice',
  'phone-code',
  'mobile',
  'mobile-pair',
  'mobile-leave',
] as const;
export type MfaStep = (typeof MFA_STEPS)[number];

/** The MFA page at a step, with any further query (e.g. `{ cancelled: 'mobile' }`). */
export function mfaHref(step: MfaStep, extra: Readonly<Record<string, string>> & { step?: never } = {}): string {
  return `/mfa?${new URLSearchParams({ step, ...extra }).toString()}`;
}

/** A table of step → its page, for the steps a form may name as the page to go back to. */
export function stepPages<S extends MfaStep>(...steps: S[]): { readonly [K in S]: string } {
  return Object.fromEntries(steps.map((s) => [s, mfaHref(s)])) as { readonly [K in S]: string };
}
