// DESIGN §6: browsers drop cookies over 4 KB; the largest realistic session must stay under budget.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { MAX_REDIRECT_URI } from '@/lib/flows/flow-state';
import { COOKIE } from '@/lib/sign-in/cookies';
import { PERSON_NAME_MAX } from '@/lib/upstream/contract/passwords';
import { COOKIE_BUDGET, namesWhileSettingUp, openSession, sessionCookie, snapshotOf, type SessionData } from '@/lib/session/session';

const uri = (n: number) => `https://app.example.com/callback?${'q'.repeat(n - 'https://app.example.com/callback?'.length)}`;
const headerLength = (c: { name: string; value: string }) => `${c.name}=${c.value}; Max-Age=2592000; Path=/; Secure; HttpOnly; SameSite=None`.length;

const identity: SessionData['identity'] = {
  uuid: '5f1c2d9e-1b7a-4c1e-9a43-0c0ffee0c0de',
  email: 'reservations.manager.front-desk@grand-seaside-hotel-and-spa.example.com',
  type: 'enterprise',
  state: 'MFA_REGISTRATION_RECOMMENDED',
  locale: 'pt-BR',
  emailVerificationRequired: true,
  defaultRedirectUri: uri(200),
  passwordExpiryInDays: 365,
  passwordChangeWarningInDays: 14,
  mfaRequiredByRemainingInDays: 60,
  mfaMethod: { deliveryType: 'sms', phoneHint: '42' },
  partnerCode: 'channelhub',
  provider: 'authx',
  hasPasskeys: true,
};

/** Issue 41: the longest names the contract keeps, in a script of three bytes a character. */
const longestNames = { firstName: 'ก'.repeat(PERSON_NAME_MAX), lastName: 'ข'.repeat(PERSON_NAME_MAX) };

/** A long upstream token (a signed JWT), a redirect URI at the cap, an MFA-setup URI and an invitation. */
const realistic: SessionData = {
  v: 2,
  token: 't'.repeat(900),
  tenantCode: 'littlehotelier',
  identity,
  flow: {
    redirectUri: uri(MAX_REDIRECT_URI),
    mfaSetupRedirectUri: uri(300),
    iid: 'i'.repeat(64),
    purpose: 'passkey-step-up-authentication',
    temporaryMfaSetup: true,
    passkeyState: 'p'.repeat(64),
  },
  createdAt: Date.now(),
};

test('the largest realistic session fits in one cookie, whole', async () => {
  const cookie = await sessionCookie(realistic);
  expect(headerLength(cookie)).toBeLessThan(COOKIE_BUDGET);
  expect(await openSession(cookie.value, 'littlehotelier')).toEqual(realistic);
});

test('an extreme session sheds the least needed stored URIs rather than losing the cookie', async () => {
  const extreme: SessionData = {
    ...realistic,
    token: 't'.repeat(1024),
    identity: { ...identity, email: `${'a'.repeat(64)}@${'b'.repeat(180)}.example` },
    flow: {
      ...realistic.flow,
      mfaSetupRedirectUri: uri(MAX_REDIRECT_URI),
      mfaResetRedirectUri: uri(MAX_REDIRECT_URI),
      passkeyRedirectUri: uri(MAX_REDIRECT_URI),
      iid: 'i'.repeat(128),
    },
  };
  const cookie = await sessionCookie(extreme);
  expect(headerLength(cookie)).toBeLessThan(COOKIE_BUDGET);
  const opened = await openSession(cookie.value, 'littlehotelier');
  expect(opened).toMatchObject({ token: extreme.token, flow: { redirectUri: extreme.flow.redirectUri }, identity: extreme.identity });
  expect(opened?.flow.mfaResetRedirectUri).toBeUndefined();
});

test('a temporary pass’s set-up keeps the person’s name for its estimate, and a full cookie sheds the name before any stored URI', async () => {
  const names = { firstName: 'Maria Guadalupe Josefina', lastName: 'Fernández de Córdoba y Montenegro' };
  const settingUp: SessionData = { ...realistic, identity: { ...identity, state: 'SIGN_IN_SET_UP_REQUIRED', ...names } };
  const whole = await sessionCookie(settingUp);
  expect(headerLength(whole)).toBeLessThan(COOKIE_BUDGET);
  expect(await openSession(whole.value, 'littlehotelier')).toEqual(settingUp);

  const full: SessionData = { ...settingUp, identity: { ...settingUp.identity, ...longestNames } };
  const shed = await openSession((await sessionCookie(full)).value, 'littlehotelier');
  expect(shed?.identity).toEqual({ ...identity, state: 'SIGN_IN_SET_UP_REQUIRED' });
  expect(shed?.flow).toEqual(full.flow);
});

test('the name is kept only while the set-up asks for it', () => {
  const upstream = { ...identity, token: 'tok', passkeys: [], identityToken: null, ...longestNames };
  expect(snapshotOf({ ...upstream, state: 'SIGN_IN_SET_UP_REQUIRED' })).toMatchObject(longestNames);
  const signedIn = snapshotOf({ ...upstream, state: 'AUTHENTICATED' });
  expect(signedIn).not.toHaveProperty('firstName');
  expect(signedIn).not.toHaveProperty('lastName');
  expect(namesWhileSettingUp({ ...signedIn, ...longestNames })).toEqual(signedIn);
});

test('a sealed session opens again, and a tampered one does not', async () => {
  const { value, name } = await sessionCookie(realistic);
  expect(name).toBe(COOKIE.session);
  expect(
    await openSession(
      value.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      'littlehotelier',
    ),
  ).toBeNull();
  expect(await openSession('not a seal', 'littlehotelier')).toBeNull();
  expect(await openSession(undefined, 'littlehotelier')).toBeNull();
});

test("a session opens only on its own tenant's host", async () => {
  const { value } = await sessionCookie(realistic);
  expect(await openSession(value, 'littlehotelier')).not.toBeNull();
  expect(await openSession(value, 'seaside')).toBeNull();
  expect(await openSession(value, undefined)).toBeNull();
});
