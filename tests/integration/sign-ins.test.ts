// Issue 40's upstream side through Keycard's client against the sandbox: the account's live sign-ins
// (each with its browser, method and times; the asking one marked), ending one (its token, its
// browser's device token and partner identity, a notice), the recent activity with refused
// attempts, and the new-browser alert's "This wasn't me" link (once, bound to its alert).
import { randomUUID } from 'node:crypto';
import { ACTIVITY_PAGE_SIZE, RECENT_SIGN_IN_MS } from '@/lib/upstream/contract';
import { checkToken, createUserDeviceToken, logout } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { submitCredentials } from '@/lib/idp/credentials';
import { getLoginDomain, toTenant } from '@/lib/upstream/tenants';
import { alertNewBrowser, checkSecurityAlert, confirmSecurityAlert, endSession, listActivity, listSessions } from '@/lib/upstream/sessions';
import { verifyCode } from '@/lib/upstream/mfa';
import { createPasskey } from '@/lib/upstream/passkeys';
import { newChallenge, SoftAuthenticator } from '../support/soft-authenticator';
import { INTEGRATION_PORTS } from './ports';
import { totpCode } from '../../sandbox/mfa/totp';
import { sandboxCall as call } from './sandbox-api';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESK_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

type Mail = { kind: string; subject: string; text: string; links: string[] };

async function user(o: { totp?: boolean } = {}) {
  const email = `sess-${randomUUID().slice(0, 8)}@seaside.test`;
  const made = await call<{ totpSecret?: string }>('POST', '/__users', {
    email,
    tenantCode: 'seaside',
    ...(o.totp ? { mfaDevice: { deliveryType: 'totp' } } : {}),
  });
  const session = (client: { userAgent?: string; address?: string } = {}, s: { minutesAgo?: number; userDeviceToken?: string } = {}) =>
    call<{ data: { token: string; state: string } }>('POST', '/__sessions', {
      email,
      tenantCode: 'seaside',
      client,
      ...(s.userDeviceToken ? { userDeviceToken: s.userDeviceToken } : {}),
      ...(s.minutesAgo ? { authenticatedAt: Date.now() - s.minutesAgo * 60_000 } : {}),
    }).then((r) => r.data);
  const signIn = async (client: { userAgent?: string; address?: string } = {}, s: { minutesAgo?: number } = {}) => (await session(client, s)).token;
  const signInState = async (s: { userDeviceToken: string }) => (await session({}, s)).state;
  const mails = async () => (await call<{ messages: Mail[] }>('GET', `/outbox.json?to=${encodeURIComponent(email)}`)).messages;
  return { email, totpSecret: made.totpSecret, signIn, signInState, mails };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as UpstreamError,
  );

