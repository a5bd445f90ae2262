// Issue 39's manager's page, upstream side, through Keycard's client against the sandbox: the demo's
// managers and what each sees, a property's people with their sign-in health, the actions (each
// scoped, recent, recorded and told to the person), and a forged request for someone else's person.
import { randomUUID } from 'node:crypto';
import { readCode } from '@/lib/badges/codes';
import { lookupBadge } from '@/lib/upstream/badges';
import { api, STAFF_PAGE_SIZE } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { upstream } from '@/lib/upstream/index';
import { act, getStaffMember, listManagedProperties, listManagerActions, listStaff } from '@/lib/upstream/team';
import { GENERATED_STAFF } from '../../sandbox/seed';
import { sandboxCall as call } from './sandbox-api';

const HARBOUR = 'SSH-HARBOUR';
const ADDRESS = '198.51.100.39';

type Made = { uuid: string; email: string; badgeCode?: string; totpSecret?: string };

/** A fresh person of a property (Seaside Harbour unless said). */
async function person(o: Record<string, unknown> = {}): Promise<Made> {
  const email = `team-${randomUUID().slice(0, 8)}@seaside.test`;
  return call<Made>('POST', '/__users', { email, tenantCode: 'seaside', property: HARBOUR, ...o });
}

async function tokenOf(email: string, minutesAgo = 0): Promise<string> {
  const at = minutesAgo ? { authenticatedAt: Date.now() - minutesAgo * 60_000 } : {};
  return (await call<{ data: { token: string } }>('POST', '/__sessions', { email, tenantCode: 'seaside', ...at })).data.token;
}

const stateOf = async (email: string) => (await call<{ data: { state: string } }>('POST', '/__sessions', { email, tenantCode: 'seaside' })).data.state;

const mailTo = async (email: string) =>
  (await call<{ messages: { kind: string; subject: string; text: string }[] }>('GET', `/outbox.json?to=${encodeURIComponent(email)}`)).messages;

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'ok',
    (err: unknown) => (err instanceof UpstreamError ? err.code : String(err)),
  );

/** A fresh manager of Seaside Harbour (rank 2), signed in just now. */
async function manager() {
  const made = await person({ manages: [HARBOUR], rank: 2, firstName: 'Meg', lastName: 'Test' });
  return { ...made, token: await tokenOf(made.email) };
}

async function health(token: string, uuid: string) {
  const found = await getStaffMember(token, HARBOUR, uuid);
  if (found === 'unknown') throw new Error('not found');
  return found.person;
}

test("the demo's managers: nora manages Seaside Harbour, otto Seaside Dunes, ada nothing", async () => {
  expect(await listManagedProperties(await tokenOf('nora@seaside.test'))).toEqual([{ code: HARBOUR, name: 'Seaside Harbour' }]);
  expect(await listManagedProperties(await tokenOf('otto@seaside.test'))).toEqual([{ code: 'SSH-DUNES', name: 'Seaside Dunes' }]);
  expect(await listManagedProperties(await tokenOf('ada@seaside.test'))).toEqual([]);
  expect(await listStaff(await tokenOf('ada@seaside.test'), HARBOUR)).toBe('unknown');
});

test("nora's list: two thousand generated people besides the named ones, by name, a page of 50, with their health", async () => {
  const token = await tokenOf('nora@seaside.test');
  const first = await listStaff(token, HARBOUR);
  if (first === 'unknown') throw new Error('not found');
  expect(first.property).toEqual({ code: HARBOUR, name: 'Seaside Harbour' });
  expect(first.total).toBeGreaterThanOrEqual(GENERATED_STAFF + 8);
  expect(first.people).toHaveLength(STAFF_PAGE_SIZE);
  const names = first.people.map((p) => [p.firstName, p.lastName].join(' '));
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

  const gus = await listStaff(token, HARBOUR, { q: 'GUS@' });
  expect(gus !== 'unknown' && gus.people.map((p) => [p.email, p.status])).toEqual([['gus@seaside.test', 'locked']]);
  const kim = await listStaff(token, HARBOUR, { q: 'nakamura' });
  expect(kim !== 'unknown' && kim.people.map((p) => [p.email, p.badge, p.actionable])).toEqual([['kim@seaside.test', 'active', true]]);
  const lou = await listStaff(token, HARBOUR, { q: 'lou@' });
  expect(lou !== 'unknown' && lou.people[0]?.badge).toBe('pin-not-set');
  // Herself: listed, not actionable. bea, a manager she outranks: actionable; nora from bea's side: not.
  const self = await listStaff(token, HARBOUR, { q: 'nora@' });
  expect(self !== 'unknown' && self.people.map((p) => [p.manager, p.actionable])).toEqual([[true, false]]);
  const bea = await listStaff(token, HARBOUR, { q: 'bea@' });
  expect(bea !== 'unknown' && bea.people.map((p) => [p.manager, p.actionable])).toEqual([[true, true]]);
  const fromBea = await listStaff(await tokenOf('bea@seaside.test'), HARBOUR, { q: 'nora@' });
  expect(fromBea !== 'unknown' && fromBea.people.map((p) => p.actionable)).toEqual([false]);

  const staff = await listStaff(token, HARBOUR, { q: 'staff0023@' });
  expect(staff !== 'unknown' && staff.people.map((p) => [p.status, p.lastSignInAt])).toEqual([['pending-activation', null]]);
  const page41 = await listStaff(token, HARBOUR, { page: 41 });
  expect(page41 !== 'unknown' && page41.page).toBe(41);
  expect(page41 !== 'unknown' && page41.people.length).toBe(first.total - 40 * STAFF_PAGE_SIZE);
});

