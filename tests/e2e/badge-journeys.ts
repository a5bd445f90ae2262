// Issue 38's badge sign-in, run twice: with JavaScript (badges.spec.ts) and without
// (badges-no-js.spec.ts). Typed in any case and grouping, or as a scanner types it (the code and
// Enter into the focused field); a first PIN chosen; a revoked badge; wrong PINs then the wait; two
// colleagues at one desk by badge; a tenant without badges.
import { expect, test, type Page } from '@playwright/test';
import { KIM_BADGE, KIM_PIN, REX_BADGE } from '../../sandbox/seed';
import { createBadgeUser } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, DEMO, LITTLEHOTELIER, SEASIDE, expectSignedInAtDemo } from './support';

/** The demo application's "Sign in", then the e-mail stage's "Sign in with a badge". */
async function openBadgeStage(page: Page) {
  await page.goto(DEMO);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('link', { name: 'Sign in with a badge' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with a badge' })).toBeVisible();
}

async function enterBadge(page: Page, code: string) {
  await page.getByLabel('Badge code').fill(code);
  await page.getByRole('button', { name: 'Next' }).click();
}

async function enterPin(page: Page, pin: string) {
  await expect(page.getByRole('heading', { name: 'Enter your PIN' })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export function badgeJourneys(javaScript: boolean) {
  test.describe(`a badge and its PIN (${javaScript ? 'with' : 'without'} JavaScript)`, () => {
    test('kim types her badge code loosely (lower case, spaces for hyphens) and her PIN, and reaches the application', async ({ page }) => {
      await openBadgeStage(page);
      if (javaScript) await expectNoAxeViolations(page);
      await enterBadge(page, KIM_BADGE.toLowerCase().replace(/-/g, ' '));
      await expect(page.getByText('Logging in as Kim')).toBeVisible();
      await expect(page.getByTestId('account-chip')).toHaveText('k•••@seaside.test');
      if (javaScript) await expectNoAxeViolations(page);
      await enterPin(page, KIM_PIN);
      await expectSignedInAtDemo(page, 'kim@seaside.test');
    });

    test('a scanner types the code and Enter into the field, which has focus from the start', async ({ page }) => {
      const { email, badgeCode } = await createBadgeUser('badge-scan', '582016');
      await page.goto(`${SEASIDE}/login/badge?redirectUri=${encodeURIComponent(CALLBACK)}`);
      await expect(page.getByLabel('Badge code')).toBeFocused();
      await page.keyboard.type(`${badgeCode}\n`);
      await enterPin(page, '582016');
      await expectSignedInAtDemo(page, email);
    });

    test('at first use the person chooses a PIN (twice, by the rule) and is signed in with it', async ({ page }) => {
      const { email, badgeCode } = await createBadgeUser('badge-first', null);
      await openBadgeStage(page);
      await enterBadge(page, badgeCode);
      await expect(page.getByRole('heading', { name: 'Choose a PIN' })).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      const save = page.getByRole('button', { name: 'Save PIN and log in' });
      await page.getByLabel('New PIN').fill('123456');
      await page.getByLabel('Enter the PIN again').fill('123456');
      await save.click();
      await expect(page.getByText("Choose a PIN that isn't a run or a repeat, like 123456 or 111111.")).toBeVisible();
      await page.getByLabel('New PIN').fill('739105');
      await page.getByLabel('Enter the PIN again').fill('739150');
      await save.click();
      await expect(page.getByText("These PINs don't match.")).toBeVisible();
      await page.getByLabel('New PIN').fill('739105');
      await page.getByLabel('Enter the PIN again').fill('739105');
      await save.click();
      await expectSignedInAtDemo(page, email);
    });

    test('a revoked badge is refused at its code, and a tenant without badges offers none', async ({ page }) => {
      await openBadgeStage(page);
      await enterBadge(page, REX_BADGE);
      await expect(page.getByText('This badge no longer works. Ask your manager for a new one.')).toBeVisible();
      await expect(page.getByLabel('Badge code')).toHaveAttribute('aria-invalid', 'true');
      await page.goto(`${LITTLEHOTELIER}/login`);
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Sign in with a badge' })).toHaveCount(0);
      expect((await page.goto(`${LITTLEHOTELIER}/login/badge`))?.status()).toBe(404);
    });

    test('five wrong PINs, then a wait with its time, counted for the badge and not for the desk', async ({ page }) => {
      const { badgeCode } = await createBadgeUser('badge-typo', '582016');
      const other = await createBadgeUser('badge-other', '640213');
      await openBadgeStage(page);
      await enterBadge(page, badgeCode);
      for (let i = 1; i <= 3; i++) {
        await enterPin(page, '000000');
        await expect(page.getByText("That PIN isn't right.", { exact: true })).toBeVisible();
      }
      await enterPin(page, '000000');
      await expect(page.getByText("That PIN isn't right. One more wrong PIN and you'll have to wait before you try again.")).toBeVisible();
      await enterPin(page, '000000');
      await expect(page.getByText('Too many wrong PINs.')).toBeVisible();
      await expect(page.getByText(javaScript ? /You can try again in \d+:\d\d\./ : /You can try again at /)).toBeVisible();
      if (javaScript) await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
      // A colleague at the same desk signs in at once with their own badge.
      await page.getByRole('button', { name: 'Log in as someone else' }).click();
      await enterBadge(page, other.badgeCode);
      await enterPin(page, '640213');
      await expectSignedInAtDemo(page, other.email);
    });

    test('two colleagues at one desk by badge: the second never lands in the first one’s account', async ({ page, context }) => {
      const [first, second] = await Promise.all([createBadgeUser('badge-a', '582016'), createBadgeUser('badge-b', '640213')]);
      await openBadgeStage(page);
      await enterBadge(page, first.badgeCode);
      await enterPin(page, '582016');
      await expectSignedInAtDemo(page, first.email);
      // A badge sign-in is a shared computer's: nothing lasting is kept of the first.
      const kept = (await context.cookies(SEASIDE)).filter((c) => c.name.startsWith('__Host-') && c.expires > 0);
      expect(kept.map((c) => c.name).sort()).toEqual(['__Host-shared']);

      await openBadgeStage(page);
      await enterBadge(page, second.badgeCode);
      await enterPin(page, '640213');
      await expectSignedInAtDemo(page, second.email);
    });
  });
}
