// Faults, against the sandbox (issue 12): what an operator's worst afternoon looks like to Keycard's
// calls. Bursts of up to ten 502/503/504 are ridden out inside an interactive call's deadline (the
// production client, its real jitter); an upstream slower than the deadline is a timeout at the
// deadline, not a hang; an IdP that is down (nothing listening) is the network error at once, and is
// asked again next time rather than remembered as broken. Redis down: shared-limits.test.ts.
import { createHash, randomBytes } from 'node:crypto';
import { config } from '@/lib/config';
import { idpConfiguration } from '@/lib/idp/client';
import { submitCredentials } from '@/lib/idp/credentials';
import { createUpstreamClient } from '@/lib/upstream/client';
import { api, pathOf } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { getLoginDomain, toTenant, type Tenant } from '@/lib/upstream/tenants';
import { clearFaults, injectFault, pendingFaults } from './faults';
import { API_BASE } from './ports';

const deadlineMs = config().upstreamTimeoutMs;
const client = createUpstreamClient({ baseUrl: API_BASE, deadlineMs });
const domainPath = pathOf(api.loginDomain, { domain: 'seaside.localhost' });
const lookup = () => client.call(api.loginDomain, { params: { domain: 'seaside.localhost' }, traceToken: 'fault-campaign' });

beforeEach(clearFaults);
afterAll(clearFaults);

describe('bursts of upstream errors', () => {
  test('the deadline is the production one', () => expect(deadlineMs).toBe(4000));

  test.each([502, 503, 504])('ten %i in a row: the eleventh attempt answers, inside the deadline', async (status) => {
    await injectFault({ path: domainPath, status, count: 10 });
    const started = Date.now();
    const tenant = await lookup();
    expect(tenant.tenant.code).toBe('seaside');
    expect(Date.now() - started).toBeLessThan(deadlineMs);
    expect(await pendingFaults()).toEqual([]);
  });

  test('ten 503 on a write the upstream dedupes (Idempotency-Key) are ridden out too', async () => {
    await injectFault({ path: pathOf(api.logout), status: 503, count: 10 });
    const started = Date.now();
    await client.call(api.logout, { body: { token: 'unknown-token', tenantCode: 'seaside' }, traceToken: 'fault-campaign-2' });
    expect(Date.now() - started).toBeLessThan(deadlineMs);
    expect(await pendingFaults()).toEqual([]);
  });

  test('an eleventh error is one too many: the typed error, still inside the deadline', async () => {
    await injectFault({ path: domainPath, status: 503, count: 11 });
    const started = Date.now();
    await expect(lookup()).rejects.toMatchObject({ kind: 'http', status: 503 });
    expect(Date.now() - started).toBeLessThan(deadlineMs);
  });
});

describe('an upstream slower than the deadline', () => {
  test('is a timeout at the deadline, not a hang', async () => {
    await injectFault({ path: domainPath, delayMs: deadlineMs + 3000 });
    const started = Date.now();
    const error = (await lookup().catch((e: unknown) => e)) as UpstreamError;
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.isNetwork).toBe(true);
    expect(took).toBeGreaterThanOrEqual(deadlineMs - 50);
    expect(took).toBeLessThan(deadlineMs + 500);
  });
});

describe('an IdP with nothing listening', () => {
  let tenant: Tenant;
  beforeAll(async () => {
    const real = toTenant((await getLoginDomain('seaside.localhost', 'fault-campaign-0'))!);
    tenant = { ...real, issuer: 'http://127.0.0.1:9/' };
  });

  test('the password is the network error at once', async () => {
    const codeChallenge = createHash('sha256').update(randomBytes(32)).digest('base64url');
    const started = Date.now();
    const outcome = await submitCredentials(tenant, {
      email: 'ada@seaside.test',
      password: 'Harbour-Lights-2024',
      codeChallenge,
      traceToken: 'fault-campaign-3',
    });
    expect(outcome).toEqual({ ok: false, reason: 'network' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  test('its discovery fails, and is tried again next time rather than remembered', async () => {
    const broken = { ...tenant, clientId: 'seaside-keycard' };
    await expect(idpConfiguration(broken)).rejects.toThrow();
    const again = idpConfiguration(broken);
    await expect(again).rejects.toThrow();
    // Once failed, the next call is a new attempt: not the failed promise served from the cache.
    const third = idpConfiguration(broken);
    expect(third).not.toBe(again);
    await expect(third).rejects.toThrow();
  });
});
