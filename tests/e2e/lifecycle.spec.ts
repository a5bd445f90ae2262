// The account lifecycle, end to end through real pages and the sandbox's e-mail links (SPEC §2, §4).
import { expect, test, type Page } from '@playwright/test';
import { CALLBACK, DEMO, PASSWORD, SEASIDE, enterEmail, expectSignedInAtDemo, signIn } from './support';
import { NEW_PASSWORD, createUser, expireTokens, invite, latestMail, mailIds } from './accounts';
import { injectFault } from './http';
import de from '../../messages/de.json';

async function fillNewPassword(page: Page, password: string, confirm = password) {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password').fill(confirm);
}

async function fillActivation(page: Page, password: string) {
  await fillNewPassword(page, password);
  await page.getByLabel('Secret question').selectOption({ label: 'What was the name of your first pet?' });
  await page.getByLabel('Secret answer').fill('Biscuit');
}

test.describe('activation', () => {
  test('a new staff member activates from the e-mail link, then signs in', async ({ page }) => {
    const email = await createUser('activate', { pendingActivation: true });
    const mail = await latestMail(email, 'activation');
    await page.goto(mail.links[0]!);
    await expect(page).toHaveTitle('Activate your account | Seaside Hotels');
    await expect(page.getByText(email)).toBeVisible();
    await fillActivation(page, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/login?activateSuccess=true`);
    await expect(page).toHaveTitle('Account activated | Seaside Hotels');
    await expect(page.getByText('Your account has been created. Log in to continue.')).toBeVisible();
    // The e-mail stage holds the new account's e-mail, as after a reset (design review finding 6).
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await signIn(page, email, NEW_PASSWORD);
    await expectSignedInAtDemo(page, email);
  });

  test("the form holds SPEC's rules: the policy, the confirmation, every field", async ({ page }) => {
    const email = await createUser('rules', { pendingActivation: true });
    await page.goto((await latestMail(email, 'activation')).links[0]!);
    await page.getByLabel('New password', { exact: true }).fill('weakpassword');
    await page.getByLabel('Confirm new password').focus();
    await expect(page.getByText('It must contain uppercase and lowercase letters, a number and be at least 12 characters long').last()).toBeVisible();
    await fillNewPassword(page, NEW_PASSWORD, 'Something-Else-2026');
    await page.getByLabel('Secret answer').focus();
    await expect(page.getByText("These passwords don't match")).toBeVisible();
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page.getByText('This field is required').first()).toBeVisible();
    // The link's token left the address on arrival (security review M3).
    await expect(page).toHaveURL(`${SEASIDE}/activate`);
  });

  test('a password from the history is refused with the warning card', async ({ page }) => {
    const email = await createUser('history', { pendingActivation: true, passwordHistory: ['Old-Harbour-Pass-2020'] });
    await page.goto((await latestMail(email, 'activation')).links[0]!);
    await fillActivation(page, 'Old-Harbour-Pass-2020');
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page.locator('form').getByRole('alert')).toContainText("For security reasons, you can't use that password.");
  });

  test('an expired link leads to a new one by e-mail, which works', async ({ page }) => {
    const email = await createUser('expired', { pendingActivation: true });
    const old = await latestMail(email, 'activation');
    await expireTokens(email);
    await page.goto(old.links[0]!);
    await expect(page).toHaveURL(`${SEASIDE}/error/activate-expired`);
    await expect(page.getByText('That activation link has expired')).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/activate/sent`);
    await expect(page.getByRole('link', { name: 'Still nothing? Contact support' })).toBeVisible();
    const fresh = await latestMail(email, 'activation', [old.id]);
    await page.goto(fresh.links[0]!);
    await fillActivation(page, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/login?activateSuccess=true`);
  });
});

test('registration signs the new user in and continues to the calling application', async ({ page }) => {
  const email = await invite('register', CALLBACK);
  await page.goto((await latestMail(email, 'registration')).links[0]!);
  await expect(page).toHaveTitle('Create your account | Seaside Hotels');
  await fillActivation(page, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectSignedInAtDemo(page, email);
});

test.describe('password reset', () => {
  test('forgot password → e-mail link → new password → signed in with it', async ({ page }) => {
    const email = await createUser('reset');
    await page.goto(`${SEASIDE}/login`);
    await enterEmail(page, email);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\/sent/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trouble logging in?' })).toBeVisible();
    await page.goto((await latestMail(email, 'reset')).links[0]!);
    await fillNewPassword(page, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/login?resetPassword=true`);
    await expect(page.getByText('Your password has been reset. Log in with your new password.')).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expectSignedInAtDemo(page, email);
  });

  test('a reset link opened in another browser still leaves the e-mail stage holding the e-mail', async ({ page, browser }) => {
    const email = await createUser('reset-elsewhere');
    await page.goto(`${SEASIDE}/reset-password`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\/sent/);
    const phone = await browser.newContext();
    const other = await phone.newPage();
    await other.goto((await latestMail(email, 'reset')).links[0]!);
    await fillNewPassword(other, NEW_PASSWORD);
    await other.getByRole('button', { name: 'Save new password' }).click();
    await expect(other).toHaveURL(`${SEASIDE}/login?resetPassword=true`);
    await expect(other.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await phone.close();
  });

  test('the reset e-mail can be sent again', async ({ page }) => {
    const email = await createUser('resend');
    await page.goto(`${SEASIDE}/reset-password?email=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // No e-mail address in a URL we build (access logs keep URLs): the page still knows it, reload or not.
    await expect(page).toHaveURL(`${SEASIDE}/reset-password/sent`);
    await expect(page.getByText(email)).toBeVisible();
    await page.reload();
    await expect(page.getByText(email)).toBeVisible();
    const first = await latestMail(email, 'reset');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('We have sent another link.')).toBeVisible();
    await latestMail(email, 'reset', [first.id]);
  });

  test('a password used before is refused with both of SPEC’s messages', async ({ page }) => {
    const email = await createUser('reuse', { passwordHistory: ['Old-Harbour-Pass-2020'] });
    await page.goto(`${SEASIDE}/reset-password?email=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\/sent/);
    await page.goto((await latestMail(email, 'reset')).links[0]!);
    await fillNewPassword(page, PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    const card = page.locator('form').getByRole('alert');
    await expect(card).toContainText("Looks like you've used that password before. Try another one.");
    await expect(card).toContainText('For security reasons, your password cannot be the same as your last four passwords.');
  });

  test('an expired link goes back to the request with its message', async ({ page }) => {
    const email = await createUser('reset-expired');
    await page.goto(`${SEASIDE}/reset-password?email=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\/sent/);
    const link = (await latestMail(email, 'reset')).links[0]!;
    await expireTokens(email);
    // The token is checked as the page opens (security review L6: the page names the token's account).
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?tokenExpired=true/);
    await expect(page.getByText('That reset password link has expired. Request a new one.')).toBeVisible();
    // Filled in from this browser's own request, never from the link's `email`.
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  });

  test('a reset request for an account never activated sends an activation link instead', async ({ page }) => {
    const email = await createUser('pending', { pendingActivation: true });
    const before = await mailIds(email);
    await page.goto(`${SEASIDE}/reset-password`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/activate/sent`);
    await latestMail(email, 'activation', before);
  });

  test("servers out of reach show SPEC's network message on the reset forms", async ({ page }) => {
    const email = await createUser('reset-down');
    const traceToken = `e2e-reset-down-${Date.now()}`;
    await page.setExtraHTTPHeaders({ 'trace-token': traceToken });
    await page.goto(`${SEASIDE}/reset-password?email=${encodeURIComponent(email)}`);
    await injectFault({ path: `/user/${encodeURIComponent(email)}/reset-password`, status: 503, count: 50, traceToken });
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText("We're having trouble contacting our servers. Try again.");
    await expect(page).toHaveURL(/\/reset-password\?/);
  });

  test('the reset-sent page opened on its own explains and offers a way back', async ({ page }) => {
    await page.goto(`${SEASIDE}/reset-password/sent`);
    await expect(page.getByText('If you asked for a reset link, check your inbox.')).toBeVisible();
    await page.getByRole('link', { name: 'Request a reset link' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/reset-password`);
  });

  test('a reset link without its token or e-mail is the unknown-error page', async ({ page }) => {
    await page.goto(`${SEASIDE}/reset-password/update?token=abc`);
    await expect(page).toHaveURL(`${SEASIDE}/error`);
  });
});

test.describe('e-mail verification', () => {
  test('a user who must verify sends the link, confirms the e-mail and is taken onwards', async ({ page }) => {
    const email = await createUser('verify', { emailVerificationRequired: true });
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, email);
    await expect(page).toHaveURL(`${SEASIDE}/authenticated`);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('The link in the e-mail is valid for 24 hours.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact support' })).toBeVisible();
    await page.getByRole('button', { name: 'Send verification e-mail' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByRole('link', { name: "Didn't receive it? Send it again" })).toHaveAttribute('href', '/authenticated');

    await page.goto((await latestMail(email, 'verification')).links[0]!);
    await page.getByLabel('E-mail', { exact: true }).fill('someone.else@seaside.test');
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await expect(page.getByText("This e-mail doesn't match our records. Please try again.")).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Verify e-mail' }).click();
    await expect(page.getByText('Thank you, your e-mail address is verified.')).toBeVisible();
    await page.waitForURL(`${DEMO}/`);
  });

  test('an expired verification link offers to log in again', async ({ page }) => {
    const email = await createUser('verify-expired', { emailVerificationRequired: true });
    await page.goto(`${SEASIDE}/login`);
    await signIn(page, email);
    await page.getByRole('button', { name: 'Send verification e-mail' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const link = (await latestMail(email, 'verification')).links[0]!;
    await expireTokens(email);
    await page.goto(link);
    await expect(page).toHaveURL(`${SEASIDE}/error/verify-expired`);
    // Still signed in here: logging in again leads straight back to the prompt, to send a new link.
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${SEASIDE}/authenticated`);
    await expect(page.getByRole('button', { name: 'Send verification e-mail' })).toBeVisible();
  });
});

test.describe('password expiry', () => {
  for (const [days, text] of [
    [0, 'Your password expires today.'],
    [1, 'Your password expires in 1 day.'],
    [5, 'Your password expires in 5 days.'],
  ] as const) {
    test(`a password expiring in ${days} days warns "${text}", and later continues the sign-in`, async ({ page }) => {
      const email = await createUser(`expiry${days}`, { passwordExpiryInDays: days, passwordChangeWarningInDays: 7 });
      await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
      await signIn(page, email);
      await expect(page).toHaveURL(new RegExp(`/error/password-will-expire\\?passwordExpiryInDays=${days}`));
      await expect(page.getByText(text)).toBeVisible();
      // Our own links carry no e-mail: the reset page fills it in from the session.
      await expect(page.getByRole('link', { name: 'Reset password now' })).toHaveAttribute('href', '/reset-password');
      await page.getByRole('button', { name: 'Later' }).click();
      await expectSignedInAtDemo(page, email);
    });
  }

  test('an expired password must be reset, and the new one signs in', async ({ page }) => {
    const email = await createUser('expired-pw', { state: 'PASSWORD_EXPIRED' });
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, email);
    await expect(page).toHaveURL(`${SEASIDE}/error/password-expired`);
    await page.getByRole('link', { name: 'Reset password' }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(/\/reset-password\/sent/);
    // Same browser: the half-finished sign-in does not count as logged in, so no must-log-out dialog.
    await page.goto((await latestMail(email, 'reset')).links[0]!);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await fillNewPassword(page, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/login?resetPassword=true`);
    await signIn(page, email, NEW_PASSWORD);
    await expectSignedInAtDemo(page, email);
  });
});

test('a signed-in user who opens an activation link must log out first, then comes back to it', async ({ page }) => {
  await page.goto(`${SEASIDE}/login`);
  await signIn(page, 'ada@seaside.test');
  await expectSignedInAtDemo(page, 'ada@seaside.test');
  const email = await createUser('must-log-out', { pendingActivation: true });
  const link = (await latestMail(email, 'activation')).links[0]!;
  await page.goto(link);
  const dialog = page.getByRole('alertdialog', { name: 'You are logged in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // The form behind is inert and hidden from assistive technology: only the dialog can be used.
  await expect(page.locator('[inert] #password')).toHaveCount(1);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Log out and continue' }).click();
  // Back to the page, its token still in the link's cookie (never again in an address).
  await page.waitForURL(`${SEASIDE}/activate`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await fillActivation(page, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(`${SEASIDE}/login?activateSuccess=true`);
});

test('a reset in German, from request to the new password', async ({ page }) => {
  const email = await createUser('reset-de');
  await page.goto(`${SEASIDE}/reset-password?langCode=de&email=${encodeURIComponent(email)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/reset-password\/sent/);
  await page.goto((await latestMail(email, 'reset')).links[0]!);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('#password').fill(NEW_PASSWORD);
  await page.locator('#confirmPassword').fill('Nicht-Gleich-2026');
  await page.locator('form button[type=submit]').click();
  await expect(page.locator('#confirmPassword-error')).toHaveText(de.validation.passwordsDontMatch);
  await page.locator('#confirmPassword').fill(NEW_PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(`${SEASIDE}/login?resetPassword=true`);
  await expect(page.getByRole('status').filter({ hasText: de.login.passwordReset })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.login.heading);
});
