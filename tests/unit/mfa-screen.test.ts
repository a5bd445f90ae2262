// SPEC §2/§4's MFA screens as a table: state × device × days left × requested step × code in
// progress → the screen. A step the state does not allow falls back to where the state starts.
// (The recovery codes, step 3 of every path, are a page of their own: mfa-screen-title.test.ts.)
import { codePagePath } from '@/lib/mfa/pages';
import { mfaScreen, type MfaScreenInput } from '@/lib/mfa/screen';

const RECOMMENDED = { state: 'MFA_REGISTRATION_RECOMMENDED', daysLeft: 10, primary: null, pending: null } as const;
const REQUIRED = { state: 'MFA_REGISTRATION_REQUIRED', daysLeft: 0, primary: null, pending: null } as const;
const appPending = { purpose: 'register', deliveryType: 'totp', hasChallenge: true } as const;
const smsPending = { purpose: 'register', deliveryType: 'sms', hasChallenge: true } as const;
const voicePending = { purpose: 'register', deliveryType: 'voice', hasChallenge: true } as const;
const mobilePending = { purpose: 'register', deliveryType: 'mobile-app', hasChallenge: true } as const;

const rows: [string, MfaScreenInput, ReturnType<typeof mfaScreen>][] = [
  // Recommended: the reminder first, with its way out ("later") while days remain.
  ['recommended starts at the reminder with the days left', RECOMMENDED, { screen: 'reminder', daysLeft: 10 }],
  ['the benefits page from the reminder', { ...RECOMMENDED, step: 'benefits' }, { screen: 'benefits', canSkip: true }],
  ['the alternate options from the reminder', { ...RECOMMENDED, step: 'options' }, { screen: 'options', canSkip: true, required: false }],
  ['"later" asks to confirm', { ...RECOMMENDED, step: 'later' }, { screen: 'later', daysLeft: 10 }],
  ['recommended with no days left is required: no reminder', { ...RECOMMENDED, daysLeft: 0 }, { screen: 'options', canSkip: false, required: false }],
  [
    'recommended with no days left cannot reach "later"',
    { ...RECOMMENDED, daysLeft: 0, step: 'later' },
    { screen: 'options', canSkip: false, required: false },
  ],
  ['recommended without a day count cannot skip', { ...RECOMMENDED, daysLeft: null }, { screen: 'options', canSkip: false, required: false }],
  // Required: the method choice, never "later".
  ['required starts at the method choice', REQUIRED, { screen: 'options', canSkip: false, required: true }],
  ['required cannot reach "later"', { ...REQUIRED, step: 'later' }, { screen: 'options', canSkip: false, required: true }],
  ['the benefits page while required offers no skip', { ...REQUIRED, step: 'benefits' }, { screen: 'benefits', canSkip: false }],
  ['an unknown step is the start', { ...REQUIRED, step: 'admin' }, { screen: 'options', canSkip: false, required: true }],
  // The app path, 4 steps: download; the account added and its first code entered, on one screen;
  // the recovery codes (their own page); success.
  ['app step 1: download', { ...REQUIRED, step: 'app' }, { screen: 'app-download', step: 1 }],
  ['app step 2 needs a registration begun', { ...REQUIRED, step: 'app-register' }, { screen: 'app-download', step: 1 }],
  ['app step 2: the QR code, the key and the code field', { ...REQUIRED, step: 'app-register', pending: appPending }, { screen: 'app-register', step: 2 }],
  [
    'a refused code comes back to the same screen (the code form names its page app-code)',
    { ...REQUIRED, step: 'app-code', pending: appPending },
    { screen: 'app-register', step: 2 },
  ],
  ['the code form’s page needs a registration begun', { ...REQUIRED, step: 'app-code', pending: smsPending }, { screen: 'app-download', step: 1 }],
  ['app step 4: success, once', { ...RECOMMENDED, state: 'AUTHENTICATED', registered: 'app' }, { screen: 'success', method: 'app' }],
  // The phone path, 4 steps: number, code, the recovery codes, success.
  ['phone step 1 by text message', { ...REQUIRED, step: 'phone' }, { screen: 'phone', step: 1, deliveryType: 'sms' }],
  ['phone step 1 with voice chosen', { ...RECOMMENDED, step: 'voice' }, { screen: 'phone', step: 1, deliveryType: 'voice' }],
  ['phone step 2 needs a code sent', { ...REQUIRED, step: 'phone-code' }, { screen: 'phone', step: 1, deliveryType: 'sms' }],
  [
    'phone step 2 needs a phone code, not an app registration',
    { ...REQUIRED, step: 'phone-code', pending: appPending },
    { screen: 'phone', step: 1, deliveryType: 'sms' },
  ],
  ['phone step 2 by text', { ...REQUIRED, step: 'phone-code', pending: smsPending }, { screen: 'phone-code', step: 2, deliveryType: 'sms' }],
  [
    'phone step 2 after a resend by voice',
    { ...REQUIRED, step: 'phone-code', pending: voicePending },
    { screen: 'phone-code', step: 2, deliveryType: 'voice' },
  ],
  [
    'a verification code does not open a registration step',
    { ...REQUIRED, step: 'phone-code', pending: { ...smsPending, purpose: 'verify' } },
    { screen: 'phone', step: 1, deliveryType: 'sms' },
  ],
  ['phone step 4: success', { ...REQUIRED, state: 'AUTHENTICATED', registered: 'voice' }, { screen: 'success', method: 'voice' }],
  // The partner app, 4 steps: the registration screen (skip while days remain), register via app, the recovery codes, success.
  ['partner app step 1 with skip and the days left', { ...RECOMMENDED, step: 'mobile' }, { screen: 'mobile-intro', step: 1, canSkip: true, daysLeft: 10 }],
  ['partner app step 1 while required: no skip', { ...REQUIRED, step: 'mobile' }, { screen: 'mobile-intro', step: 1, canSkip: false, daysLeft: 0 }],
  ['partner app step 2 needs a pairing begun', { ...REQUIRED, step: 'mobile-pair' }, { screen: 'mobile-intro', step: 1, canSkip: false, daysLeft: 0 }],
  [
    'partner app step 2 needs a pairing, not a phone code',
    { ...REQUIRED, step: 'mobile-pair', pending: smsPending },
    { screen: 'mobile-intro', step: 1, canSkip: false, daysLeft: 0 },
  ],
  ['partner app step 2: waiting for the app', { ...REQUIRED, step: 'mobile-pair', pending: mobilePending }, { screen: 'mobile-pair', step: 2, leaving: false }],
  [
    'partner app step 2 with the back confirmation',
    { ...REQUIRED, step: 'mobile-leave', pending: mobilePending },
    { screen: 'mobile-pair', step: 2, leaving: true },
  ],
  [
    'no back confirmation without a pairing to leave',
    { ...RECOMMENDED, step: 'mobile-leave' },
    { screen: 'mobile-intro', step: 1, canSkip: true, daysLeft: 10 },
  ],
  [
    'a sign-in request to the app does not open the pairing step',
    { ...REQUIRED, step: 'mobile-pair', pending: { ...mobilePending, purpose: 'verify' } },
    { screen: 'mobile-intro', step: 1, canSkip: false, daysLeft: 0 },
  ],
  ['partner app step 4: success, once', { ...REQUIRED, state: 'AUTHENTICATED', registered: 'mobile-app' }, { screen: 'success', method: 'mobile-app' }],
  [
    'verification by the partner app ignores a pairing step',
    { ...REQUIRED, state: 'MFA_VERIFICATION_REQUIRED', primary: 'mobile-app', step: 'mobile-pair', pending: mobilePending },
    { screen: 'verify', deliveryType: 'mobile-app' },
  ],
  // Verification: the primary device's code, whatever step is asked for.
  ['verification by app', { ...REQUIRED, state: 'MFA_VERIFICATION_REQUIRED', primary: 'totp' }, { screen: 'verify', deliveryType: 'totp' }],
  [
    'verification by text ignores a setup step',
    { ...REQUIRED, state: 'MFA_VERIFICATION_REQUIRED', primary: 'sms', step: 'app' },
    { screen: 'verify', deliveryType: 'sms' },
  ],
  [
    'verification by voice cannot reach "later"',
    { ...RECOMMENDED, state: 'MFA_VERIFICATION_REQUIRED', primary: 'voice', step: 'later' },
    { screen: 'verify', deliveryType: 'voice' },
  ],
  ['verification with no device is not an MFA screen', { ...REQUIRED, state: 'MFA_VERIFICATION_REQUIRED' }, { screen: 'none' }],
  // A new device while one is registered (temporaryMfaSetup): confirm the replacement first (SPEC: one primary).
  ['setting up a new device starts at the update confirmation', { ...REQUIRED, primary: 'totp' }, { screen: 'update-confirm', current: 'totp' }],
  ['then the method choice', { ...REQUIRED, primary: 'sms', step: 'options' }, { screen: 'options', canSkip: false, required: true }],
  // Elsewhere in the sign-in.
  ['a finished sign-in has no MFA screen', { ...REQUIRED, state: 'AUTHENTICATED' }, { screen: 'none' }],
  ['an expired password has no MFA screen', { ...REQUIRED, state: 'PASSWORD_EXPIRED', step: 'app' }, { screen: 'none' }],
];

test.each(rows)('%s', (_name, input, expected) => {
  expect(mfaScreen(input)).toEqual(expected);
});

describe('the page a refused MFA form goes back to', () => {
  test.each([
    ['verify', '/mfa'],
    ['verification', '/mfa/verification'],
    ['app-code', '/mfa?step=app-code'],
    ['phone-code', '/mfa?step=phone-code'],
    ['phone', '/mfa?step=phone'],
    ['https://attacker.example', '/mfa'],
    // Names every object has: never a function or object where a path belongs.
    ['constructor', '/mfa'],
    ['toString', '/mfa'],
    ['__proto__', '/mfa'],
    [undefined, '/mfa'],
  ])('%s → %s', (page, path) => {
    expect(codePagePath(page)).toBe(path);
  });
});
