// Issue 40's routes with the upstream stubbed: "Log out" on one other sign-in needs a recent sign-in
// like every change on the security page (else Keycard's own password stage first), says so on the
// page, and one already ended says that instead; a malformed id asks nothing. "This wasn't me" acts
// only on a live link of its own kind, spends it, ends this browser's session if it was that
// account's, and says what happened on the page; a cross-site post changes nothing.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { POST as NOT_ME } from '@/app/api/account/not-me/route';
import { POST as END } from '@/app/api/account/sessions/end/route';
import { linkTokenCookie } from '@/lib/links/link-cookie';
import { COOKIE } from '@/lib/sign-in/cookies';
import { flash } from '@/lib/session/flash';
import { sessionCookie, type SessionData } from '@/lib/session/session';
import { checkToken } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { confirmSecurityAlert, endSession } from '@/lib/upstream/sessions';
import { cookieValue, signedRequest, TEST_ORIGIN, testSession } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/sessions', () => ({ endSession: jest.fn(), confirmSecurityAlert: jest.fn() }));
jest.mock('@/lib/upstream/auth', () => ({ ...jest.requireActual('@/lib/upstream/auth'), checkToken: jest.fn() }));
const upstreamEnd = jest.mocked(endSession);
const upstreamConfirm = jest.mocked(confirmSecurityAlert);
const upstreamCheck = jest.mocked(checkToken);

const onPage = (change: Partial<SessionData> = {}) => testSession({ flow: { purpose: 'account-security' }, authAt: Date.now() - 60_000, ...change });

type Handler = (r: ReturnType<typeof signedRequest>) => Promise<Response>;

async function post(handler: Handler, path: string, o: { session?: SessionData; fields?: Record<string, string>; cookies?: string[]; site?: string } = {}) {
  const cookie = [...(o.session ? [`${COOKIE.session}=${(await sessionCookie(o.session)).value}`] : []), ...(o.cookies ?? [])].join('; ');
  const res = await handler(
    signedRequest(path, {
      body: new URLSearchParams(o.fields ?? {}).toString(),
      type: 'application/x-www-form-urlencoded',
      headers: { origin: o.site === 'cross-site' ? 'https://evil.example' : TEST_ORIGIN, 'sec-fetch-site': o.site ?? 'same-origin', cookie },
    }),
  );
  return { status: res.status, location: res.headers.get('location') ?? '', cookies: res.headers.getSetCookie() };
}

const flashOf = async (cookies: string[]) => flash.read(cookieValue(cookies, COOKIE.flash));
const cleared = (cookies: string[], name: string) => cookies.some((c) => c.startsWith(`${name}=;`) || (c.startsWith(`${name}=`) && /Max-Age=0/i.test(c)));

beforeEach(() => jest.clearAllMocks());

describe('Log out on one other sign-in', () => {
  test('a recent sign-in ends it and hears so on the page', async () => {
    const res = await post(END, '/api/account/sessions/end', { session: onPage(), fields: { id: 'abc_DEF-123' } });
    expect(upstreamEnd).toHaveBeenCalledWith('upstream-token', 'abc_DEF-123');
    expect(res.location).toBe(`${TEST_ORIGIN}/account/security`);
    expect((await flashOf(res.cookies))?.notice).toBe('sessionEnded');
  });

  test('without a recent sign-in nothing ends: the password stage first', async () => {
    const res = await post(END, '/api/account/sessions/end', { session: onPage({ authAt: Date.now() - 11 * 60_000 }), fields: { id: 'abc' } });
    expect(new URL(res.location).pathname).toBe('/login/password');
    expect(new URL(res.location).searchParams.get('purpose')).toBe('account-security');
    expect(upstreamEnd).not.toHaveBeenCalled();
  });

  test("one already ended says so; the upstream's ReauthRequired asks for the password", async () => {
    upstreamEnd.mockRejectedValueOnce(new UpstreamError('http', 'UnknownSession', 404));
    const gone = await post(END, '/api/account/sessions/end', { session: onPage(), fields: { id: 'abc' } });
    expect((await flashOf(gone.cookies))?.notice).toBe('sessionGone');
    upstreamEnd.mockRejectedValueOnce(new UpstreamError('http', 'ReauthRequired', 403));
    const stale = await post(END, '/api/account/sessions/end', { session: onPage(), fields: { id: 'abc' } });
    expect(new URL(stale.location).pathname).toBe('/login/password');
  });

  test('a malformed or overlong id, or a cross-site post, asks the upstream nothing', async () => {
    for (const id of ['', 'a b', 'x'.repeat(65), '../../users']) {
      const res = await post(END, '/api/account/sessions/end', { session: onPage(), fields: { id } });
      expect(res.location).toBe(`${TEST_ORIGIN}/account/security`);
      expect((await flashOf(res.cookies))?.errors).toEqual({ id: 'fieldRequired' });
    }
    const forged = await post(END, '/api/account/sessions/end', { session: onPage(), fields: { id: 'abc' }, site: 'cross-site' });
    expect(forged.status).toBe(403);
    expect(upstreamEnd).not.toHaveBeenCalled();
  });
});

