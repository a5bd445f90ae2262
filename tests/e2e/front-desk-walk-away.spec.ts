// Issue 36 (security review H1, M1, M2): at one shared front-desk browser, A finishes the second factor
// and walks away before their application has them back (on the expiry warning, on the recovery
// codes). B, who knows A's password, is asked for A's second factor and finds nothing of A's: no device
// token kept in the browser, no recovery codes, no session to carry on.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { nextStepCode, totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser, createUser } from './accounts';
import { CALLBACK, DEMO, PASSWORD, SEASIDE, enterEmail, enterPassword, expectSignedInAtDemo, registerAuthenticatorApp } from './support';

/** The demo application's "Sign in", as the next colleague starts at the front desk. */
async function openApplication(page: Page) {
  await page.goto(DEMO);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
}

const keycardCookieNames = async (context: BrowserContext) => (await context.cookies(SEASIDE)).map((c) => c.name);

/** B, with A's e-mail and password, at the same browser: the second factor is asked, never skipped. */
async function nextPersonAsks(page: Page, email: string) {
  await openApplication(page);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'This is a shared computer' })).toBeChecked();
  await enterEmail(page, email);
  await enterPassword(page, PASSWORD);
  await expect(page.getByLabel('6-digit code')).toBeVisible();
  await expect(page).toHaveURL(/\/mfa/);
}

/** A, at the shared computer, proves their authenticator app and is left on the expiry warning: where A walks away. */
async function aLeavesOnTheWarning(page: Page, prefix: string): Promise<string> {
  const { email, totpSecret } = await createMfaUser(prefix, { mfaDevice: { deliveryType: 'totp' }, passwordExpiryInDays: 3, passwordChangeWarningInDays: 7 });
  await openApplication(page);
  await page.getByRole('checkbox', { name: 'This is a shared computer' }).check();
  await enterEmail(page, email);
  await enterPassword(page, PASSWORD);
  await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/error\/password-will-expire/);
  return email;
}

test("A walks away on the expiry warning after their code: B, with A's password, is asked for A's code again", async ({ page, context }) => {
  const email = await aLeavesOnTheWarning(page, 'walk-warn');
  // A proved their second factor, yet this browser holds no device token to spare the next person it.
  expect(await keycardCookieNames(context)).not.toContain('__Host-device');

  // A walks away. B opens the application in a new tab of the same browser.
  const next = await context.newPage();
  await nextPersonAsks(next, email);
  // The application asking for its user back gets no one: the sign-in waits at A's second factor.
  await next.goto(`${SEASIDE}/authorize?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await expect(next.getByLabel('6-digit code')).toBeVisible();
  await expect(next).toHaveURL(/\/mfa/);
});

test("A walks away on the recovery codes page: B finds no codes, and is asked for A's new app's code", async ({ page, context }) => {
  const { email } = await createMfaUser('walk-codes', { mfaRequiredByRemainingInDays: 0 });
  await openApplication(page);
  await page.getByRole('checkbox', { name: 'This is a shared computer' }).check();
  await enterEmail(page, email);
  await enterPassword(page, PASSWORD);
  const secret = await registerAuthenticatorApp(page);
  expect(await keycardCookieNames(context)).not.toContain('__Host-device');

  // A walks away without saying they saved them. B starts a sign-in of their own with A's password.
  const next = await context.newPage();
  await nextPersonAsks(next, email);
  expect(await keycardCookieNames(context)).not.toContain('__Host-recovery');
  await next.goto(`${SEASIDE}/mfa/recovery-codes`);
  await expect(next.getByRole('heading', { name: 'Save your recovery codes' })).toHaveCount(0);
  // A's new app is what B is asked for (the sign-in waits at it): only its code lets the sign-in on.
  await expect(next.getByLabel('6-digit code')).toBeVisible();
  await next.getByLabel('6-digit code').fill(nextStepCode(secret));
  await next.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAtDemo(next, email);
});

test("B unticks the box after A left: B's application gets a device token of B's own sign-in, and the browser never held A's", async ({ page, context }) => {
  const b = await createUser('walk-b');
  await aLeavesOnTheWarning(page, 'walk-untick');

  const next = await context.newPage();
  await openApplication(next);
  await next.getByRole('checkbox', { name: 'This is a shared computer' }).uncheck();
  await enterEmail(next, b);
  await enterPassword(next, PASSWORD);
  await expectSignedInAtDemo(next, b);
  await expect(next.getByText('Device token received')).toBeVisible();
  // The browser keeps B's own token now, sealed for B.
  expect(await keycardCookieNames(context)).toContain('__Host-device');
});