/** A passkey made for the token's user (a software authenticator); answers its id. */
async function addPasskey(token: string): Promise<string> {
  const origin = `http://seaside.localhost:${INTEGRATION_PORTS.webPort}`;
  const expected = { expectedChallenge: newChallenge(), expectedOrigin: origin, expectedRpId: 'seaside.localhost' };
  const authenticator = new SoftAuthenticator();
  await createPasskey(token, authenticator.register({ challenge: expected.expectedChallenge, origin, rpId: 'seaside.localhost' }), expected);
  return authenticator.id;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('where the account is signed in', () => {
  test('every live sign-in with its browser and method, the asking one marked, most recently used first', async () => {
    const u = await user();
    const phone = await u.signIn({ userAgent: PHONE_UA, address: '198.51.100.23' });
    const desk = await u.signIn({ userAgent: DESK_UA, address: '203.0.113.9' });
    await checkToken(phone); // the phone used it last
    const sessions = await listSessions(desk);
    expect(sessions.map((s) => [s.userAgent, s.address, s.method, s.current])).toEqual([
      [DESK_UA, '203.0.113.9', 'password', true],
      [PHONE_UA, '198.51.100.23', 'password', false],
    ]);
    for (const s of sessions) {
      expect(s.id).not.toContain(phone);
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(s.startedAt));
    }
  });

  test("ending one ends its token and its browser's device token (the next sign-in there asks for the second factor), tells the user, and leaves the asking one", async () => {
    const u = await user({ totp: true });
    // Each code once: the first browser's from the step before (within the allowed drift), the second's now.
    const verified = async (token: string, atMs: number) => {
      await verifyCode(token, totpCode(u.totpSecret!, atMs), undefined, '192.0.2.31');
      return createUserDeviceToken(token);
    };
    const phone = await u.signIn({ userAgent: PHONE_UA });
    const phoneDevice = await verified(phone, Date.now() - 30_000);
    const desk = await u.signIn({ userAgent: DESK_UA });
    const deskDevice = await verified(desk, Date.now());
    const id = (await listSessions(desk)).find((s) => !s.current)!.id;
    await endSession(desk, id);
    expect((await refusal(checkToken(phone))).code).toBe('TokenInvalid');
    await checkToken(desk);
    expect((await listSessions(desk)).map((s) => [s.userAgent, s.current])).toEqual([[DESK_UA, true]]);
    expect(await u.signInState({ userDeviceToken: phoneDevice })).toBe('MFA_VERIFICATION_REQUIRED');
    expect(await u.signInState({ userDeviceToken: deskDevice })).toBe('AUTHENTICATED');
    expect((await u.mails()).filter((m) => m.kind === 'security').map((m) => m.subject)).toEqual(['A sign-in to your account was ended']);
  });

  test('a sign-in that replaced another in the same browser takes on its device token: ending the successor ends it too', async () => {
    const u = await user({ totp: true });
    const first = await u.signIn({ userAgent: PHONE_UA });
    await verifyCode(first, totpCode(u.totpSecret!, Date.now() - 30_000), undefined, '192.0.2.32');
    const phoneDevice = await createUserDeviceToken(first);
    // The phone signs in again (a passkey, say): Keycard logs the old sign-in out, naming its successor.
    const second = await u.signIn({ userAgent: PHONE_UA });
    await logout({ token: first, tenantCode: 'seaside', successor: second });
    const desk = await u.signIn({ userAgent: DESK_UA });
    await verifyCode(desk, totpCode(u.totpSecret!, Date.now()), undefined, '192.0.2.32');
    await endSession(desk, (await listSessions(desk)).find((s) => !s.current)!.id);
    expect(await u.signInState({ userDeviceToken: phoneDevice })).toBe('MFA_VERIFICATION_REQUIRED');
  });

  test('the asking sign-in, an ended one, or another user’s is UnknownSession; an old sign-in must sign in again first', async () => {
    const u = await user();
    const other = await user();
    const token = await u.signIn();
    const theirs = await other.signIn();
    const [mine] = await listSessions(token);
    const [theirId] = await listSessions(theirs);
    expect((await refusal(endSession(token, mine!.id))).code).toBe('UnknownSession');
    expect((await refusal(endSession(token, theirId!.id))).code).toBe('UnknownSession');
    await checkToken(theirs);
    const stale = await u.signIn({}, { minutesAgo: RECENT_SIGN_IN_MS / 60_000 + 1 });
    expect((await refusal(endSession(stale, mine!.id))).code).toBe('ReauthRequired');
    await checkToken(token);
  });
});

describe('recent activity', () => {
  test('sign-ins and refused passwords, newest first, with where they came from; unknown e-mails record nothing', async () => {
    const u = await user();
    await u.signIn({ userAgent: DESK_UA, address: '203.0.113.9' });
    const tenant = await tenantOfSeaside();
    const wrong = await submitCredentials(tenant, {
      email: u.email,
      password: 'not-the-password-1A',
      codeChallenge: 'x'.repeat(43),
      clientIp: '198.51.100.77',
      userAgent: PHONE_UA,
      traceToken: 'activity-test',
    });
    expect(wrong).toEqual({ ok: false, reason: 'invalid-credentials' });
    const token = await u.signIn({ userAgent: DESK_UA });
    const { events, total, page } = await listActivity(token, 1);
    expect([total, page]).toEqual([3, 1]);
    expect(events.map((e) => [e.result, e.method, e.userAgent, e.address])).toEqual([
      ['signed-in', 'password', DESK_UA, null],
      ['refused', 'password', PHONE_UA, '198.51.100.77'],
      ['signed-in', 'password', DESK_UA, '203.0.113.9'],
    ]);
  });

  test(`${ACTIVITY_PAGE_SIZE} a page`, async () => {
    const u = await user();
    for (let i = 0; i < ACTIVITY_PAGE_SIZE + 2; i++) await u.signIn();
    const token = await u.signIn();
    expect((await listActivity(token, 1)).events).toHaveLength(ACTIVITY_PAGE_SIZE);
    expect(await listActivity(token, 2)).toMatchObject({ total: ACTIVITY_PAGE_SIZE + 3, page: 2 });
    expect((await listActivity(token, 2)).events).toHaveLength(3);
  });
});

