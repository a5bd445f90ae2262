// The pages an MFA form goes back to (a refused code, a resend): named by a hidden field, mapped
// here to paths, so no posted value becomes a URL.
export const CODE_PAGES = {
  verify: '/mfa',
  verification: '/mfa/verification',
  'app-code': '/mfa?step=app-code',
  'phone-code': '/mfa?step=phone-code',
  phone: '/mfa?step=phone',
} as const;
export type CodePage = keyof typeof CODE_PAGES;

/** The code pages of a registration (a new device's code), as against the registered device's. */
export function isRegistrationPage(page: string | undefined): boolean {
  return page === 'app-code' || page === 'phone-code';
}

export function codePagePath(page: string | undefined): string {
  // Own keys only: "constructor" or "__proto__" must not reach the redirect as a function or object.
  return page !== undefined && Object.hasOwn(CODE_PAGES, page) ? CODE_PAGES[page as CodePage] : '/mfa';
}
