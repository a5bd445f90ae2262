// Issue 39's manager's page routes with the upstream stubbed: an action needs the page's errand and a
// recent login (else Keycard's own password stage, back to the action's confirmation); the upstream's
// ReauthRequired goes the same way; a person the manager may not act on is a 404 that goes on to
// their page (SPEC's not-found page there); what was done is the person's page's notice, a pass or a
// badge a slip shown once; a cross-site post is refused before anything is asked.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { POST as ACT } from '@/app/api/team/act/route';
import { GET as ENTER } from '@/app/api/team/enter/route';
import { GET as LEAVE } from '@/app/api/team/leave/route';
import { COOKIE } from '@/lib/sign-in/cookies';
import { flash } from '@/lib/session/flash';
import { openSession, sessionCookie, type SessionData } from '@/lib/session/session';
import { checkToken } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { act, getStaffMember } from '@/lib/upstream/team';
import { cookieValue, signedRequest, TEST_ORIGIN, testSession, testTenant } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/team', () => ({ act: jest.fn(), getStaffMember: jest.fn() }));
jest.mock('@/lib/upstream/auth', () => ({ ...jest.requireActual('@/lib/upstream/auth'), checkToken: jest.fn() }));
const upstreamCheck = jest.mocked(checkToken);
const upstreamAct = jest.mocked(act);
const upstreamPerson = jest.mocked(getStaffMember);

const KIM = '3b0f6c2e-8d4a-4e1b-9c7f-5a2d8e6b4f10';
const onPage = (change: Partial<SessionData> = {}) =>
  testSession({ flow: { purpose: 'team', redirectUri: 'https://app.test/back' }, authAt: Date.now() - 60_000, ...change });

type Handler = (r: ReturnType<typeof signedRequest>) => Promise<Response>;

async function post(
  session: SessionData,
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' },
) {
  const cookie = `${COOKIE.session}=${(await sessionCookie(session)).value}`;
  const res = await ACT(
    signedRequest('/api/team/act', {
      body: new URLSearchParams(fields).toString(),
      type: 'application/x-www-form-urlencoded',
      headers: { ...headers, cookie },
    }),
  );
  return { status: res.status, location: res.headers.get('location') ?? '', body: await res.text(), cookies: res.headers.getSetCookie() };
}

async function get(handler: Handler, path: string, session: SessionData) {
  const tenant = { ...testTenant, tenant: { ...testTenant.tenant, redirectUris: ['https://app.test/back'] } };
  const res = await handler(signedRequest(path, { method: 'GET', headers: { cookie: `${COOKIE.session}=${(await sessionCookie(session)).value}` }, tenant }));
  return { status: res.status, location: res.headers.get('location') ?? '', cookies: res.headers.getSetCookie() };
}

const flashOf = async (cookies: string[]) => flash.read(cookieValue(cookies, COOKIE.flash));
const UNLOCK = { property: 'SSH-HARBOUR', person: KIM, action: 'unlock' };

beforeEach(() => {
  jest.clearAllMocks();
  upstreamAct.mockResolvedValue({ kind: 'done' });
  // The person is of the property posted, unless a test says otherwise.
  upstreamPerson.mockImplementation(async (_token, code) => (code === 'SSH-HARBOUR' ? ({} as never) : 'unknown'));
});

