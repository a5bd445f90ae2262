// The partner app as the MFA device (issue 11), run twice: with JavaScript the page follows the
// challenge through the event stream (partner-app.spec.ts); without it, the page looks again every
// few seconds (partner-app-no-js.spec.ts). The test plays the app through the sandbox's test endpoints.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createMfaUser, partnerApp } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, SEASIDE, expectSignedInAtDemo, saveRecoveryCodes, signIn } from './support';

const PRODUCT = 'Seaside Hotels';
const back = encodeURIComponent(CALLBACK);

async function shownNumber(page: Page): Promise<number> {
  const number = page.getByTestId('match-number');
  await expect(number).toHaveText(/^\d{2}$/);
  return Number(await number.textContent());
}

/** A user who must set up MFA, signed in as far as the choice of methods, then the partner app chosen. */
export async function toPairing(page: Page) {
  const { email } = await createMfaUser('pair', { mfaRequiredByRemainingInDays: 0, resendSeconds: 0 });
  await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Choose how to verify' })).toBeVisible();
  await page.getByRole('radio', { name: `The ${PRODUCT} app` }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: `Use the ${PRODUCT} app for two-step verification` })).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Pair my phone' }).click();
  await expect(page.getByRole('heading', { name: `Pair the ${PRODUCT} app` })).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await expect(page.getByRole('img', { name: `QR code to pair the ${PRODUCT} app` })).toBeVisible();
  await expect(page.getByText('Waiting for the app to connect…')).toBeVisible();
  const pairingCode = (await page.getByText(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/).textContent())!;
  expect((await partnerApp.request(email, 'waitingForConnection')).pairingCode).toBe(pairingCode);
  return { email, pairingCode };
}

/** A user whose device is the partner app, signed in as far as the number to pick. */
async function toNumber(page: Page, o: { resendSeconds?: number } = {}) {
  const { email } = await createMfaUser('push', { mfaDevice: { deliveryType: 'mobile-app' }, resendSeconds: o.resendSeconds ?? 0 });
  await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: "Confirm it's you in the app" })).toBeVisible();
  await expect(page.getByText(`Open the ${PRODUCT} app and pick this number:`)).toBeVisible();
  const number = await shownNumber(page);
  const request = await partnerApp.request(email, 'numberChallenge');
  expect(request.flow).toBe('masterDeviceLogin');
  expect(request.choices).toContain(number);
  return { email, number, choices: request.choices };
}

/** A verification screen's ways out: whose account, "Not you?", and "Can't use the app?" with support. */
async function expectWayOut(page: Page, email: string, js: boolean) {
  await expect(page.getByTestId('account-chip')).toHaveText(email);
  await expect(page.getByRole('button', { name: 'Log in as someone else' })).toBeVisible();
  await page.getByText(`Can't use the ${PRODUCT} app?`, { exact: true }).click();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact support (opens in a new tab)' })).toHaveAttribute('href', /\/support\/seaside$/);
  if (js) await expectNoAxeViolations(page);
}

