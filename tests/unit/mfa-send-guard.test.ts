// The SMS-pumping guard (issue 26), per tenant, in the in-process store: texts and calls only to the
// tenant's countries, within its budget an hour and its budget an hour per destination prefix, and
// backing off sends to one number (one user's phone, for a verification) 1, 2, 4 … 32 minutes.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { metrics } from '@/lib/metrics';
import { DEFAULT_PHONE_SENDS, SEND_BACKOFF, backoffSeconds, prefixOf, reserveSend, type PhoneSend } from '@/lib/mfa/send-guard';
import type { Refusal } from '@/lib/validation/form-schema';

import type { PhoneSendPolicy } from '@/lib/upstream/contract';
import { toTenant, type Tenant } from '@/lib/upstream/tenants';
import { testTenant } from '../support/handler-fixtures';

/** The refusal a send would meet now, else null (it is then given back: nothing counted). */
async function refuseSend(send: PhoneSend, _trace?: string): Promise<Refusal | null> {
  const r = await reserveSend(send);
  if ('refused' in r) return r.refused;
  await r.settle(false);
  return null;
}
/** A send that went out (issue 36: reserved first, then counted). */
async function recordSend(send: PhoneSend): Promise<void> {
  const r = await reserveSend(send);
  if ('settle' in r) await r.settle(true);
}

/** A tenant of its own per test (the store lives for the whole file), with this policy. */
let n = 0;
function tenant(phoneSends?: PhoneSendPolicy): Tenant {
  return toTenant({ ...testTenant, tenant: { ...testTenant.tenant, code: `tenant-${++n}`, phoneSends } });
}

const LOOSE = { countries: ['AU', 'NZ', 'GB'], sendsPerHour: 100_000, sendsPerPrefixPerHour: 100_000 };
const to = (t: Tenant, e164: string): PhoneSend => ({ tenant: t, to: { e164 } });
const rateLimited = (retryIn: number) => ({ errors: { form: 'rateLimited' }, detail: { retryIn } });

async function refusals(reason: string): Promise<number> {
  const { values } = await metrics().phoneSendsRefused.get();
  return values.find((v) => v.labels.reason === reason)?.value ?? 0;
}

afterEach(() => jest.useRealTimers());

describe('countries', () => {
  test("a number outside the tenant's list is refused at its field, and counted", async () => {
    const seaside = tenant(LOOSE);
    const before = await refusals('country');
    expect(await refuseSend(to(seaside, '+12015550123'), 't')).toEqual({ errors: { phoneNumber: 'countryNotAllowed' } });
    // A non-geographic number (international freephone) is in no country of a list.
    expect(await refuseSend(to(seaside, '+80012345678'), 't')).toEqual({ errors: { phoneNumber: 'countryNotAllowed' } });
    expect(await refusals('country')).toBe(before + 2);
    for (const allowed of ['+61491570313', '+64211234567', '+447400123456']) expect(await refuseSend(to(seaside, allowed), 't')).toBeNull();
  });

  test('without a policy any country is allowed; a verification has no number to hold to a list', async () => {
    expect(await refuseSend(to(tenant(), '+12015550123'), 't')).toBeNull();
    // Security review L7: without a policy but with a home country, there alone.
    const home = toTenant({ ...testTenant, tenant: { ...testTenant.tenant, code: `tenant-${++n}`, country: 'AU' } });
    expect(await refuseSend(to(home, '+12015550123'), 't')).toEqual({ errors: { phoneNumber: 'countryNotAllowed' } });
    expect(await refuseSend(to(home, '+252612345678'), 't')).toEqual({ errors: { phoneNumber: 'countryNotAllowed' } });
    expect(await refuseSend(to(home, '+61491570313'), 't')).toBeNull();
    expect(await refuseSend({ tenant: tenant(LOOSE), to: { userUuid: 'u', deliveryType: 'sms', address: undefined } }, 't')).toBeNull();
  });
});

test("the tenant's sends an hour, counted per tenant, verifications too", async () => {
  const policy = { ...LOOSE, sendsPerHour: 3 };
  const [seaside, other] = [tenant(policy), tenant(policy)];
  await recordSend(to(seaside, '+61491571001'));
  await recordSend(to(seaside, '+447400999002'));
  await recordSend({ tenant: seaside, to: { userUuid: 'u-1', deliveryType: 'voice', address: undefined } });
  const before = await refusals('tenant-budget');
  const refused = await refuseSend(to(seaside, '+64211234567'), 't');
  expect(refused).toEqual(rateLimited(expect.any(Number)));
  expect(refused!.detail!.retryIn).toBeGreaterThan(3600 - 5);
  expect(await refuseSend({ tenant: seaside, to: { userUuid: 'u-2', deliveryType: 'sms', address: undefined } }, 't')).toEqual(rateLimited(expect.any(Number)));
  expect(await refusals('tenant-budget')).toBe(before + 2);
  // Another tenant's budget is its own.
  expect(await refuseSend(to(other, '+64211234567'), 't')).toBeNull();
});

