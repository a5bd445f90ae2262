// SPEC §4: after the code exchange, the outcome state (and purpose) decides the next screen.
import {
  authenticatedStep,
  authorizeGate,
  isPasswordExpiryWarned,
  nextStepAfterAuthenticate,
  routeToPath,
  sessionStep,
  type NextStepInput,
} from '@/lib/flows/next-step';
import type { Purpose } from '@/lib/flows/purposes';

type Row = [state: string, purpose: Purpose | undefined, applyMfa: boolean, expected: string];

const rows: Row[] = [
  ['MFA_REGISTRATION_RECOMMENDED', undefined, true, '/mfa'],
  ['MFA_REGISTRATION_RECOMMENDED', undefined, false, '/authenticated'],
  ['MFA_REGISTRATION_RECOMMENDED', 'for-mfa-reset', false, '/authenticated'],
  ['MFA_REGISTRATION_REQUIRED', undefined, false, '/mfa'],
  ['MFA_REGISTRATION_REQUIRED', 'for-mfa-verification', true, '/mfa'],
  ['MFA_VERIFICATION_REQUIRED', undefined, false, '/mfa'],
  ['MFA_VERIFICATION_REQUIRED', 'passkey-enrollment', true, '/mfa'],
  ['AUTHENTICATED', 'for-mfa-reset', false, '/mfa/reset'],
  ['AUTHENTICATED', 'for-mfa-verification', false, '/mfa/verification'],
  ['AUTHENTICATED', 'passkey-registration', false, '/passkey-enrollment'],
  ['AUTHENTICATED', 'passkey-enrollment', true, '/passkey-enrollment'],
  ['AUTHENTICATED', 'passkey-step-up-authentication', false, '/passkey-step-up?state=ps-1'],
  ['AUTHENTICATED', 'passkey-step-up-success', false, '/passkey-step-up?state=ps-1'],
  ['AUTHENTICATED', 'for-mfa-login', false, '/authenticated'],
  ['AUTHENTICATED', 'reauth', false, '/authenticated'],
  ['AUTHENTICATED', 'account-security', false, '/account/security'],
  ['MFA_VERIFICATION_REQUIRED', 'account-security', false, '/mfa'],
  // Issue 39: the manager's page, as its re-authentication left it (without a path of its own: the page's start).
  ['AUTHENTICATED', 'team', false, '/team'],
  ['MFA_VERIFICATION_REQUIRED', 'team', false, '/mfa'],
  ['AUTHENTICATED', 'passkey-login', false, '/authenticated'],
  ['AUTHENTICATED', undefined, true, '/authenticated'],
  ['PASSWORD_EXPIRED', undefined, false, '/error/password-expired'],
  ['PASSWORD_EXPIRED', 'for-mfa-reset', true, '/error/password-expired'],
  // Issue 38: a temporary pass's sign-in sets up how the person logs in, whatever the flow asked for.
  ['SIGN_IN_SET_UP_REQUIRED', undefined, false, '/account/set-up'],
  ['SIGN_IN_SET_UP_REQUIRED', 'account-security', false, '/account/set-up'],
  ['SIGN_IN_SET_UP_REQUIRED', 'passkey-enrollment', true, '/account/set-up'],
  ['SOMETHING_NEW', undefined, false, '/error'],
  ['', undefined, false, '/error'],
];

describe('the next screen after sign-in (SPEC §4)', () => {
  test.each(rows)('%s with purpose %s and applyMfa=%s goes to %s', (state, purpose, applyMfa, expected) => {
    const input: NextStepInput = { state, purpose, applyMfa, passkeyState: 'ps-1' };
    expect(routeToPath(nextStepAfterAuthenticate(input))).toBe(expected);
  });

  test('step-up without a passkey state carries no state', () => {
    expect(routeToPath(nextStepAfterAuthenticate({ state: 'AUTHENTICATED', purpose: 'passkey-step-up-success', applyMfa: false }))).toBe('/passkey-step-up');
  });

  test("an own page's purpose is no way round the verification prompt (security review of issue 39)", () => {
    for (const purpose of ['team', 'account-security'] as const) {
      expect(sessionStep({ state: 'AUTHENTICATED', purpose, emailVerificationRequired: true, hasIdentity: true })).toEqual({ path: '/authenticated' });
      expect(sessionStep({ state: 'AUTHENTICATED', purpose, emailVerificationRequired: false, hasIdentity: true })).not.toEqual({ path: '/authenticated' });
    }
  });

  test("the manager's page's re-authentication comes back to the person it was for (issue 39)", () => {
    const teamPath = '/team/SSH-HARBOUR/3b0f6c2e?do=unlock';
    expect(routeToPath(nextStepAfterAuthenticate({ state: 'AUTHENTICATED', purpose: 'team', applyMfa: false, teamPath }))).toBe(teamPath);
    expect(routeToPath(nextStepAfterAuthenticate({ state: 'AUTHENTICATED', purpose: undefined, applyMfa: false, teamPath }))).toBe('/authenticated');
  });
});

