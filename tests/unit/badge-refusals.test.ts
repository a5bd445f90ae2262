// Issue 38: what the PIN page says for each refusal the IdP gives a badge's PIN: a wrong PIN (and
// when the next one brings a wait), a wait with its countdown (and when the next wrong one locks the
// badge), and a badge only a manager can unlock; the rest are not the PIN page's to show.
import { pinRefusal } from '@/lib/sign-in/badge-stage';

test('a wrong PIN is refused at the form; the last one before a wait says so', () => {
  expect(pinRefusal({ reason: 'wrong-pin', attemptsLeft: 3 })).toEqual({ errors: { form: 'wrongPin' }, status: 422 });
  expect(pinRefusal({ reason: 'wrong-pin', attemptsLeft: 1 })).toEqual({ errors: { form: 'wrongPinLastTry' }, status: 422 });
});

test('a wait carries its countdown (429); the last one before the lock says so', () => {
  expect(pinRefusal({ reason: 'wait', retryAfter: 120, attemptsLeft: 4 })).toEqual({ errors: { form: 'pinWait' }, detail: { retryIn: 120 }, status: 429 });
  expect(pinRefusal({ reason: 'wait', retryAfter: 960, attemptsLeft: 1 })).toEqual({
    errors: { form: 'pinWaitLockNear' },
    detail: { retryIn: 960 },
    status: 429,
  });
});

test('a locked badge says who can unlock it; a revoked badge, a PIN not chosen, a disabled account and the network go elsewhere', () => {
  expect(pinRefusal({ reason: 'locked' })).toEqual({ errors: { form: 'badgeLocked' }, status: 422 });
  for (const reason of ['revoked', 'pin-not-set', 'account-disabled', 'network'] as const) expect(pinRefusal({ reason })).toBeNull();
});
