// The passkey endpoints through Keycard's upstream client against the sandbox, with a software
// authenticator: a passkey is stored only from a response that verifies, and a sign-in only from an
// assertion of the tenant's own credential, on one of its origins, for its rp id, with a new challenge.
import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { UpstreamError } from '@/lib/upstream/errors';
import { createPasskey, createPasskeyState, listPasskeys, verifyPasskeyLogin } from '@/lib/upstream/passkeys';
import { newChallenge, SoftAuthenticator } from '../support/soft-authenticator';
import { API_BASE, INTEGRATION_PORTS } from './ports';
import { sandboxPost as post } from './sandbox-api';

const SEASIDE = { origin: `http://seaside.localhost:${INTEGRATION_PORTS.webPort}`, rpId: 'seaside.localhost' };
const LITTLE = { origin: `http://littlehotelier.localhost:${INTEGRATION_PORTS.webPort}`, rpId: 'littlehotelier.localhost' };

type Site = typeof SEASIDE;
const expected = (site: Site, challenge = newChallenge()) => ({ expectedChallenge: challenge, expectedOrigin: site.origin, expectedRpId: site.rpId });

/** A fresh user of the tenant, signed in, with a passkey on a software authenticator. */
async function enrolled(tenantCode = 'seaside', site: Site = SEASIDE, o: { mfaRequiredByRemainingInDays?: number } = {}) {
  const email = `pk-${randomUUID().slice(0, 8)}@${tenantCode}.test`;
  await post('/__users', { email, tenantCode, ...o });
  const { data } = await post<{ data: { token: string; passkeys: unknown[] } }>('/__sessions', { email, tenantCode });
  const authenticator = new SoftAuthenticator();
  const e = expected(site);
  const code = await createPasskey(data.token, authenticator.register({ challenge: e.expectedChallenge, origin: site.origin, rpId: site.rpId }), e);
  return { email, token: data.token, authenticator, code };
}

function signIn(
  a: SoftAuthenticator,
  site: Site,
  o: { challenge?: string; claimedOrigin?: string; claimedRpId?: string; tenantCode?: string; token?: string } = {},
) {
  const e = expected(site, o.challenge);
  const response = a.authenticate({ challenge: e.expectedChallenge, origin: o.claimedOrigin ?? site.origin, rpId: o.claimedRpId ?? site.rpId });
  return verifyPasskeyLogin(response, e, { tenantCode: o.tenantCode ?? 'seaside', token: o.token });
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a refusal');
    },
    (e: unknown) => e as UpstreamError,
  );

describe('enrolment (POST /passkey)', () => {
  test('a verified registration is stored and answers PasskeyCreated; the identity lists the passkey', async () => {
    const { email, code, authenticator } = await enrolled();
    expect(code).toBe('PasskeyCreated');
    const { data } = await post<{ data: { passkeys: { id: string }[] } }>('/__sessions', { email, tenantCode: 'seaside' });
    expect(data.passkeys.map((p) => p.id)).toEqual([authenticator.id]);
  });

  test('without user verification the passkey is refused', async () => {
    const email = `pk-${randomUUID().slice(0, 8)}@seaside.test`;
    await post('/__users', { email, tenantCode: 'seaside' });
    const { data } = await post<{ data: { token: string } }>('/__sessions', { email, tenantCode: 'seaside' });
    const e = expected(SEASIDE);
    const response = new SoftAuthenticator().register({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId, userVerified: false });
    expect((await refusal(createPasskey(data.token, response, e))).code).toBe('PasskeyRejected');
  });

  test('a conditional create (issue 24) carries neither presence nor verification: accepted only when Keycard says it was one', async () => {
    const email = `pk-${randomUUID().slice(0, 8)}@seaside.test`;
    await post('/__users', { email, tenantCode: 'seaside' });
    const { data } = await post<{ data: { token: string } }>('/__sessions', { email, tenantCode: 'seaside' });
    const quiet = (a: SoftAuthenticator, e: ReturnType<typeof expected>) =>
      a.register({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId, userVerified: false, userPresent: false });
    const refused = expected(SEASIDE);
    expect((await refusal(createPasskey(data.token, quiet(new SoftAuthenticator(), refused), refused))).code).toBe('PasskeyRejected');
    const e = expected(SEASIDE);
    const authenticator = new SoftAuthenticator();
    expect(await createPasskey(data.token, quiet(authenticator, e), e, { conditional: true })).toBe('PasskeyCreated');
    // A passkey like any other: it signs the user in, and a sign-in by it still needs user verification.
    expect((await signIn(authenticator, SEASIDE)).email).toBe(email);
    const a = expected(SEASIDE);
    const unverified = authenticator.authenticate({ challenge: a.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId, userVerified: false });
    expect((await refusal(verifyPasskeyLogin(unverified, a, { tenantCode: 'seaside' }))).code).toBe('PasskeyRejected');
  });

  test('a sign-in with MFA outstanding cannot add a passkey', async () => {
    const email = `pk-${randomUUID().slice(0, 8)}@seaside.test`;
    await post('/__users', { email, tenantCode: 'seaside', mfaDevice: { deliveryType: 'totp' } });
    const { data } = await post<{ data: { token: string; state: string } }>('/__sessions', { email, tenantCode: 'seaside' });
    expect(data.state).toBe('MFA_VERIFICATION_REQUIRED');
    const e = expected(SEASIDE);
    const response = new SoftAuthenticator().register({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId });
    expect((await refusal(createPasskey(data.token, response, e))).code).toBe('StepRequired');
  });

  test('a registration made for another rp id is refused', async () => {
    const email = `pk-${randomUUID().slice(0, 8)}@seaside.test`;
    await post('/__users', { email, tenantCode: 'seaside' });
    const { data } = await post<{ data: { token: string } }>('/__sessions', { email, tenantCode: 'seaside' });
    const e = expected(SEASIDE);
    const response = new SoftAuthenticator().register({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: 'evil.localhost' });
    expect((await refusal(createPasskey(data.token, response, e))).code).toBe('PasskeyRejected');
  });
});