test('otto cannot see or act on Seaside Harbour: its list, its people and a forged action are UnknownUser, and nothing changes', async () => {
  const token = await tokenOf('otto@seaside.test');
  const ada = (await listStaff(await tokenOf('nora@seaside.test'), HARBOUR, { q: 'ada@' })) as { people: { uuid: string }[] };
  const adaUuid = ada.people[0]!.uuid;
  expect(await listStaff(token, HARBOUR)).toBe('unknown');
  expect(await getStaffMember(token, HARBOUR, adaUuid)).toBe('unknown');
  expect(await getStaffMember(token, 'SSH-DUNES', adaUuid)).toBe('unknown');
  const before = (await mailTo('ada@seaside.test')).length;
  for (const action of ['sign-out-everywhere', 'require-password', 'new-badge'] as const) {
    expect(await act(token, adaUuid, { action }, ADDRESS)).toBe('unknown');
  }
  expect(await act(token, adaUuid, { action: 'temporary-pass', lifetimeHours: 24, reusable: false }, ADDRESS)).toBe('unknown');
  expect(await stateOf('ada@seaside.test')).toBe('AUTHENTICATED');
  expect(await mailTo('ada@seaside.test')).toHaveLength(before);
  const dunes = await listStaff(token, 'SSH-DUNES');
  expect(dunes !== 'unknown' && dunes.people.map((p) => p.email)).toEqual(expect.arrayContaining(['dune@seaside.test', 'otto@seaside.test']));
});

test('each action does what it says, is recorded with who, for whom and from where, and the person hears of it', async () => {
  const meg = await manager();
  const locked = await person({ locked: true, lastName: 'Locked' });
  expect((await health(meg.token, locked.uuid)).status).toBe('locked');
  expect(await act(meg.token, locked.uuid, { action: 'unlock' }, ADDRESS)).toEqual({ kind: 'done' });
  expect((await health(meg.token, locked.uuid)).status).toBe('active');
  expect(await act(meg.token, locked.uuid, { action: 'unlock' }, ADDRESS)).toBe('nothing-to-do');
  expect((await mailTo(locked.email)).map((m) => m.subject)).toContain('Your account was unlocked');
  expect((await mailTo(locked.email)).find((m) => m.subject === 'Your account was unlocked')?.text).toContain(
    `Meg Test (${meg.email}), a manager at Seaside Harbour`,
  );

  const pending = await person({ pendingActivation: true });
  expect((await health(meg.token, pending.uuid)).status).toBe('pending-activation');
  expect(await act(meg.token, pending.uuid, { action: 'resend-activation' }, ADDRESS)).toEqual({ kind: 'done' });
  expect((await mailTo(pending.email)).filter((m) => m.kind === 'activation')).toHaveLength(2);
  expect(await act(meg.token, locked.uuid, { action: 'resend-activation' }, ADDRESS)).toBe('nothing-to-do');

  const app = await person({ mfaDevice: { deliveryType: 'totp' } });
  expect((await health(meg.token, app.uuid)).mfaMethod).toBe('totp');
  expect(await act(meg.token, app.uuid, { action: 'reset-mfa' }, ADDRESS)).toEqual({ kind: 'done' });
  expect((await health(meg.token, app.uuid)).mfaMethod).toBeNull();
  expect(await stateOf(app.email)).toBe('MFA_REGISTRATION_REQUIRED');
  expect(await act(meg.token, app.uuid, { action: 'reset-mfa' }, ADDRESS)).toBe('nothing-to-do');

  const plain = await person();
  const theirs = await tokenOf(plain.email);
  expect(await act(meg.token, plain.uuid, { action: 'sign-out-everywhere' }, ADDRESS)).toEqual({ kind: 'done' });
  expect(await refusal(upstream().call(api.getMfa, { bearer: theirs }))).toBe('TokenInvalid');
  expect(await act(meg.token, plain.uuid, { action: 'require-password' }, ADDRESS)).toEqual({ kind: 'done' });
  expect(await stateOf(plain.email)).toBe('PASSWORD_EXPIRED');

  const pass = await act(meg.token, plain.uuid, { action: 'temporary-pass', lifetimeHours: 72, reusable: false }, ADDRESS);
  if (typeof pass !== 'object' || pass.kind !== 'pass') throw new Error('no pass');
  expect(pass.pass).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  expect(Date.parse(pass.expiresAt) - Date.now()).toBeGreaterThan(71 * 3600_000);
  expect((await health(meg.token, plain.uuid)).temporaryPassUntil).toBe(pass.expiresAt);
  expect(await act(meg.token, plain.uuid, { action: 'cancel-pass' }, ADDRESS)).toEqual({ kind: 'done' });
  expect((await health(meg.token, plain.uuid)).temporaryPassUntil).toBeNull();

  const badged = await person({ badge: { pin: '482916' } });
  const badge = await act(meg.token, badged.uuid, { action: 'new-badge' }, ADDRESS);
  if (typeof badge !== 'object' || badge.kind !== 'badge') throw new Error('no badge');
  expect(await lookupBadge('seaside', readCode('badge', badged.badgeCode!)!)).toBe('revoked');
  expect((await health(meg.token, badged.uuid)).badge).toBe('pin-not-set');
  expect(await act(meg.token, badged.uuid, { action: 'revoke-badge' }, ADDRESS)).toEqual({ kind: 'done' });
  expect((await health(meg.token, badged.uuid)).badge).toBe('none');
  expect(await act(meg.token, badged.uuid, { action: 'reset-pin' }, ADDRESS)).toBe('nothing-to-do');

  const recent = await listManagerActions(meg.token, HARBOUR);
  const mine = recent.filter((r) => r.by.email === meg.email);
  expect(mine.map((r) => [r.action, r.for.email])).toEqual([
    ['revoke-badge', badged.email],
    ['new-badge', badged.email],
    ['cancel-pass', plain.email],
    ['temporary-pass', plain.email],
    ['require-password', plain.email],
    ['sign-out-everywhere', plain.email],
    ['reset-mfa', app.email],
    ['resend-activation', pending.email],
    ['unlock', locked.email],
  ]);
  expect(mine.every((r) => r.address === ADDRESS && r.by.name === 'Meg Test')).toBe(true);
});

