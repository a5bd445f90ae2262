// Issue 38's temporary pass with JavaScript (the journeys: temporary-pass-journeys.ts), and the
// set-up's passkey, which needs it: Chromium's virtual authenticator stands in for the phone's.
import { expect, test } from '@playwright/test';
import { createPassUser, passkeysOf } from './accounts';
import { addAuthenticator, credentialsOf } from './passkey-support';
import { CALLBACK, SEASIDE, enterEmail, expectSignedInAtDemo } from './support';
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
