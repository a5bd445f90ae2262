// Issue 24's routes, with the upstream stubbed: /authorize holds a freshly signed-in session marked
// for the offer (only while the offer lasts), the page's ways out go back to the calling application
// with the mark dropped and the browser's answer remembered, and an upgrade's registration is
// verified upstream as a conditional create only while its offer lasts.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { GET as authorize } from '@/app/authorize/route';
import { POST as enrol } from '@/app/api/passkey/enrol/route';
import { GET as goOn, POST as choose } from '@/app/api/passkey/upgrade/route';
import { beginRegistration } from '@/lib/passkeys/ceremony';
import { enrolmentNeedsSignIn } from '@/lib/passkeys/handlers';
import { UPGRADE_WINDOW_MS } from '@/lib/passkeys/upgrade';
import { COOKIE } from '@/lib/sign-in/cookies';
import { openSession, sessionCookie, type SessionData } from '@/lib/session/session';
import { authorizeRedirect, createUserDeviceToken } from '@/lib/upstream/auth';
import { createPasskey } from '@/lib/upstream/passkeys';
import type { Tenant } from '@/lib/upstream/tenants';
import type { RegistrationResponse } from '@/lib/upstream/contract';
import { TEST_ORIGIN, signedRequest, testSession } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/auth', () => ({ ...jest.requireActual('@/lib/upstream/auth'), authorizeRedirect: jest.fn(), createUserDeviceToken: jest.fn() }));
jest.mock('@/lib/upstream/passkeys', () => ({ createPasskey: jest.fn() }));
const upstreamAuthorize = jest.mocked(authorizeRedirect);
const upstreamDeviceToken = jest.mocked(createUserDeviceToken);
const upstreamCreate = jest.mocked(createPasskey);

