// SPEC §7 / DESIGN §2: retry 502/503/504 up to 10 times, full-jitter backoff from 50 ms capped at 300 ms,
// so that all ten fit inside an interactive call's 4-second deadline.
import { MockAgent } from 'undici';
import { z } from 'zod';
import { createUpstreamClient } from '@/lib/upstream/client';
import { api, endpoints } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { MAX_DELAY_MS, MAX_TOTAL_DELAY_MS, MAX_RETRIES, backoffDelay, createRetryBudget, isRetryable, type RetryBudget } from '@/lib/upstream/retry';

describe('retry policy', () => {
  test.each([
    [{ method: 'GET', status: 502 }, true],
    [{ method: 'GET', status: 503 }, true],
    [{ method: 'GET', status: 504 }, true],
    [{ method: 'GET', status: 500 }, false],
    [{ method: 'GET', status: 429 }, false],
    [{ method: 'GET', status: 404 }, false],
    [{ method: 'GET' }, true],
    [{ method: 'POST', status: 503 }, false],
    [{ method: 'POST' }, false],
    [{ method: 'POST', notSent: true }, true],
    [{ method: 'POST', status: 503, idempotent: true }, true],
    [{ method: 'PATCH', status: 500, idempotent: true }, false],
  ])('%j retryable: %s', (attempt, expected) => {
    expect(isRetryable(attempt)).toBe(expected);
  });

  test('delays start below 50 ms, double, and never exceed the 300 ms cap', () => {
    expect(backoffDelay(0, () => 0.999)).toBeLessThan(50);
    expect(backoffDelay(1, () => 0.999)).toBeLessThan(100);
    expect(backoffDelay(1, () => 0.999)).toBeGreaterThanOrEqual(50);
    for (let retry = 0; retry < 40; retry++) {
      expect(backoffDelay(retry, () => 0.999999)).toBeLessThan(MAX_DELAY_MS);
      expect(backoffDelay(retry, () => 0)).toBe(0);
    }
    expect(backoffDelay(10, () => 0.5)).toBe(150);
  });

  test("ten retries' waits, at their longest, leave most of the 4-second deadline for the attempts", () => {
    let longest = 0;
    for (let retry = 0; retry < MAX_RETRIES; retry++) longest += backoffDelay(retry, () => 0.999999);
    expect(longest).toBeLessThanOrEqual(MAX_TOTAL_DELAY_MS);
    expect(MAX_TOTAL_DELAY_MS).toBe(2450);
  });
});

describe('the retry budget', () => {
  test('one call may spend its ten retries; a failing upstream gets at most a fifth more calls beyond the floor', () => {
    let clock = 0;
    const budget = createRetryBudget({ floor: 10, ratio: 0.2, windowMs: 10_000, now: () => clock });
    for (let i = 0; i < 10; i++) expect(budget.tryRetry()).toBe(true);
    expect(budget.tryRetry()).toBe(false);
    // 100 more calls earn 20 more retries, no more.
    for (let i = 0; i < 100; i++) budget.attempted();
    let granted = 0;
    while (budget.tryRetry()) granted++;
    expect(granted).toBe(20);
    // A new window starts afresh.
    clock += 10_000;
    expect(budget.tryRetry()).toBe(true);
  });
});

