// Links to the MFA page's steps come from one function over the one list of steps: a misspelt step
// does not compile (the `@ts-expect-error` line is the type test), and the form's page names map to
// the same URLs.
import { CODE_PAGES, MOBILE_PAGES, codePagePath, mobilePagePath } from '@/lib/mfa/pages';
import { MFA_STEPS, mfaHref } from '@/lib/mfa/steps';

export function typeChecksOnly() {
  // @ts-expect-error -- no such step
  return mfaHref('app-cdoe');
}

test.each([
  ['options', {}, '/mfa?step=options'],
  ['phone-code', {}, '/mfa?step=phone-code'],
  ['app-register', {}, '/mfa?step=app-register'],
  ['options', { cancelled: 'mobile' }, '/mfa?step=options&cancelled=mobile'],
] as const)('mfaHref(%s, %o) is %s', (step, extra, href) => {
  expect(mfaHref(step, extra)).toBe(href);
});

test('every step links to a URL the page reads back as that step', () => {
  for (const step of MFA_STEPS) expect(new URL(mfaHref(step), 'https://k.test').searchParams.get('step')).toBe(step);
});

test('the pages a form may name go to the MFA steps of the same name, else to /mfa', () => {
  expect(CODE_PAGES).toEqual({
    verify: '/mfa',
    verification: '/mfa/verification',
    'app-code': '/mfa?step=app-code',
    'phone-code': '/mfa?step=phone-code',
    phone: '/mfa?step=phone',
  });
  expect(MOBILE_PAGES).toEqual({ verify: '/mfa', verification: '/mfa/verification', 'mobile-pair': '/mfa?step=mobile-pair' });
  expect(mobilePagePath('mobile-pair')).toBe('/mfa?step=mobile-pair');
  expect(mobilePagePath('__proto__')).toBe('/mfa');
  expect(codePagePath('constructor')).toBe('/mfa');
  expect(codePagePath(undefined)).toBe('/mfa');
});
