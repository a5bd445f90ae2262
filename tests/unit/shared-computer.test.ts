// Shared computers (issue 26): what a front desk's browser keeps and forgets. The e-mail stage's
// choice and a tenant's front-desk networks decide; on a shared computer no cookie outlives the
// browser session, no e-mail is remembered, no one is signed in silently or by the sign-in before,
// and logging out forgets everything but the language.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { POST as emailStage } from '@/app/api/login/email/route';
import { POST as notYou } from '@/app/api/login/not-you/route';
import { GET as goOn } from '@/app/api/after-logout/route';
import { GET as authorize } from '@/app/authorize/route';
import { continueTo, isSafeContinuation } from '@/lib/sign-in/end-idp-session';
import { isShared } from '@/lib/sign-in/mode';
import { COOKIE } from '@/lib/sign-in/cookies';
import { flash } from '@/lib/session/flash';
import { isSpent, openSession, SHARED_SESSION_MS, sessionCookie, type SessionData } from '@/lib/session/session';
import { limitedAddress } from '@/lib/limits/address';
import { frontDeskNetwork } from '@/lib/sign-in/front-desk';
const inFrontDeskNetwork = (t: { frontDeskNetworks: string[] }, a: string | undefined) => frontDeskNetwork(t, a) !== undefined;
import { Cidr } from '@/lib/upstream/contract';
import { authorizeRedirect, createUserDeviceToken, logout } from '@/lib/upstream/auth';
import { TEST_ORIGIN, signedRequest, testSession, testTenant } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/auth', () => ({
  ...jest.requireActual('@/lib/upstream/auth'),
  authorizeRedirect: jest.fn(),
  createUserDeviceToken: jest.fn(),
  logout: jest.fn(),
}));
const upstreamAuthorize = jest.mocked(authorizeRedirect);
const upstreamLogout = jest.mocked(logout);

const APP = 'http://app.test/callback';
const FRONT_DESK = '203.0.113.7';
const hotel = { ...testTenant, tenant: { ...testTenant.tenant, redirectUris: [APP], frontDeskNetworks: ['203.0.113.0/24', '2001:db8:fd::/48'] } };
const SAME_SITE = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The Set-Cookie lines of a response, by cookie name. */
function setCookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}
const maxAgeOf = (line: string | undefined) => (line ? /Max-Age=(\d+)/i.exec(line)?.[1] : undefined);
/** A cookie for the browser session only: set, with neither Max-Age nor Expires. */
const forBrowserSession = (line: string | undefined) => !!line && !/Max-Age=|Expires=/i.test(line);

async function sessionSet(res: Response): Promise<SessionData | null> {
  const line = setCookies(res).get(COOKIE.session);
  return line ? openSession(line.slice(line.indexOf('=') + 1, line.indexOf(';')), 'seaside', { spent: 'include' }) : null;
}

beforeEach(() => {
  upstreamAuthorize.mockReset().mockImplementation(async (_token, uri) => `${uri}?token=app-token`);
  jest.mocked(createUserDeviceToken).mockReset().mockResolvedValue('device-1');
  upstreamLogout.mockReset().mockResolvedValue();
});

