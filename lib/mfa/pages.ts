// The pages an MFA form goes back to (a refused code, a resend, the partner app's challenge): named
// by a hidden field, mapped here to paths, so no posted value becomes a URL.
import { mfaHref, stepPages } from './steps';

const VERIFY_PAGES = { verify: '/mfa', verification: '/mfa/verification' } as const;

export const CODE_PAGES = { ...VERIFY_PAGES, ...stepPages('app-code', 'phone-code', 'phone') };
export type CodePage = keyof typeof CODE_PAGES;

/** The pages that follow a partner-app challenge: pairing it, or the sign-in's verification. */
export const MOBILE_PAGES = { ...VERIFY_PAGES, ...stepPages('mobile-pair') };
export type MobilePage = keyof typeof MOBILE_PAGES;
export const MOBILE_PAGE_NAMES = Object.keys(MOBILE_PAGES) as MobilePage[];

/** The code pages of a registration (a new device's code), as against the registered device's. */
export function isRegistrationPage(page: string | undefined): boolean {
  return page === 'app-code' || page === 'phone-code';
}

// Own keys only: "constructor" or "__proto__" must not reach the redirect as a function or object.
const pathIn = (pages: Readonly<Record<string, string>>, page: string | undefined): string =>
  (page !== undefined && Object.hasOwn(pages, page) ? pages[page] : undefined) ?? '/mfa';

export const codePagePath = (page: string | undefined): string => pathIn(CODE_PAGES, page);

/**
 * Where a refused code goes back to. A phone code whose challenge is gone (`codeExpired`) goes back to
 * the number's step, the screen the code's page falls back to then: straight there, since that step
 * is another page entry (issue 42), and the flash a plain post comes back with is shown once, by the
 * page it is first addressed to, not carried across a redirect.
 */
export function refusedCodePath(page: string | undefined, errors: Readonly<Record<string, string | undefined>>): string {
  return page === 'phone-code' && errors.form === 'codeExpired' ? mfaHref('sms') : codePagePath(page);
}
export const mobilePagePath = (page: string | undefined): string => pathIn(MOBILE_PAGES, page);
