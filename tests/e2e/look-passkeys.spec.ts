// How the passkey screens look and read (issue 10), in both themes, on a phone and a desktop:
// screenshots, and axe with no violation, also in forced colours; and issue 24's prompt. The browser has a platform
// authenticator (Chromium's virtual one) and no autofill, so the buttons show and nothing signs in by itself.
import { expect, test, type Page } from '@playwright/test';
import { createMfaUser } from './accounts';
import { THEMES, WIDTHS, expectLook, open, type Theme } from './look-support';
import { addAuthenticator, refuseVerification, withoutAutofill, withoutConditionalCreate } from './passkey-support';
import { CALLBACK, SEASIDE, signIn } from './support';

const back = encodeURIComponent(CALLBACK);

for (const [theme, origin] of Object.entries(THEMES) as [Theme, string][]) {
  for (const width of WIDTHS) {
    test.describe(`${theme} passkeys at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.describe.configure({ timeout: 120_000 });

      const check = (page: Page, name: string) => expectLook(page, `${theme}-passkey-${name}-${width}.png`, { width });

      test('enrolment, its cancelled prompt, and the step-up', async ({ page }) => {
        await withoutAutofill(page);
        const authenticator = await addAuthenticator(page);
        const { email } = await createMfaUser('lk', {}, theme);
        await page.goto(`${origin}/login?redirectUri=${back}`);
        await signIn(page, email);
        await page.waitForURL((url) => url.href.startsWith(CALLBACK));

        await open(page, `${origin}/passkey-enrollment?redirectUri=${back}`);
        await expect(page.getByRole('button', { name: 'Create a passkey' })).toBeVisible();
        await check(page, 'enrol');
        await refuseVerification(authenticator);
        await page.getByRole('button', { name: 'Create a passkey' }).click();
        await expect(page.getByText('The passkey request was cancelled or timed out. You can try again.')).toBeVisible();
        await check(page, 'enrol-cancelled');

        await authenticator.cdp.send('WebAuthn.setUserVerified', { authenticatorId: authenticator.authenticatorId, isUserVerified: true });
        await page.getByRole('button', { name: 'Create a passkey' }).click();
        await page.waitForURL((url) => url.href.startsWith(CALLBACK));
        await open(page, `${origin}/passkey-step-up?purpose=passkey-step-up-authentication&state=lk&redirectUri=${back}`);
        await expect(page.getByRole('button', { name: 'Use my passkey' })).toBeVisible();
        await check(page, 'step-up');
      });

      // Issue 24's prompt after a password sign-in. Littlehotelier has no passkeys, so its sign-ins are
      // never offered one: the component kit shows the same prompt in its theme.
      test('the passkey prompt after a password sign-in', async ({ page }) => {
        await withoutAutofill(page);
        await withoutConditionalCreate(page);
        await addAuthenticator(page);
        if (theme === 'seaside') {
          const { email } = await createMfaUser('lk-up', {}, theme);
          await page.goto(`${origin}/login?redirectUri=${back}`);
          await signIn(page, email);
        } else {
          await open(page, `${origin}/kit?screen=passkey-upgrade`);
        }
        await expect(page.getByRole('heading', { level: 1, name: 'Log in faster next time' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Create a passkey' })).toBeVisible();
        await check(page, 'upgrade');
      });

      if (theme === 'seaside') {
        test('the e-mail stage with "continue with a passkey"', async ({ page }) => {
          await withoutAutofill(page);
          await addAuthenticator(page);
          await open(page, `${SEASIDE}/login`);
          await expect(page.getByRole('button', { name: 'Continue with a passkey' })).toBeVisible();
          await check(page, 'login');
        });
      }
    });
  }
}