describe('which browsers are shared computers', () => {
  test.each([
    ['203.0.113.7', true],
    ['203.0.114.7', false],
    ['::ffff:203.0.113.200', true],
    ['2001:db8:fd:1::9', true],
    ['2001:db8:fe::9', false],
    [undefined, false],
    ['not-an-address', false],
  ])('%s is in the front-desk networks: %s', (address, inside) => {
    expect(inFrontDeskNetwork({ frontDeskNetworks: hotel.tenant.frontDeskNetworks }, address)).toBe(inside);
  });

  test('a tenant without networks has no front desk', () => {
    expect(inFrontDeskNetwork({ frontDeskNetworks: [] }, FRONT_DESK)).toBe(false);
  });

  test('the contract takes address ranges only', () => {
    for (const ok of ['203.0.113.0/24', '2001:db8::/32', '192.0.2.1/32']) expect(Cidr.safeParse(ok).success).toBe(true);
    for (const ok of ['172.16.0.0/16', '2001:db8::/32']) expect(Cidr.safeParse(ok).success).toBe(true);
    // Too wide for a building's network: strangers would share a front desk's budget.
    for (const bad of ['203.0.113.0', '203.0.113.0/33', '2001:db8::/129', 'hotel/24', '10.0.0.0/8/1', '', '0.0.0.0/0', '10.0.0.0/8', '2001::/16'])
      expect(Cidr.safeParse(bad).success).toBe(false);
  });

  test.each([
    // choice, front desk → shared (the e-mail stage's box ticked, no silent sign-in, every way in)
    [undefined, false, false],
    [undefined, true, true],
    ['on', false, true],
    ['off', false, false],
    // A front desk is shared whatever anyone chose there: its box cannot be unticked.
    ['off', true, true],
    ['on', true, true],
  ] as const)('chose %s, on a front desk %s: shared %s', (choice, frontDesk, shared) => {
    expect(isShared(choice, frontDesk)).toBe(shared);
  });

  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['2001:db8:aa:1::9', '2001:db8:aa:1::/64'],
    ['2001:0db8:00aa:0001:1:2:3:4', '2001:db8:aa:1::/64'],
    ['::1', '0:0:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    [undefined, 'unknown'],
  ])('limits count %s as %s', (address, counted) => {
    expect(limitedAddress(address)).toBe(counted);
  });
});

describe('the e-mail stage', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    emailStage(
      signedRequest('/api/login/email', {
        body: form(fields),
        type: 'application/x-www-form-urlencoded',
        headers: { ...SAME_SITE, ...headers },
        tenant: hotel,
      }),
    );

  test('"shared" ticked: no e-mail remembered (even when asked), the hint forgotten, the choice kept, every other cookie for the browser session only', async () => {
    const res = await post({ email: 'ada@seaside.test', remember: 'on', shared: 'on' }, { cookie: `${COOKIE.ssoHint}=hint` });
    expect(res.status).toBe(303);
    const set = setCookies(res);
    expect(set.get(COOKIE.shared)).toMatch(/^__Host-shared=on;/);
    expect(maxAgeOf(set.get(COOKIE.shared))).toBe(String(365 * 24 * 60 * 60));
    expect(maxAgeOf(set.get(COOKIE.lastEmail))).toBe('0');
    expect(maxAgeOf(set.get(COOKIE.ssoHint))).toBe('0');
    expect(set.get(COOKIE.pendingEmail)).toBeDefined();
    expect(forBrowserSession(set.get(COOKIE.pendingEmail))).toBe(true);
  });

  test('security review H1, M1: a new sign-in at a shared computer finds nothing of the person before: their session, device token, unsaved recovery codes, partner identity, challenge', async () => {
    const before = testSession({ sharedComputer: true });
    const left = [
      `${COOKIE.session}=${(await sessionCookie(before)).value}`,
      `${COOKIE.device}=the-last-persons-token`,
      `${COOKIE.recoveryCodes}=their-codes`,
      `${COOKIE.recoveryOffer}=their-offer`,
      `${COOKIE.partner}=their-identity`,
      `${COOKIE.ceremony}=their-challenge`,
      `${COOKIE.knownAccounts}=their-accounts`,
      `${COOKIE.locale}=de`,
    ];
    const res = await post({ email: 'bea@seaside.test', shared: 'on' }, { cookie: left.join('; ') });
    const set = setCookies(res);
    for (const gone of [COOKIE.session, COOKIE.device, COOKIE.recoveryCodes, COOKIE.recoveryOffer, COOKIE.partner, COOKIE.ceremony, COOKIE.knownAccounts])
      expect([gone, maxAgeOf(set.get(gone))]).toEqual([gone, '0']);
    // The computer's settings stay; the person before is signed out upstream too.
    expect(set.has(COOKIE.locale)).toBe(false);
    expect(upstreamLogout).toHaveBeenCalledWith({ token: before.token, tenantCode: 'seaside' });
    expect(set.get(COOKIE.pendingEmail)).toBeDefined();
  });

  test('"shared" not ticked: the e-mail remembered as asked, the choice kept, cookies as long as ever', async () => {
    const set = setCookies(await post({ email: 'ada@seaside.test', remember: 'on' }));
    expect(set.get(COOKIE.shared)).toMatch(/^__Host-shared=off;/);
    expect(set.get(COOKIE.lastEmail)).toMatch(/^__Host-last-email=ada%40seaside.test;/);
    expect(Number(maxAgeOf(set.get(COOKIE.lastEmail)))).toBeGreaterThan(0);
    expect(Number(maxAgeOf(set.get(COOKIE.pendingEmail)))).toBeGreaterThan(0);
  });
});

