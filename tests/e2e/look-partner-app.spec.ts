// How the partner-app screens look and read (issue 11), in both themes (the product's brand: the
// tenant's, or Little Hotelier), on a phone and a desktop: screenshots, and axe with no violation,
// also in forced colours. What differs from run to run (the pairing code and its QR code, the number,
// the countdown, the e-mail) is masked.
import { expect, test, type Page } from '@playwright/test';
import { createMfaUser, partnerApp, type NewUser } from './accounts';
import { THEMES, WIDTHS, expectLook, type Theme } from './look-support';
import { CALLBACK, saveRecoveryCodes, signIn } from './support';

const back = encodeURIComponent(CALLBACK);

/** Signed in as far as MFA. Without a redirect URI (SPEC §4's applyMfa), a recommended setup shows too. */
async function signedInAs(page: Page, theme: Theme, user: NewUser, query = '') {
  const { email } = await createMfaUser('lkapp', user, theme);
  // Each user in a browser of their own: no earlier sign-in in the way.
  await page.context().clearCookies();
  await page.goto(`${THEMES[theme]}/login${query}`);
  await signIn(page, email);
  await page.waitForURL(/\/mfa/);
  return email;
}

for (const [theme, origin] of Object.entries(THEMES) as [Theme, string][]) {
  const product = theme === 'seaside' ? 'Seaside Hotels' : 'Little Hotelier';
  for (const width of WIDTHS) {
    test.describe(`${theme} partner app at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      // The pairing tour walks six screens through axe and screenshots: up to 2.6 minutes on a loaded 2-core machine.
      test.describe.configure({ timeout: 240_000 });

      /** The event stream stays open on the waiting pages: wait for the load and the fonts, not for an idle network. */
      async function check(page: Page, name: string) {
        const mask = [page.getByRole('timer'), page.getByTestId('match-number'), page.getByText(/@seaside\.test|@littlehotelier\.test/)];
        // The pairing code and its QR code are hidden rather than masked: a mask is painted above
        // everything and would cover the back confirmation's dialog that sits over them. (Through the
        // CSSOM: the page's CSP refuses the style sheet toHaveScreenshot's `stylePath` would inject.)
        const hide = (hidden: boolean) =>
          page.evaluate((hidden) => {
            for (const el of document.querySelectorAll<HTMLElement | SVGElement>('[role=img][aria-label^="QR code"] > *, [data-testid=pairing-code]')) {
              el.style.visibility = hidden ? 'hidden' : '';
            }
          }, hidden);
        await expectLook(page, `${theme}-app-${name}-${width}.png`, { width, mask, hide });
      }

      test('the pairing: registration screen, waiting for the app, the back confirmation, the number, success; and the setup error', async ({ page }) => {
        const email = await signedInAs(page, theme, { mfaRequiredByRemainingInDays: 10, resendSeconds: 0 });
        await page.goto(`${origin}/mfa?step=mobile`);
        await expect(page.getByRole('heading', { name: `Use the ${product} app for two-step verification` })).toBeVisible();
        await check(page, 'intro');
        await page.getByRole('button', { name: 'Pair my phone' }).click();
        await expect(page.getByText('Waiting for the app to connect…')).toBeVisible();
        await check(page, 'pair-waiting');
        await page.getByRole('link', { name: 'Back' }).click();
        await expect(page.getByRole('dialog', { name: 'Stop pairing the app?' })).toBeVisible();
        await check(page, 'pair-leave');
        await page.getByRole('link', { name: 'Keep waiting' }).click();
        const { pairingCode } = await partnerApp.request(email, 'waitingForConnection');
        await partnerApp.pair(pairingCode!);
        await expect(page.getByTestId('match-number')).toBeVisible();
        await check(page, 'pair-number');
        const { choices } = await partnerApp.request(email, 'numberChallenge');
        const number = Number(await page.getByTestId('match-number').textContent());
        expect(choices).toContain(number);
        await partnerApp.answer(email, number);
        await saveRecoveryCodes(page);
        await expect(page.getByRole('heading', { name: 'Your account is secure' })).toBeVisible();
        await check(page, 'success');

        // A second user whose pairing times out.
        const late = await signedInAs(page, theme, { mfaRequiredByRemainingInDays: 0 });
        await page.goto(`${origin}/mfa?step=mobile`);
        await page.getByRole('button', { name: 'Pair my phone' }).click();
        await partnerApp.request(late, 'waitingForConnection');
        await partnerApp.timeOut(late);
        await expect(page.getByRole('heading', { name: 'Setup timed out' })).toBeVisible();
        await check(page, 'setup-timeout');
      });

      test('partner single sign-on: the authenticating state, and the network error dialog', async ({ page }) => {
        // The page posts its token at once: hold that post so the authenticating state can be seen.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        // Then it fails as the network would (in the browser, not by the sandbox's fault injection,
        // which a test running beside this one could spend first).
        await page.route('**/api/partners/sso', async (route) => {
          await held;
          await route.abort('connectionreset');
        });
        await page.goto(`${origin}/partners/channelhub/sso/${'a'.repeat(43)}`);
        await expect(page.getByRole('heading', { name: 'Logging you in' })).toBeVisible();
        await check(page, 'sso-authenticating');
        release();
        await expect(page.getByRole('dialog', { name: 'Connection problem' })).toBeVisible();
        await check(page, 'sso-network');
      });

      test('partner single sign-on with someone signed in already: the choice to switch', async ({ page }) => {
        const email = await signedInAs(page, theme, { mfaDevice: { deliveryType: 'totp' } });
        await page.goto(`${origin}/partners/channelhub/sso/${'a'.repeat(43)}`);
        await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
        // The e-mail differs from run to run, and so would the lines it wraps to: one of a fixed length.
        await page.getByText(email).evaluate((p, email) => (p.textContent = p.textContent!.replace(email, 'someone@seaside.test')), email);
        await check(page, 'sso-signed-in');
      });

      test('a sign-in: the number to pick, rejected, and sent too often', async ({ page }) => {
        // Five minutes between requests: the countdown must still run at the screenshot, after the number's
        // screen has been through axe and both schemes (45 s ran out on a loaded CI machine: stop 51).
        const email = await signedInAs(page, theme, { mfaDevice: { deliveryType: 'mobile-app' }, resendSeconds: 300 }, `?redirectUri=${back}`);
        await expect(page.getByRole('heading', { name: "Confirm it's you in the app" })).toBeVisible();
        await check(page, 'verify-number');
        const { choices } = await partnerApp.request(email, 'numberChallenge');
        const number = Number(await page.getByTestId('match-number').textContent());
        await partnerApp.answer(
          email,
          choices.find((n) => n !== number)!,
        );
        await page.getByRole('button', { name: 'Send a new request' }).click();
        await expect(page.getByRole('main').getByRole('alert')).toContainText('Too many requests');
        await check(page, 'verify-rate-limited');

        const rejected = await signedInAs(page, theme, { mfaDevice: { deliveryType: 'mobile-app' } });
        await partnerApp.request(rejected, 'numberChallenge');
        await partnerApp.reject(rejected);
        await expect(page.getByRole('main').getByRole('alert')).toContainText('rejected');
        await check(page, 'verify-rejected');
      });
    });
  }
}
