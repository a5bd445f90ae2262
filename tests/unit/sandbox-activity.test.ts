// Issue 40, the sandbox's record of an account's activity: 30 days, newest first, and a script's
// refused attempts never push the account's own sign-ins out (security review L5).
import { ActivityLog } from '../../sandbox/sessions/activity';

const DAY = 24 * 60 * 60 * 1000;
const event = (result: string) => ({ result, method: 'password', userAgent: null, address: '198.51.100.7' });

test('newest first, and nothing older than 30 days', () => {
  let now = Date.parse('2026-11-01T00:00:00Z');
  const log = new ActivityLog(() => now);
  log.record('u', event('signed-in'));
  now += 10 * DAY;
  log.record('u', event('refused'));
  expect(log.of('u').map((e) => e.result)).toEqual(['refused', 'signed-in']);
  now += 25 * DAY;
  expect(log.of('u').map((e) => e.result)).toEqual(['refused']);
  expect(log.of('someone-else')).toEqual([]);
});

test("a flood of refused attempts keeps the account's sign-ins, and the newest refusals", () => {
  let now = 0;
  const log = new ActivityLog(() => now);
  for (let i = 0; i < 3; i++) log.record('u', event('signed-in'));
  for (let i = 0; i < 2000; i++) {
    now += 1;
    log.record('u', event('refused'));
  }
  const kept = log.of('u');
  expect(kept.filter((e) => e.result === 'signed-in')).toHaveLength(3);
  expect(kept.filter((e) => e.result === 'refused')).toHaveLength(500);
  expect(kept[0]!.at).toBe(2000);
});
