// Issue 40's new-browser alert, decided where every sign-in finishes: a browser whose device cookie
// has no finished sign-in of the account has the upstream mail it (a password given there before,
// its sign-in dropped, does not count: security review H1), never from a front-desk network, always
// from a shared computer whatever its box; the browser knows the account from then on (not a shared
// computer). A sign-in that replaced another in the same browser ends that one upstream, which hands
// what it knew of the browser on to its successor.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { finishSignIn, type FinishContext } from '@/lib/sign-in/finish';
import { hasSignedInHere, isKnown, knownAccountsOf, NOBODY, rememberHere, type KnownHere } from '@/lib/sign-in/known-browser';
import { COOKIE } from '@/lib/sign-in/cookies';
import { authorizeRedirect, createUserDeviceToken, logout, type Identity } from '@/lib/upstream/auth';
import { alertNewBrowser } from '@/lib/upstream/sessions';
import { toTenant } from '@/lib/upstream/tenants';
import { TEST_ORIGIN, testSession, testTenant } from '../support/handler-fixtures';

jest.mock('@/lib/upstream/sessions', () => ({ alertNewBrowser: jest.fn() }));
jest.mock('@/lib/upstream/auth', () => ({
  ...jest.requireActual('@/lib/upstream/auth'),
  authorizeRedirect: jest.fn(),
  createUserDeviceToken: jest.fn(),
  logout: jest.fn(),
}));
const alerted = jest.mocked(alertNewBrowser);
const upstreamLogout = jest.mocked(logout);

const APP = 'http://app.test/callback';
const tenant = toTenant({ ...testTenant, tenant: { ...testTenant.tenant, redirectUris: [APP] } });
const ADA = { tenantCode: 'seaside', email: 'ada@seaside.test' };

const identity: Identity = {
  ...testSession().identity,
  token: 'new-token',
  passkeys: [],
  identityToken: null,
};

function context(o: { known?: KnownHere; frontDesk?: string; shared?: boolean }): FinishContext {
  return {
    tenant,
    origin: TEST_ORIGIN,
    locale: 'en',
    traceToken: 't',
    mode: { shared: o.shared ?? false, frontDesk: o.frontDesk, client: '198.51.100.23' },
    device: undefined,
    knownAccounts: async () => o.known ?? NOBODY,
    sent: [],
  };
}

async function finish(o: Parameters<typeof context>[0], previous?: ReturnType<typeof testSession>) {
  const done = await finishSignIn(identity, { redirectUri: APP }, context(o), { previous });
  // The ask is not in the sign-in's way: let it run.
  await new Promise((r) => setImmediate(r));
  const line = done.cookies.find((c) => c.name === COOKIE.knownAccounts);
  return { known: line ? await knownAccountsOf(line.value) : undefined };
}

/** A browser that finished a sign-in as ada; one where ada's password was only given (issue 26's budgets). */
let knownAda: KnownHere;
let passwordOnly: KnownHere;
beforeAll(async () => {
  knownAda = await knownAccountsOf((await rememberHere(NOBODY, ADA, { signedIn: true })).value);
  passwordOnly = await knownAccountsOf((await rememberHere(NOBODY, ADA)).value);
});
beforeEach(() => {
  jest.clearAllMocks();
  alerted.mockResolvedValue();
  upstreamLogout.mockResolvedValue();
  jest.mocked(authorizeRedirect).mockImplementation(async (_t, uri) => `${uri}?token=app-token`);
  jest.mocked(createUserDeviceToken).mockResolvedValue('device-1');
});

test('a browser new to the account: the upstream is asked to mail it, and the browser knows the account from now on', async () => {
  const { known } = await finish({});
  expect(alerted).toHaveBeenCalledWith('new-token');
  expect(hasSignedInHere(known ?? NOBODY, ADA)).toBe(true);
  expect(isKnown(known ?? NOBODY, ADA)).toBe(true);
});

test('a browser that knew the account: no mail', async () => {
  await finish({ known: knownAda });
  expect(alerted).not.toHaveBeenCalled();
});

test('security review H1: a password given before, its sign-in dropped, does not make the browser known: the finished sign-in is mailed', async () => {
  expect(isKnown(passwordOnly, ADA)).toBe(true);
  await finish({ known: passwordOnly });
  expect(alerted).toHaveBeenCalledWith('new-token');
});

test("no mail from a front-desk network, where every sign-in is a new browser's; a shared computer elsewhere is mailed, and remembers no one", async () => {
  await finish({ frontDesk: '203.0.113.0/24', shared: true });
  expect(alerted).not.toHaveBeenCalled();
  const { known } = await finish({ shared: true });
  expect(alerted).toHaveBeenCalledTimes(1);
  expect(known).toBeUndefined();
});

test('an upstream that cannot be asked does not stop the sign-in', async () => {
  alerted.mockRejectedValue(new Error('upstream down'));
  const { known } = await finish({});
  expect(hasSignedInHere(known ?? NOBODY, ADA)).toBe(true);
});

test('a sign-in that replaced another in this browser ends that one upstream; a step-up that kept its token ends nothing', async () => {
  await finish({ known: knownAda }, testSession({ token: 'old-token' }));
  expect(upstreamLogout).toHaveBeenCalledWith({ token: 'old-token', tenantCode: 'seaside', successor: 'new-token' });
  upstreamLogout.mockClear();
  await finish({ known: knownAda }, testSession({ token: 'new-token' }));
  expect(upstreamLogout).not.toHaveBeenCalled();
});
