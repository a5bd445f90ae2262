// The IdP's credential endpoint as Keycard calls it: tickets, SPEC §8's refusals, and faults.
import { randomBytes, createHash } from 'node:crypto';
import { submitCredentials } from '@/lib/idp/credentials';
import { getLoginDomain, toTenant, type Tenant } from '@/lib/upstream/tenants';
import { clearFaults, injectFault } from './faults';

let tenant: Tenant;
const challenge = () => createHash('sha256').update(randomBytes(32)).digest('base64url');
const attempt = (email: string, password: string, clientIp = '198.51.100.7') =>
  submitCredentials(tenant, { email, password, codeChallenge: challenge(), clientIp, traceToken: 'integration-cred-1' }, 2000);

beforeAll(async () => {
  tenant = toTenant((await getLoginDomain('seaside.localhost', 'integration-cred-0'))!);
});
beforeEach(clearFaults);

test('the right password gets a login ticket', async () => {
  expect(await attempt('ada@seaside.test', 'Harbour-Lights-2024')).toMatchObject({ ok: true, loginTicket: expect.any(String) });
});

test('a wrong password and an unknown e-mail get the same answer', async () => {
  expect(await attempt('ada@seaside.test', 'nope', '198.51.100.8')).toEqual({ ok: false, reason: 'invalid-credentials' });
  expect(await attempt('nobody@seaside.test', 'nope', '198.51.100.8')).toEqual({ ok: false, reason: 'invalid-credentials' });
});

test.each(['gus@seaside.test', 'lea@seaside.test'])('%s is refused as a disabled account', async (email) => {
  expect(await attempt(email, 'Harbour-Lights-2024')).toEqual({ ok: false, reason: 'account-disabled' });
});

test('repeated failures from one address lock the account there (too_many_attempts)', async () => {
  const ip = '203.0.113.99';
  for (let i = 0; i < 5; i++) await attempt('max@seaside.test', 'wrong', ip);
  expect(await attempt('max@seaside.test', 'Harbour-Lights-2024', ip)).toEqual({ ok: false, reason: 'account-disabled' });
  // The IdP throttles per user and address: the user signs in from elsewhere.
  expect((await attempt('max@seaside.test', 'Harbour-Lights-2024', '203.0.113.100')).ok).toBe(true);
});

test('security review M5: a burst of parallel wrong passwords locks the account at that address, as one after another would', async () => {
  const ip = '203.0.113.98';
  await Promise.all(Array.from({ length: 8 }, () => attempt('mia@seaside.test', 'wrong', ip)));
  expect(await attempt('mia@seaside.test', 'Harbour-Lights-2024', ip)).toEqual({ ok: false, reason: 'account-disabled' });
});

test('an unreachable IdP is the network error', async () => {
  await injectFault({ path: '/co/authenticate', status: 503 });
  expect(await attempt('ada@seaside.test', 'Harbour-Lights-2024')).toEqual({ ok: false, reason: 'network' });
});

test('a slow IdP times out as the network error', async () => {
  await injectFault({ path: '/co/authenticate', delayMs: 4000 });
  expect(await attempt('ada@seaside.test', 'Harbour-Lights-2024')).toEqual({ ok: false, reason: 'network' });
});
