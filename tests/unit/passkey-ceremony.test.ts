// The server half of the WebAuthn ceremonies (DESIGN §8): the options Keycard builds for the tenant's
// relying-party id, and the challenge it holds in the sealed ceremony cookie — good for five minutes,
// for the ceremony and the user it was begun for only; and the end of a step-up.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { beginAuthentication, beginRegistration, CEREMONY_MS, expectedFor } from '@/lib/passkeys/ceremony';
import { isSomeoneElse, withoutPasskeyFlow } from '@/lib/passkeys/step-up';
import { openCeremony } from '@/lib/session/ceremony';
import type { SessionData } from '@/lib/session/session';
import type { Tenant } from '@/lib/upstream/tenants';

const tenant = { code: 'seaside', passkeyRpId: 'seaside.localhost', theme: { name: 'Seaside Hotels' } } as Tenant;
const ORIGIN = 'https://seaside.localhost';

const session = {
  v: 2,
  token: 't',
  tenantCode: 'seaside',
  createdAt: 0,
  identity: { uuid: 'user-1', email: 'Ada@Seaside.test', hasPasskeys: false },
  flow: { redirectUri: 'https://app.example/cb', purpose: 'passkey-enrollment', passkeyRedirectUri: 'https://app.example/cb', passkeyState: 'order-1' },
} as unknown as SessionData;

test('registration asks for a discoverable passkey with user verification and no attestation, under the tenant’s rp id; the user handle is not the e-mail', async () => {
  const { options } = await beginRegistration(tenant, session);
  expect(options).toMatchObject({
    rp: { id: 'seaside.localhost', name: 'Seaside Hotels' },
    user: { name: 'Ada@Seaside.test' },
    attestation: 'none',
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CEREMONY_MS,
  });
  expect(Buffer.from((options as { user: { id: string } }).user.id, 'base64url').toString()).toBe('user-1');
});

test('an upgrade by conditional create (issue 24) only prefers verification, and its ceremony says so; from the prompt it asks for it', async () => {
  const quiet = await beginRegistration(tenant, session, 'conditional');
  expect(quiet.options).toMatchObject({ authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' } });
  expect(await openCeremony(quiet.cookie.value, 'webauthn', 'user-1')).toMatchObject({ ceremony: 'registration', upgrade: 'conditional' });
  const prompted = await beginRegistration(tenant, session, 'prompt');
  expect(prompted.options).toMatchObject({ authenticatorSelection: { userVerification: 'required' } });
  expect(await openCeremony(prompted.cookie.value, 'webauthn', 'user-1')).toMatchObject({ upgrade: 'prompt' });
  expect((await openCeremony((await beginRegistration(tenant, session)).cookie.value, 'webauthn', 'user-1'))?.upgrade).toBeUndefined();
});

test('a sign-in asks any discoverable passkey of the rp id, with user verification', async () => {
  const { options } = await beginAuthentication(tenant);
  expect(options).toMatchObject({ rpId: 'seaside.localhost', userVerification: 'required' });
  expect((options as { allowCredentials?: unknown[] }).allowCredentials ?? []).toEqual([]);
});

describe('the challenge in the ceremony cookie', () => {
  test('is what the upstream checks against, with the page’s origin and the tenant’s rp id', async () => {
    const { options, cookie } = await beginAuthentication(tenant);
    expect(await expectedFor(cookie.value, 'authentication', tenant, ORIGIN)).toEqual({
      expectedChallenge: options.challenge,
      expectedOrigin: ORIGIN,
      expectedRpId: 'seaside.localhost',
    });
  });

  test('expires after five minutes', async () => {
    const { cookie } = await beginAuthentication(tenant);
    const now = Date.now();
    expect(await expectedFor(cookie.value, 'authentication', tenant, ORIGIN, undefined, now + CEREMONY_MS - 1000)).not.toBeNull();
    expect(await expectedFor(cookie.value, 'authentication', tenant, ORIGIN, undefined, now + CEREMONY_MS + 1000)).toBeNull();
  });

  test('serves only the ceremony and the user it was begun for', async () => {
    const signIn = await beginAuthentication(tenant);
    const stepUp = await beginAuthentication(tenant, session);
    const enrol = await beginRegistration(tenant, session);
    expect(await expectedFor(signIn.cookie.value, 'registration', tenant, ORIGIN)).toBeNull();
    // A sign-in's challenge (no user) is no step-up's, and a step-up's is not another user's or a sign-in's.
    expect(await expectedFor(signIn.cookie.value, 'authentication', tenant, ORIGIN, 'user-1')).toBeNull();
    expect(await expectedFor(stepUp.cookie.value, 'authentication', tenant, ORIGIN, 'user-2')).toBeNull();
    expect(await expectedFor(stepUp.cookie.value, 'authentication', tenant, ORIGIN)).toBeNull();
    expect(await expectedFor(enrol.cookie.value, 'registration', tenant, ORIGIN, 'user-1')).not.toBeNull();
    expect(await expectedFor('forged', 'authentication', tenant, ORIGIN)).toBeNull();
  });
});

describe('the end of a passkey flow', () => {
  test('drops the passkey purpose and stored fields, and keeps the rest of the flow', () => {
    expect(withoutPasskeyFlow(session).flow).toEqual({ redirectUri: 'https://app.example/cb', purpose: undefined });
    const other = { ...session, flow: { purpose: 'reauth' as const, passkeyState: 'x' } };
    expect(withoutPasskeyFlow(other).flow).toEqual({ purpose: 'reauth' });
  });

  test('SPEC §4: a step-up that returned another e-mail is someone else (case aside)', () => {
    expect(isSomeoneElse(session, 'ada@seaside.test')).toBe(false);
    expect(isSomeoneElse(session, 'eve@seaside.test')).toBe(true);
  });
});
