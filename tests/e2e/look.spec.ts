// How the screens look and read, in both demo themes, on a phone and a desktop: screenshots reviewed
// like code (the fonts are ours, so they are stable), axe with no violation (also in forced colours),
// our own fonts, the language switcher, and focus after a refused password.
import { expect, test } from '@playwright/test';
import { createUser, invite, latestMail } from './accounts';
import { THEMES, WIDTHS, alsoInTheDark, expectNoAxeViolations, expectNoAxeViolationsInBothSchemes, open } from './look-support';
import { SEASIDE, enterEmail, enterPassword } from './support';

/** Every screen a URL alone reaches (the others are reached by the journeys, which run axe too). */
const SCREENS: Record<string, (theme: keyof typeof THEMES) => string> = {
  login: () => '/login',
  'login-password': (theme) => `/login/password?email=${theme === 'seaside' ? 'mia@seaside.test' : 'ivy@littlehotelier.test'}`,
  'reset-password': () => '/reset-password',
  'reset-sent-no-email': () => '/reset-password/sent',
  'activate-sent': () => '/activate/sent',
  'activate-expired': () => '/error/activate-expired',
  'verify-expired': () => '/error/verify-expired',
  'password-will-expire': () => '/error/password-will-expire?passwordExpiryInDays=3',
  'password-expired': () => '/error/password-expired',
  'account-disabled': () => '/error/account-disabled',
  error: () => '/error',
  'not-found': () => '/no-such-page',
  kit: () => '/kit',
  'kit-confirm-dialog': () => '/kit?dialog=confirm',
  'kit-must-dialog': () => '/kit?dialog=must',
};

