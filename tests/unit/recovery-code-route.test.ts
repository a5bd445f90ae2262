// POST /api/mfa/recovery (issue 25) with the upstream stubbed: a code typed as from paper reaches the
// upstream in its canonical form; a malformed one never does; a refused one is said at the field (as a
// recovery code's refusal, not an app code's) and counts against Keycard's budget for codes; a good
// one verifies the sign-in's MFA, gets the browser a device token and says how many are left.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { POST } from '@/app/api/mfa/recovery/route';
import { POST as NEW } from '@/app/api/mfa/recovery-codes/new/route';
import { budgetTable } from '@/lib/limits/budgets';
import { COOKIE } from '@/lib/sign-in/cookies';
import { readDeviceToken } from '@/lib/sign-in/device';
import { flash } from '@/lib/session/flash';
import { sessionCookie } from '@/lib/session/session';
import { createUserDeviceToken } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { generateRecoveryCodes, verifyRecoveryCode } from '@/lib/upstream/mfa';
import { TEST_ORIGIN, signedRequest, testSession } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/mfa', () => ({ verifyRecoveryCode: jest.fn(), generateRecoveryCodes: jest.fn(), makePrimary: jest.fn() }));
jest.mock('@/lib/upstream/auth', () => ({ ...jest.requireActual('@/lib/upstream/auth'), createUserDeviceToken: jest.fn() }));
const upstreamVerify = jest.mocked(verifyRecoveryCode);
const upstreamGenerate = jest.mocked(generateRecoveryCodes);
jest.mocked(createUserDeviceToken).mockResolvedValue('device-9');

const session = testSession({
  identity: { uuid: 'rc-user', state: 'MFA_VERIFICATION_REQUIRED', mfaMethod: { deliveryType: 'totp', phoneHint: null } },
});

async function post(code: string, address = '192.0.2.30') {
  const res = await POST(
    signedRequest('/api/mfa/recovery', {
      body: new URLSearchParams({ code }).toString(),
      type: 'application/x-www-form-urlencoded',
      headers: {
        origin: TEST_ORIGIN,
        'sec-fetch-site': 'same-origin',
        accept: 'application/json',
        'x-forwarded-for': address,
        cookie: `${COOKIE.session}=${(await sessionCookie(session)).value}`,
      },
    }),
  );
  return {
    status: res.status,
    body: (await res.json()) as { ok: boolean; next?: string; errors?: Record<string, string> },
    cookies: res.headers.getSetCookie(),
  };
}

beforeEach(() => upstreamVerify.mockReset());

test('a code typed from paper reaches the upstream in its canonical form; a good one goes on to how many are left, with a device token', async () => {
  upstreamVerify.mockResolvedValue({ state: 'AUTHENTICATED', remaining: 9 });
  const res = await post(' 7K2QM x9D4P ');
  expect(upstreamVerify).toHaveBeenCalledWith('upstream-token', '7k2qmx9d4p', '192.0.2.30');
  expect(res).toMatchObject({ status: 200, body: { ok: true, next: '/mfa/recovery/left' } });
  const device = res.cookies.find((c) => c.startsWith(`${COOKIE.device}=`));
  // Sealed with the user it was minted for (issue 36).
  expect(await readDeviceToken(device?.slice(device.indexOf('=') + 1, device.indexOf(';')))).toEqual({ token: 'device-9', user: 'rc-user' });
  expect(res.cookies.some((c) => c.startsWith(`${COOKIE.flash}=`))).toBe(true);
});

test('a malformed code is said at the field and never reaches the upstream', async () => {
  expect(await post('12345')).toMatchObject({ status: 422, body: { ok: false, errors: { code: 'recoveryCodeFormat' } } });
  expect(await post('')).toMatchObject({ status: 422, body: { ok: false, errors: { code: 'fieldRequired' } } });
  expect(upstreamVerify).not.toHaveBeenCalled();
});

test("a refused code is a recovery code's refusal at the field; the upstream's lock is the rate-limit message", async () => {
  upstreamVerify.mockRejectedValueOnce(new UpstreamError('http', 'InvalidCode', 400));
  expect(await post('zzzzz-zzzzz', '192.0.2.31')).toMatchObject({ status: 422, body: { errors: { code: 'invalidRecoveryCode' } } });
  upstreamVerify.mockRejectedValueOnce(new UpstreamError('http', 'TooManyAttempts', 429, { details: { remainingSeconds: 120 } }));
  expect(await post('zzzzz-zzzzz', '192.0.2.31')).toMatchObject({ status: 429, body: { errors: { form: 'rateLimited' } } });
});

