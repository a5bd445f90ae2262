// One home for a sign-in's facts (code review finding 1): the fields a sign-in tells the upstream are
// declared once (SignInContext), built once (signInRequest), and every sign-in endpoint keeps them all.
// `/login?temporaryMfaSetup=true` followed by a passkey once lost the field on its way upstream.
import { signInClientOf, signInRequest } from '@/lib/sign-in/request';
import { SignInClient, SignInContext, USER_AGENT_MAX, api } from '@/lib/upstream/contract';

const fullFlow = {
  redirectUri: 'https://app.test/callback',
  iid: 'invitation-1',
  passkeyState: 'state-1',
  temporaryMfaSetup: true as const,
  purpose: 'reauth' as const,
  applyMfa: true as const,
};

const browser = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0', address: '203.0.113.9' };

test('the builder fills every field the contract declares for a sign-in', () => {
  const built = {
    ...signInRequest(fullFlow, { code: 'seaside' }, 'device-1', browser),
    userDeviceToken: signInRequest({ ...fullFlow, temporaryMfaSetup: undefined }, { code: 'seaside' }, 'device-1', browser).userDeviceToken,
  };
  for (const key of Object.keys(SignInContext.shape)) expect([key, built[key as keyof typeof built]]).not.toEqual([key, undefined]);
  expect(built).toEqual({
    tenantCode: 'seaside',
    redirectUri: 'https://app.test/callback',
    userDeviceToken: 'device-1',
    iid: 'invitation-1',
    passkeyState: 'state-1',
    temporaryMfaSetup: true,
    client: browser,
  });
});

test("the browser a sign-in comes from goes with it: its User-Agent (at most USER_AGENT_MAX) and the client's address (issue 40)", () => {
  const request = (ua: string | null) => ({ headers: { get: (name: string) => (name === 'user-agent' ? ua : null) } });
  expect(signInClientOf({ request: request('Chrome'), mode: { client: '203.0.113.9' } })).toEqual({ userAgent: 'Chrome', address: '203.0.113.9' });
  expect(signInClientOf({ request: request('x'.repeat(2000)), mode: { client: undefined } })).toEqual({ userAgent: 'x'.repeat(USER_AGENT_MAX) });
  expect(signInClientOf({ request: request(null), mode: { client: undefined } })).toEqual({});
  expect(SignInClient.safeParse(signInClientOf({ request: request('x'.repeat(2000)), mode: { client: '2001:db8::1' } })).success).toBe(true);
});

const context = signInRequest(fullFlow, { code: 'seaside' }, 'device-1', browser);
const proofs = {
  authenticate: { idToken: 'id-token' },
  verifyPasskeyLogin: {
    response: {
      id: 'abc',
      rawId: 'abc',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'abc', authenticatorData: 'abc', signature: 'abc' },
    },
    expectedChallenge: 'challenge-0123456789',
    expectedOrigin: 'http://seaside.localhost:3000',
    expectedRpId: 'seaside.localhost',
  },
  partnerSso: { token: 'a'.repeat(32) },
} as const;

test.each(Object.keys(proofs) as (keyof typeof proofs)[])('POST %s carries every sign-in field to the upstream', (name) => {
  const parsed = api[name].request.parse({ ...context, ...proofs[name] }) as Record<string, unknown>;
  for (const [key, value] of Object.entries(context)) expect([key, parsed[key]]).toEqual([key, value]);
});

test("a sign-in that must prove the second factor itself, or sets up a new one, does not send the browser's device token (issue 25)", () => {
  const { temporaryMfaSetup: _setup, ...plain } = fullFlow;
  expect(signInRequest(plain, { code: 'seaside' }, 'device-1', browser).userDeviceToken).toBe('device-1');
  expect(signInRequest({ ...plain, proveMfa: true }, { code: 'seaside' }, 'device-1', browser).userDeviceToken).toBeUndefined();
  expect(signInRequest({ ...plain, temporaryMfaSetup: true }, { code: 'seaside' }, 'device-1', browser).userDeviceToken).toBeUndefined();
});
