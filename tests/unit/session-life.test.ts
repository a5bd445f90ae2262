// A session lives 30 days from its sign-in (security review L4): sealing it again (every step of a
// sign-in does) never gives it a new 30 days, and one older than that is refused however fresh its seal.
process.env.SESSION_SECRET ??= 'unit-test-session-secret-0123456789abcdef';

import { MAX_AGE } from '@/lib/sign-in/cookies';
import { openSession, sessionCookie, sessionSecondsLeft } from '@/lib/session/session';
import { testSession } from '../support/handler-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

const signedIn = (daysAgo: number) => testSession({ createdAt: Date.now() - daysAgo * DAY_MS });

test('a session signed in more than 30 days ago is refused, even sealed a moment ago', async () => {
  const cookie = await sessionCookie(signedIn(31));
  expect(await openSession(cookie.value, 'seaside')).toBeNull();
});

test('a session within its 30 days opens, and sealing it again keeps only the life it has left', async () => {
  const cookie = await sessionCookie(signedIn(29));
  expect(await openSession(cookie.value, 'seaside')).not.toBeNull();
  expect(cookie.options.maxAge).toBeGreaterThan(DAY_MS / 1000 - 60);
  expect(cookie.options.maxAge).toBeLessThanOrEqual(DAY_MS / 1000);
});

test('a new session gets the whole 30 days; a sealing clock ahead of ours gives it no more', () => {
  const now = Date.now();
  expect(sessionSecondsLeft({ createdAt: now }, now)).toBe(MAX_AGE.session);
  expect(sessionSecondsLeft({ createdAt: now + 5 * DAY_MS }, now)).toBe(MAX_AGE.session);
  expect(sessionSecondsLeft({ createdAt: now - 30 * DAY_MS }, now)).toBe(0);
});
