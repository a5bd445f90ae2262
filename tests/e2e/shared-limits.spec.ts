// Two Keycard replicas (two standalone servers beside the e2e stack's, on the same upstream) with one
// redis-server: an address spraying passwords spends one budget across both, not one each, and so do
// many addresses guessing one account (issue 26); and with
// Redis gone, sign-in goes on, limited in each process, and the log says why (DESIGN §10).
import { expect, test } from '@playwright/test';
import { startRedis, type RunningRedis } from '../support/redis-process';
import { postPassword, startReplica, type Replica } from './replica';
import { PASSWORD } from './support';

const REDIS_PORT = 4190;
const REPLICA_PORTS = [3111, 3112];
const LIMIT = 6;
const ACCOUNT_LIMIT = 4;

/** The password form's post to one replica, from one client address; both serve the tenant's one public host, as behind a load balancer. */
async function attempt(replica: Replica, email: string, password: string, from?: string) {
  const res = await postPassword(replica.port, email, password, from ? { 'x-forwarded-for': from } : {});
  return { status: res.statusCode, json: (await res.body.json()) as { ok: boolean; errors?: Record<string, string> } };
}

const stranger = (i: number) => `nobody-${i}-${Date.now()}@seaside.test`;

test.describe('limits shared through Redis', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  let redis: RunningRedis;
  let a: Replica;
  let b: Replica;

  test.beforeAll(async () => {
    redis = await startRedis(REDIS_PORT);
    [a, b] = (await Promise.all(
      REPLICA_PORTS.map((port) =>
        startReplica(port, {
          REDIS_URL: redis.url,
          CREDENTIAL_FAILURES_PER_ADDRESS: String(LIMIT),
          CREDENTIAL_FAILURES_PER_ACCOUNT: String(ACCOUNT_LIMIT),
          // Behind a load balancer: a request that names its client (X-Forwarded-For) comes from there; one that does not, from the socket.
          TRUST_PROXY: 'true',
          LOG_LEVEL: 'info',
        }),
      ),
    )) as [Replica, Replica];
    // A replica answers before its Redis connection is up, and counts in its own process until then:
    // the shared budget is only shared once both say so.
    for (const replica of [a, b]) await expect.poll(() => replica.output(), { timeout: 15_000 }).toContain('redis ready');
  });
  test.afterAll(async () => {
    for (const r of [a, b]) r?.child.kill('SIGTERM');
    await redis.stop();
  });

  test("guesses at one account spend the account's one budget across both replicas (issue 26)", async () => {
    const guessed = stranger(1000);
    // One guess from each of several addresses, half on each replica: neither alone would refuse yet.
    for (let i = 0; i < ACCOUNT_LIMIT; i++)
      expect((await attempt(i % 2 === 0 ? a : b, guessed, `Guess-${i}-Password`, `198.51.100.${i + 1}`)).status).toBe(422);
    for (const replica of [a, b]) {
      const refused = await attempt(replica, guessed, 'Guess-Password-X', '198.51.100.200');
      expect(refused.status).toBe(429);
      expect(refused.json.errors).toEqual({ form: 'tooManyForAccount' });
    }
  });

  test('an address spraying passwords spends one budget across both replicas', async () => {
    // Half the budget on each replica: alone, neither would refuse yet.
    for (let i = 0; i < LIMIT; i++) {
      const r = await attempt(i % 2 === 0 ? a : b, stranger(i), 'Spray-Password-2024');
      expect(r.status).toBe(422);
    }
    for (const replica of [a, b]) {
      const refused = await attempt(replica, 'ada@seaside.test', PASSWORD);
      expect(refused.status).toBe(429);
      expect(refused.json.errors).toEqual({ form: 'tooManyAttempts' });
    }
  });

  test('Redis gone: the right password still signs in, each replica limits alone, and the log says why', async () => {
    // Clear the address's shared budget from the test before: a fresh store.
    await redis.stop();
    const signedIn = await attempt(a, 'ada@seaside.test', PASSWORD);
    // Refused by the shared count before Redis went; after, the replica's own count (empty) decides.
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.ok).toBe(true);
    for (let i = 0; i < LIMIT; i++) expect((await attempt(a, stranger(100 + i), 'Spray-Password-2024')).status).toBe(422);
    expect((await attempt(a, 'ada@seaside.test', PASSWORD)).status).toBe(429);
    // The other replica counted nothing of these: its own budget is whole.
    expect((await attempt(b, 'ada@seaside.test', PASSWORD)).json.ok).toBe(true);
    await expect.poll(() => a.output()).toContain('shared limit unavailable: counting in this process');
  });
});
