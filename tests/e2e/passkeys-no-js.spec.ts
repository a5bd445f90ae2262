// Passkeys without JavaScript (the chromium-no-js project): WebAuthn needs a script, so the pages say
// so and the password path stays; the enrolment's "Not now" and the step-up's hosted login still work.
import { expect, test } from '@playwright/test';
import { createUser } from './accounts';
import { hostedLogin } from './passkey-support';
import { CALLBACK, LITTLEHOTELIER, SEASIDE, signIn } from './support';

const back = encodeURIComponent(CALLBACK);

test('the e-mail stage says passkeys need JavaScript, shows no button, and the password still signs in', async ({ page }) => {
  const email = await createUser('pk-nojs');
  await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await expect(page.getByText('Passkeys need JavaScript. You can still log in with your password.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with a passkey' })).toHaveCount(0);
  await signIn(page, email);
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
});

test('no note where passkeys are not offered (littlehotelier)', async ({ page }) => {
  await page.goto(`${LITTLEHOTELIER}/login`);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await expect(page.getByText('Passkeys need JavaScript.', { exact: false })).toHaveCount(0);
});

test('enrolment says it needs JavaScript; "Not now" goes back; the step-up offers the password', async ({ page }) => {
  const email = await createUser('pk-nojs-enrol');
  await page.goto(`${SEASIDE}/passkey-enrollment?redirectUri=${back}`);
  await hostedLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Create a passkey' })).toBeVisible();
  await expect(page.getByText('Creating a passkey needs JavaScript. Turn it on and reload this page.')).toBeVisible();
  await page.getByRole('button', { name: 'Not now' }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));

  // She has no passkey: the step-up is the hosted login, and the state comes back.
  await page.goto(`${SEASIDE}/passkey-step-up?purpose=passkey-step-up-authentication&state=nojs-1&redirectUri=${back}`);
  await hostedLogin(page, email, { prefilled: true });
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  await expect(page.getByText(`Step-up confirmed for ${email} (state nojs-1)`)).toBeVisible();
});
