// Keycard's own MFA limits where codes are checked and sent (review L1): after its budget from one
// address, that address gets SPEC §8's rate-limit message with the time left (429) without the
// upstream being asked, while the same user at another address goes on as before.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { refusedCodePath } from '@/lib/mfa/pages';
import { flash } from '@/lib/session/flash';
import en from '@/messages/en.json';
import { POST } from '@/app/api/mfa/verify/route';
import { budgetTable } from '@/lib/limits/budgets';
import { NOBODY, rememberHere } from '@/lib/sign-in/known-browser';
import { sendPhoneCode } from '@/lib/mfa/codes';
import { COOKIE } from '@/lib/sign-in/cookies';
import { sessionCookie } from '@/lib/session/session';
import { TEST_ORIGIN, signedRequest, testSession, testTenant } from '../support/handler-fixtures';
import { UpstreamError } from '@/lib/upstream/errors';
import { sendCode, verifyCode } from '@/lib/upstream/mfa';
import { toTenant } from '@/lib/upstream/tenants';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());
jest.mock('@/lib/upstream/mfa', () => ({ verifyCode: jest.fn(), sendCode: jest.fn() }));
// These are the per-address budgets; the SMS-pumping guard's backoff (send-guard.test.ts) would stop
// one user's sends first.
jest.mock('@/lib/mfa/send-guard', () => ({ reserveSend: jest.fn().mockResolvedValue({ settle: jest.fn() }) }));
const upstreamVerify = jest.mocked(verifyCode);
const upstreamSend = jest.mocked(sendCode);

const ORIGIN = TEST_ORIGIN;

/** A sign-in that must verify its authenticator app (SPEC §4: MFA_VERIFICATION_REQUIRED). */
const session = testSession({
  identity: {
    uuid: '5f1c2d9e-1b7a-4c1e-9a43-0c0ffee0c0de',
    email: 'tom@seaside.test',
    type: 'enterprise',
    state: 'MFA_VERIFICATION_REQUIRED',
    locale: 'en',
    defaultRedirectUri: 'http://app.test/callback',
    mfaMethod: { deliveryType: 'totp', phoneHint: null },
  },
});

