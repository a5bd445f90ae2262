// The per-address limit on the credential POST, shared through a real redis-server (DESIGN §10):
// two Keycard processes (two fresh module registries here; two standalone servers in the end-to-end
// test) spend one budget; without REDIS_URL each process counts alone; with Redis down, the limit
// falls back to the process, says so in the log, and never fails or slows a sign-in.
import { startRedis, type RunningRedis } from '../support/redis-process';

const PORT = 4291;
const LIMIT = 4;
const WARNING = 'shared limit unavailable: counting in this process';

type Credentials = typeof import('@/lib/limits/credentials');
type Who = import('@/lib/limits/credentials').CredentialCounted;
/** One replica's credential budgets, read and spent as the password route does (reserved, then settled). */
type Limiter = {
  /** One attempt as the password route makes it: reserved, the IdP taking a while to say no, then counted. */
  guess(who: Who): Promise<'asked' | 'refused'>;
  recordCredentialFailure(who: Who): Promise<void>;
  credentialWait(who: Who): Promise<import('@/lib/limits/credentials').CredentialWait | null>;
};

function limiterOf({ reserveCredential }: Credentials): Limiter {
  return {
    async guess(who) {
      const r = await reserveCredential(who);
      if ('wait' in r) return 'refused';
      await new Promise((resolve) => setTimeout(resolve, 20));
      await r.settle('counts');
      return 'asked';
    },
    async recordCredentialFailure(who) {
      const r = await reserveCredential(who);
      if ('settle' in r) await r.settle('counts');
    },
    async credentialWait(who) {
      const r = await reserveCredential(who);
      if ('wait' in r) return r.wait;
      await r.settle('void');
      return null;
    },
  };
}
type Replica = { limit: Limiter; warn: jest.SpyInstance; ready(): boolean; close(): void };

/** One Keycard process's limiter and logger, in a module registry of its own. */
function replica(redisUrl: string | undefined): Replica {
  process.env.CREDENTIAL_FAILURES_PER_ADDRESS = String(LIMIT);
  process.env.CREDENTIAL_FAILURE_WINDOW_SECONDS = '60';
  process.env.CREDENTIAL_FAILURES_PER_ACCOUNT = String(LIMIT);
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  let out!: Replica;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh registry per replica needs require */
    const limit = limiterOf(require('@/lib/limits/credentials') as Credentials);
    const { logger } = require('@/lib/logger') as typeof import('@/lib/logger');
    const { redis } = require('@/lib/redis') as typeof import('@/lib/redis');
    /* eslint-enable @typescript-eslint/no-require-imports */
    out = { limit, warn: jest.spyOn(logger, 'warn'), ready: () => redis()?.status === 'ready', close: () => redis()?.disconnect() };
  });
  return out;
}

async function until(condition: () => boolean, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

let server: RunningRedis;
const replicas: Replica[] = [];
const started = (url: string | undefined) => {
  const r = replica(url);
  replicas.push(r);
  return r;
};
/** A fresh address per test: the budgets of one test never leak into the next. */
let n = 0;
const address = () => `198.51.100.${++n}`;
/** A failure as a sprayer makes them: each for another e-mail, so only the address's budget is spent. */
let m = 0;
const spray = (from: string) => ({ tenantCode: 'seaside', email: `sprayed-${++m}@seaside.test`, address: from, frontDesk: undefined });
/** Seconds until a new e-mail may be tried from this address on this replica. */
const waitOf = async (r: Replica, from: string) => (await r.limit.credentialWait(spray(from)))?.retryIn ?? 0;

beforeAll(async () => {
  server = await startRedis(PORT);
});
afterAll(async () => {
  for (const r of replicas) r.close();
  await server.stop();
  delete process.env.REDIS_URL;
});

test('two replicas on one Redis spend one budget per address', async () => {
  const [a, b] = [started(server.url), started(server.url)];
  await until(() => a.ready() && b.ready());
  const sprayer = address();
  await a.limit.recordCredentialFailure(spray(sprayer));
  await a.limit.recordCredentialFailure(spray(sprayer));
  await b.limit.recordCredentialFailure(spray(sprayer));
  expect(await waitOf(b, sprayer)).toBe(0);
  await b.limit.recordCredentialFailure(spray(sprayer));
  // Four failures in all, two on each: both replicas now refuse, for about the window.
  for (const r of [a, b]) {
    const wait = await waitOf(r, sprayer);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
  }
  expect(await waitOf(a, address())).toBe(0);
  expect(a.warn).not.toHaveBeenCalled();
});

test('two replicas on one Redis spend one budget per account, whatever the addresses (issue 26)', async () => {
  const [a, b] = [started(server.url), started(server.url)];
  await until(() => a.ready() && b.ready());
  const guessed = { tenantCode: 'seaside', email: `guessed-${++m}@seaside.test`, frontDesk: undefined };
  for (let i = 0; i < LIMIT; i++) await (i % 2 ? a : b).limit.recordCredentialFailure({ ...guessed, address: address() });
  for (const r of [a, b]) expect(await r.limit.credentialWait({ ...guessed, address: address() })).toMatchObject({ limit: 'account' });
});

test('without REDIS_URL each process counts alone', async () => {
  const [a, b] = [started(undefined), started(undefined)];
  const sprayer = address();
  for (let i = 0; i < LIMIT; i++) await a.limit.recordCredentialFailure(spray(sprayer));
  expect(await waitOf(a, sprayer)).toBeGreaterThan(0);
  expect(await waitOf(b, sprayer)).toBe(0);
});

test('Redis down: the limit goes on in the process, quickly, and the log says so once', async () => {
  const a = started(server.url);
  await until(() => a.ready());
  const sprayer = address();
  await a.limit.recordCredentialFailure(spray(sprayer));
  await server.stop();
  const t0 = performance.now();
  expect(await waitOf(a, sprayer)).toBe(0);
  for (let i = 0; i < LIMIT; i++) await a.limit.recordCredentialFailure(spray(sprayer));
  expect(await waitOf(a, sprayer)).toBeGreaterThan(0);
  // Never a wait on the dead store: every call above answered at once.
  expect(performance.now() - t0).toBeLessThan(1000);
  const fallbacks = a.warn.mock.calls.filter((call) => call.includes(WARNING));
  expect(fallbacks).toHaveLength(1);
  // Back up: the replica finds Redis again by itself, and counts there once more.
  server = await startRedis(PORT);
  const b = started(server.url);
  await until(() => a.ready() && b.ready());
  const later = address();
  for (let i = 0; i < LIMIT; i++) await a.limit.recordCredentialFailure(spray(later));
  expect(await waitOf(b, later)).toBeGreaterThan(0);
});

test('security review M5: a burst of parallel guesses across two replicas gets no further than the budget (reserved atomically in Redis)', async () => {
  const [a, b] = [started(server.url), started(server.url)];
  await until(() => a.ready() && b.ready());
  const victim = { tenantCode: 'seaside', email: `burst-${++m}@seaside.test`, frontDesk: undefined };
  const outcomes = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2 ? a : b).limit.guess({ ...victim, address: address() })));
  expect(outcomes.filter((o) => o === 'asked')).toHaveLength(LIMIT);
});
