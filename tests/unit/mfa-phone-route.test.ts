// POST /api/mfa/phone and its resends with the upstream stubbed, on a tenant that keeps its texts and
// calls to a list (issue 26, SMS pumping): a number of another country is refused at its field; past
// the tenant's budget for one destination prefix, or the backoff of one number (its registration and
// resends alike), SPEC §8's rate-limit message with the time left (429); none of them reaches the upstream.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { POST as PHONE } from '@/app/api/mfa/phone/route';
import { POST as RESEND } from '@/app/api/mfa/resend/route';
import { SEND_BACKOFF } from '@/lib/mfa/send-guard';
import { ceremony } from '@/lib/session/ceremony';
import { flash } from '@/lib/session/flash';
import { COOKIE } from '@/lib/sign-in/cookies';
import { sessionCookie } from '@/lib/session/session';
import type { LoginDomainResponse } from '@/lib/upstream/contract';
import { registerPhone, sendCode } from '@/lib/upstream/mfa';
import type { FormDetail } from '@/lib/validation/form-schema';
import en from '@/messages/en.json';
import { TEST_ORIGIN, signedRequest, testSession, testTenant } from '../support/handler-fixtures';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());
jest.mock('@/lib/upstream/mfa', () => ({ registerPhone: jest.fn(), sendCode: jest.fn() }));
const upstreamRegister = jest.mocked(registerPhone);
const upstreamSend = jest.mocked(sendCode);
const challenge = { challengeId: 'c1', deliveryType: 'sms' as const, phoneHint: '00', remainingSeconds: 0, expiresInSeconds: 600 };
upstreamRegister.mockResolvedValue(challenge);
upstreamSend.mockResolvedValue(challenge);

/** Seaside's policy in the sandbox's seed, under a tenant code of each test's own (the store lives for the file). */
let n = 0;
function seaside(): LoginDomainResponse {
  const phoneSends = { countries: ['AU', 'NZ', 'GB'], sendsPerHour: 200, sendsPerPrefixPerHour: 5 };
  return { ...testTenant, tenant: { ...testTenant.tenant, code: `seaside-${++n}`, phoneSends } };
}

type Answer = { status: number; body: { ok: boolean; next?: string; errors?: Record<string, string>; detail?: FormDetail }; cookies: string[] };

/** A post by a user setting up MFA (a user and an address of its own unless given, so no per-user limit applies): fetch's, unless `plain`. */
async function send(
  handler: typeof PHONE,
  path: string,
  tenant: LoginDomainResponse,
  fields: Record<string, string>,
  as: { user?: string; ceremony?: string; plain?: true } = {},
): Promise<Response> {
  const user = as.user ?? `u-${++n}`;
  const session = testSession({ tenantCode: tenant.tenant.code, identity: { uuid: user, state: 'MFA_REGISTRATION_REQUIRED' } });
  const cookie = [`${COOKIE.session}=${(await sessionCookie(session)).value}`, ...(as.ceremony ? [`${COOKIE.ceremony}=${as.ceremony}`] : [])].join('; ');
  const accept = as.plain ? 'text/html' : 'application/json';
  return handler(
    signedRequest(path, {
      tenant,
      body: new URLSearchParams(fields).toString(),
      type: 'application/x-www-form-urlencoded',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', accept, 'x-forwarded-for': `192.0.2.${++n % 250}`, cookie },
    }),
  );
}

/** A form post as fetch sends it: the JSON answer. */
async function post(...args: Parameters<typeof send>): Promise<Answer> {
  const res = await send(...args);
  return { status: res.status, body: (await res.json()) as Answer['body'], cookies: res.headers.getSetCookie() };
}

const register = (tenant: LoginDomainResponse, phoneNumber: string, countryCode = 'GB') =>
  post(PHONE, '/api/mfa/phone', tenant, { deliveryType: 'sms', countryCode, phoneNumber });

// With its words (issue 42: the form in the browser does not carry the server's refusals).
const rateLimited = {
  status: 429,
  body: { ok: false, errors: { form: 'rateLimited' }, detail: { retryIn: expect.any(Number), words: { rateLimited: en.mfa.errors.rateLimited } } },
};

