// Issue 36: the cookie table is the one source of every cookie's life and fate, and the route wrapper
// holds every answer to it: a shared computer's browser never keeps a device token or anything of a
// person past their errand, whatever a handler wrote; a device token goes only to its own user's
// application; new recovery codes show only to the sign-in that made them.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { GET as authorize } from '@/app/authorize/route';
import { route } from '@/lib/http/route';
import { pendingRecoveryCodes, recoveryCodesCookie } from '@/lib/mfa/recovery-screen';
import { sessionCookie, type SessionData } from '@/lib/session/session';
import { NextResponse } from 'next/server';
import { clearedCookie, COOKIE, COOKIES, cookiesGoneAt, MAX_AGE, plainCookie, rowOf, type CookieKind, type CookieRow } from '@/lib/sign-in/cookies';
import { deviceTokenCookie, readDeviceToken } from '@/lib/sign-in/device';
import { pendingEmail } from '@/lib/sign-in/notes';
import { authorizeRedirect, createUserDeviceToken } from '@/lib/upstream/auth';
import { signedRequest, testSession, testTenant } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/auth', () => ({
  ...jest.requireActual('@/lib/upstream/auth'),
  authorizeRedirect: jest.fn(),
  createUserDeviceToken: jest.fn(),
}));

const APP = 'http://app.test/callback';
const tenant = { ...testTenant, tenant: { ...testTenant.tenant, redirectUris: [APP], frontDeskNetworks: ['203.0.113.0/24'] } };
const setCookies = (res: Response) => new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
const maxAgeOf = (line: string | undefined) => (line ? /Max-Age=(\d+)/i.exec(line)?.[1] : undefined);
const valueOf = (line: string | undefined) => line?.slice(line.indexOf('=') + 1, line.indexOf(';'));

beforeEach(() => {
  jest
    .mocked(authorizeRedirect)
    .mockReset()
    .mockImplementation(async (_token, uri) => `${uri}?token=app-token`);
  jest.mocked(createUserDeviceToken).mockReset().mockResolvedValue('minted-token');
});

describe('the cookie table', () => {
  test('every cookie is one row: a __Host- name, a lifetime, and a fate at each moment', () => {
    for (const [kind, row] of Object.entries(COOKIES as Record<string, CookieRow>)) {
      expect(row.name.startsWith('__Host-')).toBe(true);
      expect(MAX_AGE[kind as CookieKind]).toBeGreaterThan(0);
      expect(rowOf(row.family ? `${row.name}x` : row.name)?.[0]).toBe(kind);
    }
  });

  test.each(['device', 'lastEmail', 'ssoHint', 'partner', 'knownAccounts', 'passkeyOffer'] as const)(
    '%s is a lasting trace of a person: never on a shared computer',
    (kind) => {
      expect(COOKIES[kind].shared).toBe('never');
    },
  );

  test('a hand-over on a shared computer ends every trace of the person but what the logout needs', () => {
    const sent = Object.values(COOKIES as Record<string, CookieRow>).map((r) => ({ name: r.family ? `${r.name}abc` : r.name }));
    const gone = new Set(cookiesGoneAt('handOver', sent, { shared: true }).map((c) => c.name));
    for (const kind of ['device', 'recoveryCodes', 'recoveryOffer', 'pendingEmail', 'ceremony', 'partner', 'lastEmail', 'flash'] as const)
      expect(gone.has(COOKIE[kind])).toBe(true);
    for (const kind of ['session', 'idToken', 'locale', 'scheme', 'shared'] as const) expect(gone.has(COOKIE[kind])).toBe(false);
  });

  test("logout on a shared computer forgets everything but the browser's settings; on someone's own, the sign-in's state", () => {
    const sent = Object.values(COOKIES as Record<string, CookieRow>).map((r) => ({ name: r.family ? `${r.name}abc` : r.name }));
    const shared = new Set(cookiesGoneAt('logout', sent, { shared: true }).map((c) => c.name));
    expect([...shared].sort()).toEqual(
      sent
        .map((c) => c.name)
        .filter((n) => ![COOKIE.locale, COOKIE.scheme, COOKIE.shared].includes(n as never))
        .sort(),
    );
    const own = new Set(cookiesGoneAt('logout', sent, { shared: false }).map((c) => c.name));
    for (const kind of ['session', 'recoveryCodes', 'ssoHint', 'idToken'] as const) expect(own.has(COOKIE[kind])).toBe(true);
    for (const kind of ['device', 'lastEmail', 'locale', 'knownAccounts'] as const) expect(own.has(COOKIE[kind])).toBe(false);
  });
});

