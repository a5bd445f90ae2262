// Issue 38's badges through Keycard's clients against the sandbox: whose a badge is, its first PIN,
// the PIN at the IdP's credential endpoint (its badge realm: counted per badge, never per address),
// and a manager's issue, revoke, PIN reset and unlock, scoped to the properties they manage.
import { randomBytes, createHash, randomUUID } from 'node:crypto';
import { submitBadge } from '@/lib/idp/credentials';
import { readCode } from '@/lib/badges/codes';
import { lookupBadge, setBadgePin } from '@/lib/upstream/badges';
import { api } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { upstream } from '@/lib/upstream/index';
import { getLoginDomain, toTenant, type Tenant } from '@/lib/upstream/tenants';
import { KIM_BADGE, KIM_PIN, REX_BADGE } from '../../sandbox/seed';
import { sandboxCall as call } from './sandbox-api';

let tenant: Tenant;
const challenge = () => createHash('sha256').update(randomBytes(32)).digest('base64url');
const read = (code: string) => readCode('badge', code)!;
const pinAt = (badgeCode: string, pin: string, clientIp = '198.51.100.7') =>
  submitBadge(tenant, { badgeCode: read(badgeCode), pin, codeChallenge: challenge(), clientIp, traceToken: 'integration-badge' }, 4000);

/** A fresh person of Seaside Harbour with a badge (its PIN, or none yet). */
async function person(pin: string | null, o: { property?: string; manages?: string[] } = {}) {
  const email = `badge-${randomUUID().slice(0, 8)}@seaside.test`;
  const made = await call<{ uuid: string; badgeCode: string }>('POST', '/__users', {
    email,
    tenantCode: 'seaside',
    badge: { pin },
    property: o.property ?? 'SSH-HARBOUR',
    manages: o.manages,
  });
  return { email, uuid: made.uuid, badgeCode: made.badgeCode };
}

async function tokenOf(email: string, minutesAgo = 0): Promise<string> {
  const at = minutesAgo ? { authenticatedAt: Date.now() - minutesAgo * 60_000 } : {};
  return (await call<{ data: { token: string } }>('POST', '/__sessions', { email, tenantCode: 'seaside', ...at })).data.token;
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof UpstreamError ? err.code : String(err)),
  );

beforeAll(async () => {
  tenant = toTenant((await getLoginDomain('seaside.localhost', 'integration-badge-0'))!);
});

test('seaside allows badges in its login-domain answer; littlehotelier does not', async () => {
  expect(tenant.badgeSignIn).toBe(true);
  expect(toTenant((await getLoginDomain('littlehotelier.localhost', 'integration-badge-1'))!).badgeSignIn).toBe(false);
});

test("a badge's holder as the PIN page shows them; an unknown or revoked badge says so", async () => {
  expect(await lookupBadge('seaside', read(KIM_BADGE))).toEqual({ firstName: 'Kim', maskedEmail: 'k•••@seaside.test', pinSet: true });
  expect(await lookupBadge('seaside', read(REX_BADGE))).toBe('revoked');
  expect(await lookupBadge('seaside', 'KCB4000000000000')).toBe('unknown');
  expect(await lookupBadge('littlehotelier', read(KIM_BADGE))).toBe('unknown');
});

test("kim's PIN gets a login ticket; a wrong one says how many tries are left", async () => {
  expect(await pinAt(KIM_BADGE, KIM_PIN)).toMatchObject({ ok: true, loginTicket: expect.any(String) });
  const { badgeCode } = await person('582016');
  expect(await pinAt(badgeCode, '000000')).toEqual({ ok: false, reason: 'wrong-pin', attemptsLeft: 4 });
});

test('wrong PINs are counted for the badge from any address: the fifth brings a wait, and only the badge waits', async () => {
  const { badgeCode } = await person('582016');
  const other = await person('640213');
  for (let i = 0; i < 4; i++) await pinAt(badgeCode, '000000', `203.0.113.${10 + i}`);
  expect(await pinAt(badgeCode, '000000', '203.0.113.50')).toEqual({ ok: false, reason: 'wait', retryAfter: 60, attemptsLeft: 5 });
  expect(await pinAt(badgeCode, '582016', '203.0.113.51')).toMatchObject({ ok: false, reason: 'wait' });
  // The same front desk's address serves a colleague at once.
  expect((await pinAt(other.badgeCode, '640213', '203.0.113.50')).ok).toBe(true);
});

