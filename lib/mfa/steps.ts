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

/**
 * Issue 42: the steps whose screens are page entries of their own, so that a browser loads only their
 * client code (Next gathers all the client components a page may show into one set of chunks, and
 * /mfa shows every screen). The proxy serves `/mfa?step=…` for these from there: the address the
 * browser shows, and every link built from it, stay /mfa.
 */
const STEP_ENTRIES: Readonly<Partial<Record<MfaStep, string>>> = {
  phone: '/mfa/steps/phone',
  sms: '/mfa/steps/phone',
  voice: '/mfa/steps/phone',
  app: '/mfa/steps/app',
  'app-register': '/mfa/steps/app',
  'app-code': '/mfa/steps/app',
  mobile: '/mfa/steps/mobile',
  'mobile-pair': '/mfa/steps/mobile',
  'mobile-leave': '/mfa/steps/mobile',
};

/** Where the step entries live: never an address of their own (the proxy sends one back to /mfa). */
export const MFA_STEP_ENTRIES_PATH = '/mfa/steps/';

/** The page entry that serves this address, if not the one its path names (`?step=` read as the page reads it: one value, or none). */
export function mfaEntryOf(pathname: string, query: URLSearchParams): string | null {
  if (pathname !== '/mfa') return null;
  const steps = query.getAll('step');
  const step = steps.length === 1 ? steps[0]! : '';
  return Object.hasOwn(STEP_ENTRIES, step) ? STEP_ENTRIES[step as MfaStep]! : null;
}
