// What the look tests share: the themes and widths, opening a page with its fonts and images in,
// and axe with our WCAG tags.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type PageAssertionsToHaveScreenshotOptions } from '@playwright/test';
import { LITTLEHOTELIER, SEASIDE } from './support';

export const THEMES = { seaside: SEASIDE, littlehotelier: LITTLEHOTELIER } as const;
export type Theme = keyof typeof THEMES;
export const WIDTHS = [390, 1280] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('load');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((resolve) => (img.onload = img.onerror = resolve)))));
  });
}

export async function expectNoAxeViolations(page: Page, { forcedColours = false } = {}) {
  // Geometry rules (target-size) measure the page as laid out: after its stylesheet and fonts, and a
  // frame for the layout they cause (a first try once measured the fallback font's: CI, stop 29).
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  // Legacy mode runs axe.run in the page itself (our pages have no frames, so nothing is missed);
  // the default runs each frame's part and then finishes in a new blank tab, which cost a second a
  // check here and was most of a look test's time on a loaded CI machine (stop 51).
  let axe = new AxeBuilder({ page }).setLegacyMode().withTags(AXE_TAGS);
  // In forced colours the user's system colours replace ours, so contrast is theirs to choose; and
  // axe reads -webkit-text-fill-color, which Chromium leaves at the theme's colour while it paints the
  // forced one (the screenshots below show the text as painted).
  if (forcedColours) axe = axe.disableRules(['color-contrast']);
  const { violations } = await axe.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Every image in (the dark scheme's logo is another file) and a frame laid out with it. */
async function settled(page: Page) {
  await page.evaluate(async () => {
    await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((resolve) => (img.onload = img.onerror = resolve)))));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Issue 27: `check` on the screen as a dark system shows it; then back to light. */
async function inTheDark(page: Page, check: () => Promise<void>) {
  await page.emulateMedia({ colorScheme: 'dark' });
  try {
    await settled(page);
    await check();
  } finally {
    await page.emulateMedia({ colorScheme: 'light' });
    await settled(page);
  }
}

/**
 * Issue 27: the screen as it is, again in the dark scheme a dark system asks for: axe there (where
 * `axe`) and its screenshot, named after the light one with `-dark`.
 */
export async function alsoInTheDark(page: Page, name: string, options: PageAssertionsToHaveScreenshotOptions, { axe = true } = {}) {
  await inTheDark(page, async () => {
    if (axe) await expectNoAxeViolations(page);
    await expect(page).toHaveScreenshot(name.replace(/\.png$/, '-dark.png'), options);
  });
}

/** Axe with no violation in the light scheme and in the dark one (screens the screenshots do not reach). */
export async function expectNoAxeViolationsInBothSchemes(page: Page) {
  await expectNoAxeViolations(page);
  await inTheDark(page, () => expectNoAxeViolations(page));
}

/**
 * One screen's look at one width, as every look spec checks it: axe; its screenshot in the light scheme
 * and the dark one, with what varies from run to run masked (`mask`) or hidden meanwhile (`hide`,
 * called with true before and false after); at 1280, axe in the dark and in forced colours too.
 */
export async function expectLook(
  page: Page,
  file: string,
  { width, mask = [], hide }: { width: number; mask?: Locator[]; hide?: (hidden: boolean) => Promise<unknown> },
) {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready);
  await expectNoAxeViolations(page);
  const options = { fullPage: true, maxDiffPixelRatio: 0.01, mask };
  await hide?.(true);
  await expect(page).toHaveScreenshot(file, options);
  await alsoInTheDark(page, file, options, { axe: width === 1280 });
  await hide?.(false);
  if (width === 1280) {
    await page.emulateMedia({ forcedColors: 'active' });
    await expectNoAxeViolations(page, { forcedColours: true });
    await page.emulateMedia({ forcedColors: 'none' });
  }
}