export function partnerAppJourneys(js: boolean) {
  test.describe(`the partner app ${js ? 'with' : 'without'} JavaScript`, () => {
    test('pair the app by its code, match the number, then sign in on a new browser by picking the number', async ({ page, browser }) => {
      const { email, pairingCode } = await toPairing(page);
      await partnerApp.pair(pairingCode);
      // The page moves on by itself once the app has connected.
      await expect(page.getByRole('heading', { name: `Pair the ${PRODUCT} app` })).toBeVisible();
      const number = await shownNumber(page);
      expect((await partnerApp.request(email, 'numberChallenge')).choices).toContain(number);
      await partnerApp.answer(email, number);
      await expect(page.getByText('Step 3 of 4')).toBeVisible();
      await saveRecoveryCodes(page);
      await expect(page.getByRole('heading', { name: 'Your account is secure' })).toBeVisible();
      await expect(page.getByText('Step 4 of 4')).toBeVisible();
      await expect(page.getByText(`we'll ask you to pick a number in the ${PRODUCT} app`)).toBeVisible();
      await page.getByRole('link', { name: 'Continue' }).click();
      await expectSignedInAtDemo(page, email);

      // A new browser has no device token: the app is asked to approve the sign-in.
      await signInElsewhere(browser, js, email);
    });

    test('a wrong number fails; a new request then succeeds', async ({ page }) => {
      const { email, number, choices } = await toNumber(page);
      await partnerApp.answer(
        email,
        choices.find((n) => n !== number)!,
      );
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Authentication failed. Please try again.');
      await page.getByRole('button', { name: 'Send a new request' }).click();
      const again = await shownNumber(page);
      await partnerApp.answer(email, again);
      await expectSignedInAtDemo(page, email);
    });

    test('rejected in the app: contact support, no new request', async ({ page }) => {
      const { email } = await toNumber(page);
      await partnerApp.reject(email);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        `The login was rejected in the ${PRODUCT} app. If you didn't reject it, contact support.`,
      );
      await expect(page.getByRole('main').getByRole('link', { name: /Contact support/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send a new request' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', `/login?redirectUri=${back}`);
      await expect(page.getByTestId('account-chip')).toHaveText(email);
    });

    test('the number to pick shows whose account it is and the ways out', async ({ page }) => {
      const { email, number } = await toNumber(page);
      await expectWayOut(page, email, js);
      // Still the same request: picking the number signs in.
      await partnerApp.answer(email, number);
      await expectSignedInAtDemo(page, email);
    });

    test("the app's back button during a sign-in: cancelled on the phone, and the app asked again", async ({ page }) => {
      const { email } = await toNumber(page);
      await partnerApp.back(email);
      await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'cancelled' })).toHaveText('The request was cancelled on your phone.');
      await expect(page.getByText('Authentication failed. Please try again.')).toHaveCount(0);
      await page.getByRole('button', { name: 'Send a new request' }).click();
      await partnerApp.answer(email, await shownNumber(page));
      await expectSignedInAtDemo(page, email);
    });

    test('timed out: retry', async ({ page }) => {
      const { email } = await toNumber(page);
      await partnerApp.timeOut(email);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('The request timed out. Please try again.');
      // The outcome keeps its ways out, and "Back to login" returns to the same calling application.
      await expectWayOut(page, email, js);
      await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', `/login?redirectUri=${back}`);
      await page.getByRole('button', { name: 'Send a new request' }).click();
      await partnerApp.answer(email, await shownNumber(page));
      await expectSignedInAtDemo(page, email);
    });

    test('sent too often: the rate-limit message and its countdown before a new request', async ({ page }) => {
      const { email, number, choices } = await toNumber(page, { resendSeconds: 45 });
      await partnerApp.answer(
        email,
        choices.find((n) => n !== number)!,
      );
      await page.getByRole('button', { name: 'Send a new request' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Too many requests were sent to the app. Please wait, then try again.');
      if (js) {
        await expect(page.getByText(/^You can try again in 0:[34]\d\.$/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Send a new request' })).toBeDisabled();
      } else {
        await expect(page.getByText(/^You can try again at \d\d:\d\d:\d\d UTC\.$/)).toBeVisible();
      }
    });

    test("the app's back button during the pairing returns to the choice of methods, saying so, the app still chosen", async ({ page }) => {
      const { email, pairingCode } = await toPairing(page);
      await partnerApp.pair(pairingCode);
      await shownNumber(page);
      await partnerApp.back(email);
      await expect(page.getByRole('heading', { name: 'Choose how to verify' })).toBeVisible();
      // Said why, with the app still the chosen method.
      await expect(page.getByText('The request was cancelled on your phone.')).toBeVisible();
      await expect(page.getByRole('radio', { name: `The ${PRODUCT} app` })).toBeChecked();
    });

    test('the pairing times out: the setup error, and logging out', async ({ page }) => {
      const { email } = await toPairing(page);
      await partnerApp.timeOut(email);
      await expect(page.getByRole('heading', { name: 'Setup timed out' })).toBeVisible();
      await expect(page.getByText(`The ${PRODUCT} app could not be paired. Log out, log in again and restart the setup.`)).toBeVisible();
      await page.getByRole('link', { name: 'Log out' }).click();
      await expect(page.getByText('You have been logged out.')).toBeVisible();
    });

    test('"Back" while waiting asks first; staying keeps the pairing, leaving withdraws it', async ({ page }) => {
      const { email, pairingCode } = await toPairing(page);
      await page.getByRole('link', { name: 'Back' }).click();
      const dialog = page.getByRole('dialog', { name: 'Stop pairing the app?' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: 'Keep waiting' })).toBeFocused();
      await dialog.getByRole('link', { name: 'Keep waiting' }).click();
      await expect(page.getByText(pairingCode)).toBeVisible();

      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Stop pairing' }).click();
      await expect(page.getByRole('heading', { name: 'Choose how to verify' })).toBeVisible();
      // The app no longer shows the request.
      await expect.poll(async () => (await fetch(`http://127.0.0.1:4100/__device?email=${encodeURIComponent(email)}`)).status).toBe(404);
    });
  });
}

async function signInElsewhere(browser: Browser, js: boolean, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  try {
    const page = await context.newPage();
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: "Confirm it's you in the app" })).toBeVisible();
    await partnerApp.answer(email, await shownNumber(page));
    await expectSignedInAtDemo(page, email);
  } finally {
    await context.close();
  }
}
