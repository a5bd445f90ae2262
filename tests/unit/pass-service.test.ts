// Issue 38's temporary passes as the sandbox upstream keeps them: read however typed, good once (or
// until they expire), one live pass per person, and a refusal that says why only for a pass that was
// the person's.
import { PassService } from '@/sandbox/badges/pass-service';

let now = 1_000_000;
const HOUR = 60 * 60 * 1000;
const passes = () => new PassService(() => now);

test('a one-use pass signs in once, typed in any case with or without its hyphens; then it says it was used', () => {
  const service = passes();
  const { pass } = service.issue('new', { lifetimeMs: 7 * 24 * HOUR, reusable: false, code: 'TP7K-44QX-9MZD' });
  expect(pass).toBe('TP7K-44QX-9MZD');
  expect(service.check('new', 'tp7k 44qx 9mzd')).toEqual({ ok: true });
  expect(service.check('new', 'TP7K-44QX-9MZD')).toEqual({ ok: false, error: 'pass_used' });
});

test('a reusable pass serves until it expires, then says so', () => {
  const service = passes();
  const { pass } = service.issue('new', { lifetimeMs: HOUR, reusable: true });
  expect(pass).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  expect(service.check('new', pass).ok).toBe(true);
  expect(service.check('new', pass).ok).toBe(true);
  now += HOUR;
  expect(service.check('new', pass)).toEqual({ ok: false, error: 'pass_expired' });
});

test('a new pass cancels the last; a cancelled pass says so', () => {
  const service = passes();
  const first = service.issue('new', { lifetimeMs: HOUR, reusable: false }).pass;
  const second = service.issue('new', { lifetimeMs: HOUR, reusable: false }).pass;
  expect(service.check('new', first)).toEqual({ ok: false, error: 'pass_revoked' });
  service.revokeFor('new');
  expect(service.check('new', second)).toEqual({ ok: false, error: 'pass_revoked' });
});

test("someone else's pass, no account, or no pass at all is the one wrong answer", () => {
  const service = passes();
  const { pass } = service.issue('new', { lifetimeMs: HOUR, reusable: false });
  service.issue('other', { lifetimeMs: HOUR, reusable: false });
  expect(service.check('other', pass)).toEqual({ ok: false, error: 'invalid_grant' });
  expect(service.check(undefined, pass)).toEqual({ ok: false, error: 'invalid_grant' });
  expect(service.check('new', 'TP7K-0000-0000')).toEqual({ ok: false, error: 'invalid_grant' });
  expect(service.check('new', 'not a pass')).toEqual({ ok: false, error: 'invalid_grant' });
  // None of those spent it.
  expect(service.check('new', pass)).toEqual({ ok: true });
});

test('a finished set-up spends the person’s pass, even one good for several sign-ins; a cancelled one still says cancelled', () => {
  const service = passes();
  const { pass } = service.issue('new', { lifetimeMs: HOUR, reusable: true });
  expect(service.check('new', pass).ok).toBe(true);
  service.spendFor('new');
  expect(service.check('new', pass)).toEqual({ ok: false, error: 'pass_used' });
  const cancelled = service.issue('new', { lifetimeMs: HOUR, reusable: true }).pass;
  service.issue('new', { lifetimeMs: HOUR, reusable: true });
  service.spendFor('new');
  expect(service.check('new', cancelled)).toEqual({ ok: false, error: 'pass_revoked' });
});