/** The code form posted from a client at `address`, as the proxy hands it on (signed context). */
async function postCode(address: string, extraCookie = '', who = session) {
  const { value } = await sessionCookie(who);
  const res = await POST(
    signedRequest('/api/mfa/verify', {
      body: 'code=123456&page=verification',
      type: 'application/x-www-form-urlencoded',
      headers: {
        origin: ORIGIN,
        'sec-fetch-site': 'same-origin',
        accept: 'application/json',
        'x-forwarded-for': address,
        cookie: `${COOKIE.session}=${value}${extraCookie}`,
      },
    }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { ok: boolean; errors?: Record<string, string>; detail?: { retryIn?: number; providerCode?: string } },
  };
}

/** A wrong code, told with its words (issue 42). */
const refusedCode = { status: 422, body: { ok: false, errors: { code: 'invalidCode' }, detail: { words: { invalidCode: en.mfa.errors.invalidCode } } } };
test('refused codes from one address run out its budget; the same user at another address is unaffected', async () => {
  upstreamVerify.mockRejectedValue(new UpstreamError('http', 'InvalidCode', 400));
  const limit = budgetTable().mfaCodes.pair;
  for (let i = 0; i < limit; i++) expect(await postCode('192.0.2.5')).toEqual(refusedCode);
  expect(upstreamVerify).toHaveBeenCalledTimes(limit);
  // The address the user's address was passed on as, for the upstream's own per-(user, address) count.
  expect(upstreamVerify).toHaveBeenLastCalledWith('upstream-token', '123456', undefined, '192.0.2.5');

  const refused = await postCode('192.0.2.5');
  expect(refused.status).toBe(429);
  expect(refused.body).toEqual({
    ok: false,
    errors: { form: 'rateLimited' },
    detail: { retryIn: expect.any(Number), words: { rateLimited: en.mfa.errors.rateLimited } },
  });
  expect(refused.body.detail!.retryIn).toBeGreaterThan(budgetTable().mfaCodes.window - 5);
  expect(upstreamVerify).toHaveBeenCalledTimes(limit);

  expect(await postCode('192.0.2.6')).toEqual(refusedCode);
  expect(upstreamVerify).toHaveBeenCalledTimes(limit + 1);
});

test('sends from one address run out its budget: the resend buttons get the rate-limit message and the countdown; another address still sends', async () => {
  upstreamSend.mockResolvedValue({ challengeId: 'c1', deliveryType: 'sms', phoneHint: '42', remainingSeconds: 0, expiresInSeconds: 600 });
  const sms = { ...session, identity: { ...session.identity, uuid: 'a-user-with-a-phone', mfaMethod: { deliveryType: 'sms' as const, phoneHint: '42' } } };
  const from = (client: string) => ({
    tenant: toTenant(testTenant),
    origin: ORIGIN,
    locale: 'en' as const,
    mode: { shared: false, frontDesk: undefined, client },
    device: undefined,
    knownAccounts: async () => NOBODY,
  });
  const limit = budgetTable().mfaSends.pair;
  for (let i = 0; i < limit; i++) expect(await sendPhoneCode(sms, 'sms', null, from('192.0.2.7'))).toMatchObject({ ok: true });
  expect(upstreamSend).toHaveBeenCalledTimes(limit);
  expect(upstreamSend).toHaveBeenLastCalledWith('upstream-token', { deliveryType: 'sms' }, { origin: ORIGIN, locale: 'en', clientIp: '192.0.2.7' });

  const refused = await sendPhoneCode(sms, 'sms', null, from('192.0.2.7'));
  expect(refused).toMatchObject({ ok: false, status: 429, errors: { resend: 'rateLimited' } });
  // The countdown goes to the page in the ceremony cookie, as it does for the upstream's own 429.
  expect(refused.cookies).toHaveLength(1);
  expect(upstreamSend).toHaveBeenCalledTimes(limit);

  expect(await sendPhoneCode(sms, 'sms', null, from('192.0.2.8'))).toMatchObject({ ok: true });
  expect(upstreamSend).toHaveBeenCalledTimes(limit + 1);
});

test("security review L1: codes guessed from elsewhere do not hold back the owner's own browser (one that signed in as them before)", async () => {
  upstreamVerify.mockReset().mockRejectedValue(new UpstreamError('http', 'InvalidCode', 400));
  const victim = testSession({ identity: { ...session.identity, uuid: 'l1-victim', email: 'l1-victim@seaside.test' } });
  // 30 wrong codes from three addresses spend the user's budget from anywhere.
  for (const from of ['192.0.2.41', '192.0.2.42', '192.0.2.43']) for (let i = 0; i < 10; i++) await postCode(from, '', victim);
  expect((await postCode('192.0.2.44', '', victim)).status).toBe(429);
  // The owner's own browser, at a fourth address, still reaches the upstream with its code.
  const known = await rememberHere(NOBODY, { tenantCode: 'seaside', email: 'l1-victim@seaside.test' });
  upstreamVerify.mockClear();
  await postCode('192.0.2.45', `; ${known.name}=${known.value}`, victim);
  expect(upstreamVerify).toHaveBeenCalledTimes(1);
});

// Issue 42's review: the number's step is another page entry, and a flash is shown once, by the page it
// first reaches; a plain post of a phone code whose challenge is gone goes straight to that step.
test('a phone code without its challenge, posted without JavaScript, goes back to the number step itself, with its message', async () => {
  const { value } = await sessionCookie(session);
  const res = await POST(
    signedRequest('/api/mfa/verify', {
      body: 'code=123456&page=phone-code',
      type: 'application/x-www-form-urlencoded',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', accept: 'text/html', 'x-forwarded-for': '192.0.2.9', cookie: `${COOKIE.session}=${value}` },
    }),
  );
  expect(res.status).toBe(303);
  expect(new URL(res.headers.get('location')!, ORIGIN).pathname + new URL(res.headers.get('location')!, ORIGIN).search).toBe('/mfa?step=sms');
  expect(res.headers.getSetCookie().some((c) => c.startsWith(`${flash.name}=`))).toBe(true);
  expect(refusedCodePath('phone-code', { code: 'invalidCode' })).toBe('/mfa?step=phone-code');
  expect(refusedCodePath('app-code', { form: 'codeExpired' })).toBe('/mfa?step=app-code');
});
