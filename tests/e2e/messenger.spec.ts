// SPEC §7's messenger client, both ways (DESIGN §10). Off in the sandbox: the e2e stack's pages load
// no messenger and allow no other origin. On: a Keycard server of its own with a messenger script (a
// stand-in vendor on this machine) for seaside only, where the script arrives after the page has
// loaded and its origin is in the CSP; littlehotelier, on the same server, has neither.
import { expect, test } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import { startReplica, type Replica } from './replica';
import { SEASIDE } from './support';

const VENDOR_PORT = 4198;
const VENDOR = `http://127.0.0.1:${VENDOR_PORT}`;
const PORT = 3115;

test('off in the sandbox: no messenger, no other origin in the CSP', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  const response = await page.goto(`${SEASIDE}/login`);
  await page.waitForLoadState('load');
  expect(response!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
  expect(response!.headers()['content-security-policy']).not.toContain('frame-src');
  expect(await page.locator('script:not([src])').evaluateAll((s) => s.some((e) => e.textContent?.includes('requestIdleCallback')))).toBe(false);
  // Every script is the page's own.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((u) => new URL(u).host === new URL(SEASIDE).host)).toBe(true);
});

test.describe('on for the configured domains', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let vendor: Server;
  let keycard: Replica;

  test.beforeAll(async () => {
    // The vendor's script records when it ran and with which language, and shows it is there.
    vendor = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
      res.end(
        "window.__messenger={readyState:document.readyState,locale:document.currentScript.getAttribute('data-locale')};" +
          "var d=document.createElement('div');d.id='messenger';d.setAttribute('aria-label','Chat');document.body.appendChild(d);",
      );
    });
    await new Promise<void>((r) => vendor.listen(VENDOR_PORT, '127.0.0.1', r));
    keycard = await startReplica(PORT, { MESSENGER_SCRIPT_URL: `${VENDOR}/messenger.js`, MESSENGER_DOMAINS: 'seaside.localhost' });
  });
  test.afterAll(async () => {
    keycard?.child.kill('SIGTERM');
    await new Promise((r) => vendor.close(r));
  });

  test('on a listed domain: loaded after the page is usable, in its language, its origin in the CSP', async ({ page }) => {
    const response = await page.goto(`http://seaside.localhost:${PORT}/login?langCode=de`);
    expect(response!.status()).toBe(200);
    const csp = response!.headers()['content-security-policy']!;
    for (const directive of ['script-src', 'connect-src', 'frame-src']) expect(csp.split('; ').find((d) => d.startsWith(directive))).toContain(VENDOR);
    // Not in the page as sent: a loader asks for it once the page has loaded.
    expect(await response!.text()).not.toContain('<script src="http://127.0.0.1:4198');
    await expect(page.locator('#messenger')).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { __messenger: unknown }).__messenger)).toEqual({ readyState: 'complete', locale: 'de' });
    // The sign-in form was there and usable first.
    await expect(page.getByLabel('E-Mail', { exact: true })).toBeEditable();
  });

  test('on a domain not listed, on the same server: none of it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    const response = await page.goto(`http://littlehotelier.localhost:${PORT}/login`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(response!.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
    expect(response!.headers()['content-security-policy']).not.toContain(VENDOR);
    expect(requested.some((u) => u.startsWith(VENDOR))).toBe(false);
    await expect(page.locator('#messenger')).toHaveCount(0);
  });
});