for (const [theme, origin] of Object.entries(THEMES) as [keyof typeof THEMES, string][]) {
  for (const width of WIDTHS) {
    test.describe(`${theme} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      for (const [name, path] of Object.entries(SCREENS)) {
        test(`${name} looks as reviewed and has no axe violation`, async ({ page }) => {
          await open(page, `${origin}${path(theme)}`);
          await expectNoAxeViolations(page);
          // The countdown's time moves: its place is masked.
          const shot = { fullPage: true, mask: [page.getByRole('timer')], maxDiffPixelRatio: 0.01 };
          await expect(page).toHaveScreenshot(`${theme}-${name}-${width}.png`, shot);
          // Axe in the dark at the desktop width, where the card sits on the page and the footer too.
          await alsoInTheDark(page, `${theme}-${name}-${width}.png`, shot, { axe: width === 1280 });
        });
      }
    });
  }

  test.describe(`${theme} in forced colours`, () => {
    test.use({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark' });
    test('every screen passes axe, buttons keep their edge and the logo its plate', async ({ page }) => {
      // Fifteen screens through axe: more than the default time when the machine is busy.
      test.slow();
      await page.emulateMedia({ forcedColors: 'active' });
      for (const path of Object.values(SCREENS)) {
        await open(page, `${origin}${path(theme)}`);
        await expectNoAxeViolations(page, { forcedColours: true });
      }
      await open(page, `${origin}/login`);
      await expect(page).toHaveScreenshot(`${theme}-login-forced-colours.png`, { maxDiffPixelRatio: 0.01 });
      const border = await page.getByRole('button', { name: 'Next' }).evaluate((b) => getComputedStyle(b).borderTopColor);
      expect(border).not.toBe('rgba(0, 0, 0, 0)');
      const plate = await page
        .getByRole('img', { name: theme === 'seaside' ? 'Seaside Hotels' : 'Little Hotelier' })
        .evaluate((img) => getComputedStyle(img).backgroundColor);
      expect(plate).toBe('rgb(255, 255, 255)');
    });
  });
}

test.describe('fonts', () => {
  test('Thai text is set in our Noto Sans Thai, fetched only where Thai is shown; Inter is preloaded', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'font' && fonts.push(r.url()));
    await open(page, `${SEASIDE}/login?langCode=en`);
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(1);
    expect([...new Set(fonts)]).toHaveLength(1);

    await open(page, `${SEASIDE}/login?langCode=th`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('เข้าสู่ระบบ');
    expect(new Set(fonts).size).toBe(2);
    const thaiLoaded = await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'thai' && f.status === 'loaded'));
    expect(thaiLoaded).toBe(true);
  });
});

test.describe('language switcher', () => {
  test('lists the eight languages in their own names and keeps the page and its query', async ({ page }) => {
    await open(page, `${SEASIDE}/login/password?email=mia%40seaside.test`);
    const nav = page.getByRole('navigation', { name: 'Language' });
    await nav.locator('summary').click();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(['English', 'Deutsch', 'Français', 'Español', 'Português', 'Italiano', 'ไทย', 'Bahasa Indonesia']);
    await expect(nav.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/login/password?email=mia%40seaside.test&langCode=de#language`);
    await expect(page.getByRole('navigation', { name: 'Sprache' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Remembered: the next page, without langCode, is German too.
    await open(page, `${SEASIDE}/reset-password`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('the support link says it opens a new tab and does not hand over our page', async ({ page }) => {
    await open(page, `${SEASIDE}/login`);
    const support = page.getByRole('contentinfo').getByRole('link', { name: 'Contact support (opens in a new tab)' });
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test('after a refused password, focus is on the cleared password field, marked invalid and tied to the message', async ({ page }) => {
  await open(page, `${SEASIDE}/login`);
  await enterEmail(page, 'mia@seaside.test');
  await expect(page).toHaveURL(/\/login\/password/);
  await enterPassword(page, 'Not-The-Password-1');
  const password = page.getByLabel('Password', { exact: true });
  await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid e-mail or password. Try again.');
  await expect(password).toBeFocused();
  await expect(password).toHaveValue('');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription('Invalid e-mail or password. Try again.');
  await expect(page.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
});

test("/authenticated's tab says what the page asks: verify the e-mail", async ({ page }) => {
  await open(page, `${SEASIDE}/login`);
  await enterEmail(page, 'eve@seaside.test');
  await enterPassword(page, 'Harbour-Lights-2024');
  await page.waitForURL(/\/authenticated/);
  await expect(page).toHaveTitle('Verify your e-mail | Seaside Hotels');
  await expectNoAxeViolationsInBothSchemes(page);
});

test('the screens an e-mail link opens have no axe violation, in either scheme: activation, registration, new password, and the must-log-out dialog', async ({
  page,
}) => {
  const pending = await createUser('axe-activate', { pendingActivation: true });
  await open(page, (await latestMail(pending, 'activation')).links[0]!);
  await expect(page.getByRole('combobox', { name: 'Secret question' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);

  const invited = await invite('axe-register');
  await open(page, (await latestMail(invited, 'registration')).links[0]!);
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);

  const resetting = await createUser('axe-reset');
  await open(page, `${SEASIDE}/reset-password`);
  await page.getByLabel('E-mail', { exact: true }).fill(resetting);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/reset-password\/sent/);
  await expectNoAxeViolationsInBothSchemes(page);
  const resetLink = (await latestMail(resetting, 'reset')).links[0]!;
  await open(page, resetLink);
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);

  // Signed in, the same link is behind the must-log-out dialog.
  await open(page, `${SEASIDE}/login`);
  await enterEmail(page, 'ada@seaside.test');
  await enterPassword(page, 'Harbour-Lights-2024');
  await page.waitForURL(/localhost:4102\/callback/);
  await open(page, resetLink);
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolationsInBothSchemes(page);
});

test('by keyboard alone: the login form, then the footer, where the language switcher opens, closes on Escape, and a language is chosen', async ({ page }) => {
  await open(page, `${SEASIDE}/login`);
  const order: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    order.push(
      await page.evaluate(
        () => (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim() || document.activeElement?.id || '',
      ),
    );
  }
  // E-mail, shared computer, remember, Next, the badge (issue 38), then the footer: the language and scheme switchers and the support link.
  expect(order).toEqual([
    'email',
    'shared',
    'remember',
    'Next',
    'Sign in with a badge',
    'English',
    'Appearance: Automatic',
    'Contact support (opens in a new tab)',
  ]);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  const language = page.getByRole('navigation', { name: 'Language' }).locator('summary');
  await expect(language).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // English
  // Escape closes the menu, back on its button.
  await page.keyboard.press('Escape');
  await expect(language).toBeFocused();
  await expect(page.getByRole('link', { name: 'Deutsch' })).toBeHidden();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // English
  await page.keyboard.press('Tab'); // Deutsch
  await expect(page.getByRole('link', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The German page starts where the choice was made: on the menu button, not on the heading.
  await expect(page.getByRole('navigation', { name: 'Sprache' }).locator('summary')).toBeFocused();
});