describe('sign-in (POST /verify-passkey-login)', () => {
  test('an assertion of a stored passkey signs the user in, like /authenticate', async () => {
    const { email, authenticator } = await enrolled();
    const identity = await signIn(authenticator, SEASIDE);
    expect(identity).toMatchObject({ email, state: 'AUTHENTICATED' });
    expect(identity.token).toEqual(expect.any(String));
    expect(identity.passkeys).toHaveLength(1);
  });

  test('the outcome follows SPEC §4: a user whose MFA set-up is still open gets that state, not AUTHENTICATED', async () => {
    const { authenticator } = await enrolled('seaside', SEASIDE, { mfaRequiredByRemainingInDays: 10 });
    expect((await signIn(authenticator, SEASIDE)).state).toBe('MFA_REGISTRATION_RECOMMENDED');
  });

  test('a wrong origin is refused: one the assertion was not made on, and one that is not the tenant’s', async () => {
    const { authenticator } = await enrolled();
    expect((await refusal(signIn(authenticator, SEASIDE, { claimedOrigin: 'http://evil.localhost:3200' }))).code).toBe('PasskeyRejected');
    const evil = { origin: 'http://evil.seaside.localhost:3200', rpId: SEASIDE.rpId };
    expect((await refusal(signIn(authenticator, evil))).code).toBe('PasskeyRejected');
  });

  test('a wrong rp id is refused: stated by Keycard, or signed by the authenticator', async () => {
    const { authenticator } = await enrolled();
    expect((await refusal(signIn(authenticator, { origin: SEASIDE.origin, rpId: 'localhost' }))).code).toBe('PasskeyRejected');
    expect((await refusal(signIn(authenticator, SEASIDE, { claimedRpId: 'localhost' }))).code).toBe('PasskeyRejected');
  });

  test('a replayed challenge is refused, even with a freshly signed assertion', async () => {
    const { authenticator } = await enrolled();
    const challenge = newChallenge();
    await signIn(authenticator, SEASIDE, { challenge });
    expect((await refusal(signIn(authenticator, SEASIDE, { challenge }))).code).toBe('ChallengeUsed');
  });

  test('a replayed assertion is refused', async () => {
    const { authenticator } = await enrolled();
    const e = expected(SEASIDE);
    const response = authenticator.authenticate({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId });
    await verifyPasskeyLogin(response, e, { tenantCode: 'seaside' });
    expect((await refusal(verifyPasskeyLogin(response, e, { tenantCode: 'seaside' }))).code).toBe('ChallengeUsed');
  });

  test('another tenant’s credential is unknown here, even on a page that claims to be that tenant’s', async () => {
    const { authenticator } = await enrolled('littlehotelier', LITTLE);
    expect((await refusal(signIn(authenticator, SEASIDE))).code).toBe('UnknownCredential');
    expect((await refusal(signIn(authenticator, LITTLE, { tenantCode: 'seaside' }))).code).toBe('UnknownCredential');
    expect((await signIn(authenticator, LITTLE, { tenantCode: 'littlehotelier' })).email).toMatch(/@littlehotelier\.test$/);
  });

  test('a deleted passkey is unknown (404), so the browser can be told to stop offering it', async () => {
    const { authenticator } = await enrolled();
    const res = await request(`${API_BASE}/__passkeys/${authenticator.id}`, { method: 'DELETE' });
    expect(res.statusCode).toBe(204);
    const err = await refusal(signIn(authenticator, SEASIDE));
    expect([err.code, err.status]).toEqual(['UnknownCredential', 404]);
  });

  test('an assertion from a key that is not the stored one is refused', async () => {
    const { authenticator } = await enrolled();
    const impostor = new SoftAuthenticator();
    Object.assign(impostor, { credentialId: authenticator.credentialId });
    expect((await refusal(signIn(impostor, SEASIDE))).code).toBe('PasskeyRejected');
  });
});

