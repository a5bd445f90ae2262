// Abandoned sign-in attempts do not pile up: beyond a few, the oldest transaction cookies expire.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { txCookieName } from '@/lib/sign-in/cookies';
import { MAX_OTHER_TRANSACTIONS, surplusTransactionCookies, transactionCookie, type Transaction } from '@/lib/session/transaction';

const tx = (state: string, startedAt: number): Transaction => ({
  state,
  nonce: 'n',
  codeVerifier: 'v',
  silent: false,
  flow: { applyMfa: true },
  loginQuery: '',
  startedAt,
});

test('at most three other attempts survive a new one, the most recent ones', async () => {
  const jar = await Promise.all([5, 1, 4, 2, 3].map(async (t) => transactionCookie(tx(`state-${t}-aaaaaaaaaaaaaaaa`, t))));
  const expired = await surplusTransactionCookies([...jar, { name: 'unrelated', value: 'x' }]);
  expect(expired.map((c) => c.name).sort()).toEqual([txCookieName('state-1-aaaaaaaaaaaaaaaa'), txCookieName('state-2-aaaaaaaaaaaaaaaa')]);
  expect(expired.every((c) => c.options.maxAge === 0)).toBe(true);
  expect(MAX_OTHER_TRANSACTIONS).toBe(3);
});

test('a few attempts are all kept, and unreadable ones go first', async () => {
  const jar = await Promise.all([1, 2].map(async (t) => transactionCookie(tx(`state-${t}-bbbbbbbbbbbbbbbb`, t))));
  expect(await surplusTransactionCookies(jar)).toEqual([]);
  const withJunk = [
    ...jar,
    { name: txCookieName('junk'), value: 'garbage' },
    ...(await Promise.all([3, 4].map((t) => transactionCookie(tx(`state-${t}-bbbbbbbbbbbbbbbb`, t))))),
  ];
  expect((await surplusTransactionCookies(withJunk)).map((c) => c.name)).toEqual([txCookieName('junk'), txCookieName('state-1-bbbbbbbbbbbbbbbb')]);
});
