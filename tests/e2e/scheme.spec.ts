// Issue 27, night shift: every page follows the system's colour scheme with no flash, a calling
// application can force one (`theme=dark|light`, kept like langCode), the footer switches it without
// JavaScript, and the logo and QR codes keep the light ground their artwork was drawn for.
import { expect, test, type Page } from '@playwright/test';
import { readConfig } from '../../sandbox/config';
import { buildSeed } from '../../sandbox/seed';
import { parseHex } from '../../lib/tenant/colour';
import { NEUTRAL_COLOURS, logoPlate, palettes } from '../../lib/tenant/theme-css';
import { open } from './look-support';
import { LITTLEHOTELIER, SEASIDE } from './support';

const seed = buildSeed(readConfig({ NODE_ENV: 'test' }));
const coloursOf = (code: string) => seed.tenants.find((t) => t.theme.code === code)!.theme.colours;
const seaside = palettes(coloursOf('seaside'));
const littlehotelier = palettes(coloursOf('littlehotelier'));
const neutral = palettes(NEUTRAL_COLOURS);

/** A #rrggbb as getComputedStyle writes it. */
const rgb = (hex: string) => `rgb(${parseHex(hex).join(', ')})`;
const backgroundOf = (page: Page, selector: string) => page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('a dark system', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });

  test("gets the tenant's dark scheme: page, card, text and button; the browser's own controls drawn dark too", async ({ page }) => {
    await open(page, `${SEASIDE}/login`);
    expect(await backgroundOf(page, 'html')).toBe(rgb(seaside.dark.page));
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(seaside.dark.surface));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', rgb(seaside.dark.text));
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCSS('background-color', rgb(seaside.dark.primary));
    // color-scheme: checkboxes, the select's list, scrollbars and autofill follow.
    await expect(page.getByRole('checkbox', { name: 'Remember my e-mail' })).toHaveCSS('color-scheme', 'dark');
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light dark');
    await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', seaside.dark.page);
  });

  test("still has colours, the neutral theme's, when the tenant's style sheet does not arrive", async ({ page }) => {
    await page.route('**/api/theme?**', (route) => route.abort());
    await open(page, `${SEASIDE}/login`);
    expect(await backgroundOf(page, 'html')).toBe(rgb(neutral.dark.page));
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(neutral.dark.surface));
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCSS('background-color', rgb(neutral.dark.primary));
  });

  test('paints its first frame dark: the scheme is chosen before the first paint, even with the style sheet slow to come', async ({ page }) => {
    // What the page shows in its first frame: read in the first animation frame, which runs only
    // once the render-blocking styles are in, before that frame is painted.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        const html = getComputedStyle(document.documentElement);
        (window as unknown as { firstFrame: object }).firstFrame = {
          html: html.backgroundColor,
          body: document.body ? getComputedStyle(document.body).backgroundColor : 'no body yet',
          scheme: html.colorScheme,
        };
      });
    });
    // The style sheet a second late: a scheme applied by a script or a late rule would show first.
    await page.route('**/_next/static/**/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`${SEASIDE}/login`);
    await page.waitForFunction(() => 'firstFrame' in window);
    const first = await page.evaluate(() => (window as unknown as { firstFrame: { html: string; body: string; scheme: string } }).firstFrame);
    expect(first).toEqual({ html: rgb(seaside.dark.page), body: rgb(seaside.dark.page), scheme: 'dark' });
  });

  test("a logo drawn for light sits on a plate of the theme's light card; a theme with a dark logo shows that, and forced colours the light one on white", async ({
    page,
  }) => {
    await open(page, `${SEASIDE}/login`);
    const seasideLogo = page.getByRole('img', { name: 'Seaside Hotels' });
    await expect(seasideLogo).toHaveCSS('background-color', rgb(logoPlate(seaside.dark, seaside)!));
    await expect(seasideLogo).toHaveCSS('padding-top', '4px');

    await open(page, `${LITTLEHOTELIER}/login`);
    const lhLogo = page.getByRole('img', { name: 'Little Hotelier' });
    expect(await lhLogo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/logo-dark\.svg$/);
    await expect(lhLogo).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.emulateMedia({ forcedColors: 'active' });
    await open(page, `${LITTLEHOTELIER}/login`);
    expect(await lhLogo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/logo\.svg$/);
    await expect(lhLogo).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });

  test('a QR code stays dark on a light plate, which scanners need', async ({ page }) => {
    await open(page, `${LITTLEHOTELIER}/kit`);
    expect(await backgroundOf(page, 'html')).toBe(rgb(littlehotelier.dark.page));
    const qr = page.getByRole('img', { name: 'Little Hotelier', exact: true }).and(page.locator('[role=img]'));
    await expect(qr).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(qr.locator('path').first()).toHaveAttribute('fill', '#ffffff');
  });

  test('prints light whatever the screen shows: dark ink on white paper (recovery codes are printed)', async ({ page }) => {
    await open(page, `${SEASIDE}/login?theme=dark`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', rgb(seaside.dark.text));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', rgb(seaside.light.text));
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(seaside.light.surface));
  });

  test('a calling application can ask for the light scheme (theme=light); the choice is kept, and theme=system follows the system again', async ({ page }) => {
    await open(page, `${SEASIDE}/login?theme=light`);
    expect(await backgroundOf(page, 'html')).toBe(rgb(seaside.light.page));
    await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute('content', 'light');
    await open(page, `${SEASIDE}/reset-password`);
    expect(await backgroundOf(page, 'html')).toBe(rgb(seaside.light.page));
    await open(page, `${SEASIDE}/reset-password?theme=system`);
    expect(await backgroundOf(page, 'html')).toBe(rgb(seaside.dark.page));
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === '__Host-scheme')).toBeUndefined();
  });
});