beforeEach(() => jest.clearAllMocks());

test("a number in a country outside the tenant's list is refused at its field, naming the number's country, whichever was picked", async () => {
  const tenant = seaside();
  // Design review L8: the number's country, in the page's language, for the message and the picker.
  const inUs = { phoneNumber: 'countryNotAllowed' };
  const us = { value: 'US', label: 'United States (+1)', name: 'United States' };
  expect(await register(tenant, '+1 201 555 0123')).toMatchObject({ status: 422, body: { ok: false, errors: inUs, detail: { country: us } } });
  expect(await register(tenant, '201 555 0123', 'US')).toMatchObject({ status: 422, body: { errors: inUs, detail: { country: us } } });
  expect(upstreamRegister).not.toHaveBeenCalled();
  expect(await register(tenant, '07400 123456')).toMatchObject({ status: 200, body: { ok: true } });
});

test('without JavaScript the refusal goes back to the step with the number and its country in the sealed flash, not in the URL', async () => {
  const fields = { deliveryType: 'sms', countryCode: 'AU', phoneNumber: '+1 201 555 0123' };
  const res = await send(PHONE, '/api/mfa/phone', seaside(), fields, { plain: true });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`${TEST_ORIGIN}/mfa?step=sms`);
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE.flash}=`))!;
  expect(await flash.read(set.slice(set.indexOf('=') + 1, set.indexOf(';')))).toMatchObject({
    to: '/mfa',
    errors: { phoneNumber: 'countryNotAllowed' },
    detail: { country: { value: 'US', label: 'United States (+1)', name: 'United States' } },
    values: fields,
  });
});

test("past the tenant's 5 registrations an hour to one prefix, the next is refused with the time left, before the upstream", async () => {
  const tenant = seaside();
  for (let i = 0; i < 5; i++) expect(await register(tenant, `+44 7400 123 10${i}`)).toMatchObject({ status: 200, body: { ok: true } });
  const refused = await register(tenant, '+44 7400 123 105');
  expect(refused).toEqual({ ...rateLimited, cookies: [] });
  expect(refused.body.detail!.retryIn).toBeGreaterThan(3600 - 5);
  expect(upstreamRegister).toHaveBeenCalledTimes(5);
  // Another block of numbers still goes.
  expect(await register(tenant, '+44 7400 124 105')).toMatchObject({ status: 200 });
});

test("a registration's resends count against its number's backoff (kept sealed in the ceremony), whoever registers it next", async () => {
  const tenant = seaside();
  const first = await register(tenant, '+44 7400 123 200');
  expect(first).toMatchObject({ status: 200, body: { ok: true } });
  const cookie = first.cookies.find((c) => c.startsWith(`${COOKIE.ceremony}=`))!;
  const value = cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'));
  expect(await ceremony.read(value)).toMatchObject({ purpose: 'register', phoneNumber: '+447400123200' });
  expect(value).not.toContain('447400123200');

  // The ceremony is bound to its user: the resends are theirs.
  const { userUuid } = (await ceremony.read(value))!;
  const resend = () => post(RESEND, '/api/mfa/resend', tenant, { deliveryType: 'sms', page: 'phone-code' }, { user: userUuid, ceremony: value });
  for (let i = 1; i < SEND_BACKOFF.freeSends; i++) expect(await resend()).toMatchObject({ status: 200, body: { ok: true } });
  expect(upstreamSend).toHaveBeenCalledTimes(SEND_BACKOFF.freeSends - 1);
  expect(await resend()).toMatchObject({ status: 429, body: { ok: false, errors: { resend: 'rateLimited' } } });
  expect(upstreamSend).toHaveBeenCalledTimes(SEND_BACKOFF.freeSends - 1);
  // The same number registered by someone else waits out the same minute.
  expect(await register(tenant, '07400 123200')).toMatchObject({ status: 429, body: { errors: { form: 'rateLimited' }, detail: { retryIn: 60 } } });
  expect(upstreamRegister).toHaveBeenCalledTimes(1);
});
