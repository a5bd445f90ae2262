// Issue 25's security page through Keycard's upstream client against the sandbox: naming and removing
// one's own passkeys, "sign out everywhere else", the second factor's read, the recent-sign-in rule on
// every change, and the security notice each change sends.
import { randomUUID } from 'node:crypto';
import { RECENT_SIGN_IN_MS } from '@/lib/upstream/contract';
import { checkToken, createUserDeviceToken } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { generateRecoveryCodes, registerTotp, verifyCode } from '@/lib/upstream/mfa';
import { createPasskey, listPasskeys, verifyPasskeyLogin } from '@/lib/upstream/passkeys';
import { deletePasskey, getMfa, renamePasskey, revokeOtherSessions } from '@/lib/upstream/security';
import { totpCode } from '../../sandbox/mfa/totp';
import { newChallenge, SoftAuthenticator } from '../support/soft-authenticator';
import { INTEGRATION_PORTS } from './ports';
import { sandboxCall as call } from './sandbox-api';

const SEASIDE = { origin: `http://seaside.localhost:${INTEGRATION_PORTS.webPort}`, rpId: 'seaside.localhost' };
const expected = () => ({ expectedChallenge: newChallenge(), expectedOrigin: SEASIDE.origin, expectedRpId: SEASIDE.rpId });

type Session = { token: string; state: string };

/** A fresh user: sign-ins made as POST /authenticate would make them, `minutesAgo` the credential was presented. */
async function user(o: { totp?: boolean } = {}) {
  const email = `sec-${randomUUID().slice(0, 8)}@seaside.test`;
  const made = await call<{ totpSecret?: string }>('POST', '/__users', {
    email,
    tenantCode: 'seaside',
    ...(o.totp ? { mfaDevice: { deliveryType: 'totp' } } : {}),
  });
  const signIn = (s: { minutesAgo?: number; userDeviceToken?: string } = {}) =>
    call<{ data: Session }>('POST', '/__sessions', {
      email,
      tenantCode: 'seaside',
      ...(s.userDeviceToken ? { userDeviceToken: s.userDeviceToken } : {}),
      ...(s.minutesAgo ? { authenticatedAt: Date.now() - s.minutesAgo * 60_000 } : {}),
    }).then((r) => r.data);
  const notices = async () =>
    (await call<{ messages: { kind: string; subject: string }[] }>('GET', `/outbox.json?to=${encodeURIComponent(email)}`)).messages
      .filter((m) => m.kind === 'security')
      .map((m) => m.subject);
  return { email, totpSecret: made.totpSecret, signIn, notices };
}

async function withPasskey(token: string) {
  const authenticator = new SoftAuthenticator();
  const e = expected();
  await createPasskey(token, authenticator.register({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId }), e);
  return authenticator;
}

const passkeySignIn = (a: SoftAuthenticator, token?: string) => {
  const e = expected();
  return verifyPasskeyLogin(a.authenticate({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId }), e, {
    tenantCode: 'seaside',
    token,
  });
};

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as UpstreamError,
  );

describe('passkeys', () => {
  test('a passkey is named and removed by its owner; the removal answers what is left, is told by e-mail, and the passkey signs in no more', async () => {
    const u = await user();
    const { token } = await u.signIn();
    const first = await withPasskey(token);
    const second = await withPasskey(token);
    await renamePasskey(token, first.id, '  Front desk PC  ');
    expect((await listPasskeys(token)).map((p) => [p.id, p.name])).toEqual([
      [second.id, null],
      [first.id, 'Front desk PC'],
    ]);
    expect(await deletePasskey(token, first.id)).toEqual([second.id]);
    expect(await u.notices()).toEqual([
      'A passkey was removed from your account',
      'A passkey was added to your account',
      'A passkey was added to your account',
    ]);
    expect((await refusal(passkeySignIn(first))).code).toBe('UnknownCredential');
    expect((await passkeySignIn(second)).email).toBe(u.email);
  });

  test("another user's passkey is unknown to a token: neither named nor removed", async () => {
    const owner = await user();
    const ownerToken = (await owner.signIn()).token;
    const theirs = await withPasskey(ownerToken);
    const other = (await (await user()).signIn()).token;
    expect((await refusal(renamePasskey(other, theirs.id, 'mine'))).code).toBe('UnknownCredential');
    expect((await refusal(deletePasskey(other, theirs.id))).code).toBe('UnknownCredential');
    expect((await listPasskeys(ownerToken)).map((p) => p.id)).toEqual([theirs.id]);
  });

  test('an empty or overlong name is refused', async () => {
    const u = await user();
    const { token } = await u.signIn();
    const a = await withPasskey(token);
    expect((await refusal(renamePasskey(token, a.id, '   '))).status).toBe(400);
    expect((await refusal(renamePasskey(token, a.id, 'x'.repeat(65)))).status).toBe(400);
    expect((await refusal(renamePasskey(token, a.id, '\u202E\u200B\u0000'))).status).toBe(400);
  });

  test('a name is stored without control or format characters, so it cannot pose as another (security review L5)', async () => {
    const u = await user();
    const { token } = await u.signIn();
    const a = await withPasskey(token);
    await renamePasskey(token, a.id, '\u202Eenohp\u200B yM\u0000');
    expect((await listPasskeys(token)).map((p) => p.name)).toEqual(['enohp yM']);
  });
});

