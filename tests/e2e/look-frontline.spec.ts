// Issue 38's screens as reviewed, on a phone and a desktop, light and dark, with no axe violation:
// the badge stage, a refused code, the PIN (and a wrong one, and the wait), choosing a PIN; the
// temporary pass, a spent one, and the set-up screen after it (with the authenticator app, and without).
import { expect, test, type Page } from '@playwright/test';
import { KIM_BADGE, REX_BADGE } from '../../sandbox/seed';
import { createBadgeUser, createPassUser } from './accounts';
import { WIDTHS, alsoInTheDark, expectNoAxeViolations, open } from './look-support';
import { CALLBACK, SEASIDE, enterEmail } from './support';

/** The holder's e-mail is the fixed demo's or a fresh one's: its place is masked, like the countdown's. */
const shot = (page: Page) => ({ fullPage: true, mask: [page.getByRole('timer'), page.getByTestId('account-chip')], maxDiffPixelRatio: 0.01 });

async function looksAsReviewed(page: Page, name: string, width: number) {
  await expectNoAxeViolations(page);
  await expect(page).toHaveScreenshot(`seaside-${name}-${width}.png`, shot(page));
  await alsoInTheDark(page, `seaside-${name}-${width}.png`, shot(page), { axe: width === 1280 });
}

async function badgeIn(page: Page, code: string) {
  await open(page, `${SEASIDE}/login/badge`);
  await page.getByLabel('Badge code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
}

for (const width of WIDTHS) {
  test.describe(`seaside at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the badge stage, and a revoked badge refused at its field', async ({ page }) => {
      await open(page, `${SEASIDE}/login/badge`);
      await looksAsReviewed(page, 'badge', width);
      await badgeIn(page, REX_BADGE);
      await expect(page.getByText('This badge no longer works. Ask your manager for a new one.')).toBeVisible();
      await looksAsReviewed(page, 'badge-revoked', width);
    });

    test('the PIN, with whose badge it is; a wrong one; and the wait', async ({ page }) => {
      await badgeIn(page, KIM_BADGE);
      await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible();
      await looksAsReviewed(page, 'badge-pin', width);
      const { badgeCode } = await createBadgeUser('look-badge', '582016');
      await badgeIn(page, badgeCode);
      const pin = page.getByLabel('PIN', { exact: true });
      for (let i = 0; i < 4; i++) {
        await pin.fill('000000');
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
        await expect(page.getByRole('alert').filter({ hasText: "That PIN isn't right" })).toBeVisible();
        await expect(pin).toBeFocused();
      }
      await looksAsReviewed(page, 'badge-pin-last-try', width);
      await pin.fill('000000');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByText('Too many wrong PINs.')).toBeVisible();
      await looksAsReviewed(page, 'badge-pin-wait', width);
    });

    test('choosing a PIN at first use, and one refused by the rule', async ({ page }) => {
      const { badgeCode } = await createBadgeUser('look-new-pin', null);
      await badgeIn(page, badgeCode);
      await expect(page.getByRole('heading', { name: 'Choose a PIN' })).toBeVisible();
      await looksAsReviewed(page, 'badge-new-pin', width);
      await page.getByLabel('New PIN').fill('111111');
      await page.getByLabel('Enter the PIN again').fill('111111');
      await page.getByRole('button', { name: 'Save PIN and log in' }).click();
      await expect(page.getByText("Choose a PIN that isn't a run or a repeat, like 123456 or 111111.")).toBeVisible();
      await looksAsReviewed(page, 'badge-new-pin-refused', width);
    });
  });
}

async function passIn(page: Page, email: string, pass?: string) {
  await open(page, `${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await enterEmail(page, email);
  await page.getByRole('link', { name: 'Use a temporary pass' }).click();
  await expect(page.getByRole('heading', { name: 'Log in with a temporary pass' })).toBeVisible();
  if (pass === undefined) return;
  await page.getByLabel('Temporary pass', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

for (const width of WIDTHS) {
  test.describe(`seaside temporary pass at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the pass in the password’s place, and an expired one', async ({ page }) => {
      const { email, pass } = await createPassUser('look-pass-old', { hours: -1 });
      await passIn(page, email);
      await looksAsReviewed(page, 'pass', width);
      await page.getByLabel('Temporary pass', { exact: true }).fill(pass);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page.getByText('This temporary pass has expired. Ask your manager for a new one.')).toBeVisible();
      await looksAsReviewed(page, 'pass-expired', width);
    });

    test('the set-up screen: a passkey or a password with the authenticator app; and with a password alone', async ({ page }) => {
      // Two sign-ins with a pass, three screenshots and axe in both schemes at the desktop width: 25-47 s on a loaded 2-core machine.
      test.setTimeout(120_000);
      const asked = await createPassUser('look-set-up', {}, { mfaRequiredByRemainingInDays: 0 });
      await passIn(page, asked.email, asked.pass);
      await expect(page.getByRole('heading', { name: "Set up how you'll log in" })).toBeVisible();
      // The QR code and its key are new each time: their places are masked.
      const masked = { ...shot(page), mask: [page.getByRole('img', { name: /QR code/ }), page.getByTestId('account-chip')] };
      await expectNoAxeViolations(page);
      await expect(page).toHaveScreenshot(`seaside-set-up-app-${width}.png`, masked);
      await alsoInTheDark(page, `seaside-set-up-app-${width}.png`, masked, { axe: width === 1280 });
      const plain = await createPassUser('look-set-up-plain');
      await passIn(page, plain.email, plain.pass);
      await expect(page.getByRole('heading', { name: "Set up how you'll log in" })).toBeVisible();
      await looksAsReviewed(page, 'set-up', width);
    });
  });
}