describe('the upstream client', () => {
  let agent: MockAgent;
  let sleeps: number[];
  let clock: number;
  const origin = 'http://upstream.test';

  beforeEach(() => {
    agent = new MockAgent();
    agent.disableNetConnect();
    sleeps = [];
    clock = 0;
  });
  afterEach(() => agent.close());

  function client(deadlineMs = 60_000, retryBudget?: RetryBudget) {
    return createUpstreamClient({
      baseUrl: origin,
      deadlineMs,
      retryBudget,
      dispatcher: agent,
      random: () => 0.5,
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
    });
  }
  const pool = () => agent.get(origin);
  const Ok = z.object({ ok: z.literal(true) });
  const ep = endpoints({
    read: { method: 'GET', path: '/x', summary: 'a read', response: Ok, retry: 'safe' },
    readNothing: { method: 'GET', path: '/x', summary: 'a read without a body', retry: 'safe' },
    sendOnce: { method: 'POST', path: '/x', summary: 'a write that must not be repeated', request: z.object({}), retry: 'never' },
    write: { method: 'POST', path: '/x', summary: 'a write the upstream dedupes', request: z.object({}), response: Ok, retry: 'safe' },
  });

  test('recovers from a burst of 503s, waiting with backoff', async () => {
    pool().intercept({ path: '/x', method: 'GET' }).reply(503, { code: 'Busy' }).times(3);
    pool().intercept({ path: '/x', method: 'GET' }).reply(200, { ok: true });
    await expect(client().call(ep.read, { traceToken: 't-1' })).resolves.toEqual({ ok: true });
    expect(sleeps).toEqual([25, 50, 100]);
  });

  test('gives up early when the process has spent its retry budget', async () => {
    pool().intercept({ path: '/x', method: 'GET' }).reply(503, {}).times(3);
    const c = client(60_000, createRetryBudget({ floor: 2, ratio: 0, now: () => clock }));
    await expect(c.call(ep.read, { traceToken: 't-1' })).rejects.toMatchObject({ status: 503 });
    expect(sleeps).toHaveLength(2);
  });

  test('gives up after 10 retries', async () => {
    pool().intercept({ path: '/x', method: 'GET' }).reply(502, {}).times(11);
    await expect(client().call(ep.read, { traceToken: 't-1' })).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(sleeps).toHaveLength(10);
  });

  test('stops retrying at the call deadline', async () => {
    pool().intercept({ path: '/x', method: 'GET' }).reply(503, {}).times(11);
    await expect(client(400).call(ep.read, { traceToken: 't-1' })).rejects.toMatchObject({ status: 503 });
    expect(sleeps.reduce((a, b) => a + b, 0)).toBeLessThan(400);
  });

  test('does not retry a 500', async () => {
    pool().intercept({ path: '/x', method: 'GET' }).reply(500, { code: 'Boom' });
    await expect(client().call(ep.read, { traceToken: 't-1' })).rejects.toMatchObject({ kind: 'http', status: 500, code: 'Boom' });
    expect(sleeps).toEqual([]);
  });

  test('does not resend a POST declared never to be repeated', async () => {
    pool().intercept({ path: '/x', method: 'POST' }).reply(503, {});
    await expect(client().call(ep.sendOnce, { body: {}, traceToken: 't-1' })).rejects.toMatchObject({ status: 503 });
    expect(sleeps).toEqual([]);
  });

  test('resends an idempotent POST with the same Idempotency-Key', async () => {
    const keys: string[] = [];
    pool()
      .intercept({ path: '/x', method: 'POST' })
      .reply(503, (opts) => {
        keys.push(String((opts.headers as Record<string, string>)['idempotency-key']));
        return {};
      });
    pool()
      .intercept({ path: '/x', method: 'POST' })
      .reply(200, (opts) => {
        keys.push(String((opts.headers as Record<string, string>)['idempotency-key']));
        return { ok: true };
      });
    await client().call(ep.write, { body: {}, traceToken: 't-1' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  test('sends the trace token on every call', async () => {
    let seen: unknown;
    pool()
      .intercept({ path: '/x', method: 'GET' })
      .reply(200, (opts) => {
        seen = (opts.headers as Record<string, string>)['trace-token'];
        return { ok: true };
      });
    await client().call(ep.read, { traceToken: 'trace-abc' });
    expect(seen).toBe('trace-abc');
  });

  test("a call that names no trace token sends the served request's, and outside one a fresh token per call", async () => {
    const seen: unknown[] = [];
    pool()
      .intercept({ path: '/x', method: 'GET' })
      .reply(200, (opts) => {
        seen.push((opts.headers as Record<string, string>)['trace-token']);
        return { ok: true };
      })
      .times(3);
    let current: string | undefined = 'trace-of-the-request';
    const c = createUpstreamClient({ baseUrl: origin, deadlineMs: 1000, dispatcher: agent, traceToken: async () => current });
    await c.call(ep.read, {});
    current = undefined;
    await c.call(ep.read, {});
    await c.call(ep.read, {});
    expect(seen[0]).toBe('trace-of-the-request');
    expect(seen[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]).not.toBe(seen[1]);
  });

  test('a body that breaks the contract is a typed error, not a crash', async () => {
    pool().intercept({ path: '/x', method: 'GET' }).reply(200, { ok: 'yes' });
    const error = await client()
      .call(ep.read, { traceToken: 't' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ kind: 'malformed' });
  });

  test("statuses map to SPEC §8 error codes per endpoint's declaration", async () => {
    pool().intercept({ path: '/user/activate', method: 'POST' }).reply(410, { code: 'Gone' });
    await expect(
      client().call(api.activate, { body: { token: 't', password: 'x', secretQuestion: 'first-pet-name', secretAnswer: 'a' }, traceToken: 't', maxRetries: 0 }),
    ).rejects.toMatchObject({
      code: 'TokenExpired',
    });
  });

  test('a gateway error that outlasts the retries counts as a network error; a 500 does not', () => {
    expect(new UpstreamError('http', 'Http503', 503).isNetwork).toBe(true);
    expect(new UpstreamError('http', 'Http500', 500).isNetwork).toBe(false);
    expect(new UpstreamError('malformed', 'MalformedResponse', 200).isNetwork).toBe(false);
  });

  test('no response at all is a network error', async () => {
    pool().intercept({ path: '/x', method: 'GET' }).replyWithError(new Error('socket hang up')).times(20);
    const error = (await client(1000)
      .call(ep.readNothing, { traceToken: 't' })
      .catch((e: unknown) => e)) as UpstreamError;
    expect(error.isNetwork).toBe(true);
  });
});
