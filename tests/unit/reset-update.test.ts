// Security review L6: a reset link's `email` is bound to nothing, so a link carrying someone else's
// address must not name that account. The update page names (for password managers) and the handler
// keeps (for the e-mail stage after the reset) the e-mail the upstream holds the token for; a token
// the upstream does not know as a live reset token goes back to the request for a new link.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { POST as UPDATE } from '@/app/api/reset-password/update/route';
import { linkTokenCookie } from '@/lib/links/link-cookie';
import { pendingEmail } from '@/lib/sign-in/notes';
import { api } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { upstream } from '@/lib/upstream/index';
import { TEST_ORIGIN, signedRequest } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/index', () => {
  const client = { call: jest.fn() };
  return { upstream: () => client };
});
const call = jest.mocked(upstream().call);

const OWNER = 'ada@seaside.test';
/** The address an attacker wrote into a link carrying their own reset token. */
const WRITTEN = 'mallory@elsewhere.test';
const PASSWORD = 'Correct-Horse-Battery-9';
const EXPIRED = `${TEST_ORIGIN}/reset-password?tokenExpired=true`;

/** The upstream: its answer to validate-token (or its refusal), and to the reset itself. */
function upstreamAnswers(validated: { email: string; purpose: 'RESET' | 'ACTIVATE' } | UpstreamError, applied: UpstreamError | null = null) {
  call.mockImplementation((async (endpoint: unknown) => {
    if (endpoint === api.validateToken) {
      if (validated instanceof UpstreamError) throw validated;
      return validated;
    }
    if (endpoint === api.applyReset) {
      if (applied) throw applied;
      return undefined;
    }
    throw new Error('unexpected upstream call');
  }) as never);
}

async function submit() {
  const link = await linkTokenCookie('reset', { token: 'T0K3N', email: WRITTEN });
  const res = await UPDATE(
    signedRequest('/api/reset-password/update', {
      body: new URLSearchParams({ password: PASSWORD, confirmPassword: PASSWORD }).toString(),
      type: 'application/x-www-form-urlencoded',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie: `${link.name}=${link.value}` },
    }),
  );
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${pendingEmail.name}=`));
  const remembered = set ? (await pendingEmail.read(set.split(';')[0]!.slice(pendingEmail.name.length + 1)))?.email : undefined;
  return { location: res.headers.get('location'), remembered };
}

const applied = () => call.mock.calls.filter(([endpoint]) => endpoint === api.applyReset);

beforeEach(() => call.mockReset());

test("after the reset, the e-mail stage holds the token's account, not the address the link was written with", async () => {
  upstreamAnswers({ email: OWNER, purpose: 'RESET' });
  expect(await submit()).toEqual({ location: `${TEST_ORIGIN}/login?resetPassword=true`, remembered: OWNER });
  expect(applied()).toHaveLength(1);
});

test.each([
  ['expired', new UpstreamError('http', 'TokenExpired', 410)],
  ['unknown', new UpstreamError('http', 'TokenInvalid', 409)],
  ["an activation link's", { email: OWNER, purpose: 'ACTIVATE' as const }],
])('a token that is %s is not spent: back to the request, remembering no address', async (_, validated) => {
  upstreamAnswers(validated);
  expect(await submit()).toEqual({ location: EXPIRED, remembered: undefined });
  expect(applied()).toHaveLength(0);
});

test("a token that expires between the check and the reset goes back to the request with the token's account", async () => {
  upstreamAnswers({ email: OWNER, purpose: 'RESET' }, new UpstreamError('http', 'TokenExpired', 410));
  expect(await submit()).toEqual({ location: EXPIRED, remembered: OWNER });
});