describe('the route wrapper holds every answer to the table', () => {
  // A handler that writes what a careless one might: a device token, a remembered e-mail, the e-mail in progress.
  const careless = route({
    handle: async () => ({
      next: '/somewhere',
      cookies: [await deviceTokenCookie('t', 'u-1'), plainCookie('lastEmail', 'ada@seaside.test'), await pendingEmail.write({ email: 'ada@seaside.test' })],
    }),
  });
  const ask = (cookie: string, headers: Record<string, string> = {}) =>
    careless(signedRequest('/api/x', { method: 'GET', tenant, headers: { cookie, ...headers } }));

  test.each([
    ['the box ticked', `${COOKIE.shared}=on`, {}],
    ['a front-desk network', `${COOKIE.shared}=off`, { 'x-forwarded-for': '203.0.113.9' }],
  ])(
    'on a shared computer (%s) a device token or remembered e-mail is deleted, not written; the rest lives for the browser session',
    async (_, cookie, headers) => {
      const set = setCookies(await ask(`${cookie}; ${COOKIE.knownAccounts}=earlier`, headers));
      expect(maxAgeOf(set.get(COOKIE.device))).toBe('0');
      expect(maxAgeOf(set.get(COOKIE.lastEmail))).toBe('0');
      // One a personal browser wrote before the box was ticked goes too.
      expect(maxAgeOf(set.get(COOKIE.knownAccounts))).toBe('0');
      expect(set.get(COOKIE.pendingEmail)).not.toMatch(/Max-Age|Expires/i);
    },
  );

  test('each cookie is one Set-Cookie line, byte for byte as NextResponse writes it, the last of a name winning', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z'), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const cookies = [plainCookie('lastEmail', 'first@seaside.test'), plainCookie('lastEmail', 'a b;c@seaside.test'), clearedCookie('flash')];
      const ours = await route({ handle: async () => ({ next: '/somewhere', cookies }) })(
        signedRequest('/api/x', { method: 'GET', tenant, headers: { cookie: `${COOKIE.shared}=off` } }),
      );
      const nexts = NextResponse.redirect('http://seaside.test/somewhere', 302);
      for (const c of cookies) nexts.cookies.set(c.name, c.value, c.options);
      expect(ours.headers.getSetCookie()).toEqual(nexts.headers.getSetCookie());
      expect(ours.headers.getSetCookie()).toHaveLength(2);
      expect(ours.headers.get('cache-control')).toBe('no-store');
    } finally {
      jest.useRealTimers();
    }
  });

  test("on someone's own computer every cookie is written as the handler wrote it", async () => {
    const set = setCookies(await ask(`${COOKIE.shared}=off`));
    expect(Number(maxAgeOf(set.get(COOKIE.device)))).toBe(MAX_AGE.device);
    expect(Number(maxAgeOf(set.get(COOKIE.lastEmail)))).toBe(MAX_AGE.lastEmail);
  });
});

describe("security review M2: a device token goes only to its own user's application", () => {
  const back = async (device: string | undefined, session: SessionData = testSession()) =>
    authorize(
      signedRequest(`/authorize?redirectUri=${encodeURIComponent(APP)}`, {
        method: 'GET',
        tenant,
        headers: {
          cookie: [`${COOKIE.session}=${(await sessionCookie(session)).value}`, `${COOKIE.shared}=off`, ...(device ? [`${COOKIE.device}=${device}`] : [])].join(
            '; ',
          ),
        },
      }),
    );

  test("this user's own token goes on, and nothing new is minted", async () => {
    const res = await back((await deviceTokenCookie('own-token', 'u-1')).value);
    expect(res.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=own-token`);
    expect(createUserDeviceToken).not.toHaveBeenCalled();
  });

  test.each([
    ["the person's before at this browser", async () => (await deviceTokenCookie('someone-elses', 'u-2')).value],
    ['a token written before tokens were sealed with their user', async () => 'plain-token-of-unknown-owner'],
  ])('%s: the application gets one minted for this sign-in, which the browser keeps for this user', async (_, device) => {
    const res = await back(await device());
    expect(res.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=minted-token`);
    expect(await readDeviceToken(valueOf(setCookies(res).get(COOKIE.device)))).toEqual({ token: 'minted-token', user: 'u-1' });
  });
});

describe('security review M1: new recovery codes show only to the sign-in that made them', () => {
  const codes = Array.from({ length: 10 }, (_, i) => `${i}bcdefghjk`);
  test.each([
    ['the same sign-in', true, testSession()],
    ['the same user signed in again at this browser', false, testSession({ sid: 'sign-in-2' })],
    ['another user', false, testSession({ identity: { uuid: 'u-2' } })],
    ['a session sealed before sign-ins had ids', false, testSession({ sid: undefined })],
  ])('%s: shown %s', async (_, shown, session) => {
    const made = await recoveryCodesCookie.write({ userUuid: 'u-1', sid: 'sign-in-1', codes });
    expect((await pendingRecoveryCodes(made.value, session)) !== null).toBe(shown);
  });
});