test('a revoked badge is refused at the PIN at once; a badge without a PIN asks for one', async () => {
  expect(await pinAt(REX_BADGE, KIM_PIN)).toEqual({ ok: false, reason: 'revoked' });
  const { badgeCode } = await person(null);
  expect(await pinAt(badgeCode, '582016')).toEqual({ ok: false, reason: 'pin-not-set' });
});

test('the first PIN: chosen once, then it signs in; the rule is checked upstream too; the owner is told', async () => {
  const { email, badgeCode } = await person(null);
  expect(await setBadgePin('seaside', read(badgeCode), '111111')).toBe('refused');
  expect(await setBadgePin('seaside', read(badgeCode), '739105')).toBe('set');
  // Whoever held the badge chose it: its owner hears of it.
  const mail = await call<{ messages: { kind: string; subject: string }[] }>('GET', `/outbox.json?to=${encodeURIComponent(email)}`);
  expect(mail.messages.map((m) => m.subject)).toContain('A PIN was chosen for your badge');
  expect(await setBadgePin('seaside', read(badgeCode), '739106')).toBe('already-set');
  expect((await pinAt(badgeCode, '739105')).ok).toBe(true);
  expect(await setBadgePin('seaside', read(REX_BADGE), '739105')).toBe('revoked');
});

test("a manager issues, revokes, resets and unlocks their own people's badges; anyone else's is UnknownUser", async () => {
  const manager = await person(null, { manages: ['SSH-HARBOUR'] });
  const staff = await person('582016');
  const elsewhere = await person('582016', { property: 'SSH-DUNES' });
  const token = await tokenOf(manager.email);
  const [staffId, elsewhereId, managerId] = [staff.uuid, elsewhere.uuid, manager.uuid];
  const as = (bearer: string, uuid: string) => ({ bearer, params: { uuid } });

  // A new badge: the old one stops at once; the new one waits for its PIN.
  const issued = (await upstream().call(api.issueBadge, as(token, staffId))).data.badgeCode;
  expect(await pinAt(staff.badgeCode, '582016')).toEqual({ ok: false, reason: 'revoked' });
  expect(await lookupBadge('seaside', read(issued))).toMatchObject({ pinSet: false });
  expect(await setBadgePin('seaside', read(issued), '582016')).toBe('set');

  // Wrong PINs bring a wait (the lock after ten: tests/unit/badge-service.test.ts); the unlock lifts it and keeps the PIN.
  for (let i = 0; i < 5; i++) await pinAt(issued, '000000');
  expect(await pinAt(issued, '582016')).toMatchObject({ ok: false, reason: 'wait' });
  await upstream().call(api.unlockBadge, as(token, staffId));
  expect((await pinAt(issued, '582016')).ok).toBe(true);

  // A reset forgets the PIN, which may not come back.
  await upstream().call(api.resetBadgePin, as(token, staffId));
  expect(await pinAt(issued, '582016')).toEqual({ ok: false, reason: 'pin-not-set' });
  expect(await setBadgePin('seaside', read(issued), '582016')).toBe('reused');

  await upstream().call(api.revokeBadge, as(token, staffId));
  expect(await lookupBadge('seaside', read(issued))).toBe('revoked');

  // Not theirs: another property's person, themselves, another manager, or anyone for someone who manages nothing.
  const peer = await person(null, { manages: ['SSH-HARBOUR'] });
  expect(await refusal(upstream().call(api.issueBadge, as(token, peer.uuid)))).toBe('UnknownUser');
  expect(
    await refusal(upstream().call(api.issueTemporaryPass, { bearer: token, params: { uuid: peer.uuid }, body: { lifetimeHours: 1, reusable: false } })),
  ).toBe('UnknownUser');
  expect(await refusal(upstream().call(api.issueBadge, as(token, elsewhereId)))).toBe('UnknownUser');
  expect(await refusal(upstream().call(api.issueBadge, as(token, managerId)))).toBe('UnknownUser');
  expect(await refusal(upstream().call(api.issueBadge, as(await tokenOf(staff.email), elsewhereId)))).toBe('UnknownUser');
  // A manager's sign-in older than ten minutes changes nothing.
  expect(await refusal(upstream().call(api.issueBadge, as(await tokenOf(manager.email, 11), staffId)))).toBe('ReauthRequired');
});
