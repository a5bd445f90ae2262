// SPEC §2's login query, kept through the flow; DESIGN §3.1's silent-sign-in rule.
import { flowQuery, parseFlowParams } from '@/lib/flows/flow-state';
import { parseLoginQuery } from '@/lib/flows/login-params';
import { allowsUnattendedSignIn, mayFinishAttempt, shouldTrySilentSignIn } from '@/lib/sign-in/silent';

describe('login query parameters', () => {
  test('every flow parameter survives a round trip through the query', () => {
    const q = new URLSearchParams({
      redirectUri: 'http://localhost:4002/callback',
      iid: 'inv-42',
      email: 'ada@seaside.test',
      temporaryMfaSetup: 'true',
      purpose: 'for-mfa-reset',
      partnerCode: 'channelhub',
      newSession: 'true',
    });
    const parsed = parseFlowParams(q);
    // The e-mail is read from a calling application's link but never written into one of ours.
    const { email: _email, ...carried } = parsed;
    expect(parseFlowParams(new URLSearchParams(flowQuery(parsed)))).toEqual(carried);
    expect(flowQuery(parsed)).not.toContain('email');
    expect(parsed).toEqual({
      redirectUri: 'http://localhost:4002/callback',
      iid: 'inv-42',
      email: 'ada@seaside.test',
      temporaryMfaSetup: true,
      purpose: 'for-mfa-reset',
      partnerCode: 'channelhub',
      newSession: true,
    });
  });

  test('bad values are dropped, never an error', () => {
    expect(parseFlowParams({ purpose: 'steal', email: 'nope', iid: '<script>', partnerCode: 'a b', newSession: 'yes' })).toEqual({});
  });

  test('banners are read but not carried, and errors never come in the query (the flash carries them)', () => {
    const q = parseLoginQuery({ loggedOut: 'true', resetPassword: 'true', activateSuccess: 'true', error: 'invalidCredentials' });
    expect(q).toMatchObject({ loggedOut: true, resetPassword: true, activateSuccess: true });
    expect(q).not.toHaveProperty('error');
    expect(flowQuery(q)).toBe('');
  });

  test("a login hint follows the forms' e-mail rule, internationalised domains included", () => {
    expect(parseFlowParams({ email: 'ada@bücher.de' }).email).toBe('ada@bücher.de');
    expect(parseFlowParams({ email: 'not an e-mail' }).email).toBeUndefined();
  });

  test('a repeated parameter takes its first value', () => {
    expect(parseFlowParams({ iid: ['one', 'two'] }).iid).toBe('one');
  });
});

describe('silent sign-in', () => {
  const base = { query: parseLoginQuery({}), signedInBefore: true, skipSilent: false, stage: 'email' as const, sharedComputer: false };

  test('is tried when this browser signed in before', () => {
    expect(shouldTrySilentSignIn(base)).toBe(true);
  });

  test.each([
    ['never signed in here', { signedInBefore: false }],
    ['a shared computer (issue 26): the next person gets the form', { sharedComputer: true }],
    ['authorisation just failed, or the form has an error to show', { skipSilent: true }],
    ['the password stage', { stage: 'password' as const }],
    ['newSession', { query: parseLoginQuery({ newSession: 'true' }) }],
    ['after logout', { query: parseLoginQuery({ loggedOut: 'true' }) }],
    ['an invitation (iid)', { query: parseLoginQuery({ iid: 'inv-1' }) }],
    ['an e-mail in the query', { query: parseLoginQuery({ email: 'ada@seaside.test' }) }],
    ['re-authentication', { query: parseLoginQuery({ purpose: 'reauth' }) }],
    ['a passkey purpose', { query: parseLoginQuery({ purpose: 'passkey-step-up-authentication' }) }],
    ['the MFA reset (a re-authentication)', { query: parseLoginQuery({ purpose: 'for-mfa-reset' }) }],
  ])('is not tried: %s', (_why, change) => {
    expect(shouldTrySilentSignIn({ ...base, ...change })).toBe(false);
  });
});

describe('a sign-in without a credential (silent, or a stored partner identity)', () => {
  test.each([
    ['reauth', false],
    ['for-mfa-reset', false],
    ['passkey-step-up-success', false],
    ['passkey-step-up-authentication', false],
    ['passkey-enrollment', false],
    ['for-mfa-verification', true],
    ['for-mfa-login', true],
    [undefined, true],
  ] as const)('purpose %s: the routes that start one allow it: %s', (purpose, allowed) => {
    expect(allowsUnattendedSignIn(parseFlowParams(purpose ? { purpose } : {}))).toBe(allowed);
  });

  test('an invitation, a login hint or a new session is never served without a credential', () => {
    for (const q of [{ iid: 'inv-1' }, { email: 'ada@seaside.test' }, { newSession: 'true' }]) expect(allowsUnattendedSignIn(parseFlowParams(q))).toBe(false);
  });

  test.each([
    ['an unattended attempt for a step-up', { unattended: true, flow: { purpose: 'passkey-step-up-success' } }, false],
    ['an unattended attempt for reauth', { unattended: true, flow: { purpose: 'reauth' } }, false],
    ['an unattended attempt for the MFA reset', { unattended: true, flow: { purpose: 'for-mfa-reset' } }, false],
    ['an unattended attempt without a purpose', { unattended: true, flow: {} }, true],
    ['a password attempt for a step-up', { flow: { purpose: 'passkey-step-up-success' } }, true],
  ] as const)('the callback finishes %s: %s', (_why, tx, may) => {
    expect(mayFinishAttempt(tx)).toBe(may);
  });
});
