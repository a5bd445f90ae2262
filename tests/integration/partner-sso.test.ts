// Partner single sign-on and the partner token route's code, through Keycard's upstream client
// against the sandbox: a token is good once, for its partner and tenant only; every refusal maps to
// SPEC §8's screens (the network dialog for a gateway failure, else the unknown-error page with the
// code); an authx user's identity token buys a one-time code bound to its PKCE verifier, once, from
// the browser it is bound to, until logout revokes it.
import { createHash, randomBytes } from 'node:crypto';
import { request } from 'undici';
import { ssoFailure } from '@/lib/sign-in/partner-sso';
import { authenticate, createUserDeviceToken } from '@/lib/upstream/auth';
import { UpstreamError } from '@/lib/upstream/errors';
import { partnerAuthxCode, partnerSso, revokePartnerIdentity } from '@/lib/upstream/partners';
import { clearFaults, injectFault } from './faults';
import { API_BASE } from './ports';

async function ssoToken(email: string, partnerCode = 'channelhub', tenantCode = 'seaside'): Promise<string> {
  const res = await request(`${API_BASE}/__partners/${partnerCode}/sso-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, tenantCode }),
  });
  const body = (await res.body.json()) as { token: string };
  if (res.statusCode !== 201) throw new Error(`no SSO token: ${res.statusCode}`);
  return body.token;
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: unknown) => e as UpstreamError,
  );

afterEach(clearFaults);

describe('partner single sign-on', () => {
  test('a good token signs its user in, once', async () => {
    const token = await ssoToken('pat@seaside.test');
    const identity = await partnerSso('channelhub', { token, tenantCode: 'seaside' });
    expect(identity).toMatchObject({ email: 'pat@seaside.test', partnerCode: 'channelhub', type: 'partner', provider: 'auth0', state: 'AUTHENTICATED' });
    expect(identity.identityToken).toBeNull();
    const again = await refusal(partnerSso('channelhub', { token, tenantCode: 'seaside' }));
    expect(again).toMatchObject({ code: 'TokenInvalid', status: 401 });
    expect(ssoFailure(again)).toEqual({ next: '/error?code=TokenInvalid' });
  });

  test.each([
    ['another partner', 'otherpartner', 'seaside', 'PartnerNotFound', 404],
    ['another tenant', 'channelhub', 'littlehotelier', 'TokenInvalid', 401],
  ])('presented for %s: refused, and the token is spent', async (_what, partnerCode, tenantCode, code, status) => {
    const token = await ssoToken('pat@seaside.test');
    const err = await refusal(partnerSso(partnerCode, { token, tenantCode }));
    expect(err).toMatchObject({ code, status });
    expect(ssoFailure(err)).toEqual({ next: `/error?code=${code}` });
    if (partnerCode === 'channelhub') expect(await refusal(partnerSso('channelhub', { token, tenantCode: 'seaside' }))).toMatchObject({ code: 'TokenInvalid' });
  });

  test('a made-up token is refused; a malformed one too, before it reaches the store', async () => {
    expect(await refusal(partnerSso('channelhub', { token: randomBytes(32).toString('base64url'), tenantCode: 'seaside' }))).toMatchObject({
      code: 'TokenInvalid',
    });
    expect(await refusal(partnerSso('channelhub', { token: 'x', tenantCode: 'seaside' }))).toMatchObject({ status: 400 });
  });

  test('a gateway that cannot reach the upstream is the network dialog, and the token survives for the reload', async () => {
    const token = await ssoToken('pat@seaside.test');
    await injectFault({ path: '/partners/channelhub/sso', method: 'POST', status: 503 });
    const err = await refusal(partnerSso('channelhub', { token, tenantCode: 'seaside' }));
    expect(err?.isNetwork).toBe(true);
    expect(ssoFailure(err)).toEqual({ errors: { form: 'network' } });
    expect(await partnerSso('channelhub', { token, tenantCode: 'seaside' })).toMatchObject({ email: 'pat@seaside.test' });
  });

  test('anything that is not the upstream answering is the unknown error page', () => {
    expect(ssoFailure(new Error('boom'))).toEqual({ next: '/error' });
  });
});

describe('the partner token route (authx)', () => {
  const verifier = () => randomBytes(32).toString('base64url');
  const challengeOf = (v: string) => createHash('sha256').update(v).digest('base64url');
  const device = () => `device-${randomBytes(12).toString('base64url')}`;

  /** axl's identity token, bound to the device token this (simulated) browser presents. */
  async function partnerIdentity(userDeviceToken: string = device()) {
    const identity = await partnerSso('channelhub', { token: await ssoToken('axl@seaside.test'), tenantCode: 'seaside', userDeviceToken });
    expect(identity).toMatchObject({ provider: 'authx', partnerCode: 'channelhub' });
    expect(identity.identityToken).toMatchObject({ tenantCode: 'seaside' });
    return { ...identity.identityToken!, userDeviceToken };
  }

  const codeFor = (stored: { token: string; userDeviceToken?: string }, codeChallenge = challengeOf(verifier()), tenantCode = 'seaside') =>
    partnerAuthxCode('channelhub', { token: stored.token, tenantCode, codeChallenge, userDeviceToken: stored.userDeviceToken });

  test("an authx user's identity token buys a code that /authenticate redeems once, with its verifier", async () => {
    const stored = await partnerIdentity();
    const v = verifier();
    const { code, tenantCode, identityToken } = await codeFor(stored, challengeOf(v));
    expect(tenantCode).toBe('seaside');
    const identity = await authenticate({ code, codeVerifier: v, tenantCode: 'seaside', userDeviceToken: stored.userDeviceToken });
    expect(identity).toMatchObject({ email: 'axl@seaside.test', provider: 'authx' });
    // The sign-in answers the identity the code's redemption rotated to, not yet another one.
    expect(identity.identityToken).toEqual(identityToken);
    expect(await refusal(authenticate({ code, codeVerifier: v, tenantCode: 'seaside' }))).toMatchObject({ code: 'TokenInvalid' });
  });

  test('the code is refused with another verifier, and for another tenant', async () => {
    let stored = await partnerIdentity();
    for (const [presented, tenantCode] of [
      [verifier(), 'seaside'],
      [undefined, 'littlehotelier'],
    ] as const) {
      const v = verifier();
      const issued = await codeFor(stored, challengeOf(v));
      stored = { ...stored, ...issued.identityToken };
      expect(await refusal(authenticate({ code: issued.code, codeVerifier: presented ?? v, tenantCode }))).toMatchObject({
        code: 'TokenInvalid',
      });
    }
  });

  test('an unknown identity token, or one presented for another tenant, buys nothing', async () => {
    const challenge = challengeOf(verifier());
    expect(await refusal(codeFor({ token: 'not-a-real-identity-token', userDeviceToken: device() }, challenge))).toMatchObject({ code: 'TokenInvalid' });
    expect(await refusal(codeFor(await partnerIdentity(), challenge, 'littlehotelier'))).toMatchObject({ code: 'TokenInvalid' });
  });

  describe('security review M1: the stored identity is rotated, bound to the device token, and revoked at logout', () => {
    test('each use answers a successor and spends the token presented; a replay is refused and kills its successors', async () => {
      const first = await partnerIdentity();
      const second = { ...first, ...(await codeFor(first)).identityToken };
      expect(second.token).not.toBe(first.token);
      const third = { ...second, ...(await codeFor(second)).identityToken };
      // Someone replays a copy of the first: refused, and the line it belongs to ends.
      expect(await refusal(codeFor(first))).toMatchObject({ code: 'TokenInvalid', status: 401 });
      expect(await refusal(codeFor(third))).toMatchObject({ code: 'TokenInvalid' });
    });

    test('presented with another device token, or with none, the identity is refused', async () => {
      const stored = await partnerIdentity();
      expect(await refusal(codeFor({ ...stored, userDeviceToken: device() }))).toMatchObject({ code: 'TokenInvalid' });
      expect(await refusal(codeFor({ ...(await partnerIdentity()), userDeviceToken: undefined }))).toMatchObject({ code: 'TokenInvalid' });
    });

    test('issued to a browser without a device token, it is bound to the one the upstream issues next for that sign-in', async () => {
      const unbound = await partnerSso('channelhub', { token: await ssoToken('axl@seaside.test'), tenantCode: 'seaside' });
      expect(await refusal(codeFor({ token: unbound.identityToken!.token }))).toMatchObject({ code: 'TokenInvalid' });

      const identity = await partnerSso('channelhub', { token: await ssoToken('axl@seaside.test'), tenantCode: 'seaside' });
      await createUserDeviceToken(identity.token);
      // A later device token for the same sign-in (an MFA verification) replaces it in the browser: the identity follows.
      const userDeviceToken = await createUserDeviceToken(identity.token);
      expect(await codeFor({ token: identity.identityToken!.token, userDeviceToken })).toMatchObject({ tenantCode: 'seaside' });
    });

    test('logout revokes it, and every successor of its sign-in; revoking again is fine', async () => {
      const first = await partnerIdentity();
      const second = { ...first, ...(await codeFor(first)).identityToken };
      await revokePartnerIdentity('channelhub', second.token);
      expect(await refusal(codeFor(second))).toMatchObject({ code: 'TokenInvalid' });

      const other = await partnerIdentity();
      const successor = { ...other, ...(await codeFor(other)).identityToken };
      // A copy of the cookie from before the last use: revoking it still ends the line.
      await revokePartnerIdentity('channelhub', other.token);
      expect(await refusal(codeFor(successor))).toMatchObject({ code: 'TokenInvalid' });
      await expect(revokePartnerIdentity('channelhub', other.token)).resolves.toBeUndefined();
    });
  });
});