describe('the new-browser alert and its "This wasn\'t me"', () => {
  test('asked once per sign-in: when, device, where (last part hidden), how, and a link', async () => {
    const u = await user();
    const token = await u.signIn({ userAgent: PHONE_UA, address: '198.51.100.23' });
    await alertNewBrowser(token);
    await alertNewBrowser(token);
    const alerts = (await u.mails()).filter((m) => m.kind === 'sign-in-alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe('New sign-in to your account');
    expect(alerts[0]!.text).toContain('Device: Safari · iOS');
    expect(alerts[0]!.text).toContain('Where: 198.51.100.*');
    expect(alerts[0]!.text).not.toContain('198.51.100.23');
    expect(alerts[0]!.text).toContain('How: password');
    expect(alerts[0]!.links[0]).toMatch(/^http:\/\/seaside\.localhost:\d+\/account\/not-me\?token=/);
  });

  test('the link shows its sign-in without changing anything; confirming ends every sign-in and device token and asks for a new password; then it serves nothing', async () => {
    const u = await user();
    const phone = await u.signIn({ userAgent: PHONE_UA, address: '198.51.100.23' });
    const desk = await u.signIn({ userAgent: DESK_UA });
    await createUserDeviceToken(desk);
    await alertNewBrowser(phone);
    const link = (await u.mails()).find((m) => m.kind === 'sign-in-alert')!.links[0]!;
    const alert = await checkSecurityAlert(tokenOf(link), 'seaside');
    expect(alert).toMatchObject({ method: 'password', userAgent: PHONE_UA, address: '198.51.100.23' });
    await checkSecurityAlert(tokenOf(link), 'seaside');
    await checkToken(phone);
    await confirmSecurityAlert(tokenOf(link), 'seaside');
    for (const token of [phone, desk]) expect((await refusal(checkToken(token))).code).toBe('TokenInvalid');
    const next = await call<{ data: { state: string } }>('POST', '/__sessions', { email: u.email, tenantCode: 'seaside' });
    expect(next.data.state).toBe('PASSWORD_EXPIRED');
    expect((await refusal(checkSecurityAlert(tokenOf(link), 'seaside'))).code).toBe('TokenInvalid');
    expect((await refusal(confirmSecurityAlert(tokenOf(link), 'seaside'))).code).toBe('TokenInvalid');
    expect((await u.mails()).filter((m) => m.kind === 'security').map((m) => m.subject)).toEqual(['Your account was signed out everywhere']);
  });

  test("confirming one alert's link spends the account's others; a link opened on another tenant's host serves nothing there", async () => {
    const u = await user();
    await alertNewBrowser(await u.signIn({ userAgent: PHONE_UA }));
    await alertNewBrowser(await u.signIn({ userAgent: DESK_UA }));
    const [second, first] = (await u.mails()).filter((m) => m.kind === 'sign-in-alert').map((m) => tokenOf(m.links[0]!));
    expect((await refusal(checkSecurityAlert(first!, 'littlehotelier'))).code).toBe('TokenInvalid');
    expect((await refusal(confirmSecurityAlert(first!, 'littlehotelier'))).code).toBe('TokenInvalid');
    await confirmSecurityAlert(first!, 'seaside');
    expect((await refusal(checkSecurityAlert(second!, 'seaside'))).code).toBe('TokenInvalid');
  });

  test('confirming removes the passkeys added since the alerted sign-in, and keeps the older ones', async () => {
    const u = await user();
    const before = await u.signIn();
    const older = await addPasskey(before);
    const thief = await u.signIn({ userAgent: PHONE_UA });
    await alertNewBrowser(thief);
    const theirs = await addPasskey(thief);
    const link = (await u.mails()).find((m) => m.kind === 'sign-in-alert')!.links[0]!;
    await confirmSecurityAlert(tokenOf(link), 'seaside');
    // The next sign-in must choose a new password first; its identity lists the passkeys left.
    const next = await call<{ data: { state: string; passkeys: { id: string }[] } }>('POST', '/__sessions', { email: u.email, tenantCode: 'seaside' });
    expect(next.data.state).toBe('PASSWORD_EXPIRED');
    expect(next.data.passkeys.map((p) => p.id)).toEqual([older]);
    expect(theirs).not.toBe(older);
  });

  test('a link older than seven days is expired; a made-up one is invalid', async () => {
    const u = await user();
    const token = await u.signIn();
    await alertNewBrowser(token);
    const link = (await u.mails()).find((m) => m.kind === 'sign-in-alert')!.links[0]!;
    await call('POST', '/__tokens/expire', { email: u.email });
    expect((await refusal(checkSecurityAlert(tokenOf(link), 'seaside'))).code).toBe('TokenExpired');
    expect((await refusal(confirmSecurityAlert(tokenOf(link), 'seaside'))).code).toBe('TokenExpired');
    await checkToken(token);
    expect((await refusal(checkSecurityAlert('made-up-token', 'seaside'))).code).toBe('TokenInvalid');
  });
});

async function tenantOfSeaside() {
  return toTenant((await getLoginDomain('seaside.localhost', 'integration-sessions'))!);
}
