// The same sign-in with JavaScript disabled: real forms, 303 redirects, errors in the query.
import { expect, test } from '@playwright/test';
import { CALLBACK, SEASIDE, expectSignedInAtDemo, signIn } from './support';

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
  await expect(page).toHaveURL(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}&langCode=it`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('navigation', { name: 'Lingua' })).toBeVisible();
});
