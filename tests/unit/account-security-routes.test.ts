// The security page's routes (issue 25) with the upstream and the IdP stubbed: a change needs a
// recent sign-in (else the IdP's own login, prompt=login, the e-mail filled in, back to the page); the
// upstream's ReauthRequired goes the same way; a passkey already gone says so on the page; "Sign out
// everywhere else" keeps this browser's device token; entering checks the application's address and
// "Done" ends the page's purpose; a cross-site post is refused.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { GET as ENTER } from '@/app/api/account/enter/route';
import { GET as LEAVE } from '@/app/api/account/leave/route';
import { POST as MFA } from '@/app/api/account/mfa/route';
import { POST as REMOVE } from '@/app/api/account/passkeys/remove/route';
import { POST as RENAME } from '@/app/api/account/passkeys/rename/route';
import { POST as CODES } from '@/app/api/account/recovery-codes/route';
import { POST as SIGN_OUT_OTHERS } from '@/app/api/account/sign-out-others/route';
import { GET as AUTHORIZE } from '@/app/authorize/route';
import { authorizeUrl } from '@/lib/idp/authorize';
import { enrolmentNeedsSignIn } from '@/lib/passkeys/handlers';
import { COOKIE } from '@/lib/sign-in/cookies';
import { pendingEmail } from '@/lib/sign-in/notes';
import { flash } from '@/lib/session/flash';
import { openSession, sessionCookie, type SessionData } from '@/lib/session/session';
import { UpstreamError } from '@/lib/upstream/errors';
import { generateRecoveryCodes } from '@/lib/upstream/mfa';
import { deletePasskey, renamePasskey, revokeOtherSessions } from '@/lib/upstream/security';
import type { LoginDomainResponse } from '@/lib/upstream/contract';
import { cookieValue, signedRequest, TEST_ORIGIN, testSession, testTenant } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/security', () => ({ deletePasskey: jest.fn(), renamePasskey: jest.fn(), revokeOtherSessions: jest.fn(), getMfa: jest.fn() }));
jest.mock('@/lib/upstream/mfa', () => ({ generateRecoveryCodes: jest.fn() }));
// The IdP stubbed where the sign-in reaches it: the transaction Keycard starts is what the tests read.
jest.mock('@/lib/idp/client', () => ({ idpConfiguration: jest.fn(async () => ({})) }));
jest.mock('@/lib/idp/authorize', () => ({
  ...jest.requireActual('@/lib/idp/authorize'),
  authorizeUrl: jest.fn((_idp: unknown, tx: { state: string }) => `https://idp.test/auth?state=${tx.state}`),
}));
const started = jest.mocked(authorizeUrl);
const upstreamRename = jest.mocked(renamePasskey);
const upstreamDelete = jest.mocked(deletePasskey);
const upstreamRevoke = jest.mocked(revokeOtherSessions);
const upstreamGenerate = jest.mocked(generateRecoveryCodes);

const onPage = (change: Partial<SessionData> = {}) =>
  testSession({ flow: { purpose: 'account-security', redirectUri: 'https://app.test/back' }, authAt: Date.now() - 60_000, ...change });
const stale = (change: Partial<SessionData> = {}) => onPage({ authAt: Date.now() - 11 * 60_000, ...change });

type Handler = (r: ReturnType<typeof signedRequest>) => Promise<Response>;

