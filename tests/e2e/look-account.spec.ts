// How the security page looks and reads (issue 25), in both themes, on a phone and a desktop:
// screenshots and axe with no violation (also in forced colours): the page with a passkey, a passkey's rename refused at its field, and the removal's question. What changes from run to
// run (the e-mail, the dates) is masked in the screenshots, each on one line.
import { expect, test, type Page } from '@playwright/test';
import { addPasskeyFor, ageSignIns, createMfaUser, createUser, mailsOf, ssoToken } from './accounts';
import { THEMES, WIDTHS, expectLook, open, type Theme } from './look-support';
import { CALLBACK, PASSWORD, enterEmail, enterPassword, expectSignedInAtDemo, signIn } from './support';

const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const back = encodeURIComponent(CALLBACK);

for (const [theme, origin] of Object.entries(THEMES) as [Theme, string][]) {
  for (const width of WIDTHS) {
    test.describe(`${theme} security page at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.describe.configure({ timeout: 120_000 });

      async function check(page: Page, name: string) {
        // Masked, and held to one line: how far a random e-mail runs must not move the page below it.
        // (Through the CSSOM, which the page's CSP allows, as it would not a <style> element of ours;
        // an address's <wbr> goes too, as Chromium breaks at one even where nothing else may wrap.)
        const hide = async (hidden: boolean) => {
          if (!hidden) return;
          await page.locator('[data-varies]').evaluateAll((els) =>
            els.forEach((el) => {
              Object.assign((el as HTMLElement).style, { whiteSpace: 'nowrap', overflow: 'hidden' });
              el.querySelectorAll('wbr').forEach((wbr) => wbr.remove());
            }),
          );
        };
        await expectLook(page, `${theme}-security-${name}-${width}.png`, { width, mask: [page.locator('[data-varies]')], hide });
      }

      test('the page, a refused name and a removal asked about', async ({ page }) => {
        const { email } = await createMfaUser('lk', {}, theme);
        if (theme === 'seaside') await addPasskeyFor(email, origin, undefined, theme);
        await page.goto(`${origin}/login?redirectUri=${back}`);
        await signIn(page, email);
        await page.waitForURL((url) => url.href.startsWith(CALLBACK));
        await open(page, `${origin}/account/security?redirectUri=${back}`);
        await expect(page.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
        await check(page, 'page');
        if (theme !== 'seaside') return;

        await page.getByText('Rename Passkey').click();
        await page.getByLabel('Passkey name').fill('x'.repeat(64));
        await page.getByLabel('Passkey name').evaluate((input: HTMLInputElement) => (input.maxLength = 100));
        await page.getByLabel('Passkey name').fill('x'.repeat(65));
        await page.getByRole('button', { name: 'Save name' }).click();
        await expect(page.getByLabel('Passkey name')).toHaveAccessibleDescription('Use 64 characters or fewer');
        await check(page, 'rename-refused');

        await page.getByRole('link', { name: 'Remove Passkey' }).click();
        await expect(page.getByRole('button', { name: 'Remove passkey' })).toBeVisible();
        await check(page, 'remove');
      });

      // Issue 40: every sign-in (a phone's beside this browser), the activity with a refused password,
      // and the new-browser alert's "This wasn't me" page, before and after it is confirmed.
      test('where you are logged in, the recent activity, and "This wasn\'t me"', async ({ page, browser }) => {
        const { email } = await createMfaUser('lka', {}, theme);
        const phone = await (await browser.newContext({ userAgent: PHONE_UA, viewport: { width, height: 900 } })).newPage();
        await phone.goto(`${origin}/login?redirectUri=${back}`);
        await enterEmail(phone, email);
        await enterPassword(phone, 'Not-The-Password-2026');
        await expect(phone.getByText('Invalid e-mail or password. Try again.')).toBeVisible();
        await enterPassword(phone, PASSWORD);
        await phone.waitForURL((url) => url.href.startsWith(CALLBACK));
        await page.goto(`${origin}/login?redirectUri=${back}`);
        await signIn(page, email);
        await page.waitForURL((url) => url.href.startsWith(CALLBACK));
        await open(page, `${origin}/account/security?redirectUri=${back}`);
        await expect(page.locator('section[aria-labelledby="sessions"] li')).toHaveCount(2);
        await check(page, 'sessions');

        const alert = (await mailsOf(email)).filter((m) => m.kind === 'sign-in-alert');
        await open(page, alert.at(-1)!.links[0]!);
        await expect(page.getByRole('heading', { level: 1, name: 'Was this you?' })).toBeVisible();
        await check(page, 'not-me');
        await page.getByRole('button', { name: "This wasn't me: log out everywhere" }).click();
        await expect(page.getByRole('heading', { level: 1, name: 'Your account is logged out everywhere' })).toBeVisible();
        await check(page, 'not-me-done');
        await phone.context().close();
      });

      // Issue 37: a change after a stale sign-in asks for the password on Keycard's own stage, themed.
      test("the password asked again on Keycard's own stage", async ({ page }) => {
        const { email } = await createMfaUser('lkr', {}, theme);
        await page.goto(`${origin}/login?redirectUri=${back}`);
        await signIn(page, email);
        await page.waitForURL((url) => url.href.startsWith(CALLBACK));
        await ageSignIns(email, 30, theme);
        await open(page, `${origin}/account/security?redirectUri=${back}`);
        await page.getByRole('button', { name: 'Log out everywhere else' }).click();
        await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
        await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
        await check(page, 'reauth');
      });

      // A partner's link presented no credential here: the page asks the user to confirm it is them
      // (the sandbox's partner serves the seaside tenant).
      if (theme === 'seaside')
        test('the page asking to confirm it is the user', async ({ page }) => {
          const email = await createUser('lks', { partnerCode: 'channelhub' });
          await page.goto(`${origin}/partners/channelhub/sso/${await ssoToken(email)}`);
          await expectSignedInAtDemo(page, email);
          await open(page, `${origin}/account/security?redirectUri=${back}`);
          await expect(page.getByRole('button', { name: 'Use my password' })).toBeVisible();
          await check(page, 'confirm');
        });
    });
  }
}