test('the sends an hour to one prefix (the number without its last three digits), per tenant', async () => {
  const policy = { ...LOOSE, sendsPerPrefixPerHour: 2 };
  const [seaside, other] = [tenant(policy), tenant(policy)];
  expect(prefixOf('+447400123456')).toBe('+447400123');
  await recordSend(to(seaside, '+447400123001'));
  await recordSend(to(seaside, '+447400123002'));
  const before = await refusals('prefix-budget');
  const refused = await refuseSend(to(seaside, '+447400123003'), 't');
  expect(refused).toEqual(rateLimited(expect.any(Number)));
  expect(refused!.detail!.retryIn).toBeGreaterThan(3600 - 5);
  expect(await refusals('prefix-budget')).toBe(before + 1);
  // The next block, and the same block at another tenant, still go.
  expect(await refuseSend(to(seaside, '+447400124003'), 't')).toBeNull();
  expect(await refuseSend(to(other, '+447400123003'), 't')).toBeNull();
});

test("a tenant without a policy has Keycard's default budgets", async () => {
  const littlehotelier = tenant();
  for (let i = 0; i < DEFAULT_PHONE_SENDS.sendsPerPrefixPerHour; i++) await recordSend(to(littlehotelier, `+12015550${100 + i}`));
  expect(await refuseSend(to(littlehotelier, '+12015550199'), 't')).toEqual(rateLimited(expect.any(Number)));
});

describe('the backoff', () => {
  const MINUTES = [1, 2, 4, 8, 16, 32, 32];

  test('the free sends go at once; after the last of them each next send waits 1, 2, 4 … minutes, held at 32', () => {
    expect(Array.from({ length: SEND_BACKOFF.freeSends - 1 }, (_, i) => backoffSeconds(i + 1))).toEqual([0, 0]);
    expect(MINUTES.map((_, i) => backoffSeconds(SEND_BACKOFF.freeSends + i) / 60)).toEqual(MINUTES);
  });

  /** Sends as soon as each wait allows, checking the wait (in minutes) after each send. */
  async function sendAsAllowed(send: PhoneSend, waits: number[]) {
    for (const minutes of waits) {
      await recordSend(send);
      if (minutes === 0) {
        expect(await refuseSend(send, 't')).toBeNull();
        continue;
      }
      expect(await refuseSend(send, 't')).toEqual(rateLimited(minutes * 60));
      jest.advanceTimersByTime(minutes * 60 * 1000 - 1000);
      expect(await refuseSend(send, 't')).toEqual(rateLimited(1));
      jest.advanceTimersByTime(1000);
      expect(await refuseSend(send, 't')).toBeNull();
    }
  }

  test('to one number, whoever registers it; it starts again a day after its first send', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z'), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const seaside = tenant(LOOSE);
    const before = await refusals('backoff');
    await sendAsAllowed(to(seaside, '+447400123500'), [0, 0, 1, 2, 4, 8, 16, 32, 32]);
    expect(await refusals('backoff')).toBe(before + 14);
    // Other numbers, and the same number at another tenant, have their own series.
    expect(await refuseSend(to(seaside, '+447400123501'), 't')).toBeNull();
    await recordSend(to(seaside, '+447400123500'));
    expect(await refuseSend(to(tenant(LOOSE), '+447400123500'), 't')).toBeNull();
    // The series began at 08:00: the next day it starts over, its first sends free again.
    jest.advanceTimersByTime(new Date('2026-03-03T08:00:01Z').getTime() - Date.now());
    await sendAsAllowed(to(seaside, '+447400123500'), [0, 0, 1]);
  });

  test('a verification backs off per user, texts and calls alike (alternating them gains nothing)', async () => {
    jest.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z'), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    const seaside = tenant(LOOSE);
    const sms: PhoneSend = { tenant: seaside, to: { userUuid: 'u-9', deliveryType: 'sms', address: undefined } };
    for (let i = 0; i < SEND_BACKOFF.freeSends; i++) await recordSend(sms);
    expect(await refuseSend(sms, 't')).toEqual(rateLimited(60));
    expect(await refuseSend({ ...sms, to: { userUuid: 'u-9', deliveryType: 'voice', address: undefined } }, 't')).toEqual(rateLimited(60));
    expect(await refuseSend({ ...sms, to: { userUuid: 'u-10', deliveryType: 'sms', address: undefined } }, 't')).toBeNull();
  });
});

test('security review M5: a burst of parallel sends to one prefix gets no further than its budget an hour', async () => {
  const seaside = tenant({ countries: ['GB'], sendsPerHour: 1000, sendsPerPrefixPerHour: 5 });
  const sends = await Promise.all(
    Array.from({ length: 8 }, async (_, i) => {
      const r = await reserveSend(to(seaside, `+44740012870${i}`));
      if ('refused' in r) return false;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await r.settle(true);
      return true;
    }),
  );
  expect(sends.filter(Boolean)).toHaveLength(seaside.phoneSends!.sendsPerPrefixPerHour);
});
