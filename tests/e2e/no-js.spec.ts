// The same sign-in with JavaScript disabled: real forms, 303 redirects, errors in the query.
import { expect, test } from '@playwright/test';
import { createUser } from './accounts';
import { CALLBACK, SEASIDE, enterEmail, expectSignedInAtDemo, signIn } from './support';

test('signing in works with JavaScript disabled', async ({ page }) => {
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, 'ada@seaside.test');
  await expectSignedInAtDemo(page, 'ada@seaside.test');
});

test('a wrong password without JavaScript shows the message on the password stage', async ({ page }) => {
  await page.goto(`${SEASIDE}/login`);
  await signIn(page, 'max@seaside.test', 'Wrong-Password-123');
  await expect(page).toHaveURL(/\/login\/password/);
  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid e-mail or password. Try again.');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Invalid e-mail or password. Try again.');
  // One error channel, one shot: the message is not in the URL, and a reload shows no stale notice.
  expect(page.url()).not.toContain('error=');
  await page.reload();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(page.locator('form').getByRole('alert')).toHaveCount(0);
});

test('six wrong passwords without JavaScript give the timed wait with a reset, never the account-disabled page (issue 37)', async ({ page }) => {
  const email = await createUser('typos-no-js');
  await page.goto(`${SEASIDE}/login`);
  await enterEmail(page, email);
  for (let typo = 1; typo <= 6; typo++) {
    await page.getByLabel('Password', { exact: true }).fill(`Typo-${typo}-Harbour-Lights`);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/password/);
    const alert = page.locator('form').getByRole('alert');
    if (typo < 5) await expect(alert).toHaveText('Invalid e-mail or password. Try again.');
    else await expect(alert).toHaveText('Too many failed logins for this e-mail address from your network.');
  }
  // Without JavaScript the page cannot tick: it says when.
  await expect(page.getByRole('timer')).toHaveText(/You can try again at \d{1,2}:\d\d/);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByText("You don't have to wait: reset your password to log in now.")).toBeVisible();
  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(`${SEASIDE}/reset-password`);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
});

test('an invalid e-mail without JavaScript comes back with the message', async ({ page }) => {
  await page.goto(`${SEASIDE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill('nope');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText("This doesn't appear to be a valid e-mail")).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('nope');
});

test('logout without JavaScript ends the IdP session too, with no confirmation page on the way', async ({ page, context }) => {
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, 'ada@seaside.test');
  await expectSignedInAtDemo(page, 'ada@seaside.test');
  expect((await context.cookies('http://localhost:4101')).some((c) => c.name === '_session')).toBe(true);
  await page.getByRole('link', { name: 'Sign out' }).click();
  await page.waitForURL(`${SEASIDE}/login?loggedOut=true`);
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  // The IdP's session is gone: no silent sign-in could bring the user back.
  expect((await context.cookies('http://localhost:4101')).some((c) => c.name === '_session')).toBe(false);
});

test('the language switcher works without JavaScript and keeps the flow', async ({ page }) => {
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  const nav = page.getByRole('navigation', { name: 'Language' });
  await nav.locator('summary').click();
  await nav.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}&langCode=it#language`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('navigation', { name: 'Lingua' })).toBeVisible();
});