const APP = 'http://app.test/callback';
const tenant = { code: 'seaside', passkeyRpId: 'seaside.localhost', theme: { name: 'Seaside' } } as Tenant;
let offers = 0;
const offered = (change: Partial<SessionData> = {}) => testSession({ passkeyUpgrade: true, flow: { redirectUri: APP }, sid: `offer-${++offers}`, ...change });
const SAME_SITE = { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' };

async function cookieHeader(session: SessionData, extra: string[] = []) {
  return [`${COOKIE.session}=${(await sessionCookie(session)).value}`, ...extra].join('; ');
}

/** The Set-Cookie lines of a response, by cookie name. */
function setCookies(res: Response): Map<string, string> {
  return new Map(res.headers.getSetCookie().map((line) => [line.slice(0, line.indexOf('=')), line]));
}

async function sessionSet(res: Response): Promise<SessionData | null> {
  const line = setCookies(res).get(COOKIE.session);
  return line ? openSession(line.slice(line.indexOf('=') + 1, line.indexOf(';')), 'seaside') : null;
}

beforeEach(() => {
  upstreamAuthorize.mockReset().mockImplementation(async (_token, uri) => `${uri}?token=app-token`);
  upstreamDeviceToken.mockReset().mockResolvedValue('device-1');
  upstreamCreate.mockReset().mockResolvedValue('PasskeyCreated');
});

describe('/authorize', () => {
  test('a session marked for the offer is held on /passkey-upgrade; the upstream is not asked for the application yet', async () => {
    const res = await authorize(signedRequest('/authorize', { method: 'GET', headers: { cookie: await cookieHeader(offered({ flow: {} })) } }));
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location')!).pathname).toBe('/passkey-upgrade');
    expect(upstreamAuthorize).not.toHaveBeenCalled();
  });

  test.each<[string, Partial<SessionData>]>([
    ['older than the offer lasts', { createdAt: Date.now() - UPGRADE_WINDOW_MS - 1000 }],
    ['of a user who made a passkey meanwhile', { identity: { ...offered().identity, hasPasskeys: true } }],
    ['not marked at all', { passkeyUpgrade: undefined }],
  ])('a session %s goes back to the calling application', async (_case, change) => {
    const res = await authorize(signedRequest('/authorize', { method: 'GET', headers: { cookie: await cookieHeader(offered(change)) } }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=device-1`);
  });
});

describe('leaving the page without a passkey', () => {
  test('on (no passkey this time): back to the application, the mark dropped, nothing remembered', async () => {
    const res = await goOn(signedRequest('/api/passkey/upgrade', { method: 'GET', headers: { cookie: await cookieHeader(offered()) } }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=device-1`);
    expect((await sessionSet(res))?.passkeyUpgrade).toBeUndefined();
    expect(setCookies(res).has(COOKIE.passkeyOffer)).toBe(false);
  });

  test('a browser that can make none: remembered for 30 days', async () => {
    const res = await goOn(signedRequest('/api/passkey/upgrade?unable', { method: 'GET', headers: { cookie: await cookieHeader(offered()) } }));
    expect(res.status).toBe(303);
    const said = setCookies(res).get(COOKIE.passkeyOffer)!;
    expect(said).toMatch(/^__Host-passkey-offer=later\.\d+; /);
    expect(said).toMatch(/Max-Age=2592000/);
    expect(said).toMatch(/Secure/);
    expect(said).toMatch(/HttpOnly/);
  });

  test.each([
    ['later', /=later\.\d+;.*Max-Age=2592000/],
    ['never', /=never;.*Max-Age=31536000/],
  ])('the prompt\'s "%s": remembered, and back to the application', async (choice, cookie) => {
    const res = await choose(
      signedRequest('/api/passkey/upgrade', {
        body: `choice=${choice}`,
        type: 'application/x-www-form-urlencoded',
        headers: { ...SAME_SITE, cookie: await cookieHeader(offered()) },
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${APP}?token=app-token&userDeviceToken=device-1`);
    expect(setCookies(res).get(COOKIE.passkeyOffer)).toMatch(cookie);
    expect((await sessionSet(res))?.passkeyUpgrade).toBeUndefined();
  });

  test('a choice posted from another site is refused, and an unknown one changes nothing', async () => {
    const cookie = await cookieHeader(offered());
    const forged = await choose(
      signedRequest('/api/passkey/upgrade', {
        body: 'choice=never',
        type: 'application/x-www-form-urlencoded',
        headers: { origin: 'http://evil.test', cookie },
      }),
    );
    expect(forged.status).toBe(403);
    const odd = await choose(
      signedRequest('/api/passkey/upgrade', { body: 'choice=always', type: 'application/x-www-form-urlencoded', headers: { ...SAME_SITE, cookie } }),
    );
    expect(odd.status).toBe(303);
    expect(new URL(odd.headers.get('location')!).pathname).toBe('/passkey-upgrade');
    expect(setCookies(odd).has(COOKIE.passkeyOffer)).toBe(false);
  });
});

describe("an upgrade's registration", () => {
  const response = {
    id: 'cred-1',
    rawId: 'cred-1',
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', attestationObject: 'AA' },
  } as RegistrationResponse;

  async function post(session: SessionData, upgrade: 'conditional' | 'prompt' | undefined) {
    const { cookie } = await beginRegistration(tenant, session, upgrade);
    return enrol(
      signedRequest('/api/passkey/enrol', {
        body: JSON.stringify({ response }),
        type: 'application/json',
        headers: { ...SAME_SITE, accept: 'application/json', cookie: await cookieHeader(session, [`${COOKIE.ceremony}=${cookie.value}`]) },
      }),
    );
  }

  test('by conditional create: verified as one, then straight to the application with the mark dropped', async () => {
    const res = await post(offered(), 'conditional');
    expect(await res.clone().json()).toEqual({ ok: true, next: `${APP}?token=app-token&userDeviceToken=device-1` });
    expect(upstreamCreate).toHaveBeenCalledWith('upstream-token', response, expect.objectContaining({ expectedRpId: 'seaside.localhost' }), {
      conditional: true,
    });
    const after = await sessionSet(res);
    expect(after?.passkeyUpgrade).toBeUndefined();
    expect(after?.identity.hasPasskeys).toBe(true);
    expect(setCookies(res).get(COOKIE.ceremony)).toMatch(/Max-Age=0/);
  });

  test('from the prompt: verified as an ordinary registration', async () => {
    await post(offered(), 'prompt');
    expect(upstreamCreate).toHaveBeenCalledWith('upstream-token', response, expect.anything(), { conditional: false });
  });

  test('once the offer is over, its challenge no longer serves', async () => {
    const res = await post(offered({ passkeyUpgrade: undefined }), 'conditional');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ ok: false, errors: { form: 'passkeyExpired' } });
    const stale = await post(offered({ createdAt: Date.now() - UPGRADE_WINDOW_MS - 1000 }), 'conditional');
    expect(stale.status).toBe(422);
    expect(upstreamCreate).not.toHaveBeenCalled();
  });
});

describe('security review L3', () => {
  const response = {
    id: 'cred-2',
    rawId: 'cred-2',
    type: 'public-key',
    clientExtensionResults: {},
    response: { clientDataJSON: 'e30', attestationObject: 'AA' },
  } as RegistrationResponse;

  test('a copy of the session taken before "Don\'t ask again" no longer registers a passkey by the offer', async () => {
    const copied = offered({ sid: 'declined-sign-in' });
    const { cookie } = await beginRegistration(tenant, copied, 'conditional');
    const jar = await cookieHeader(copied, [`${COOKIE.ceremony}=${cookie.value}`]);
    const declined = await choose(
      signedRequest('/api/passkey/upgrade', { body: 'choice=never', type: 'application/x-www-form-urlencoded', headers: { ...SAME_SITE, cookie: jar } }),
    );
    expect(declined.status).toBe(303);
    // The copy still says the offer stands; the server knows it ended.
    const res = await enrol(
      signedRequest('/api/passkey/enrol', {
        body: JSON.stringify({ response }),
        type: 'application/json',
        headers: { ...SAME_SITE, accept: 'application/json', cookie: jar },
      }),
    );
    expect(res.status).toBe(422);
    expect(upstreamCreate).not.toHaveBeenCalled();
  });

  test.each([
    ['just signed in through their partner', 0, 'here'],
    ['signed in through their partner hours ago', 10 * 60 * 60 * 1000, 'elsewhere'],
  ])("a partner's (authx) user %s: enrolment goes on %s", async (_, age, where) => {
    const partner = testSession({ createdAt: Date.now() - age, identity: { provider: 'authx', partnerCode: 'channelhub' } });
    expect(enrolmentNeedsSignIn(partner) === undefined).toBe(where === 'here');
  });
});