test.describe('the footer switch without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'light', viewport: { width: 390, height: 900 } });

  test('dark, kept from page to page and across a language change, then back to the system by keyboard', async ({ page }) => {
    await open(page, `${LITTLEHOTELIER}/login/password?email=ivy%40littlehotelier.test`);
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(littlehotelier.light.surface));
    const appearance = page.getByRole('navigation', { name: 'Appearance' });
    // Named for what it is and what is chosen: "Appearance: Automatic, collapsed".
    await expect(appearance.locator('summary')).toHaveAccessibleName('Appearance: Automatic');
    await appearance.locator('summary').click();
    await expect(appearance.getByRole('link', { name: 'Automatic' })).toHaveAttribute('aria-current', 'true');
    await appearance.getByRole('link', { name: 'Dark' }).click();
    // The same page and its query, now dark: the calling application's state is kept, and the page
    // starts on the menu's button (#appearance), not on its heading.
    await expect(page).toHaveURL(`${LITTLEHOTELIER}/login/password?email=ivy%40littlehotelier.test&theme=dark#appearance`);
    await expect(appearance.locator('summary')).toBeFocused();
    await expect(appearance.locator('summary')).toHaveAccessibleName('Appearance: Dark');
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(littlehotelier.dark.surface));
    await expect(page.getByLabel('Password', { exact: true })).toHaveCSS('color-scheme', 'dark');

    await page.getByRole('navigation', { name: 'Language' }).locator('summary').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(littlehotelier.dark.surface));
    await open(page, `${LITTLEHOTELIER}/reset-password`);
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(littlehotelier.dark.surface));

    // By keyboard: the switch (Darstellung, in German now), opened with Enter, "Automatisch" chosen.
    const darstellung = page.getByRole('navigation', { name: 'Darstellung' });
    await darstellung.locator('summary').focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(darstellung.getByRole('link', { name: 'Automatisch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/theme=system/);
    expect(await backgroundOf(page, '.kc-card')).toBe(rgb(littlehotelier.light.surface));
    await expect(darstellung.locator('summary')).toBeFocused();
  });
});
