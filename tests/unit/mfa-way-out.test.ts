// The ways out of an MFA verification that are rules, not looks (design review finding 1): a second
// sign-in within the resend wait is told so, not "too many requests"; "Back to login" keeps the
// calling application. The screens themselves are tested end to end (mfa.spec.ts, partner-app.spec.ts).
import { loginAgainHref } from '@/lib/flows/flow-state';
import { arrivalErrors } from '@/lib/mfa/codes';

describe('a send refused as the verification opens', () => {
  test.each([
    ['within the resend wait: a code went out recently', { resend: 'rateLimited' }, { resend: 'sentRecently' }],
    ['a blocked number stays what it is', { resend: 'phoneBlocked' }, { resend: 'phoneBlocked' }],
    ['an unknown failure stays generic', { resend: 'generic' }, { resend: 'generic' }],
  ] as const)('%s', (_, refused, shown) => {
    expect(arrivalErrors(refused)).toEqual(shown);
  });
});

describe('"Back to login" during a sign-in', () => {
  test('returns to the login of the same calling application, with what it asked for', () => {
    const href = loginAgainHref({ redirectUri: 'https://app.example/callback?x=1', purpose: 'for-mfa-verification', applyMfa: undefined });
    const url = new URL(href, 'https://keycard.example');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('redirectUri')).toBe('https://app.example/callback?x=1');
    expect(url.searchParams.get('purpose')).toBe('for-mfa-verification');
  });

  test('with no calling application it is the plain login page', () => {
    expect(loginAgainHref({ applyMfa: true })).toBe('/login');
  });
});
