// Issue 26: a tenant's declared front-desk networks start every sign-in in shared-computer mode. A
// Keycard server behind a trusted proxy (a replica with TRUST_PROXY) hears the client's address in
// X-Forwarded-For; a browser of its own reaches it under the tenant's public host, and speaks from
// the demo hotel's front desk (seaside declares 203.0.113.0/24) or from elsewhere.
import { chromium, expect, test, type Browser } from '@playwright/test';
import { createUser, latestMail, mailsOf } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { startReplica, type Replica } from './replica';
import { CALLBACK, PASSWORD, SEASIDE, WEB_PORT, enterEmail, enterPassword, expectSignedInAtDemo } from './support';

const PORT = 3114;
let replica: Replica;
let browser: Browser;

test.beforeAll(async () => {
  replica = await startReplica(PORT, { TRUST_PROXY: 'true' });
  // seaside's public host, served by the replica: every URL the pages and the IdP build stays as it is.
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [`--host-resolver-rules=MAP seaside.localhost 127.0.0.1:${PORT}`] });
});
test.afterAll(async () => {
  await browser?.close();
  replica?.child.kill('SIGTERM');
});

/** A browser at this address (the trusted proxy's word for it). */
const at = (address: string) => browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
const signInPage = `${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`;

test('from the front desk the box starts ticked, and the sign-in keeps nothing beyond the browser session', async () => {
  expect(SEASIDE).toContain(`:${WEB_PORT}`);
  const context = await at('203.0.113.9');
  const page = await context.newPage();
  const email = await createUser('desk-net');
  await page.goto(signInPage);
  await expect(page.getByRole('checkbox', { name: 'This is a shared computer' })).toBeChecked();
  await expectNoAxeViolations(page);
  await enterEmail(page, email);
  await enterPassword(page, PASSWORD);
  await expectSignedInAtDemo(page, email);
  const names = (await context.cookies(SEASIDE)).filter((c) => c.name.startsWith('__Host-'));
  expect(names.map((c) => c.name)).not.toContain('__Host-sso-hint');
  expect(names.find((c) => c.name === '__Host-session')?.expires).toBe(-1);
  // The next person at the desk gets the form, not the last one's account, however the application asks.
  await page.goto(signInPage);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await page.goto(`${SEASIDE}/authorize?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await expect(page).toHaveURL(/\/login\/email/);
  await context.close();
});

test('a front desk ticks the box for good and says why; elsewhere the box is the browser’s own choice', async () => {
  const context = await at('203.0.113.10');
  const page = await context.newPage();
  await page.goto(signInPage);
  const box = page.getByRole('checkbox', { name: 'This is a shared computer' });
  await expect(box).toBeChecked();
  await expect(box).toBeDisabled();
  await expect(box).toHaveAccessibleDescription(/always treated as shared/);
  await context.close();

  const home = await at('198.51.100.77');
  const own = await home.newPage();
  await own.goto(signInPage);
  await expect(own.getByRole('checkbox', { name: 'This is a shared computer' })).not.toBeChecked();
  await home.close();
  expect(replica.output()).not.toContain('route handler failed');
});

test("issue 40: a sign-in at the front desk mails no new-browser alert (every sign-in there is a new browser's); the same person's from elsewhere does, saying where", async () => {
  const email = await createUser('desk-alert');
  const desk = await at('203.0.113.11');
  const deskPage = await desk.newPage();
  await deskPage.goto(signInPage);
  await enterEmail(deskPage, email);
  await enterPassword(deskPage, PASSWORD);
  await expectSignedInAtDemo(deskPage, email);
  await desk.close();

  const home = await at('198.51.100.78');
  const own = await home.newPage();
  await own.goto(signInPage);
  await enterEmail(own, email);
  await enterPassword(own, PASSWORD);
  await expectSignedInAtDemo(own, email);
  const alert = await latestMail(email, 'sign-in-alert');
  expect(alert.text).toContain('Where: 198.51.100.*');
  // The desk's sign-in came first and asked for nothing: this is the only alert.
  expect((await mailsOf(email)).filter((m) => m.kind === 'sign-in-alert')).toHaveLength(1);
  await home.close();
});