test('from a front-desk network the e-mail stage is shared though its (disabled) box is not posted', async () => {
  const res = await emailStage(
    signedRequest('/api/login/email', {
      body: form({ email: 'ada@seaside.test', remember: 'on' }),
      type: 'application/x-www-form-urlencoded',
      headers: { ...SAME_SITE, 'x-forwarded-for': FRONT_DESK },
      tenant: hotel,
    }),
  );
  const set = setCookies(res);
  expect(set.get(COOKIE.shared)).toMatch(/^__Host-shared=on;/);
  expect(maxAgeOf(set.get(COOKIE.lastEmail))).toBe('0');
  expect(forBrowserSession(set.get(COOKIE.pendingEmail))).toBe(true);
});

test('"Not you?" on the password stage forgets the e-mail in progress and the remembered one, for the same application', async () => {
  const res = await notYou(
    signedRequest('/api/login/not-you', { body: form({ redirectUri: APP }), type: 'application/x-www-form-urlencoded', headers: SAME_SITE, tenant: hotel }),
  );
  expect(res.status).toBe(303);
  const to = new URL(res.headers.get('location')!);
  expect(to.pathname).toBe('/login/email');
  expect(to.searchParams.get('redirectUri')).toBe(APP);
  const set = setCookies(res);
  expect(maxAgeOf(set.get(COOKIE.pendingEmail))).toBe('0');
  expect(maxAgeOf(set.get(COOKIE.lastEmail))).toBe('0');
});