describe("This wasn't me", () => {
  const link = async (kind: 'not-me' | 'verify' = 'not-me') => {
    const c = await linkTokenCookie(kind, { token: 'alert-token' });
    return `${c.name}=${c.value}`;
  };

  test('a live link is confirmed and spent; the page then says the account is logged out everywhere', async () => {
    const res = await post(NOT_ME, '/api/account/not-me', { cookies: [await link()] });
    expect(upstreamConfirm).toHaveBeenCalledWith('alert-token', 'seaside');
    expect(res.location).toBe(`${TEST_ORIGIN}/account/not-me`);
    expect(await flashOf(res.cookies)).toMatchObject({ to: '/account/not-me', notice: 'secured' });
    expect(cleared(res.cookies, `${COOKIE.linkPrefix}not-me`)).toBe(true);
  });

  test("this browser's session ends if it was that account's (its token is refused now), and stays if it was someone else's", async () => {
    upstreamCheck.mockRejectedValueOnce(new UpstreamError('http', 'TokenInvalid', 401));
    const theirs = await post(NOT_ME, '/api/account/not-me', { session: testSession(), cookies: [await link()] });
    expect(cleared(theirs.cookies, COOKIE.session)).toBe(true);
    upstreamCheck.mockResolvedValueOnce(undefined);
    const someoneElse = await post(NOT_ME, '/api/account/not-me', { session: testSession(), cookies: [await link()] });
    expect(cleared(someoneElse.cookies, COOKIE.session)).toBe(false);
  });

  test('without its link, or with another kind of link, nothing is asked; a used link is forgotten, an expired one kept to say so', async () => {
    for (const cookies of [[], [await link('verify')]]) {
      const res = await post(NOT_ME, '/api/account/not-me', { cookies });
      expect([res.location, res.cookies.some((c) => c.startsWith(`${COOKIE.flash}=`))]).toEqual([`${TEST_ORIGIN}/account/not-me`, false]);
    }
    expect(upstreamConfirm).not.toHaveBeenCalled();
    upstreamConfirm.mockRejectedValueOnce(new UpstreamError('http', 'TokenInvalid', 409));
    const used = await post(NOT_ME, '/api/account/not-me', { cookies: [await link()] });
    expect(cleared(used.cookies, `${COOKIE.linkPrefix}not-me`)).toBe(true);
    upstreamConfirm.mockRejectedValueOnce(new UpstreamError('http', 'TokenExpired', 410));
    const expired = await post(NOT_ME, '/api/account/not-me', { cookies: [await link()] });
    expect(expired.location).toBe(`${TEST_ORIGIN}/account/not-me`);
    expect(cleared(expired.cookies, `${COOKIE.linkPrefix}not-me`)).toBe(false);
  });

  test('a cross-site post confirms nothing', async () => {
    const res = await post(NOT_ME, '/api/account/not-me', { cookies: [await link()], site: 'cross-site' });
    expect(res.status).toBe(403);
    expect(upstreamConfirm).not.toHaveBeenCalled();
  });
});
