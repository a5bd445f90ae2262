// Issue 40, driven in Chromium on the demo stack, with and without JavaScript: the security page lists
// every sign-in of the account (this browser first and marked) and "Log out" on another one ends it
// there on its next request, its IdP session too; a sign-in from a browser new to the account mails
// an alert whose "This wasn't me" ends everything and asks for a new password at the next login, once;
// a refused password shows in the recent activity. (The front-desk network's silence is in
// front-desk-network.spec.ts, whose replica hears addresses from a trusted proxy.)
import { expect, test, type Browser, type Page } from '@playwright/test';
import { addPasskeyFor, createUser, latestMail, mailIds, securityNotices } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, PASSWORD, SEASIDE, enterEmail, enterPassword, expectSignedInAtDemo, signIn } from './support';

const back = encodeURIComponent(CALLBACK);
const SECURITY = `${SEASIDE}/account/security`;
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser of its own (a phone's, by its User-Agent), signed in to the demo application. */
async function phoneSignedIn(browser: Browser, email: string, js: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: js, userAgent: PHONE_UA });
  const phone = await context.newPage();
  await phone.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await signIn(phone, email);
  await expectSignedInAtDemo(phone, email);
  return phone;
}

async function toSecurityPage(page: Page, email: string) {
  await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await signIn(page, email);
  await expectSignedInAtDemo(page, email);
  await page.goto(`${SECURITY}?redirectUri=${back}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
}

const sessionRows = (page: Page) => page.locator('section[aria-labelledby="sessions"] li');

for (const js of [true, false]) {
  test.describe(`where you're logged in ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test('two browsers are listed, this one first and marked; "Log out" on the other ends it there on its next request, IdP session and all', async ({
      page,
      browser,
    }) => {
      const email = await createUser('sess-two');
      const phone = await phoneSignedIn(browser, email, js);
      await toSecurityPage(page, email);
      await expect(sessionRows(page)).toHaveCount(2);
      await expect(sessionRows(page).first()).toContainText('This browser');
      await expect(sessionRows(page).first().getByRole('button', { name: 'Log out' })).toHaveCount(0);
      await expect(sessionRows(page).nth(1).getByRole('heading', { level: 3 })).toHaveText('Safari on iOS');
      await expect(sessionRows(page).nth(1)).toContainText('Password · IP address 127.0.0.*');
      if (js) await expectNoAxeViolations(page);

      await sessionRows(page).nth(1).getByRole('button', { name: 'Log out' }).click();
      await expect(page.getByText('That browser or device is logged out.', { exact: false })).toBeVisible();
      await expect(sessionRows(page)).toHaveCount(1);
      expect(await securityNotices(email)).toEqual(['A sign-in to your account was ended']);

      // The phone: the application's next sign-in asks for the e-mail, not silently through its IdP session.
      await phone.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expect(phone.getByLabel('E-mail', { exact: true })).toBeVisible();
      await phone.goto(`${SEASIDE}/account/security`);
      await expect(phone).toHaveURL(/\/login/);
      // Logged in there again, that browser is served as before: its next visit goes straight through.
      await phone.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await signIn(phone, email);
      await expectSignedInAtDemo(phone, email);
      await phone.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expectSignedInAtDemo(phone, email);
      await phone.context().close();
      // This browser goes on.
      await page.getByRole('link', { name: 'Done' }).click();
      await expectSignedInAtDemo(page, email);
    });

    test('a new browser\'s sign-in mails an alert; "This wasn\'t me" shows it, then logs out everywhere and asks for a new password; the link then serves nothing', async ({
      page,
      browser,
    }) => {
      const email = await createUser('sess-alert');
      const phone = await phoneSignedIn(browser, email, js);
      const alert = await latestMail(email, 'sign-in-alert');
      expect(alert.subject).toBe('New sign-in to your account');
      const link = alert.links[0]!;
      expect(new URL(link).pathname).toBe('/account/not-me');

      // The same browser again: no second alert.
      await phone.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expectSignedInAtDemo(phone, email);

      await page.goto(link);
      await expect(page).toHaveURL(`${SEASIDE}/account/not-me`);
      await expect(page.getByRole('heading', { level: 1, name: 'Was this you?' })).toBeVisible();
      await expect(page.getByText('Safari on iOS')).toBeVisible();
      await expect(page.getByText('IP address 127.0.0.*')).toBeVisible();
      if (js) await expectNoAxeViolations(page);
      // Looking changed nothing: the phone is still signed in.
      await phone.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expectSignedInAtDemo(phone, email);

      await page.getByRole('button', { name: "This wasn't me: log out everywhere" }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is logged out everywhere' })).toBeVisible();
      expect(await securityNotices(email)).toContain('Your account was signed out everywhere');
      const mails = (await mailIds(email)).length;

      // The phone is logged out; its next login must choose a new password.
      await phone.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expect(phone.getByLabel('E-mail', { exact: true })).toBeVisible();
      await enterEmail(phone, email);
      await enterPassword(phone, PASSWORD);
      await expect(phone).toHaveURL(`${SEASIDE}/error/password-expired`);
      await phone.context().close();

      // The link serves nothing now.
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
      await expect(page.getByRole('button', { name: "This wasn't me: log out everywhere" })).toHaveCount(0);
      // Nothing more was sent.
      expect((await mailIds(email)).length).toBe(mails);
    });

    test('a refused password shows in the recent activity, with the device and place it came from', async ({ page, browser }) => {
      const email = await createUser('sess-refused');
      const other = await (await browser.newContext({ javaScriptEnabled: js, userAgent: PHONE_UA })).newPage();
      await other.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await enterEmail(other, email);
      await enterPassword(other, 'Not-The-Password-2026');
      await expect(other.getByText('Invalid e-mail or password. Try again.')).toBeVisible();
      await other.context().close();
      await toSecurityPage(page, email);
      const rows = page.locator('section[aria-labelledby="activity"] li');
      await expect(rows).toHaveCount(2);
      // Newest first: this sign-in, then the phone's refused password.
      await expect(rows.first()).toContainText('Logged in');
      await expect(rows.nth(1)).toContainText('Refused: wrong password or pass');
      await expect(rows.nth(1)).toContainText('Password · Safari on iOS · IP address 127.0.0.*');
    });
  });
}

