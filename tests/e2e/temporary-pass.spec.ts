// Issue 38's temporary pass with JavaScript (the journeys: temporary-pass-journeys.ts), and the
// set-up's passkey, which needs it: Chromium's virtual authenticator stands in for the phone's.
import { expect, test } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { NEW_PASS } from '../../sandbox/seed';
import { NEW_PASSWORD, createPassUser, passkeysOf } from './accounts';
import { addAuthenticator, credentialsOf } from './passkey-support';
import { CALLBACK, SEASIDE, enterEmail, expectSignedInAtDemo, saveRecoveryCodes } from './support';
import { temporaryPassJourneys } from './temporary-pass-journeys';

temporaryPassJourneys(true);

test('a temporary pass set up with a passkey: no password chosen, no second factor asked, and the passkey signs in next time', async ({ page }) => {
  const authenticator = await addAuthenticator(page);
  const { email, pass } = await createPassUser('pass-passkey', {}, { mfaRequiredByRemainingInDays: 0 });
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await enterEmail(page, email);
  await page.getByRole('link', { name: 'Use a temporary pass' }).click();
  await page.getByLabel('Temporary pass', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Use a passkey' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expectSignedInAtDemo(page, email);
  expect(await credentialsOf(authenticator)).toHaveLength(1);
  expect(await passkeysOf(email)).toHaveLength(1);
});

// The demo's own new starter, as the README gives her (once per run: her pass is good once).
test('new@seaside.test signs in with her pass TP7K-44QX-9MZD, sets up a password and her app, and reaches the application; the pass is then refused as used', async ({
  page,
}) => {
  const usePass = async () => {
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await enterEmail(page, 'new@seaside.test');
    await page.getByRole('link', { name: 'Use a temporary pass' }).click();
    await page.getByLabel('Temporary pass', { exact: true }).fill(NEW_PASS);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  };
  await usePass();
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await page.getByText("Can't scan it? Enter a key instead", { exact: true }).click();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Finish set-up' }).click();
  await saveRecoveryCodes(page);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expectSignedInAtDemo(page, 'new@seaside.test');
  await page.context().clearCookies();
  await usePass();
  await expect(page.getByText('This temporary pass has already been used. Ask your manager for a new one.')).toBeVisible();
});
