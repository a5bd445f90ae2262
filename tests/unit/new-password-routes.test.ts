// Issue 41: every flow that sets a new password (activation, registration, reset, which an expired
// password goes through, and a temporary pass's set-up) refuses one from the breach corpus and one the
// estimate finds easy to guess, at the password field, before the upstream spends anything; a long
// passphrase goes through. The breach check sends the upstream only the first five hex characters of
// the password's SHA-1, and an upstream that cannot answer it lets the password through.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { createHash } from 'node:crypto';
import { POST as ACTIVATE } from '@/app/api/activate/route';
import { POST as REGISTER } from '@/app/api/register/route';
import { POST as RESET } from '@/app/api/reset-password/update/route';
import { POST as SET_UP } from '@/app/api/account/set-up/route';
import { clearLinkToken, linkTokenCookie } from '@/lib/links/link-cookie';
import { logger } from '@/lib/logger';
import { COOKIE } from '@/lib/sign-in/cookies';
import { sessionCookie } from '@/lib/session/session';
import { api } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { upstream } from '@/lib/upstream/index';
import { breachCorpus } from '@/sandbox/passwords/breached';
import { TEST_ORIGIN, signedRequest, testSession } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/index', () => {
  const client = { call: jest.fn() };
  return { upstream: () => client };
});
const call = jest.mocked(upstream().call);

/** Real entries of the sandbox's breach corpus that meet SPEC's rule and that the estimate alone finds strong. */
const BREACHED = 'Gankutsuou1989';
const WEAK = 'Password2024!';
const PASSPHRASE = 'lantern Orbit velvet quarry 7';
const OWNER = { email: 'ada.quist@seaside.test', firstName: 'Ada', lastName: 'Quist' };
const corpus = breachCorpus([BREACHED, 'Password1234']);

type Flow = { name: string; spends: unknown; send: (password: string) => Promise<Response> };

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
async function post(handler: (r: never) => Promise<Response>, path: string, fields: Record<string, string>, cookie: string) {
  return handler(
    signedRequest(path, {
      body: form(fields),
      type: 'application/x-www-form-urlencoded',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', accept: 'application/json', cookie },
    }) as never,
  );
}
const linkCookie = async (kind: 'activate' | 'register' | 'reset') => {
  const link = await linkTokenCookie(kind, { token: `${kind}-token` });
  return `${link.name}=${link.value}`;
};
const draft = (password: string) => ({ password, confirmPassword: password, secretQuestion: 'first-pet-name', secretAnswer: 'Rex' });

const FLOWS: Flow[] = [
  { name: 'activation', spends: api.activate, send: async (p) => post(ACTIVATE, '/api/activate', draft(p), await linkCookie('activate')) },
  { name: 'registration', spends: api.register, send: async (p) => post(REGISTER, '/api/register', draft(p), await linkCookie('register')) },
  {
    name: 'reset (an expired password too)',
    spends: api.applyReset,
    send: async (p) => post(RESET, '/api/reset-password/update', { password: p, confirmPassword: p }, await linkCookie('reset')),
  },
  {
    name: "a temporary pass's set-up",
    spends: api.completeSetUp,
    send: async (p) => {
      const session = testSession({ identity: { ...OWNER, state: 'SIGN_IN_SET_UP_REQUIRED' } });
      return post(SET_UP, '/api/account/set-up', { password: p, confirmPassword: p }, `${COOKIE.session}=${(await sessionCookie(session)).value}`);
    },
  },
];

/** The upstream: the token's owner, the breach corpus's ranges (or a failure), and a spending call that succeeds. */
function upstreamAnswers(range: 'corpus' | UpstreamError = 'corpus') {
  call.mockImplementation((async (endpoint: unknown, options: { body?: { prefix?: string; token?: string } }) => {
    if (endpoint === api.validateToken) return { ...OWNER, purpose: options.body?.token === 'reset-token' ? 'RESET' : 'ACTIVATE' };
    if (endpoint === api.validateRegistrationToken) return { email: OWNER.email, tenantCode: 'seaside' };
    if (endpoint === api.breachedPasswordRange) {
      if (range !== 'corpus') throw range;
      return { suffixes: (await corpus).range(options.body!.prefix!) };
    }
    if (endpoint === api.activate || endpoint === api.register) return { email: OWNER.email };
    if (endpoint === api.completeSetUp) return { data: { state: 'AUTHENTICATED' } };
    return undefined;
  }) as never);
}
const spent = (endpoint: unknown) => call.mock.calls.filter(([e]) => e === endpoint).length;

beforeEach(() => {
  call.mockReset();
  upstreamAnswers();
});

describe.each(FLOWS)('$name', ({ spends, send }) => {
  test("a password from the breach corpus is refused at its field with the breach's own message; nothing is spent", async () => {
    const res = await send(BREACHED);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, errors: { password: 'passwordBreached' } });
    expect(spent(spends)).toBe(0);
  });

  test("a password easy to guess is refused with the estimate's reasons; nothing is spent", async () => {
    const res = await send(WEAK);
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual({ password: 'passwordWeak' });
    expect(body.detail.strength).toEqual({ score: 2, warning: 'similarToCommon', suggestions: expect.arrayContaining(['anotherWord']) });
    expect(spent(spends)).toBe(0);
  });

  test('their own e-mail address is refused as easy to guess', async () => {
    const res = await send('Ada.Quist@seaside.test1');
    expect((await res.json()).errors).toEqual({ password: 'passwordWeak' });
    expect(spent(spends)).toBe(0);
  });

  test('a long passphrase goes through', async () => {
    const res = await send(PASSPHRASE);
    expect(res.status).toBe(200);
    expect(spent(spends)).toBe(1);
  });
});