describe('step-up and the passkey state (POST /passkey/state)', () => {
  test('the user’s own passkey continues the same sign-in; the state is redeemed once by the calling application', async () => {
    const { email, token, authenticator } = await enrolled();
    const identity = await signIn(authenticator, SEASIDE, { token });
    expect(identity).toMatchObject({ email, token });
    const passkeyState = await createPasskeyState(token, 'order-42');
    const redeemed = await post<{ data: { stateId: string; email: string } }>('/passkey/state/redeem', { passkeyState });
    expect(redeemed.data).toMatchObject({ stateId: 'order-42', email });
    await expect(post('/passkey/state/redeem', { passkeyState })).rejects.toThrow(/404/);
  });

  test('someone else’s passkey is a new sign-in of that user (Keycard logs out on the e-mail mismatch)', async () => {
    const a = await enrolled();
    const b = await enrolled();
    const identity = await signIn(b.authenticator, SEASIDE, { token: a.token });
    expect(identity.email).toBe(b.email);
    expect(identity.token).not.toBe(a.token);
  });
});

describe("the user's passkeys (GET /passkeys)", () => {
  test('each passkey with its dates, sync state, transports and make; newest first; last use set by a sign-in', async () => {
    const { token, authenticator } = await enrolled();
    const [before] = await listPasskeys(token);
    expect(before).toEqual({
      id: authenticator.id,
      name: null,
      createdAt: expect.any(String),
      lastUsedAt: null,
      backedUp: expect.any(Boolean),
      transports: expect.any(Array),
      aaguid: '00000000-0000-0000-0000-000000000000',
    });
    await signIn(authenticator, SEASIDE);
    const [after] = await listPasskeys(token);
    expect(Date.parse(after!.lastUsedAt!)).toBeGreaterThanOrEqual(Date.parse(after!.createdAt));

    // A second passkey comes first; a deleted one is gone from the list.
    const second = new SoftAuthenticator();
    const e = expected(SEASIDE);
    await createPasskey(token, second.register({ challenge: e.expectedChallenge, origin: SEASIDE.origin, rpId: SEASIDE.rpId }), e);
    expect((await listPasskeys(token)).map((p) => p.id)).toEqual([second.id, authenticator.id]);
    await request(`${API_BASE}/__passkeys/${second.id}`, { method: 'DELETE' });
    expect((await listPasskeys(token)).map((p) => p.id)).toEqual([authenticator.id]);
  });

  test("only the token's own user's passkeys, and only with a live token", async () => {
    const a = await enrolled();
    const b = await enrolled();
    expect((await listPasskeys(b.token)).map((p) => p.id)).toEqual([b.authenticator.id]);
    expect((await listPasskeys(a.token)).map((p) => p.id)).toEqual([a.authenticator.id]);
    const err = await refusal(listPasskeys('not-a-token'));
    expect([err.code, err.status]).toEqual(['TokenInvalid', 401]);
  });

  test('not while the sign-in still owes its MFA', async () => {
    const email = `pk-${randomUUID().slice(0, 8)}@seaside.test`;
    await post('/__users', { email, tenantCode: 'seaside', mfaDevice: { deliveryType: 'totp' } });
    const { data } = await post<{ data: { token: string } }>('/__sessions', { email, tenantCode: 'seaside' });
    const err = await refusal(listPasskeys(data.token));
    expect([err.code, err.status]).toEqual(['StepRequired', 403]);
  });
});
