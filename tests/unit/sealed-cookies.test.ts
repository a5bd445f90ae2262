// Cookies sealed per purpose (issue 7 §2.8): a value sealed for one kind never opens as another.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { z } from 'zod';
import { seal, sealedCookie, unseal } from '@/lib/session/seal';
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