test("an action with a recent login is done, from the manager's address, and the person's page says so", async () => {
  const res = await post(onPage(), UNLOCK, { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.9' });
  expect(res.status).toBe(303);
  expect(res.location).toBe(`${TEST_ORIGIN}/team/SSH-HARBOUR/${KIM}`);
  expect(await flashOf(res.cookies)).toMatchObject({ to: `/team/SSH-HARBOUR/${KIM}`, notice: 'unlock' });
  expect(upstreamAct).toHaveBeenCalledWith(expect.any(String), KIM, { action: 'unlock' }, expect.anything(), undefined);
  // The confirmation's id goes along: its repeats are one action upstream.
  await post(onPage(), { ...UNLOCK, confirmation: 'Zm9vYmFyYmF6cXV4cXV1eA' });
  expect(upstreamAct).toHaveBeenLastCalledWith(expect.any(String), KIM, { action: 'unlock' }, undefined, 'Zm9vYmFyYmF6cXV4cXV1eA');
  expect((await post(onPage(), { ...UNLOCK, confirmation: 'not one!' })).status).toBe(303);
  expect(upstreamAct).toHaveBeenCalledTimes(2);
});

test('a temporary pass takes its lifetime and uses as chosen (24 hours, once, where none is posted) and its slip is shown once', async () => {
  upstreamAct.mockResolvedValue({ kind: 'pass', pass: 'TP7K-44QX-9MZD', expiresAt: '2026-11-28T08:00:00.000Z' });
  const chosen = await post(onPage(), { property: 'SSH-HARBOUR', person: KIM, action: 'temporary-pass', lifetime: '8', uses: 'until-expiry' });
  expect(upstreamAct).toHaveBeenLastCalledWith(expect.any(String), KIM, { action: 'temporary-pass', lifetimeHours: 8, reusable: true }, undefined, undefined);
  expect(chosen.location).toBe(`${TEST_ORIGIN}/team/SSH-HARBOUR/${KIM}/slip`);
  expect((await flashOf(chosen.cookies))?.slip).toEqual({ kind: 'pass', code: 'TP7K-44QX-9MZD', expiresAt: '2026-11-28T08:00:00.000Z', once: false });
  await post(onPage(), { property: 'SSH-HARBOUR', person: KIM, action: 'temporary-pass' });
  expect(upstreamAct).toHaveBeenLastCalledWith(expect.any(String), KIM, { action: 'temporary-pass', lifetimeHours: 24, reusable: false }, undefined, undefined);
  expect((await post(onPage(), { property: 'SSH-HARBOUR', person: KIM, action: 'temporary-pass', lifetime: '9999' })).status).toBe(303);
  expect(upstreamAct).toHaveBeenCalledTimes(2);
});

test("without a recent login nothing is done: the password stage first, for the manager's page, back to the action's confirmation", async () => {
  for (const session of [onPage({ authAt: Date.now() - 11 * 60_000 }), onPage({ authAt: undefined })]) {
    const res = await post(session, UNLOCK);
    const url = new URL(res.location);
    expect(url.pathname).toBe('/login/password');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      purpose: 'team',
      teamPath: `/team/SSH-HARBOUR/${KIM}?do=unlock`,
      redirectUri: 'https://app.test/back',
    });
    // The session keeps the place too, for "Use my passkey" beside the password.
    expect((await openSession(cookieValue(res.cookies, COOKIE.session), 'seaside'))?.flow.teamPath).toBe(`/team/SSH-HARBOUR/${KIM}?do=unlock`);
  }
  expect(upstreamAct).not.toHaveBeenCalled();
  // The upstream's own clock is the judge too.
  upstreamAct.mockRejectedValue(new UpstreamError('http', 'ReauthRequired', 403));
  expect(new URL((await post(onPage(), UNLOCK)).location).pathname).toBe('/login/password');
});

test('a person the manager may not act on is a 404 that goes on to their page; nothing to do says so', async () => {
  // Not of the property posted (another property's, or one of another property the manager also manages): nothing is asked.
  const elsewhere = await post(onPage(), { ...UNLOCK, property: 'SSH-DUNES' });
  expect(elsewhere.status).toBe(404);
  expect(elsewhere.body).toContain(`url=/team/SSH-DUNES/${KIM}`);
  expect(upstreamAct).not.toHaveBeenCalled();
  // Of it, as the page saw, but the upstream will not let this manager act on them.
  upstreamAct.mockResolvedValue('unknown');
  const forged = await post(onPage(), UNLOCK);
  expect(forged.status).toBe(404);
  expect(forged.body).toContain(`url=/team/SSH-HARBOUR/${KIM}`);
  upstreamAct.mockResolvedValue('nothing-to-do');
  expect((await flashOf((await post(onPage(), UNLOCK)).cookies))?.notice).toBe('nothingToDo');
});