async function post(handler: Handler, path: string, session: SessionData, fields: Record<string, string> = {}, extra: Record<string, string> = {}) {
  const cookie = [`${COOKIE.session}=${(await sessionCookie(session)).value}`, ...Object.entries(extra).map(([k, v]) => `${k}=${v}`)].join('; ');
  const res = await handler(
    signedRequest(path, {
      body: new URLSearchParams(fields).toString(),
      type: 'application/x-www-form-urlencoded',
      headers: { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin', cookie },
    }),
  );
  return { status: res.status, location: res.headers.get('location') ?? '', cookies: res.headers.getSetCookie() };
}

async function get(handler: Handler, path: string, session: SessionData, tenant?: LoginDomainResponse) {
  const res = await handler(signedRequest(path, { method: 'GET', headers: { cookie: `${COOKIE.session}=${(await sessionCookie(session)).value}` }, tenant }));
  return { status: res.status, location: res.headers.get('location') ?? '', cookies: res.headers.getSetCookie() };
}

const noticeOf = async (cookies: string[]) => (await flash.read(cookieValue(cookies, COOKIE.flash)))?.notice;
const idOf = 'AAECAwQFBgcICQ';

beforeEach(() => {
  jest.clearAllMocks();
  upstreamRevoke.mockResolvedValue(2);
  upstreamDelete.mockResolvedValue([]);
});

test('a recent sign-in renames, removes and signs out elsewhere, each back on the page with its notice', async () => {
  const renamed = await post(RENAME, '/api/account/passkeys/rename', onPage(), { id: idOf, name: '  Front desk PC ' });
  expect(upstreamRename).toHaveBeenCalledWith('upstream-token', idOf, 'Front desk PC');
  expect(renamed.location).toBe(`${TEST_ORIGIN}/account/security`);
  expect(await noticeOf(renamed.cookies)).toBe('passkeyRenamed');

  const removed = await post(REMOVE, '/api/account/passkeys/remove', onPage(), { id: idOf });
  expect(upstreamDelete).toHaveBeenCalledWith('upstream-token', idOf);
  expect(await noticeOf(removed.cookies)).toBe('passkeyRemoved');

  const out = await post(SIGN_OUT_OTHERS, '/api/account/sign-out-others', onPage(), {}, { [COOKIE.device]: 'device-here' });
  expect(upstreamRevoke).toHaveBeenCalledWith('upstream-token', 'device-here');
  expect(out.location).toBe(`${TEST_ORIGIN}/account/security`);
  expect(await noticeOf(out.cookies)).toBe('signedOutElsewhere');
  expect(started).not.toHaveBeenCalled();
});

/** Where a re-authentication sends the browser: Keycard's own password stage (issue 37), with the flow it carries. */
async function reauthOf(res: { location: string | null; cookies: string[] }) {
  const url = new URL(res.location!);
  const note = res.cookies.find((c) => c.startsWith(`${pendingEmail.name}=`));
  const email = note ? (await pendingEmail.read(decodeURIComponent(note.split(';')[0]!.slice(pendingEmail.name.length + 1))))?.email : undefined;
  return { at: `${url.origin}${url.pathname}`, flow: Object.fromEntries(url.searchParams), email };
}
const PASSWORD_STAGE = `${TEST_ORIGIN}/login/password`;

test("without a recent sign-in nothing is changed: Keycard's own password stage asks for the account's password again, then the page", async () => {
  for (const [handler, path, fields] of [
    [RENAME, '/api/account/passkeys/rename', { id: idOf, name: 'x' }],
    [REMOVE, '/api/account/passkeys/remove', { id: idOf }],
    [SIGN_OUT_OTHERS, '/api/account/sign-out-others', {}],
  ] as const) {
    expect(await reauthOf(await post(handler, path, stale(), fields))).toEqual({
      at: PASSWORD_STAGE,
      flow: { purpose: 'account-security', redirectUri: 'https://app.test/back' },
      email: 'ada@seaside.test',
    });
  }
  expect(upstreamRename).not.toHaveBeenCalled();
  expect(upstreamDelete).not.toHaveBeenCalled();
  expect(upstreamRevoke).not.toHaveBeenCalled();
  // The IdP's hosted login is not where it goes (issue 37): nothing is started there.
  expect(started).not.toHaveBeenCalled();
  // A partner's sign-in presented no credential here: the same.
  expect((await reauthOf(await post(SIGN_OUT_OTHERS, '/api/account/sign-out-others', onPage({ authAt: undefined })))).at).toBe(PASSWORD_STAGE);
});

test("the upstream's own ReauthRequired asks for the password too; a passkey already gone says so", async () => {
  upstreamRevoke.mockRejectedValueOnce(new UpstreamError('http', 'ReauthRequired', 403));
  expect((await reauthOf(await post(SIGN_OUT_OTHERS, '/api/account/sign-out-others', onPage()))).at).toBe(PASSWORD_STAGE);
  upstreamDelete.mockRejectedValueOnce(new UpstreamError('http', 'UnknownCredential', 404));
  const gone = await post(REMOVE, '/api/account/passkeys/remove', onPage(), { id: idOf });
  expect(gone.location).toBe(`${TEST_ORIGIN}/account/security`);
  expect(await noticeOf(gone.cookies)).toBe('passkeyGone');
});

test('changing the second factor is a new sign-in that proves the current factor and sets up a new device', async () => {
  const res = await reauthOf(await post(MFA, '/api/account/mfa', onPage()));
  expect(res.at).toBe(PASSWORD_STAGE);
  expect(res.flow).toMatchObject({ purpose: 'account-security', temporaryMfaSetup: 'true', proveMfa: 'true' });
});

test('a missing, overlong or malformed field is refused at the field, and the upstream is not asked', async () => {
  const cases = [
    [{ id: idOf, name: '  ' }, 'name', 'fieldRequired'],
    // Nothing printable: a bidi override, an isolate, zero-width characters, a NUL (security review L5).
    [{ id: idOf, name: '\u202E\u2066\u200B\u200D\uFEFF\u0000 \t' }, 'name', 'fieldRequired'],
    [{ id: idOf, name: 'x'.repeat(65) }, 'name', 'passkeyNameTooLong'],
    [{ id: 'not base64url!', name: 'x' }, 'id', 'fieldRequired'],
  ] as const;
  for (const [fields, field, key] of cases) {
    const res = await post(RENAME, '/api/account/passkeys/rename', onPage(), fields);
    expect([res.status, res.location]).toEqual([303, `${TEST_ORIGIN}/account/security`]);
    expect((await flash.read(cookieValue(res.cookies, COOKIE.flash)))?.errors).toEqual({ [field]: key });
  }
  expect(upstreamRename).not.toHaveBeenCalled();
});

test('a name is stored without control or format characters, so it cannot pose as another (security review L5)', async () => {
  // U+202E makes "enohp yM" read "My phone"; the zero-width space and NUL hide in it; the tab parts words.
  await post(RENAME, '/api/account/passkeys/rename', onPage(), { id: idOf, name: '\u202Eenohp\u200B\tyM\u0000\u2069' });
  expect(upstreamRename).toHaveBeenCalledWith('upstream-token', idOf, 'enohp yM');
});

test('a cross-site post changes nothing', async () => {
  const cookie = `${COOKIE.session}=${(await sessionCookie(onPage())).value}`;
  const res = await SIGN_OUT_OTHERS(
    signedRequest('/api/account/sign-out-others', {
      body: '',
      type: 'application/x-www-form-urlencoded',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', cookie },
    }),
  );
  expect(res.status).toBe(403);
  expect(upstreamRevoke).not.toHaveBeenCalled();
});

test('a session elsewhere in its sign-in (MFA outstanding) is sent there, not served', async () => {
  const mfaDue = onPage({ identity: { ...testSession().identity, state: 'MFA_VERIFICATION_REQUIRED' } });
  const res = await post(SIGN_OUT_OTHERS, '/api/account/sign-out-others', mfaDue);
  expect(res.location).toBe(`${TEST_ORIGIN}/mfa`);
  expect(upstreamRevoke).not.toHaveBeenCalled();
});

test("entering gives a finished sign-in the page's purpose and keeps its address when the link's is foreign; Done ends the purpose", async () => {
  const finished = testSession({ flow: { redirectUri: 'https://app.test/back' } });
  const entered = await get(ENTER, `/api/account/enter?redirectUri=${encodeURIComponent('https://evil.example/steal')}`, finished);
  expect(entered.location).toBe(`${TEST_ORIGIN}/account/security`);
  const session = await openSession(cookieValue(entered.cookies, COOKIE.session), 'seaside');
  expect(session?.flow).toEqual({ purpose: 'account-security', redirectUri: 'https://app.test/back' });

  const left = await get(LEAVE, '/api/account/leave', session!);
  expect(left.location).toBe(`${TEST_ORIGIN}/authorize`);
  expect((await openSession(cookieValue(left.cookies, COOKIE.session), 'seaside'))?.flow).toEqual({ redirectUri: 'https://app.test/back' });
});

test('a sign-in whose MFA is only recommended is on the page too (SPEC §4 calls it finished)', async () => {
  const recommended = onPage({ identity: { ...testSession().identity, state: 'MFA_REGISTRATION_RECOMMENDED' } });
  const res = await post(SIGN_OUT_OTHERS, '/api/account/sign-out-others', recommended);
  expect(upstreamRevoke).toHaveBeenCalled();
  expect(res.location).toBe(`${TEST_ORIGIN}/account/security`);
});

test("new recovery codes need the second factor proved by this sign-in itself in the last ten minutes, not by the browser's device token", async () => {
  const codes = Array.from({ length: 10 }, (_, i) => `${'abcdefghj'.slice(0, 9)}${i}`);
  upstreamGenerate.mockResolvedValue(codes);
  // Proved by the device token only (no mfaAt): the IdP's login, without the device token, first.
  const trusted = await reauthOf(await post(CODES, '/api/account/recovery-codes', onPage()));
  expect(trusted.at).toBe(PASSWORD_STAGE);
  expect(trusted.flow).toMatchObject({ purpose: 'account-security', proveMfa: 'true' });
  expect(upstreamGenerate).not.toHaveBeenCalled();
  // Proved eleven minutes ago: the same.
  expect((await reauthOf(await post(CODES, '/api/account/recovery-codes', onPage({ mfaAt: Date.now() - 11 * 60_000 })))).at).toBe(PASSWORD_STAGE);
  // Proved a minute ago: ten codes, shown once.
  const made = await post(CODES, '/api/account/recovery-codes', onPage({ mfaAt: Date.now() - 60_000 }));
  expect(made.location).toBe(`${TEST_ORIGIN}/mfa/recovery-codes`);
  expect(made.cookies.some((c) => c.startsWith(`${COOKIE.recoveryCodes}=`))).toBe(true);
  // The upstream's own StepRequired (its view of the sign-in) goes the same way as a stale one.
  upstreamGenerate.mockRejectedValueOnce(new UpstreamError('http', 'StepRequired', 403));
  expect((await reauthOf(await post(CODES, '/api/account/recovery-codes', onPage({ mfaAt: Date.now() - 60_000 })))).at).toBe(PASSWORD_STAGE);
});

test('an application asking /authorize for its user back ends a visit to the page the user left without Done', async () => {
  // Asked again without the page's errand, for the application that asked (one the tenant allows).
  const back = 'https://app.test/back';
  const allowing = { ...testTenant, tenant: { ...testTenant.tenant, redirectUris: [back] } };
  const res = await get(AUTHORIZE as Handler, `/authorize?redirectUri=${encodeURIComponent(back)}`, onPage(), allowing);
  expect([res.status, res.location]).toEqual([302, `${TEST_ORIGIN}/authorize?redirectUri=${encodeURIComponent(back)}`]);
  expect((await openSession(cookieValue(res.cookies, COOKIE.session), 'seaside'))?.flow.purpose).toBeUndefined();
});

test("a finished sign-in on the page's errand comes back to the page from /authorize (a skipped MFA setup, saved codes)", async () => {
  const recommended = onPage({ identity: { ...testSession().identity, state: 'MFA_REGISTRATION_RECOMMENDED' } });
  expect((await get(AUTHORIZE as Handler, '/authorize', recommended)).location).toBe(`${TEST_ORIGIN}/account/security`);
  expect((await get(AUTHORIZE as Handler, '/authorize', onPage())).location).toBe(`${TEST_ORIGIN}/account/security`);
});

test('a new passkey needs a recent sign-in: the page for its own, the IdP for an application’s; a partner’s authx user too (security review L3)', () => {
  expect(enrolmentNeedsSignIn(onPage())).toBeUndefined();
  expect(enrolmentNeedsSignIn(stale())).toBe('/account/security');
  expect(enrolmentNeedsSignIn(stale(), { security: false, redirectUri: 'https://app.test/back' })).toBe(
    `/api/passkey/hosted?for=enrol&redirectUri=${encodeURIComponent('https://app.test/back')}`,
  );
  expect(enrolmentNeedsSignIn(stale({ identity: { ...testSession().identity, provider: 'authx' } }))).toBe('/account/security');
});