test('without JavaScript a refused code goes back to the form in the sealed flash, to be shown in the field, never in the URL', async () => {
  upstreamVerify.mockRejectedValueOnce(new UpstreamError('http', 'InvalidCode', 400));
  const res = await POST(
    signedRequest('/api/mfa/recovery', {
      body: new URLSearchParams({ code: 'zzzzz-zzzzz' }).toString(),
      type: 'application/x-www-form-urlencoded',
      headers: {
        origin: TEST_ORIGIN,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': '192.0.2.34',
        cookie: `${COOKIE.session}=${(await sessionCookie(session)).value}`,
      },
    }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`${TEST_ORIGIN}/mfa/recovery`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE.flash}=`))!;
  // Design review L6: the page puts it back in the field; refused, it is no secret, but it stays out of the URL.
  expect(await flash.read(set.slice(set.indexOf('=') + 1, set.indexOf(';')))).toMatchObject({
    to: '/mfa/recovery',
    errors: { code: 'invalidRecoveryCode' },
    values: { code: 'zzzzz-zzzzz' },
  });
});

test("refused recovery codes spend Keycard's one budget for refused codes: past it, the upstream is not asked", async () => {
  upstreamVerify.mockRejectedValue(new UpstreamError('http', 'InvalidCode', 400));
  const limit = budgetTable().mfaCodes.pair;
  for (let i = 0; i < limit; i++) expect((await post('zzzzz-zzzzz', '192.0.2.32')).status).toBe(422);
  expect(upstreamVerify).toHaveBeenCalledTimes(limit);
  expect(await post('zzzzz-zzzzz', '192.0.2.32')).toMatchObject({ status: 429, body: { errors: { form: 'rateLimited' } } });
  expect(upstreamVerify).toHaveBeenCalledTimes(limit);
});

test('few left: this sign-in, and only it, may take "Get new codes"', async () => {
  upstreamVerify.mockResolvedValueOnce({ state: 'AUTHENTICATED', remaining: 3 });
  const few = await post('7k2qm-x9d4p', '192.0.2.33');
  const offer = few.cookies.find((c) => c.startsWith(`${COOKIE.recoveryOffer}=`));
  expect(offer).toBeDefined();
  upstreamVerify.mockResolvedValueOnce({ state: 'AUTHENTICATED', remaining: 4 });
  expect((await post('7k2qm-x9d4p', '192.0.2.33')).cookies.some((c) => c.startsWith(`${COOKIE.recoveryOffer}=`))).toBe(false);

  upstreamGenerate.mockResolvedValue([
    '0123456789',
    'abcdefghjk',
    'mnpqrstvwx',
    'yz01234567',
    '89abcdefgh',
    'jkmnpqrstv',
    'wxyz012345',
    '6789abcdef',
    'ghjkmnpqrs',
    'tvwxyz0123',
  ]);
  const renew = (cookie: string) =>
    NEW(
      signedRequest('/api/mfa/recovery-codes/new', {
        body: '',
        type: 'application/x-www-form-urlencoded',
        headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
      }),
    );
  const signedIn = `${COOKIE.session}=${(await sessionCookie({ ...session, identity: { ...session.identity, state: 'AUTHENTICATED' } })).value}`;
  // A browser that skipped MFA by its device token has no offer: nothing is made.
  const without = await renew(signedIn);
  expect(new URL(without.headers.get('location')!).pathname).toBe('/authorize');
  expect(upstreamGenerate).not.toHaveBeenCalled();
  const withOffer = await renew(`${signedIn}; ${offer!.slice(0, offer!.indexOf(';'))}`);
  expect(new URL(withOffer.headers.get('location')!).pathname).toBe('/mfa/recovery-codes');
  expect(upstreamGenerate).toHaveBeenCalledTimes(1);
});

test('not at a setup the state asks for: the code is not spent there', async () => {
  const setup = testSession({ identity: { uuid: 'rc-setup', state: 'MFA_REGISTRATION_REQUIRED', mfaMethod: { deliveryType: 'totp', phoneHint: null } } });
  const res = await POST(
    signedRequest('/api/mfa/recovery', {
      body: 'code=7k2qmx9d4p',
      type: 'application/x-www-form-urlencoded',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie: `${COOKIE.session}=${(await sessionCookie(setup)).value}` },
    }),
  );
  expect(res.status).toBe(303);
  expect(upstreamVerify).not.toHaveBeenCalled();
});