describe('the recent-sign-in rule', () => {
  test('a sign-in whose credential is older than ten minutes may read but change nothing, until a passkey step-up renews it', async () => {
    const u = await user();
    const fresh = await u.signIn();
    const a = await withPasskey(fresh.token);
    const stale = await u.signIn({ minutesAgo: RECENT_SIGN_IN_MS / 60_000 + 1 });
    expect((await listPasskeys(stale.token)).length).toBe(1);
    expect((await getMfa(stale.token)).mfaMethod).toBeNull();
    for (const change of [renamePasskey(stale.token, a.id, 'x'), deletePasskey(stale.token, a.id), revokeOtherSessions(stale.token, undefined)]) {
      const err = await refusal(change);
      expect([err.status, err.code]).toEqual([403, 'ReauthRequired']);
    }
    expect(await u.notices()).toEqual(['A passkey was added to your account']);
    // The step-up goes on with the same token, its credential now recent.
    await passkeySignIn(a, stale.token);
    await renamePasskey(stale.token, a.id, 'Renewed');
    expect((await listPasskeys(stale.token))[0]?.name).toBe('Renewed');
  });

  test('nine minutes after the credential, a change is still allowed', async () => {
    const u = await user();
    const { token } = await u.signIn({ minutesAgo: 9 });
    expect(await revokeOtherSessions(token, undefined)).toBe(0);
  });
});

describe('sign out everywhere else', () => {
  test("ends every other sign-in and device token, keeps this one's, and tells the user", async () => {
    const u = await user({ totp: true });
    // Each code once: the first browser's from the step before (within the allowed drift), the second's now.
    const verified = async (s: Session, atMs: number) => {
      await verifyCode(s.token, totpCode(u.totpSecret!, atMs), undefined, '192.0.2.30');
      return createUserDeviceToken(s.token);
    };
    const here = await u.signIn();
    const hereDevice = await verified(here, Date.now() - 30_000);
    const there = await u.signIn();
    const thereDevice = await verified(there, Date.now());
    // Each browser's device token skips MFA on its next sign-in.
    expect((await u.signIn({ userDeviceToken: thereDevice })).state).toBe('AUTHENTICATED');

    expect(await revokeOtherSessions(here.token, hereDevice)).toBe(2);

    await checkToken(here.token);
    expect((await refusal(checkToken(there.token))).code).toBe('TokenInvalid');
    expect((await u.signIn({ userDeviceToken: thereDevice })).state).toBe('MFA_VERIFICATION_REQUIRED');
    expect((await u.signIn({ userDeviceToken: hereDevice })).state).toBe('AUTHENTICATED');
    expect(await u.notices()).toEqual(['You were signed out everywhere else']);
  });
});

describe('the second factor', () => {
  test('the method and the codes left; new codes are told by e-mail', async () => {
    const u = await user({ totp: true });
    const { token } = await u.signIn();
    expect((await refusal(getMfa(token))).code).toBe('StepRequired');
    await verifyCode(token, totpCode(u.totpSecret!), undefined, '192.0.2.31');
    expect(await getMfa(token)).toEqual({ mfaMethod: { deliveryType: 'totp', phoneHint: null }, recoveryCodesLeft: 0 });
    await generateRecoveryCodes(token);
    expect((await getMfa(token)).recoveryCodesLeft).toBe(10);
    expect(await u.notices()).toEqual(['New recovery codes were created']);
  });
});

describe('what else needs a recent sign-in, and tells the user', () => {
  test('a new passkey needs a recent credential, and its owner hears of it', async () => {
    const u = await user();
    const stale = await u.signIn({ minutesAgo: 11 });
    const e = expected();
    const response = new SoftAuthenticator().register({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId });
    const err = await refusal(createPasskey(stale.token, response, e));
    expect([err.status, err.code]).toEqual([403, 'ReauthRequired']);
    expect(await u.notices()).toEqual([]);
    await withPasskey((await u.signIn()).token);
    expect(await u.notices()).toEqual(['A passkey was added to your account']);
  });

  test("recovery codes are replaced only by a sign-in that proved the device itself, not by a browser's device token", async () => {
    const u = await user({ totp: true });
    const first = await u.signIn();
    await verifyCode(first.token, totpCode(u.totpSecret!), undefined, '192.0.2.32');
    const device = await createUserDeviceToken(first.token);
    const trusted = await u.signIn({ userDeviceToken: device });
    expect(trusted.state).toBe('AUTHENTICATED');
    expect((await refusal(generateRecoveryCodes(trusted.token))).code).toBe('StepRequired');
    expect((await generateRecoveryCodes(first.token)).length).toBe(10);
    // Nor may it set up a device in place of the registered one (a browser left signed in).
    expect((await refusal(registerTotp(trusted.token, 'Seaside Hotels'))).code).toBe('StepRequired');
  });
});
