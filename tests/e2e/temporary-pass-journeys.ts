// Issue 38's temporary pass, run twice: with JavaScript (temporary-pass.spec.ts) and without
// (temporary-pass-no-js.spec.ts). The pass in the password's place; one screen to set up how the
// person logs in from now on (a new password and, where asked, the authenticator app, then its
// recovery codes); the sign-in serves nothing else until then; the pass refused once used, expired or
// cancelled, saying which, and one answer for anything else.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { NEW_PASSWORD, createPassUser } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, SEASIDE, enterEmail, enterPassword, expectSignedInAtDemo, saveRecoveryCodes, signInWithPass } from './support';

async function choosePassword(page: Page, password = NEW_PASSWORD) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
}

export function temporaryPassJourneys(javaScript: boolean) {
  test.describe(`a temporary pass (${javaScript ? 'with' : 'without'} JavaScript)`, () => {
    test('a new starter whose tenant asks for MFA: the pass, one set-up screen (password and app), recovery codes, the application; the pass then says it was used', async ({
      page,
      browser,
    }) => {
      const { email, pass } = await createPassUser('pass-mfa', {}, { mfaRequiredByRemainingInDays: 0 });
      await signInWithPass(page, email, pass);
      await expect(page.getByRole('heading', { name: "Set up how you'll log in" })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      // Nothing else is served until the set-up is done.
      await page.goto(`${SEASIDE}/authorize`);
      await expect(page).toHaveURL(/\/account\/set-up/);
      await page.getByText("Can't scan it? Enter a key instead", { exact: true }).click();
      const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
      await choosePassword(page);
      await page.getByLabel('6-digit code').fill('000000');
      await page.getByRole('button', { name: 'Finish set-up' }).click();
      await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();
      await choosePassword(page);
      await page.getByLabel('6-digit code').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Finish set-up' }).click();
      await saveRecoveryCodes(page);
      await page.getByRole('link', { name: 'Continue' }).click();
      await expectSignedInAtDemo(page, email);

      // The pass was good once: another browser is told so, and the new password works there.
      const other = await browser.newPage({ javaScriptEnabled: javaScript });
      await signInWithPass(other, email, pass);
      await expect(other.getByText('This temporary pass has already been used. Ask your manager for a new one.')).toBeVisible();
      await other.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
      await enterEmail(other, email);
      await enterPassword(other, NEW_PASSWORD);
      await expect(other.getByRole('heading', { name: /Verify it.s you/ })).toBeVisible();
      await other.close();
    });

    test('without MFA asked, a new password alone; one of the last passwords is refused', async ({ page }) => {
      const { email, pass } = await createPassUser('pass-plain');
      await signInWithPass(page, email, pass);
      await expect(page.getByRole('heading', { name: "Set up how you'll log in" })).toBeVisible();
      await expect(page.getByLabel('6-digit code')).toHaveCount(0);
      await choosePassword(page, 'Harbour-Lights-2024');
      await page.getByRole('button', { name: 'Finish set-up' }).click();
      await expect(page.getByText("For security reasons, you can't use that password.")).toBeVisible();
      await choosePassword(page);
      await page.getByRole('button', { name: 'Finish set-up' }).click();
      await expectSignedInAtDemo(page, email);
    });

    test('an expired or a cancelled pass says which; a wrong one never says whether the account exists', async ({ page }) => {
      const expired = await createPassUser('pass-old', { hours: -1 });
      await signInWithPass(page, expired.email, expired.pass);
      await expect(page.getByText('This temporary pass has expired. Ask your manager for a new one.')).toBeVisible();
      await signInWithPass(page, expired.email, 'TP7K-0000-0000');
      await expect(page.getByText('Check your e-mail and temporary pass, and try again.')).toBeVisible();
      await signInWithPass(page, 'nobody-at-all@seaside.test', expired.pass);
      await expect(page.getByText('Check your e-mail and temporary pass, and try again.')).toBeVisible();
      await signInWithPass(page, expired.email, 'not a pass');
      await expect(page.getByText('Enter the temporary pass as you were given it: 12 letters and digits.')).toBeVisible();
    });
  });
}