test('an action after ten minutes asks for the sign-in again; a manager acts on no fellow manager they do not outrank, nor on themselves', async () => {
  const meg = await manager();
  const plain = await person();
  expect(await refusal(act(await tokenOf(meg.email, 11), plain.uuid, { action: 'unlock' }, ADDRESS))).toBe('ReauthRequired');
  const peer = await person({ manages: [HARBOUR], rank: 2 });
  const junior = await person({ manages: [HARBOUR], rank: 1 });
  const elsewhere = await person({ manages: [HARBOUR, 'SSH-DUNES'], rank: 1 });
  expect(await act(meg.token, peer.uuid, { action: 'sign-out-everywhere' }, ADDRESS)).toBe('unknown');
  expect(await act(meg.token, meg.uuid, { action: 'sign-out-everywhere' }, ADDRESS)).toBe('unknown');
  expect(await act(meg.token, elsewhere.uuid, { action: 'sign-out-everywhere' }, ADDRESS)).toBe('unknown');
  expect(await act(meg.token, junior.uuid, { action: 'sign-out-everywhere' }, ADDRESS)).toEqual({ kind: 'done' });
  expect(await act(await tokenOf(junior.email), meg.uuid, { action: 'sign-out-everywhere' }, ADDRESS)).toBe('unknown');
});

test('a query the declaration refuses is a 400 from the sandbox, not a list', async () => {
  const token = await tokenOf('nora@seaside.test');
  expect(await refusal(upstream().call(api.listStaff, { bearer: token, params: { code: HARBOUR }, query: { page: '0' } }))).toBe('BadRequest');
  expect(await refusal(upstream().call(api.listStaff, { bearer: token, params: { code: HARBOUR }, query: { q: 'x'.repeat(101) } }))).toBe('BadRequest');
});

test('nothing is done for a person of a property the upstream does not know: it could not be recorded', async () => {
  const ghost = await person({ property: 'GHOST', manages: [] });
  const manager = await person({ property: 'GHOST', manages: ['GHOST'], rank: 2 });
  expect(await act(await tokenOf(manager.email), ghost.uuid, { action: 'sign-out-everywhere' }, ADDRESS)).toBe('unknown');
  expect(await mailTo(ghost.email)).toEqual([]);
});

test('a confirmation posted twice is one action: the same pass, one record (a second pass would stop the first)', async () => {
  const meg = await manager();
  const plain = await person();
  const request = { action: 'temporary-pass', lifetimeHours: 8, reusable: false } as const;
  const [first, second] = await Promise.all([
    act(meg.token, plain.uuid, request, ADDRESS, 'confirm-0123456789abcdef'),
    act(meg.token, plain.uuid, request, ADDRESS, 'confirm-0123456789abcdef'),
  ]);
  expect(second).toEqual(first);
  const again = await act(meg.token, plain.uuid, request, ADDRESS, 'confirm-0123456789abcdef');
  expect(again).toEqual(first);
  expect((await listManagerActions(meg.token, HARBOUR)).filter((r) => r.by.email === meg.email)).toHaveLength(1);
  // Another confirmation is another action.
  expect(await act(meg.token, plain.uuid, request, ADDRESS, 'confirm-fedcba9876543210')).not.toEqual(first);
});
