// How the MFA screens look and read (SPEC §2 "MFA screens"), in both themes, on a phone and a desktop:
// screenshots, and axe with no violation, also in forced colours. Each test signs in a fresh user in
// the state its screens need; what differs from run to run (the secret, its QR code, the e-mail, the
// countdown) is masked.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser, type NewUser } from './accounts';
import { THEMES, WIDTHS, expectLook, open, type Theme } from './look-support';
import { CALLBACK, saveRecoveryCodes, signIn } from './support';

const PHONE = '+61491579942';

async function signedInAs(page: Page, theme: Theme, user: NewUser, query = '') {
  const { email, totpSecret } = await createMfaUser('lk', user, theme);
  await page.goto(`${THEMES[theme]}/login${query}`);
  await signIn(page, email);
  await page.waitForURL(/\/mfa/);
  return { email, totpSecret };
}

for (const [theme, origin] of Object.entries(THEMES) as [Theme, string][]) {
  for (const width of WIDTHS) {
    test.describe(`${theme} MFA at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      // Each test walks several screens through axe (twice at the desktop width): more than the default
      // time, and on a loaded 2-core machine the longest tour (the required path) takes up to 2.6 minutes.
      test.describe.configure({ timeout: 240_000 });

      /** Axe (also in forced colours, once per screen at the desktop width) and the screenshot. */
      async function check(page: Page, name: string) {
        // What differs from run to run: the countdown, the secret (its QR code and key) and the e-mail.
        const mask = [
          page.getByRole('timer'),
          page.getByRole('img', { name: /^QR code/ }),
          page.locator('code'),
          page.getByText(/@seaside\.test/),
          page.getByRole('list', { name: 'Your recovery codes' }),
        ];
        await expectLook(page, `${theme}-mfa-${name}-${width}.png`, { width, mask });
      }

      test('recommended: the reminder, benefits, options and the later confirmation', async ({ page }) => {
        await signedInAs(page, theme, { mfaRequiredByRemainingInDays: 10 });
        await check(page, 'reminder');
        for (const step of ['benefits', 'options', 'later']) {
          await open(page, `${origin}/mfa?step=${step}`);
          await check(page, step);
        }
      });

      test('required: the method choice, the app path to its success, the phone path to its code; then a recovery code', async ({ page, browser }) => {
        const { email } = await signedInAs(page, theme, { mfaRequiredByRemainingInDays: 0, resendSeconds: 30 });
        await check(page, 'options-required');
        await open(page, `${origin}/mfa?step=voice`);
        await check(page, 'phone-voice');
        await open(page, `${origin}/mfa?step=sms`);
        await page.getByLabel('Country code', { exact: true }).selectOption('AU');
        await page.getByLabel('Phone number', { exact: true }).fill('0491 579 942');
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText(`ending in ${PHONE.slice(-2)}`)).toBeVisible();
        await check(page, 'phone-code');

        await open(page, `${origin}/mfa?step=app`);
        await check(page, 'app-download');
        await page.getByRole('button', { name: 'I have an app' }).click();
        // Step 2 of 4: the QR code, the key (a disclosure) and the code field on one screen.
        await expect(page.getByText('Step 2 of 4')).toBeVisible();
        await check(page, 'app-register');
        await page.getByText("Can't scan it? Enter a key instead", { exact: true }).click();
        const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
        await expect(page.getByText(email)).toBeVisible();
        await check(page, 'app-register-key');
        await page.getByLabel('6-digit code').fill('12345');
        await page.getByLabel('6-digit code').blur();
        await expect(page.getByText('The code has 6 digits.')).toBeVisible();
        await check(page, 'app-register-error');
        await page.getByLabel('6-digit code').fill(totpCode(secret));
        await page.getByRole('button', { name: 'Verify' }).click();
        await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
        await expect(page.getByText('Step 3 of 4')).toBeVisible();
        await check(page, 'recovery-codes');
        // Continue without the box ticked: the error at the box.
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByText('Confirm that you have saved your recovery codes.')).toBeVisible();
        await check(page, 'recovery-codes-unconfirmed');
        const codes = await saveRecoveryCodes(page);
        await expect(page.getByRole('heading', { name: 'Your account is secure' })).toBeVisible();
        await check(page, 'success');

        // Issue 25: a new browser signs in with a recovery code instead (its form, a refusal, how many are left).
        const other = await browser.newContext({ viewport: { width, height: 900 } });
        const tab = await other.newPage();
        await tab.goto(`${origin}/login?newSession=true`);
        await signIn(tab, email);
        await tab.getByText("Can't use your authenticator app?").click();
        await tab.getByRole('link', { name: 'Use a recovery code' }).click();
        await expect(tab.getByRole('heading', { name: 'Enter a recovery code' })).toBeVisible();
        await check(tab, 'recovery');
        await tab.getByLabel('Recovery code', { exact: true }).fill('zzzzz-zzzzz');
        await tab.getByRole('button', { name: 'Verify' }).click();
        await expect(tab.getByText("That isn't one of your recovery codes, or it was already used.")).toBeVisible();
        await check(tab, 'recovery-refused');
        await tab.getByLabel('Recovery code', { exact: true }).fill(codes[0]!);
        await tab.getByRole('button', { name: 'Verify' }).click();
        await expect(tab.getByText('You have 9 recovery codes left.')).toBeVisible();
        await check(tab, 'recovery-left');
        await other.close();
      });

      test('verification by app and by text message, the update confirmation and the reset', async ({ page, context }) => {
        const { totpSecret } = await signedInAs(page, theme, { mfaDevice: { deliveryType: 'totp' } }, '?temporaryMfaSetup=true');
        await check(page, 'verify-app');
        await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
        await page.getByRole('button', { name: 'Verify' }).click();
        await expect(page.getByRole('heading', { name: 'Replace your current method?' })).toBeVisible();
        await check(page, 'update-confirm');

        await context.clearCookies();
        await signedInAs(page, theme, { mfaDevice: { deliveryType: 'sms', phone: PHONE }, resendSeconds: 30 });
        await expect(page.getByRole('timer')).toBeVisible();
        await check(page, 'verify-sms');

        await context.clearCookies();
        const reset = new URLSearchParams({ purpose: 'for-mfa-reset', mfaResetRedirectUri: CALLBACK, redirectUri: CALLBACK });
        const rae = await signedInAs(page, theme, { mfaDevice: { deliveryType: 'totp' } }, `?${reset}`);
        await page.getByLabel('6-digit code').fill(totpCode(rae.totpSecret!));
        await page.getByRole('button', { name: 'Verify' }).click();
        await expect(page.getByRole('heading', { name: 'Reset two-step verification?' })).toBeVisible();
        await check(page, 'reset-confirm');
        await page.getByRole('button', { name: 'Reset' }).click();
        await expect(page.getByRole('heading', { name: 'Two-step verification is reset' })).toBeVisible();
        await check(page, 'reset-done');
      });
    });
  }
}
