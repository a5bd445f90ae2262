// Prometheus metrics (issue 12): a sign-in moves the funnel's counters for its tenant, the upstream's
// and the IdP's durations, and the tenant cache's; the metrics answer on their own port only, never
// on the public host. Other tests run beside this one, so counters are compared as "moved by at least".
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser } from './accounts';
import { get } from './http';
import { CALLBACK, PASSWORD, SEASIDE, expectSignedInAtDemo, signIn } from './support';

const METRICS = 'http://127.0.0.1:9465/metrics';

async function scrape(): Promise<string> {
  const res = await request(METRICS);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body.text();
}

/** The value of one series (`name{labels}` as Prometheus prints it), 0 when it has not appeared yet. */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const funnel = (stage: string) => `keycard_signin_funnel_total{tenant="seaside",stage="${stage}"}`;

test('a sign-in with a wrong password, then MFA, moves the funnel, the call durations and the tenant cache', async ({ page }) => {
  const before = await scrape();
  const { email, totpSecret } = await createMfaUser('metrics', { mfaDevice: { deliveryType: 'totp' } });
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, email, 'Not-The-Password-1');
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
  await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAtDemo(page, email);

  const after = await scrape();
  const moved = (series: string) => value(after, series) - value(before, series);
  for (const stage of ['started', 'password_refused', 'mfa_required', 'mfa_verified', 'completed']) {
    expect(moved(funnel(stage)), stage).toBeGreaterThanOrEqual(1);
  }
  expect(moved('keycard_upstream_request_duration_seconds_count{endpoint="authenticate",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(moved('keycard_upstream_request_duration_seconds_count{endpoint="verifyCode",status="200"}')).toBeGreaterThanOrEqual(1);
  expect(moved('keycard_idp_request_duration_seconds_count{endpoint="co/authenticate",status="ok"}')).toBeGreaterThanOrEqual(2);
  expect(moved('keycard_idp_request_duration_seconds_count{endpoint="token",status="ok"}')).toBeGreaterThanOrEqual(1);
  expect(moved('keycard_tenant_cache_lookups_total{result="hit"}')).toBeGreaterThanOrEqual(5);
  // Node's own figures are there too.
  expect(after).toContain('keycard_process_resident_memory_bytes');
});

test('the metrics are not on the public host', async () => {
  for (const path of ['/metrics', '/api/metrics']) expect((await get(path)).status).toBe(404);
});
