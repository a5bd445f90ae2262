// The main lifecycle journeys with JavaScript disabled: real forms and 303s all the way.
import { expect, test } from '@playwright/test';
import { SEASIDE, expectSignedInAtDemo, signIn, verifyEmailByLink } from './support';
import { NEW_PASSWORD, createUser, latestMail } from './accounts';

test('activation works without JavaScript, errors included', async ({ page }) => {
  const email = await createUser('nojs-activate', { pendingActivation: true });
  const link = (await latestMail(email, 'activation')).links[0]!;
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill('Not-The-Same-2026');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByText("These passwords don't match")).toBeVisible();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByLabel('Secret question').selectOption('first-school');
  await page.getByLabel('Secret answer').fill('Harbour Primary');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(`${SEASIDE}/login?activateSuccess=true`);
  await signIn(page, email, NEW_PASSWORD);
  await expectSignedInAtDemo(page, email);
});

test('a password reset works without JavaScript', async ({ page }) => {
  const email = await createUser('nojs-reset');
  await page.goto(`${SEASIDE}/reset-password`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/reset-password\/sent/);
  await page.goto((await latestMail(email, 'reset')).links[0]!);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('It must contain uppercase and lowercase letters, a number and be at least 12 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(`${SEASIDE}/login?resetPassword=true`);
});

test('e-mail verification works without JavaScript', async ({ page }) => {
  const email = await createUser('nojs-verify', { emailVerificationRequired: true });
  await verifyEmailByLink(page, email);
  await expect(page.getByText('Thank you, your e-mail address is verified.')).toBeVisible();
});
