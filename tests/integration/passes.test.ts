// Issue 38's temporary passes through Keycard's clients against the sandbox: the pass at the IdP's
// credential endpoint in the password's place (its pass realm), what a spent pass says, a manager's
// issue and cancel (scoped like the badges'), and the set-up that only a pass's sign-in has.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { submitCredentials } from '@/lib/idp/credentials';
import { api } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { upstream } from '@/lib/upstream/index';
import { completeSetUp } from '@/lib/upstream/passes';
import { getLoginDomain, toTenant, type Tenant } from '@/lib/upstream/tenants';
import { NEW_PASS } from '../../sandbox/seed';
import { sandboxCall as call } from './sandbox-api';

let tenant: Tenant;
const challenge = () => createHash('sha256').update(randomBytes(32)).digest('base64url');
const withPass = (email: string, pass: string, clientIp = '198.51.100.21') =>
  submitCredentials(tenant, { email, password: pass, pass: true, codeChallenge: challenge(), clientIp, traceToken: 'integration-pass' }, 4000);

async function person(o: { temporaryPass?: { hours?: number; reusable?: boolean }; manages?: string[] } = {}) {
  const email = `pass-${randomUUID().slice(0, 8)}@seaside.test`;
  const made = await call<{ uuid: string; temporaryPass?: string }>('POST', '/__users', { email, tenantCode: 'seaside', property: 'SSH-HARBOUR', ...o });
  return { email, uuid: made.uuid, pass: made.temporaryPass ?? '' };
}

const tokenOf = async (email: string) => (await call<{ data: { token: string } }>('POST', '/__sessions', { email, tenantCode: 'seaside' })).data.token;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof UpstreamError ? err.code : String(err)),
  );

beforeAll(async () => {
  tenant = toTenant((await getLoginDomain('seaside.localhost', 'integration-pass-0'))!);
});

test('a one-use pass gets a login ticket once; then it says it was used; a wrong one is the wrong-credentials answer', async () => {
  const { email, pass } = await person({ temporaryPass: {} });
  expect(await withPass(email, 'TP7K-0000-0000')).toEqual({ ok: false, reason: 'invalid-credentials' });
  expect(await withPass(email, pass.toLowerCase())).toMatchObject({ ok: true, loginTicket: expect.any(String) });
  expect(await withPass(email, pass)).toEqual({ ok: false, reason: 'pass-used' });
  // A password never passes for a pass, nor a pass for a password.
  expect(await withPass(email, 'Harbour-Lights-2024')).toEqual({ ok: false, reason: 'invalid-credentials' });
  expect((await submitCredentials(tenant, { email, password: pass, codeChallenge: challenge(), clientIp: '198.51.100.22', traceToken: 'x' })).ok).toBe(false);
});

test("new@seaside.test's demo pass is hers, and an expired pass says so", async () => {
  expect(await withPass('nobody@seaside.test', NEW_PASS)).toEqual({ ok: false, reason: 'invalid-credentials' });
  const old = await person({ temporaryPass: { hours: -1 } });
  expect(await withPass(old.email, old.pass)).toEqual({ ok: false, reason: 'pass-expired' });
});

test('a manager issues and cancels a pass for their own people only; a new pass cancels the last', async () => {
  const manager = await person({ manages: ['SSH-HARBOUR'] });
  const staff = await person({ temporaryPass: { reusable: true } });
  const token = await tokenOf(manager.email);
  const issued = (await upstream().call(api.issueTemporaryPass, { bearer: token, params: { uuid: staff.uuid }, body: { lifetimeHours: 24, reusable: false } }))
    .data;
  expect(Date.parse(issued.expiresAt) - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
  expect(await withPass(staff.email, staff.pass)).toEqual({ ok: false, reason: 'pass-revoked' });
  await upstream().call(api.revokeTemporaryPass, { bearer: token, params: { uuid: staff.uuid } });
  expect(await withPass(staff.email, issued.pass)).toEqual({ ok: false, reason: 'pass-revoked' });
  const outsider = await person();
  expect(
    await refusal(
      upstream().call(api.issueTemporaryPass, {
        bearer: await tokenOf(outsider.email),
        params: { uuid: staff.uuid },
        body: { lifetimeHours: 1, reusable: false },
      }),
    ),
  ).toBe('UnknownUser');
});

test('only a temporary pass’s sign-in has a set-up to complete; completing it ends the pass, even one good for several sign-ins', async () => {
  const { email } = await person();
  expect(await refusal(completeSetUp(await tokenOf(email), { password: 'Sea-Breeze-Morning-2026' }))).toBe('NotSettingUp');

  const holder = await person({ temporaryPass: { reusable: true } });
  const signedIn = await call<{ data: { token: string; state: string } }>('POST', '/__sessions', {
    email: holder.email,
    tenantCode: 'seaside',
    temporaryPass: true,
  });
  expect(signedIn.data.state).toBe('SIGN_IN_SET_UP_REQUIRED');
  // Nothing is served before the set-up: no redirect is authorised.
  expect(await refusal(upstream().call(api.authorizeRedirect, { body: { token: signedIn.data.token, redirectUri: 'http://localhost:4002/callback' } }))).toBe(
    'StepRequired',
  );
  expect(await completeSetUp(signedIn.data.token, { passkey: true })).toBe('incomplete');
  expect(await completeSetUp(signedIn.data.token, { password: 'Sea-Breeze-Morning-2026' })).toEqual({ state: 'AUTHENTICATED' });
  expect(await withPass(holder.email, holder.pass)).toEqual({ ok: false, reason: 'pass-used' });
  expect(await refusal(completeSetUp(signedIn.data.token, { password: 'Sea-Breeze-Evening-2026' }))).toBe('NotSettingUp');
});
