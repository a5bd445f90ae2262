// Keyboard journeys without JavaScript (focus.spec.ts has them with it): the server's HTML alone puts
// focus on the heading or the dialog's safe action, makes everything outside a dialog inert, and
// never moves the page by a timer.
import { expect, test } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser, createUser, latestMail } from './accounts';
import { expectHeadingFocused, focusableOutsideDialog } from './focus-support';
import { toPairing } from './partner-app-journeys';
import { PASSWORD, SEASIDE, expectSignedInAtDemo, signIn } from './support';

test('"Stop pairing?" without JavaScript: focus on Keep waiting, nothing outside focusable, Keep waiting returns focus to Back', async ({ page }) => {
  await toPairing(page);
  await page.getByRole('link', { name: 'Back' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stop pairing the app?' });
  await expect(dialog.getByRole('link', { name: 'Keep waiting' })).toBeFocused();
  expect(await focusableOutsideDialog(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Stop pairing' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back' })).toBeFocused();
});

test('the must-log-out dialog without JavaScript: names who is signed in, focus on its action, nothing outside focusable', async ({ page }) => {
  await page.goto(`${SEASIDE}/login`);
  await signIn(page, 'ada@seaside.test');
  await expectSignedInAtDemo(page, 'ada@seaside.test');
  const email = await createUser('focus-nojs-must-log-out', { pendingActivation: true });
  await page.goto((await latestMail(email, 'activation')).links[0]!);
  const dialog = page.getByRole('alertdialog', { name: 'You are logged in' });
  await expect(dialog).toContainText("You're logged in as ada@seaside.test.");
  await expect(dialog.getByRole('button', { name: 'Log out and continue' })).toBeFocused();
  expect(await focusableOutsideDialog(page)).toEqual([]);
});

test('without JavaScript each screen starts on its heading or its field, a refused app code on its field', async ({ page }) => {
  const { email } = await createMfaUser('focus-nojs', { mfaRequiredByRemainingInDays: 0 });
  await page.goto(`${SEASIDE}/login`);
  await expectHeadingFocused(page, 'Log in');
  await page.getByRole('button', { name: 'Next' }).click();
  // The refused e-mail: its field, with the error.
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Choose how to verify');
  await page.getByRole('radio', { name: 'An authenticator app' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expectHeadingFocused(page, 'Install an authenticator app');
  await expect(page).toHaveTitle('Step 1 of 4: Install an authenticator app | Seaside Hotels');
  // The QR code, the key and the code on one screen: its heading first; a refused code comes back to
  // it (a plain post and a redirect) with the field focused and the error tied to it.
  await page.getByRole('button', { name: 'I have an app' }).click();
  await expectHeadingFocused(page, 'Add your account and enter a code');
  await expect(page).toHaveTitle('Step 2 of 4: Add your account and enter a code | Seaside Hotels');
  await page.getByText("Can't scan it? Enter a key instead", { exact: true }).click();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  const code = page.getByLabel('6-digit code');
  await code.fill(String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(/Invalid code. Please try again./);
  await expect(page).toHaveTitle('Step 2 of 4: Add your account and enter a code | Seaside Hotels');
  await code.fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectHeadingFocused(page, 'Save your recovery codes');
  await expect(page).toHaveTitle('Step 3 of 4: Save your recovery codes | Seaside Hotels');
});

test('the "sent again" confirmation is focused when its page loads, without JavaScript', async ({ page }) => {
  const email = await createUser('focus-nojs-reset');
  await page.goto(`${SEASIDE}/reset-password?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expectHeadingFocused(page, 'Check your e-mail');
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent another link.' })).toBeFocused();
});

test('"E-mail verified" without JavaScript: no countdown and no timer, only Continue', async ({ page }) => {
  const email = await createUser('focus-nojs-verify', { emailVerificationRequired: true });
  await page.goto(`${SEASIDE}/login`);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Send verification e-mail' }).click();
  await page.goto((await latestMail(email, 'verification')).links[0]!);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
  await expectHeadingFocused(page, 'E-mail verified');
  await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
  await expect(page.getByText(/Taking you onwards/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Stay on this page' })).toHaveCount(0);
  const here = page.url();
  await page.waitForTimeout(4_000);
  expect(page.url()).toBe(here);
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
});
