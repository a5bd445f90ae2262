// Keyboard journeys with JavaScript (issue 22, WCAG 2.4.3, 2.1.2, 2.2.1, 2.4.2): where focus is when
// a dialog opens, while it is open and after it closes; where each new screen starts (its heading,
// or the field it focuses, never <body>); each MFA step's title; the "E-mail verified" countdown;
// the reset confirmation that is on the page when it loads. The same without JavaScript:
// focus-no-js.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { ageSignIns, createMfaUser, createUser, failNext, latestMail, ssoToken } from './accounts';
import { expectHeadingFocused, focusableOutsideDialog, tabThrough } from './focus-support';
import { toPairing } from './partner-app-journeys';
import { DEMO, PASSWORD, SEASIDE, expectSignedInAtDemo, signIn, verifyEmailByLink } from './support';

const TITLE = ' | Seaside Hotels';

async function expectNotOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

test.describe('dialogs', () => {
  test('"Stop pairing?" opens on Keep waiting, keeps Tab and Shift-Tab inside, and Escape or Keep waiting returns focus to Back', async ({ page }) => {
    await toPairing(page);
    const back = page.getByRole('link', { name: 'Back' });
    await back.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Stop pairing the app?' });
    const keep = dialog.getByRole('link', { name: 'Keep waiting' });
    await expect(keep).toBeFocused();
    // The safe action is the primary one.
    await expect(keep).toHaveClass(/kc-button-primary/);
    await expect(page).toHaveTitle(`Step 2 of 4: Stop pairing the app?${TITLE}`);
    expect(await tabThrough(page, 4)).toEqual(['Stop pairing', 'Keep waiting', 'Stop pairing', 'Keep waiting']);
    expect(await tabThrough(page, 4, 'Shift+Tab')).toEqual(['Stop pairing', 'Keep waiting', 'Stop pairing', 'Keep waiting']);
    // Nothing outside the dialog takes focus: not the page behind, not the footer under the scrim.
    expect(await focusableOutsideDialog(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(back).toBeFocused();
    await expect(page).toHaveTitle(`Step 2 of 4: Pair the Seaside Hotels app${TITLE}`);

    await page.keyboard.press('Enter');
    await expect(keep).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(back).toBeFocused();
  });

  test('the must-log-out dialog names who is signed in, holds focus on its one action, and Escape does not close it', async ({ page }) => {
    await page.goto(`${SEASIDE}/login`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    const email = await createUser('focus-must-log-out', { pendingActivation: true });
    await page.goto((await latestMail(email, 'activation')).links[0]!);
    const dialog = page.getByRole('alertdialog', { name: 'You are logged in' });
    await expect(dialog).toContainText("You're logged in as ada@seaside.test.");
    const logOut = dialog.getByRole('button', { name: 'Log out and continue' });
    await expect(logOut).toBeFocused();
    expect(await tabThrough(page, 2)).toEqual(['Log out and continue', 'Log out and continue']);
    expect(await tabThrough(page, 2, 'Shift+Tab')).toEqual(['Log out and continue', 'Log out and continue']);
    expect(await focusableOutsideDialog(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await expect(logOut).toBeFocused();
  });

  test('the partner SSO network dialog opens on Reload, keeps focus inside, and Escape closes it to the error page', async ({ page }) => {
    const token = await ssoToken('pat@seaside.test');
    await failNext('/partners/channelhub/sso', { method: 'POST', status: 503 });
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
    const dialog = page.getByRole('dialog', { name: 'Connection problem' });
    await expect(dialog.getByRole('button', { name: 'Reload' })).toBeFocused();
    expect(await tabThrough(page, 3)).toEqual(['Close', 'Reload', 'Close']);
    expect(await tabThrough(page, 2, 'Shift+Tab')).toEqual(['Reload', 'Close']);
    expect(await focusableOutsideDialog(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(`${SEASIDE}/error`);
    await expectHeadingFocused(page, 'Something went wrong');
  });
});

test.describe('where a new screen starts', () => {
  test('the sign-in and the app set-up: each screen on its heading or its field, each MFA step with its own title', async ({ page }) => {
    const { email } = await createMfaUser('focus-app', { mfaRequiredByRemainingInDays: 0 });
    await page.goto(`${SEASIDE}/login`);
    await expectHeadingFocused(page, 'Log in');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.keyboard.press('Enter');
    // A client navigation (the router): the password field takes focus.
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('not-the-password');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.getByRole('link', { name: /^Back to e-mail/ }).click();
    await expectHeadingFocused(page, 'Log in');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');

    await expectHeadingFocused(page, 'Choose how to verify');
    await expect(page).toHaveTitle(`Choose how to verify${TITLE}`);
    await page.getByRole('radio', { name: 'An authenticator app' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeadingFocused(page, 'Install an authenticator app');
    await expect(page).toHaveTitle(`Step 1 of 4: Install an authenticator app${TITLE}`);
    await page.getByRole('button', { name: 'I have an app' }).click();
    // The QR code, the key and the code on one screen: it starts on its heading (what to scan is read
    // first), and a wrong code brings focus back to the field.
    await expectHeadingFocused(page, 'Add your account and enter a code');
    await expect(page).toHaveTitle(`Step 2 of 4: Add your account and enter a code${TITLE}`);
    await page.getByText("Can't scan it? Enter a key instead", { exact: true }).click();
    const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
    await page.getByLabel('6-digit code').focus();
    await page.keyboard.type(String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0'));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Invalid code. Please try again.')).toBeVisible();
    await expect(page.getByLabel('6-digit code')).toBeFocused();
    await expect(page).toHaveTitle(`Step 2 of 4: Add your account and enter a code${TITLE}`);
    await page.getByLabel('6-digit code').fill('');
    await page.keyboard.type(totpCode(secret));
    await page.keyboard.press('Enter');
    // The recovery codes (issue 25), step 3 of 4, by keyboard: the box, then its Continue.
    await expectHeadingFocused(page, 'Save your recovery codes');
    await expect(page).toHaveTitle(`Step 3 of 4: Save your recovery codes${TITLE}`);
    await page.getByLabel('I have saved my recovery codes').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expectHeadingFocused(page, 'Your account is secure');
    await expect(page).toHaveTitle(`Step 4 of 4: Your account is secure${TITLE}`);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expectSignedInAtDemo(page, email);
  });

  test('the phone set-up starts on its heading, titled step 1 of 4', async ({ page }) => {
    const { email } = await createMfaUser('focus-phone', { mfaRequiredByRemainingInDays: 0 });
    await page.goto(`${SEASIDE}/login`);
    await signIn(page, email);
    await page.getByRole('radio', { name: 'A text message' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectHeadingFocused(page, 'Add a phone number');
    await expect(page).toHaveTitle(`Step 1 of 4: Add a phone number${TITLE}`);
    // The focused heading is where reading starts, not a control: it draws no ring (a ring is drawn
    // for :focus-visible, which an autofocused element matches). The next Tab reaches the method.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('none');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: /^Text message/ })).toBeFocused();
  });

  for (const [deliveryType, device, title] of [
    ['totp', { deliveryType: 'totp' }, "Verify it's you with your authenticator app"],
    ['sms', { deliveryType: 'sms', phone: '+61491579876' }, "Verify it's you with a text message"],
    ['voice', { deliveryType: 'voice', phone: '+61491579877' }, "Verify it's you with a voice call"],
  ] as const) {
    test(`verification by ${deliveryType}: its own title, and focus in the code field`, async ({ page }) => {
      const { email } = await createMfaUser(`focus-verify-${deliveryType}`, { mfaDevice: device, resendSeconds: 0 });
      await page.goto(`${SEASIDE}/login`);
      await signIn(page, email);
      await expect(page).toHaveTitle(`${title}${TITLE}`);
      await expect(page.getByLabel('6-digit code')).toBeFocused();
    });
  }

  test('verification by the partner app: its own title, and focus on its heading', async ({ page }) => {
    const { email } = await createMfaUser('focus-verify-push', { mfaDevice: { deliveryType: 'mobile-app' }, resendSeconds: 0 });
    await page.goto(`${SEASIDE}/login`);
    await signIn(page, email);
    await expect(page).toHaveTitle(`Confirm it's you in the app${TITLE}`);
    await expectHeadingFocused(page, "Confirm it's you in the app");
  });

  test('the reset request: each page on its heading, and the "sent again" confirmation focused when it loads', async ({ page }) => {
    const email = await createUser('focus-reset');
    await page.goto(`${SEASIDE}/reset-password?email=${encodeURIComponent(email)}`);
    await expectHeadingFocused(page, 'Reset your password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/reset-password/sent`);
    await expectHeadingFocused(page, 'Check your e-mail');
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We have sent another link.' })).toBeFocused();
    await expectNotOnBody(page);
  });
});

test.describe('"E-mail verified"', () => {
  async function toVerified(page: Page) {
    const email = await createUser('focus-verify', { emailVerificationRequired: true });
    await verifyEmailByLink(page, email);
    await expectHeadingFocused(page, 'E-mail verified');
  }

  test('counts down visibly with no meta refresh, and "Stay on this page" stops it', async ({ page }) => {
    await toVerified(page);
    await expect(page.locator('meta[http-equiv="refresh" i]')).toHaveCount(0);
    await expect(page.getByTestId('countdown')).toHaveText(/^Taking you onwards in \d+ seconds?\.$/);
    await expect(page.getByRole('status').filter({ hasText: /^Taking you onwards in 10 seconds\.$/ })).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Continue' })).toBeFocused();
    await expect(page.getByTestId('countdown')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: "You'll stay on this page. Continue when you're ready." })).toHaveCount(1);
    const here = page.url();
    await page.waitForTimeout(11_000);
    expect(page.url()).toBe(here);
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${DEMO}/`);
  });

  test('left alone, it goes on by itself when the countdown ends', async ({ page }) => {
    await toVerified(page);
    await page.waitForURL(`${DEMO}/`, { timeout: 15_000 });
  });
});

test.describe('by keyboard: the screens issue 37 changed', () => {
  test('a wait: the password field keeps focus, cleared; Tab passes the held-back Log in and reaches "Reset password", which Enter follows', async ({
    page,
  }) => {
    const email = await createUser('kb-wait');
    await page.goto(`${SEASIDE}/login`);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.keyboard.press('Enter');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toBeFocused();
    for (let typo = 1; typo <= 5; typo++) {
      await page.keyboard.type(`Typo-${typo}-Harbour-Lights`);
      await page.keyboard.press('Enter');
      await expect(page.locator('form').getByRole('alert')).toBeVisible();
      await expect(password).toBeFocused();
      await expect(password).toHaveValue('');
    }
    await expect(page.locator('form').getByRole('alert')).toHaveText('Too many failed logins for this e-mail address from your network.');
    // Show password, then (Log in is disabled, so not a stop) the reset.
    expect(await tabThrough(page, 2)).toEqual(['BUTTON', 'Reset password']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SEASIDE}/reset-password`);
    await expectHeadingFocused(page, 'Reset your password');
  });

  test('re-authentication: the password field first, then Log in, the way back to the page, and its other links', async ({ page }) => {
    const email = await createUser('kb-reauth');
    const back = encodeURIComponent(`${DEMO}/callback`);
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await signIn(page, email);
    await expectSignedInAtDemo(page, email);
    await ageSignIns(email, 30);
    await page.goto(`${SEASIDE}/account/security?redirectUri=${back}`);
    // The upstream finds the sign-in stale (its clock is the judge): the change asks for the password.
    await page.getByRole('button', { name: 'Log out everywhere else' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: "Confirm it's you" })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    expect(await tabThrough(page, 3)).toEqual(['BUTTON', 'Log in', 'Back to login and security']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${SEASIDE}/account/security`);
    await expectHeadingFocused(page, 'Login and security');
  });

  test('the logout confirmation: on its heading, which names the account; Tab to Log out, then Stay logged in, which Enter follows back to the application', async ({
    page,
  }) => {
    const email = await createUser('kb-logout');
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(`${DEMO}/callback`)}`);
    await signIn(page, email);
    await expectSignedInAtDemo(page, email);
    await page.goto(`${SEASIDE}/logout/confirm`);
    await expectHeadingFocused(page, 'Do you want to log out?');
    await expect(page.getByText(`You're logged in as ${email}.`, { exact: true })).toBeVisible();
    expect(await tabThrough(page, 2)).toEqual(['Log out', 'Stay logged in']);
    await page.keyboard.press('Enter');
    await expectSignedInAtDemo(page, email);
  });
});
