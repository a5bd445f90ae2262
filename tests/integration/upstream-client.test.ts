// The upstream client against the sandbox: injected 502/503/504 bursts are retried until it
// recovers; a 500 is not retried; timeouts and malformed bodies are typed errors, never a crash.
import { createUpstreamClient } from '@/lib/upstream/client';
import { api, pathOf } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { clearFaults, injectFault, pendingFaults } from './faults';
import { API_BASE } from './ports';

const client = createUpstreamClient({ baseUrl: API_BASE, deadlineMs: 5000 });
const path = pathOf(api.loginDomain, { domain: 'seaside.localhost' });
const lookup = (deadlineMs?: number) => client.call(api.loginDomain, { params: { domain: 'seaside.localhost' }, traceToken: 'integration-test-1', deadlineMs });

beforeEach(clearFaults);
afterAll(clearFaults);

describe('retries against the sandbox', () => {
  test.each([502, 503, 504])('recovers from a burst of three %i answers', async (status) => {
    await injectFault({ path, status, count: 3 });
    const tenant = await lookup();
    expect(tenant.tenant.code).toBe('seaside');
    expect(await pendingFaults()).toEqual([]);
  });

  test('each attempt and each retry is reported with its endpoint and status (the metrics)', async () => {
    const attempts: string[] = [];
    const retries: string[] = [];
    const observed = createUpstreamClient({
      baseUrl: API_BASE,
      deadlineMs: 5000,
      onAttempt: (endpoint, status, ms) => {
        expect(ms).toBeGreaterThanOrEqual(0);
        attempts.push(`${endpoint} ${status}`);
      },
      onRetry: (endpoint) => retries.push(endpoint),
    });
    await injectFault({ path, status: 503, count: 2 });
    await observed.call(api.loginDomain, { params: { domain: 'seaside.localhost' }, traceToken: 'integration-test-4' });
    expect(attempts).toEqual(['loginDomain 503', 'loginDomain 503', 'loginDomain 200']);
    expect(retries).toEqual(['loginDomain', 'loginDomain']);
  });

  test('a 500 is not retried', async () => {
    await injectFault({ path, status: 500, count: 2 });
    await expect(lookup()).rejects.toMatchObject({ kind: 'http', status: 500 });
    expect((await pendingFaults())[0]?.count).toBe(1);
  });

  test('an idempotent POST is retried through a 503 burst', async () => {
    await injectFault({ path: pathOf(api.logout), status: 503, count: 2 });
    await client.call(api.logout, { body: { token: 'unknown-token', tenantCode: 'seaside' }, traceToken: 'integration-test-2' });
    expect(await pendingFaults()).toEqual([]);
  });

  test('a POST declared never to be repeated is sent once', async () => {
    await injectFault({ path: pathOf(api.authenticate), status: 503, count: 2 });
    await expect(client.call(api.authenticate, { body: { idToken: 'x', tenantCode: 'seaside' }, traceToken: 'integration-test-3' })).rejects.toMatchObject({
      status: 503,
    });
    expect((await pendingFaults())[0]?.count).toBe(1);
  });
});

describe('failures that are not the upstream answering', () => {
  test('no answer before the deadline is a timeout, in time', async () => {
    await injectFault({ path, delayMs: 3000 });
    const started = Date.now();
    const error = (await lookup(400).catch((e: unknown) => e)) as UpstreamError;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.kind).toBe('timeout');
    expect(error.isNetwork).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  test('a body that breaks the contract is a typed error', async () => {
    await injectFault({ path, malformed: true });
    await expect(lookup()).rejects.toMatchObject({ kind: 'malformed', code: 'MalformedResponse' });
  });

  test('a closed port is a network error', async () => {
    const nowhere = createUpstreamClient({ baseUrl: 'http://127.0.0.1:9', deadlineMs: 800 });
    const error = (await nowhere.call(api.health, { traceToken: 'integration-test-4' }).catch((e: unknown) => e)) as UpstreamError;
    expect(error.kind).toBe('network');
  });

  test('an unknown login domain is a 404, not a crash', async () => {
    await expect(client.call(api.loginDomain, { params: { domain: 'nowhere.localhost' }, traceToken: 't-12345678' })).rejects.toMatchObject({
      status: 404,
      code: 'LoginDomainNotFound',
    });
  });
});
