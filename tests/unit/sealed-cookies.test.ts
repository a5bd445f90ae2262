// Cookies sealed per purpose (issue 7 §2.8): a value sealed for one kind never opens as another.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { z } from 'zod';
import { OPENED_SEALS_MAX, seal, sealedCookie, unseal } from '@/lib/session/seal';
import { flash } from '@/lib/session/flash';
import { transactionCookie } from '@/lib/session/transaction';

test('a transaction value does not open as a flash, nor a flash as a session', async () => {
  const tx = await transactionCookie({ state: 'state-aaaaaaaaaaaaaaaa', nonce: 'n', codeVerifier: 'v', silent: false, loginQuery: '', flow: {}, startedAt: 1 });
  expect(await flash.read(tx.value)).toBeNull();
  const anything = z.object({}).passthrough();
  const sealedFlash = await seal('flash', { to: '/login' });
  expect(await unseal('flash', sealedFlash, anything)).toEqual({ to: '/login' });
  expect(await unseal('session', sealedFlash, anything)).toBeNull();
  expect(await unseal('tx', sealedFlash, anything)).toBeNull();
});

test('a sealed cookie of a kind carries its attributes and expires with them', async () => {
  const hint = sealedCookie('ssoHint', z.object({ sub: z.string() }));
  const written = await hint.write({ sub: 'user-1' });
  expect(written).toMatchObject({ name: '__Host-sso-hint', options: { httpOnly: true, secure: true, sameSite: 'lax', path: '/' } });
  expect(await hint.read(written.value)).toEqual({ sub: 'user-1' });
  expect(hint.clear()).toMatchObject({ name: '__Host-sso-hint', value: '', options: { maxAge: 0 } });
});

describe('seals opened once per value (issue 23: the crypto was the largest cost of a sign-in hop)', () => {
  const ironSession = jest.requireActual<typeof import('iron-session')>('iron-session');
  const iron = jest.requireActual<typeof import('iron-webcrypto')>('iron-webcrypto');
  const anything = z.object({}).passthrough();
  let opens: jest.SpyInstance;
  beforeEach(() => {
    opens = jest.spyOn(iron, 'unseal');
  });
  afterEach(() => {
    opens.mockRestore();
    jest.useRealTimers();
  });

  test("a value this replica sealed, or opened before, opens again without iron's crypto, to a fresh copy of its data", async () => {
    const sealed = await seal('flash', { to: '/login', values: { email: 'a@b.test' } });
    const first = await unseal('flash', sealed, anything);
    expect(first).toEqual({ to: '/login', values: { email: 'a@b.test' } });
    (first as { to: string }).to = '/changed';
    expect(await unseal('flash', sealed, anything)).toEqual({ to: '/login', values: { email: 'a@b.test' } });
    expect(opens).not.toHaveBeenCalled();
    // Sealed elsewhere (iron-session itself), with another key: refused by iron each time, never remembered.
    const elsewhere = await ironSession.sealData({ to: '/mfa' }, { password: { 1: 'x'.repeat(32) }, ttl: 60 });
    expect(await unseal('flash', elsewhere, anything)).toBeNull(); // another key: refused, and not remembered
    expect(await unseal('flash', elsewhere, anything)).toBeNull();
    expect(opens).toHaveBeenCalledTimes(2);
  });

  test('a remembered value is refused once expired, as iron refuses it; an altered one never matches', async () => {
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const hint = sealedCookie('ssoHint', z.object({ sub: z.string() }));
    const { value } = await hint.write({ sub: 'user-1' });
    // One character of the encrypted data changed: the MAC no longer holds.
    const parts = value.split('*');
    parts[4] = `${parts[4]![0] === 'A' ? 'B' : 'A'}${parts[4]!.slice(1)}`;
    const altered = parts.join('*');
    expect(altered).not.toBe(value);
    expect(await hint.read(altered)).toBeNull();
    expect(await hint.read(value)).toEqual({ sub: 'user-1' });
    const expiration = Number(value.split('~')[0]!.split('*')[5]);
    jest.setSystemTime(expiration + 60_000);
    expect(await hint.read(value)).toBeNull();
  });

  test('what is remembered is bounded: the oldest value is opened by iron again', async () => {
    const oldest = await seal('flash', { to: '/oldest' });
    for (let i = 0; i < OPENED_SEALS_MAX; i++) await seal('flash', { to: `/p${i}` });
    expect(await unseal('flash', oldest, anything)).toEqual({ to: '/oldest' });
    expect(opens).toHaveBeenCalledTimes(1);
  });
});