test('by keyboard: Tab to "Log out" on the other sign-in, Enter, and the notice has focus', async ({ page, browser }) => {
  const email = await createUser('sess-keys');
  const phone = await phoneSignedIn(browser, email, true);
  await toSecurityPage(page, email);
  const logOut = sessionRows(page).nth(1).getByRole('button', { name: 'Log out' });
  await expect(logOut).toHaveAccessibleDescription(/Safari on iOS/);
  for (let i = 0; i < 60 && !(await logOut.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(logOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'That browser or device is logged out.' })).toBeFocused();
  await phone.context().close();
});

test('"This wasn\'t me" by keyboard: the heading first, Tab to the button, Enter, and the result\'s heading has focus', async ({ page, browser }) => {
  const email = await createUser('sess-keys-alert');
  const phone = await phoneSignedIn(browser, email, true);
  await page.goto((await latestMail(email, 'sign-in-alert')).links[0]!);
  await expect(page.getByRole('heading', { level: 1, name: 'Was this you?' })).toBeFocused();
  const confirm = page.getByRole('button', { name: "This wasn't me: log out everywhere" });
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is logged out everywhere' })).toBeFocused();
  await phone.context().close();
});

test('design review M2 by keyboard: "Remove" asks, "Keep it" comes first, and keeping it puts focus back on "Remove"', async ({ page }) => {
  const email = await createUser('sess-keys-keep');
  await addPasskeyFor(email, SEASIDE);
  await toSecurityPage(page, email);
  const remove = page.getByRole('link', { name: 'Remove Passkey' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Remove Passkey?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Keep it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Remove Passkey' })).toBeFocused();
  await expect(page.locator('section[aria-labelledby="passkeys"] li')).toHaveCount(1);
});
