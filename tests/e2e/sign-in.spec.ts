// The password sign-in journey, end to end on the sandbox, in Chromium.
import { expect, test } from '@playwright/test';
import { CALLBACK, DEMO, LITTLEHOTELIER, SEASIDE, enterEmail, expectSignedInAtDemo, rememberEmail, signIn } from './support';

test.describe('password sign-in', () => {
  test('a staff member signs in from the calling application and lands back on it signed in', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${SEASIDE}/login`));
    await expect(page).toHaveTitle('Log in | Seaside Hotels');
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    await expect(page.getByText('Device token received')).toBeVisible();
  });

  test("a Little Hotelier user signs in on littlehotelier's own host and theme", async ({ page }) => {
    await page.goto(`${LITTLEHOTELIER}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await expect(page).toHaveTitle('Log in | Little Hotelier');
    await signIn(page, 'ivy@littlehotelier.test');
    await expectSignedInAtDemo(page, 'ivy@littlehotelier.test', 'littlehotelier');
  });

  test("a wrong password shows SPEC's message and keeps the e-mail", async ({ page }) => {
    await page.goto(`${SEASIDE}/login`);
    await signIn(page, 'mia@seaside.test', 'Not-The-Password-1');
    await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid e-mail or password. Try again.');
    await expect(page.getByRole('link', { name: /Back to e-mail: mia@seaside.test/ })).toBeVisible();
  });

  for (const email of ['gus@seaside.test', 'lea@seaside.test']) {
    test(`${email} lands on the account-disabled page`, async ({ page }) => {
      await page.goto(`${SEASIDE}/login`);
      await signIn(page, email);
      await expect(page).toHaveURL(`${SEASIDE}/error/account-disabled`);
      await expect(page.getByRole('heading', { name: 'Your account is disabled' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Reset password' })).toBeVisible();
    });
  }

  test('a second sign-in while the IdP session lives skips the form', async ({ page }) => {
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');

    const seen: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(frame.url()));
    await page.goto(DEMO);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    expect(seen.filter((u) => u.includes('/login/password'))).toEqual([]);
  });

  test('langCode=de gives German pages and keeps them', async ({ page }) => {
    await page.goto(`${SEASIDE}/login?langCode=de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page).toHaveTitle('Anmelden | Seaside Hotels');
    await page.getByLabel('E-Mail', { exact: true }).fill('ada@seaside.test');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page).toHaveURL(/\/login\/password/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
  });

  test('logout ends on the logged-out banner', async ({ page }) => {
    await page.goto(DEMO);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${SEASIDE}/login?loggedOut=true`);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    // Signed out for real: the next sign-in shows the form instead of a silent sign-in.
    await page.goto(`${SEASIDE}/login`);
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  });

  test('an unknown host gets the error page', async ({ page }) => {
    const response = await page.goto(`http://nowhere.localhost:3100/login`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This web address is not set up for logging in.')).toBeVisible();
    await expect(page).toHaveTitle('Something went wrong | Keycard');
  });

  test('a redirectUri the tenant does not allow is never followed', async ({ page }) => {
    const visited: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && visited.push(r.url()));
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent('http://evil.localhost:4102/callback')}`);
    await signIn(page, 'ada@seaside.test');
    // Signed in all the same, and sent to the user's default application instead.
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    expect(visited.filter((u) => u.startsWith('http://evil.localhost'))).toEqual([]);
  });
});

test.describe('the login form', () => {
  test('the password stage without an e-mail goes back to the e-mail stage', async ({ page }) => {
    await page.goto(`${SEASIDE}/login/password?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await expect(page).toHaveURL(`${SEASIDE}/login/email?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  });

  test('e-mail errors show on blur and are tied to the field', async ({ page }) => {
    await page.goto(`${SEASIDE}/login`);
    const email = page.getByLabel('E-mail', { exact: true });
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText("This doesn't appear to be a valid e-mail")).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('This field is required')).toBeVisible();
  });

  test('the back button shows the e-mail and returns to the e-mail stage', async ({ page }) => {
    await page.goto(`${SEASIDE}/login`);
    await enterEmail(page, 'ada@seaside.test');
    await page.getByRole('link', { name: 'Back to e-mail: ada@seaside.test' }).click();
    await expect(page).toHaveURL(/\/login\/email/);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('ada@seaside.test');
  });

  test('the password can be shown and hidden; the toggle keeps its name and says its state by being pressed', async ({ page }) => {
    await page.goto(`${SEASIDE}/login`);
    await enterEmail(page, 'ada@seaside.test');
    const password = page.getByLabel('Password', { exact: true });
    const toggle = page.getByRole('button', { name: 'Show password' });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  });

  test('a remembered e-mail is filled in next time', async ({ page }) => {
    await rememberEmail(page, 'ada@seaside.test');
    await page.goto(`${SEASIDE}/login`);
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('ada@seaside.test');
    await expect(page.getByLabel('Remember my e-mail')).toBeChecked();
  });

  test('the trouble-logging-in link follows the language, with English as fallback', async ({ page }) => {
    for (const [lang, suffix] of [
      ['fr', '/fr'],
      ['it', '/en'],
    ] as const) {
      await page.goto(`${SEASIDE}/login?langCode=${lang}`);
      await page.getByRole('textbox').first().fill('ada@seaside.test');
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/\/login\/password/);
      const help = page.locator('a[href*="/help/seaside/"]');
      await expect(help).toHaveAttribute('href', new RegExp(`${suffix}$`));
    }
  });
});

test.describe('a remembered e-mail', () => {
  test('can be changed with the control that shows on hover', async ({ page }) => {
    await rememberEmail(page, 'ada@seaside.test');
    await page.goto(`${SEASIDE}/login`);
    const change = page.getByRole('link', { name: 'Change e-mail' });
    await expect(change).toHaveCSS('opacity', '0');
    await page.getByLabel('E-mail', { exact: true }).hover();
    await expect(change).toHaveCSS('opacity', '1');
    await change.click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
    await enterEmail(page, 'mia@seaside.test');
    await expect(page.getByRole('link', { name: /Back to e-mail: mia@seaside.test/ })).toBeVisible();
  });
});