describe('the Authenticated page (SPEC §4)', () => {
  const signedIn = {
    hasIdentity: true,
    emailVerificationRequired: false,
    passwordExpiryInDays: 60,
    passwordChangeWarningInDays: 7,
    provider: 'auth0' as const,
  };

  test.each([
    ['no identity goes to Root', { hasIdentity: false }, 'root'],
    ['e-mail verification required shows the prompt', { ...signedIn, emailVerificationRequired: true }, 'verify-email'],
    ['verification comes before the expiry warning', { ...signedIn, emailVerificationRequired: true, passwordExpiryInDays: 1 }, 'verify-email'],
    ['expiry days below the warning days warn', { ...signedIn, passwordExpiryInDays: 3 }, 'password-will-expire'],
    ['expiry days equal to the warning days warn', { ...signedIn, passwordExpiryInDays: 7 }, 'password-will-expire'],
    ['expiring today warns', { ...signedIn, passwordExpiryInDays: 0 }, 'password-will-expire'],
    ['one day above the warning days does not warn', { ...signedIn, passwordExpiryInDays: 8 }, 'authorize'],
    ['a skipped warning is not shown again', { ...signedIn, passwordExpiryInDays: 3, passwordWarningSkipped: true }, 'authorize'],
    ['provider authx exchanges for a partner token', { ...signedIn, provider: 'authx' as const }, 'partner-token'],
    ['otherwise authorise the redirect URI', signedIn, 'authorize'],
  ])('%s', (_name, input, expected) => {
    expect(authenticatedStep(input)).toBe(expected);
  });

  test('no threshold means no warning', () => {
    expect(isPasswordExpiryWarned(3, null)).toBe(false);
    expect(isPasswordExpiryWarned(null, 7)).toBe(false);
  });
});

/** A session whose sign-in is finished: each row below changes one thing. */
const done = {
  hasIdentity: true,
  state: 'AUTHENTICATED',
  emailVerificationRequired: false,
  passwordExpiryInDays: 60,
  passwordChangeWarningInDays: 7,
  provider: 'auth0' as 'auth0' | 'authx',
};

describe('the authorisation gate: only a finished sign-in goes back to the calling application', () => {
  const gate = (
    change: Partial<typeof done> & { applyMfa?: boolean; passwordWarningSkipped?: boolean; purpose?: 'for-mfa-reset' | 'for-mfa-verification' },
  ) => {
    const r = authorizeGate({ ...done, ...change });
    return r === 'ok' ? r : routeToPath(r);
  };

  test.each([
    ['a finished sign-in', {}, 'ok'],
    ['MFA recommended, not applied', { state: 'MFA_REGISTRATION_RECOMMENDED', applyMfa: false }, 'ok'],
    ['MFA recommended and applied', { state: 'MFA_REGISTRATION_RECOMMENDED', applyMfa: true }, '/mfa'],
    ['MFA required', { state: 'MFA_REGISTRATION_REQUIRED' }, '/mfa'],
    ['MFA verification required', { state: 'MFA_VERIFICATION_REQUIRED' }, '/mfa'],
    ['an expired password', { state: 'PASSWORD_EXPIRED' }, '/error/password-expired'],
    ['an unknown state', { state: 'LOCKED_BY_ADMIN' }, '/error'],
    ['an unverified e-mail', { emailVerificationRequired: true }, '/authenticated'],
    ['an unanswered expiry warning', { passwordExpiryInDays: 2 }, '/authenticated'],
    ['an expiry warning answered "later"', { passwordExpiryInDays: 2, passwordWarningSkipped: true }, 'ok'],
    ['an MFA reset not yet answered', { purpose: 'for-mfa-reset' as const }, '/mfa/reset'],
    ['an MFA verification the application asked for', { purpose: 'for-mfa-verification' as const }, '/mfa/verification'],
  ])('%s → %s', (_name, change, expected) => {
    expect(gate(change)).toBe(expected);
  });
});

describe("where a session is, by SPEC §4's two tables together (the callback, /authorize and the page guards)", () => {
  const step = (change: Partial<typeof done> & { applyMfa?: boolean; passwordWarningSkipped?: boolean; purpose?: 'for-mfa-reset'; passkeyState?: string }) => {
    const r = sessionStep({ ...done, ...change });
    return r === 'ok' ? r : routeToPath(r);
  };

  test.each([
    ['a finished sign-in goes straight back to the application', {}, 'ok'],
    ['an authx identity too (the partner token on the way)', { provider: 'authx' as const }, 'ok'],
    ['MFA recommended, not applied', { state: 'MFA_REGISTRATION_RECOMMENDED', applyMfa: false }, 'ok'],
    ['MFA required', { state: 'MFA_REGISTRATION_REQUIRED' }, '/mfa'],
    ['an expired password', { state: 'PASSWORD_EXPIRED' }, '/error/password-expired'],
    ['an unverified e-mail: the prompt', { emailVerificationRequired: true }, '/authenticated'],
    ['an expiry warning: the warning page, with the days', { passwordExpiryInDays: 2 }, '/error/password-will-expire?passwordExpiryInDays=2'],
    ['an expiry warning answered "later"', { passwordExpiryInDays: 2, passwordWarningSkipped: true }, 'ok'],
    ['a purpose with a screen of its own', { purpose: 'for-mfa-reset' as const }, '/mfa/reset'],
  ])('%s → %s', (_name, change, expected) => {
    expect(step(change)).toBe(expected);
  });
});
