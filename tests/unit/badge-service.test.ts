// Issue 38's badge rules as the sandbox upstream keeps them: refused PINs counted per badge, five then
// a wait that doubles, the tenth locking the badge for a manager; a revoked badge refused at once; the
// first PIN by the rule and not the last one.
import { hashPassword } from '@/sandbox/crypto-utils';
import { BadgeService, PIN_FAILURES_BEFORE_WAIT, PIN_FAILURES_TO_LOCK } from '@/sandbox/badges/badge-service';

const CODE = 'KCB47Q2MX9D4PK3T';
let now = 1_000_000;
const clock = () => now;

async function withBadge(pin: string | null = '482916') {
  const badges = new BadgeService(clock);
  badges.issue('kim', 'seaside', { code: CODE, pinHash: pin === null ? null : await hashPassword(pin) });
  return badges;
}

test('the right PIN signs its badge in; a wrong one says how many tries are left before a wait', async () => {
  const badges = await withBadge();
  expect(await badges.check('seaside', CODE, '482916')).toEqual({ ok: true, userUuid: 'kim' });
  expect(await badges.check('seaside', CODE, '111111')).toEqual({ ok: false, error: 'invalid_grant', attemptsLeft: PIN_FAILURES_BEFORE_WAIT - 1 });
});

test('a badge of another tenant, or no badge, is refused as unknown', async () => {
  const badges = await withBadge();
  expect(await badges.check('littlehotelier', CODE, '482916')).toEqual({ ok: false, error: 'unknown_badge' });
  expect(await badges.check('seaside', 'KCB4000000000000', '482916')).toEqual({ ok: false, error: 'unknown_badge' });
});

test('five wrong PINs, then a wait that doubles with each wrong one after it, and the tenth locks the badge', async () => {
  const badges = await withBadge();
  for (let i = 1; i < PIN_FAILURES_BEFORE_WAIT; i++) expect((await badges.check('seaside', CODE, '000001')).ok).toBe(false);
  expect(await badges.check('seaside', CODE, '000001')).toEqual({ ok: false, error: 'too_many_attempts', retryAfter: 60, attemptsLeft: 5 });
  // During the wait even the right PIN is refused, and nothing more is counted.
  expect(await badges.check('seaside', CODE, '482916')).toMatchObject({ error: 'too_many_attempts', attemptsLeft: 5 });
  const waits: number[] = [];
  for (let n = PIN_FAILURES_BEFORE_WAIT + 1; n < PIN_FAILURES_TO_LOCK; n++) {
    now += 60 * 60 * 1000;
    const refused = await badges.check('seaside', CODE, '000001');
    if (refused.ok || refused.error !== 'too_many_attempts') throw new Error(`expected a wait, got ${JSON.stringify(refused)}`);
    waits.push(refused.retryAfter);
  }
  expect(waits).toEqual([120, 240, 480, 960]);
  now += 60 * 60 * 1000;
  expect(await badges.check('seaside', CODE, '000001')).toEqual({ ok: false, error: 'badge_locked' });
  now += 24 * 60 * 60 * 1000;
  expect(await badges.check('seaside', CODE, '482916')).toEqual({ ok: false, error: 'badge_locked' });
  // Only a manager lifts it.
  badges.unlock(badges.find('seaside', CODE)!);
  expect(await badges.check('seaside', CODE, '482916')).toEqual({ ok: true, userUuid: 'kim' });
});

test('the right PIN forgets the wrong ones before it', async () => {
  const badges = await withBadge();
  for (let i = 1; i < PIN_FAILURES_BEFORE_WAIT; i++) await badges.check('seaside', CODE, '000001');
  expect((await badges.check('seaside', CODE, '482916')).ok).toBe(true);
  expect(await badges.check('seaside', CODE, '000001')).toMatchObject({ error: 'invalid_grant', attemptsLeft: PIN_FAILURES_BEFORE_WAIT - 1 });
});

test('a burst of wrong PINs at once meets the wait as one after another would: five are counted, not ten', async () => {
  const badges = await withBadge();
  const answers = await Promise.all(Array.from({ length: 12 }, () => badges.check('seaside', CODE, '000001')));
  expect(answers.filter((a) => !a.ok && a.error === 'invalid_grant')).toHaveLength(PIN_FAILURES_BEFORE_WAIT - 1);
  expect(badges.find('seaside', CODE)!.failures).toBe(PIN_FAILURES_BEFORE_WAIT);
  expect(await badges.check('seaside', CODE, '482916')).toMatchObject({ ok: false, error: 'too_many_attempts' });
});

test('a revoked badge, or one replaced by a new badge, stops at once', async () => {
  const badges = await withBadge();
  const next = badges.issue('kim', 'seaside');
  expect(await badges.check('seaside', CODE, '482916')).toEqual({ ok: false, error: 'badge_revoked' });
  expect(next).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  expect(badges.liveOf('kim')?.code).toBe(next.replace(/-/g, ''));
  badges.revoke(badges.liveOf('kim')!);
  expect(badges.liveOf('kim')).toBeUndefined();
});

test('the first PIN is chosen once, by the rule; a reset forgets it and it may not come back', async () => {
  const badges = await withBadge(null);
  expect(await badges.check('seaside', CODE, '482916')).toEqual({ ok: false, error: 'pin_not_set' });
  expect(await badges.choosePin('seaside', CODE, '123456')).toEqual({ ok: false, error: 'refused', problem: 'pinSequence' });
  expect(await badges.choosePin('seaside', CODE, '4729')).toEqual({ ok: false, error: 'refused', problem: 'pinFormat' });
  // KCB4-7Q2M-X9D4-PK3T's digits in print order: 4 7 2 9 4 3.
  expect(await badges.choosePin('seaside', CODE, '472943')).toEqual({ ok: false, error: 'refused', problem: 'pinFromBadge' });
  expect(await badges.choosePin('seaside', CODE, '582016')).toEqual({ ok: true });
  expect(await badges.choosePin('seaside', CODE, '582017')).toEqual({ ok: false, error: 'pin_set' });
  expect((await badges.check('seaside', CODE, '582016')).ok).toBe(true);
  badges.resetPin(badges.find('seaside', CODE)!);
  expect(await badges.choosePin('seaside', CODE, '582016')).toEqual({ ok: false, error: 'refused', problem: 'pinReused' });
  expect(await badges.choosePin('seaside', CODE, '690375')).toEqual({ ok: true });
});