test('the upstream hears only the first five hex characters of the hash, in the body', async () => {
  await FLOWS[2]!.send(PASSPHRASE);
  const asked = call.mock.calls.filter(([e]) => e === api.breachedPasswordRange);
  expect(asked).toHaveLength(1);
  const hash = createHash('sha1').update(PASSPHRASE).digest('hex').toUpperCase();
  expect(asked[0]![1]).toMatchObject({ body: { prefix: hash.slice(0, 5) } });
  expect(JSON.stringify(call.mock.calls)).not.toContain(hash.slice(5));
  expect(JSON.stringify(call.mock.calls.filter(([e]) => e === api.breachedPasswordRange))).not.toContain(PASSPHRASE);
});

test('an invitation to another organisation is no invitation here: nothing is checked or registered, and its link is dropped', async () => {
  upstreamAnswers();
  const upstreamCall = call.getMockImplementation()!;
  call.mockImplementation((async (endpoint: unknown, options: never) =>
    endpoint === api.validateRegistrationToken ? { email: OWNER.email, tenantCode: 'harbour' } : upstreamCall(endpoint as never, options)) as never);
  const res = await FLOWS[1]!.send(PASSPHRASE);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true, next: '/register' });
  const dropped = clearLinkToken('register').name;
  expect(res.headers.getSetCookie().filter((c) => c.startsWith(`${dropped}=;`))).toEqual([expect.stringMatching(/Max-Age=0/)]);
  expect(spent(api.breachedPasswordRange)).toBe(0);
  expect(spent(api.register)).toBe(0);
});

test('refused new passwords are counted: past 20 for an account at an address the form is refused before anything is checked; accepted ones never count', async () => {
  const ownerNamed = (email: string) => {
    upstreamAnswers();
    const upstreamCall = call.getMockImplementation()!;
    call.mockImplementation((async (endpoint: unknown, options: never) =>
      endpoint === api.validateToken ? { email, purpose: 'RESET' } : upstreamCall(endpoint as never, options)) as never);
  };
  ownerNamed('counted@seaside.test');
  const reset = FLOWS[2]!;
  for (let i = 0; i < 25; i++) expect((await reset.send(PASSPHRASE)).status).toBe(200);
  for (let i = 0; i < 20; i++) expect((await reset.send(WEAK)).status).toBe(422);
  const [applied, looked] = [spent(api.applyReset), spent(api.breachedPasswordRange)];
  const refused = await reset.send(PASSPHRASE);
  expect(refused.status).toBe(429);
  expect(await refused.json()).toEqual({ ok: false, errors: { form: 'tooManyNewPasswords' }, detail: { retryIn: expect.any(Number) } });
  // Refused before the estimate or the breach lookup, and nothing spent.
  expect([spent(api.applyReset), spent(api.breachedPasswordRange)]).toEqual([applied, looked]);
  // Another account at the same address goes on.
  ownerNamed('someone.else@seaside.test');
  expect((await reset.send(PASSPHRASE)).status).toBe(200);
});

test('the range is asked under a trace token of its own, so an upstream that keeps its requests cannot tie the prefix to the account', async () => {
  await FLOWS[2]!.send(PASSPHRASE);
  await FLOWS[2]!.send(PASSPHRASE);
  const tokens = call.mock.calls.filter(([e]) => e === api.breachedPasswordRange).map(([, o]) => (o as { traceToken?: string }).traceToken);
  const others = call.mock.calls.filter(([e]) => e !== api.breachedPasswordRange).map(([, o]) => (o as { traceToken?: string }).traceToken);
  expect(tokens).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/), expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  expect(tokens[0]).not.toBe(tokens[1]);
  for (const other of others) expect(tokens).not.toContain(other);
});

describe('an upstream that cannot answer the breach check', () => {
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  const error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  beforeEach(() => {
    warn.mockClear();
    error.mockClear();
  });

  test.each([
    ['a timeout', new UpstreamError('timeout', 'Timeout')],
    ['no connection', new UpstreamError('network', 'Network')],
    ['a 500', new UpstreamError('http', 'Internal', 500)],
  ])('for the moment (%s) lets a strong password through with a warning, and still refuses a weak one', async (_, failure) => {
    upstreamAnswers(failure);
    expect((await FLOWS[2]!.send(BREACHED)).status).toBe(200);
    expect((await (await FLOWS[2]!.send(WEAK)).json()).errors).toEqual({ password: 'passwordWeak' });
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ kind: failure.kind }), expect.stringContaining('no answer'));
    expect(error).not.toHaveBeenCalled();
  });

  test.each([
    ['a 404', new UpstreamError('http', 'NotFound', 404)],
    ['an answer that breaks the contract', new UpstreamError('malformed', 'Malformed')],
  ])('for good (%s) is an error in the log, not a warning, and the person is not kept from their password', async (_, failure) => {
    upstreamAnswers(failure);
    expect((await FLOWS[2]!.send(BREACHED)).status).toBe(200);
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ kind: failure.kind }), expect.stringContaining('is failing'));
    expect(warn).not.toHaveBeenCalled();
  });
});

test('without JavaScript a refusal goes back to the page, the reasons with it', async () => {
  const res = await RESET(
    signedRequest('/api/reset-password/update', {
      body: form({ password: WEAK, confirmPassword: WEAK }),
      type: 'application/x-www-form-urlencoded',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie: await linkCookie('reset') },
    }),
  );
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe(`${TEST_ORIGIN}/reset-password/update`);
  expect(res.headers.getSetCookie().some((c) => c.startsWith(`${COOKIE.flash}=`))).toBe(true);
});
