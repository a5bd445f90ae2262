// The flow declared once: every field round-trips through each carrier that holds it, and nothing
// else travels where it should not (DESIGN §3.3, §5).
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { FLOW_FIELDS, allowedFlow, carry, flowFields, flowQuery, parseFlowParams, type Carrier, type Flow, sheddableFields } from '@/lib/flows/flow-state';
import { allowedRedirectUri } from '@/lib/flows/redirect-uri';
import { openSession, sessionCookie } from '@/lib/session/session';
import { openTransaction, transactionCookie } from '@/lib/session/transaction';
import { testSession } from '../support/handler-fixtures';

const CALLBACK = 'http://localhost:4002/callback';

/** A value for every field of the flow. */
const full: Required<Flow> = {
  redirectUri: CALLBACK,
  iid: 'inv-42',
  email: 'ada@seaside.test',
  temporaryMfaSetup: true,
  purpose: 'passkey-step-up-authentication',
  partnerCode: 'channelhub',
  newSession: true,
  applyMfa: true,
  mfaResetRedirectUri: `${CALLBACK}?mfa=reset`,
  mfaSetupRedirectUri: `${CALLBACK}?mfa=setup`,
  passkeyRedirectUri: `${CALLBACK}?passkey=1`,
  passkeyState: 'pks-1234',
  proveMfa: true,
  teamPath: '/team/SSH-HARBOUR/3b0f6c2e-8d4a-4e1b-9c7f-5a2d8e6b4f10?do=new-badge',
  hostedLogin: {
    prompt: 'login',
    mode: 'login-id',
    username: 'ada@seaside.test',
    logoUri: 'http://localhost:4000/assets/seaside/logo.svg',
    backToLogin: 'http://seaside.localhost:3000/login',
  },
};

const fieldsOf = (carrier: Carrier) =>
  Object.entries(FLOW_FIELDS)
    .filter(([, f]) => (f.carriers as readonly Carrier[]).includes(carrier))
    .map(([k]) => k);

describe('one flow, three carriers', () => {
  test('every field has at least one carrier, and the test sample names every field', () => {
    expect(Object.keys(full).sort()).toEqual(Object.keys(FLOW_FIELDS).sort());
    for (const f of Object.values(FLOW_FIELDS)) expect(f.carriers.length).toBeGreaterThan(0);
  });

  test('the query carries its fields through a link and back (the e-mail is read, never written)', () => {
    const query = carry(full, 'query');
    expect(Object.keys(query).sort()).toEqual(fieldsOf('query').sort());
    const { email: _email, ...written } = query;
    expect(parseFlowParams(new URLSearchParams(flowQuery(query)))).toEqual(written);
    expect(parseFlowParams(flowFields(query))).toEqual(written);
    expect(flowQuery(query)).not.toMatch(/email|ada%40/);
  });

  test('the transaction carries its fields through its sealed cookie', async () => {
    const flow = carry(full, 'transaction');
    expect(Object.keys(flow).sort()).toEqual(fieldsOf('transaction').sort());
    const tx = { state: 'state-aaaaaaaaaaaaaaaa', nonce: 'n', codeVerifier: 'v', silent: false, loginQuery: '', flow, startedAt: 1 };
    const cookie = await transactionCookie(tx);
    expect((await openTransaction(tx.state, () => cookie.value))?.flow).toEqual(flow);
  });

  test('the session carries its fields through its sealed cookie', async () => {
    const flow = carry(carry(full, 'transaction'), 'session');
    expect(Object.keys(flow).sort()).toEqual(fieldsOf('session').sort());
    const session = testSession({ flow });
    expect((await openSession((await sessionCookie(session)).value, 'seaside'))?.flow).toEqual(flow);
  });

  test('what a carrier does not hold is never copied into it', () => {
    expect(carry(full, 'session')).not.toHaveProperty('email');
    expect(carry(full, 'session')).not.toHaveProperty('hostedLogin');
    expect(carry(full, 'query')).not.toHaveProperty('applyMfa');
  });

  test('a link cannot set applyMfa or hosted-login extras', () => {
    expect(parseFlowParams({ applyMfa: 'true', hostedLogin: 'x', prompt: 'login' })).toEqual({});
  });
});

describe('stored URIs and applyMfa at the entry point', () => {
  const allow = (uri: string) => allowedRedirectUri(uri, [CALLBACK]);

  test('every stored URI the tenant does not allow is dropped', () => {
    const out = allowedFlow({ redirectUri: 'http://evil.example/cb', mfaResetRedirectUri: CALLBACK, passkeyRedirectUri: `${CALLBACK}#x` }, allow);
    expect(out).toEqual({ mfaResetRedirectUri: CALLBACK, applyMfa: true });
  });

  test('SPEC §4: applyMfa is true exactly when no redirect URI was given', () => {
    expect(allowedFlow({ redirectUri: CALLBACK }, allow).applyMfa).toBeUndefined();
    expect(allowedFlow({}, allow).applyMfa).toBe(true);
  });
});

test('a session too big for its cookie sheds the stored URIs least needed first, then the invitation (ranked in FLOW_FIELDS)', () => {
  expect(sheddableFields()).toEqual(['mfaResetRedirectUri', 'passkeyRedirectUri', 'mfaSetupRedirectUri', 'iid']);
});

test("the manager's page's return (issue 39) is only ever a path of that page", () => {
  for (const bad of ['https://evil.test/team/X', '//evil.test', '/team/../login', '/team/SSH-HARBOUR/x?do=a&redirectUri=x', '/account/security']) {
    expect(parseFlowParams(new URLSearchParams({ teamPath: bad })).teamPath).toBeUndefined();
  }
  expect(parseFlowParams(new URLSearchParams({ teamPath: '/team/SSH-HARBOUR' })).teamPath).toBe('/team/SSH-HARBOUR');
});