describe('/authorize on a shared computer', () => {
  const ask = async (session: SessionData, extra: string[] = [], headers: Record<string, string> = {}) =>
    authorize(
      signedRequest(`/authorize?redirectUri=${encodeURIComponent(APP)}`, {
        method: 'GET',
        headers: { cookie: [`${COOKIE.session}=${(await sessionCookie(session)).value}`, ...extra].join('; '), ...headers },
        tenant: hotel,
      }),
    );
  const shared = (change: Partial<SessionData> = {}) => testSession({ sharedComputer: true, ...change });

  test('a finished sign-in made on a shared computer goes back to its application once, marked as handed over, with a device token of its own that the browser does not keep', async () => {
    const res = await ask(shared(), [`${COOKIE.shared}=on`, `${COOKIE.device}=the-last-persons-token`]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=device-1`);
    expect((await sessionSet(res))?.handedOver).toBe(true);
    expect(maxAgeOf(setCookies(res).get(COOKIE.device))).toBe('0');
  });

  test.each([
    ['handed over', shared({ handedOver: true }), [`${COOKIE.shared}=on`]],
    // Unticking the box at the e-mail stage does not make the last person's session anyone's.
    ['handed over, the browser since said "not shared"', shared({ handedOver: true }), [`${COOKIE.shared}=off`]],
    ['older than a shared sign-in serves', shared({ createdAt: Date.now() - SHARED_SESSION_MS - 1000 }), []],
  ])('%s: it serves no one; the one before is logged out and the e-mail stage opens empty for the same application', async (_case, session, extra) => {
    const res = await ask(session, [...extra, `${COOKIE.lastEmail}=ada%40seaside.test`, `${COOKIE.locale}=de`]);
    expect(upstreamAuthorize).not.toHaveBeenCalled();
    expect(upstreamLogout).toHaveBeenCalledWith(expect.objectContaining({ token: 'upstream-token' }));
    const set = setCookies(res);
    expect(maxAgeOf(set.get(COOKIE.session))).toBe('0');
    const line = set.get(COOKIE.flash)!;
    const notice = await flash.read(line.slice(line.indexOf('=') + 1, line.indexOf(';')));
    expect(notice).toMatchObject({ to: '/login', redirectUri: APP, notice: 'someoneElse' });
  });

  test('logged out on a shared computer: no IdP round trip (its session ended at sign-in), every cookie but the settings cleared', async () => {
    const res = await ask(shared({ handedOver: true }), [
      `${COOKIE.shared}=on`,
      `${COOKIE.lastEmail}=ada%40seaside.test`,
      `${COOKIE.locale}=de`,
      `${COOKIE.scheme}=dark`,
    ]);
    expect(res.headers.get('location')).toBe(`${TEST_ORIGIN}/login?loggedOut=true`);
    const set = setCookies(res);
    expect(maxAgeOf(set.get(COOKIE.lastEmail))).toBe('0');
    // The language and the colour scheme (issue 27) are the computer's settings, not the person's.
    expect(set.has(COOKIE.locale)).toBe(false);
    expect(set.has(COOKIE.scheme)).toBe(false);
    expect(set.has(COOKIE.shared)).toBe(false);
  });

  test("a spent session is no one's anywhere else: a page or route sees no session", async () => {
    const value = (await sessionCookie(shared({ handedOver: true }))).value;
    expect(await openSession(value, 'seaside')).toBeNull();
    expect(await openSession(value, 'seaside', { spent: 'include' })).not.toBeNull();
    expect(isSpent(shared())).toBe(false);
    expect(isSpent(testSession({ handedOver: undefined, createdAt: 0 }))).toBe(false);
  });

  test("a sign-in made on someone's own computer is handed over as often as asked", async () => {
    const res = await ask(testSession(), [`${COOKIE.shared}=off`]);
    expect(res.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=device-1`);
    expect(await sessionSet(res)).toBeNull();
    expect(upstreamLogout).not.toHaveBeenCalled();
  });

  test('a browser is shared on a front-desk network (even one whose last user said not), and not elsewhere: its cookies show it', async () => {
    const atDesk = await ask(testSession(), [`${COOKIE.shared}=off`], { 'x-forwarded-for': FRONT_DESK });
    // Issue 36: the application has its device token; the browser keeps none, not even for its session.
    expect(atDesk.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=device-1`);
    expect(setCookies(atDesk).has(COOKIE.device)).toBe(false);
    const atHome = await ask(testSession(), [], { 'x-forwarded-for': '198.51.100.20' });
    expect(Number(maxAgeOf(setCookies(atHome).get(COOKIE.device)))).toBeGreaterThan(0);
  });
});

describe('going on after the IdP ended a shared sign-in', () => {
  const STATE = 'state-of-this-errand-0123456789';
  const back = async (next: string, state: string | null = STATE) =>
    goOn(
      signedRequest(`/api/after-logout${state ? `?state=${state}` : ''}`, {
        method: 'GET',
        headers: { cookie: `${continueTo.name}=${(await continueTo.write({ next, state: STATE })).value}` },
        tenant: hotel,
      }),
    );

  test("with the IdP logout's state: on to our own step or /authorize, once", async () => {
    for (const next of ['/mfa/verification', '/authorize']) {
      const res = await back(next);
      expect(res.headers.get('location')).toBe(new URL(next, TEST_ORIGIN).href);
      expect(maxAgeOf(setCookies(res).get(COOKIE.continueTo))).toBe('0');
    }
  });

  test('without it (someone else opened /login meanwhile), or to anywhere but our own path: the logged-out login page', async () => {
    expect((await back('/authorize', null)).headers.get('location')).toBe(`${TEST_ORIGIN}/login?loggedOut=true`);
    expect((await back('/authorize', 'another-state-0123456789')).headers.get('location')).toBe(`${TEST_ORIGIN}/login?loggedOut=true`);
    for (const next of ['https://evil.test/', '//evil.test/x', '/\\evil.test', '/\t/evil.test', `${APP}?token=app-token`]) {
      expect(isSafeContinuation(next)).toBe(false);
      expect((await back(next)).headers.get('location')).toBe(`${TEST_ORIGIN}/login?loggedOut=true`);
    }
  });
});
