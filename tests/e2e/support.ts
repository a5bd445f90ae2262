// Shared e2e facts: the e2e stack's URLs, the seeded accounts, and the sign-in steps.
import { expect, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { latestMail } from './accounts';

export const WEB_PORT = 3100;
export const DEMO = 'http://localhost:4102';
export const CALLBACK = `${DEMO}/callback`;
export const SEASIDE = `http://seaside.localhost:${WEB_PORT}`;
export const LITTLEHOTELIER = `http://littlehotelier.localhost:${WEB_PORT}`;
export const PASSWORD = 'Harbour-Lights-2024';

export async function enterEmail(page: Page, email: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function enterPassword(page: Page, password: string) {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** From the tenant's login page (already open) to the calling application's callback. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await enterEmail(page, email);
  await expect(page).toHaveURL(/\/login\/password/);
  await enterPassword(page, password);
}

export async function expectSignedInAtDemo(page: Page, email: string, tenant = 'seaside') {
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText(`Tenant: ${tenant}`)).toBeVisible();
}

/** The e-mail stage with "Remember my e-mail" ticked, on to the password stage. */
export async function rememberEmail(page: Page, email: string) {
  await page.goto(`${SEASIDE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Remember my e-mail').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/login\/password/);
}

/** A signed-in user who must verify their e-mail: the prompt, the link from the mail, the e-mail
 *  entered and sent. The page is then the verified screen (its look depends on JavaScript). */
export async function verifyEmailByLink(page: Page, email: string) {
  await page.goto(`${SEASIDE}/login`);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto((await latestMail(email, 'verification')).links[0]!);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Verify e-mail' }).click();
}

/**
 * The recovery codes a registration ends with (issue 25): ten shown, the box ticked, on to the
 * registration's success step. Answers the codes as shown (grouped).
 */
export async function saveRecoveryCodes(page: Page): Promise<string[]> {
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Your recovery codes' }).locator('li > span[aria-hidden="true"]').allInnerTexts();
  expect(codes).toHaveLength(10);
  await page.getByLabel('I have saved my recovery codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  return codes;
}

/** The app set-up's step 2 (the QR code, the key and the code field on one screen): its setup key, from the "Can't scan it?" disclosure. */
export async function openSetupKey(page: Page): Promise<string> {
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByText("Can't scan it? Enter a key instead", { exact: true }).click();
  return (await page.locator('code').innerText()).replace(/\s/g, '');
}

/** From the MFA method choice, an authenticator app set up by its key: on to the new recovery codes (step 3 of 4). Its secret, for later codes. */
export async function registerAuthenticatorApp(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'An authenticator app' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'I have an app' }).click();
  const secret = await openSetupKey(page);
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  return secret;
}

/** Issue 38: the e-mail stage, the password stage's "Use a temporary pass", and the pass (typed loosely). */
export async function signInWithPass(page: Page, email: string, pass: string) {
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await enterEmail(page, email);
  await page.getByRole('link', { name: 'Use a temporary pass' }).click();
  await expect(page.getByRole('heading', { name: 'Log in with a temporary pass' })).toBeVisible();
  await page.getByLabel('Temporary pass', { exact: true }).fill(pass.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