test("a post from elsewhere, or off the page's errand, does nothing", async () => {
  expect((await post(onPage(), UNLOCK, { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  // A finished login not on the page's errand is sent to the page first.
  expect((await post(onPage({ flow: {} }), UNLOCK)).location).toBe(`${TEST_ORIGIN}/team`);
  // A malformed action or person is refused at the form, back to the page.
  expect((await post(onPage(), { ...UNLOCK, action: 'delete-everyone' })).status).toBe(303);
  expect((await post(onPage(), { ...UNLOCK, person: '../../admin' })).location).toBe(`${TEST_ORIGIN}/team`);
  expect(upstreamAct).not.toHaveBeenCalled();
});

test("entering takes the page's errand and only a path of the page; Done ends it", async () => {
  const entered = await get(
    ENTER,
    `/api/team/enter?to=${encodeURIComponent(`/team/SSH-HARBOUR/${KIM}`)}`,
    testSession({ flow: { redirectUri: 'https://app.test/back' } }),
  );
  expect(entered.location).toBe(`${TEST_ORIGIN}/team/SSH-HARBOUR/${KIM}`);
  const session = await openSession(cookieValue(entered.cookies, COOKIE.session), 'seaside');
  expect(session?.flow).toEqual({ purpose: 'team', redirectUri: 'https://app.test/back' });
  expect((await get(ENTER, `/api/team/enter?to=${encodeURIComponent('https://evil.test/team/X')}`, testSession())).location).toBe(`${TEST_ORIGIN}/team`);
  const left = await get(LEAVE, '/api/team/leave', onPage({ flow: { purpose: 'team', teamPath: '/team/SSH-HARBOUR', redirectUri: 'https://app.test/back' } }));
  expect(left.location).toBe(`${TEST_ORIGIN}/authorize`);
  expect((await openSession(cookieValue(left.cookies, COOKIE.session), 'seaside'))?.flow).toEqual({ redirectUri: 'https://app.test/back' });
});

test('entering from an application keeps its address for Done only where the tenant lists it', async () => {
  const listed = await get(ENTER, `/api/team/enter?redirectUri=${encodeURIComponent('https://app.test/back')}`, testSession({ flow: {} }));
  expect((await openSession(cookieValue(listed.cookies, COOKIE.session), 'seaside'))?.flow.redirectUri).toBe('https://app.test/back');
  const foreign = await get(ENTER, `/api/team/enter?redirectUri=${encodeURIComponent('https://evil.test/x')}`, testSession({ flow: {} }));
  expect((await openSession(cookieValue(foreign.cookies, COOKIE.session), 'seaside'))?.flow.redirectUri).toBeUndefined();
});

test('a read that found the token refused signs the manager in again, back to the page; a token honoured after all is the error page, not a loop', async () => {
  upstreamCheck.mockRejectedValue(new UpstreamError('http', 'TokenInvalid', 401));
  const to = `/team/SSH-HARBOUR/${KIM}`;
  const refused = await get(ENTER, `/api/team/enter?check=1&to=${encodeURIComponent(to)}`, onPage());
  const url = new URL(refused.location);
  expect(url.pathname).toBe('/login');
  expect(Object.fromEntries(url.searchParams)).toEqual({ purpose: 'team', teamPath: to, redirectUri: 'https://app.test/back' });
  expect(refused.cookies.find((c) => c.startsWith(`${COOKIE.session}=;`) || c.startsWith(`${COOKIE.session}=`))).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  upstreamCheck.mockResolvedValue(undefined);
  expect((await get(ENTER, `/api/team/enter?check=1&to=${encodeURIComponent(to)}`, onPage())).location).toBe(`${TEST_ORIGIN}/error`);
});
