// What people read is what is there (design review, "details that change what people read"):
// identifiers drawn as typed, Thai with room for its marks, a help link that says when it opens an
// English page, "E-mail" whole, and "Contact support" in the footer on every screen.
import { expect, test, type Page } from '@playwright/test';
import { LITTLEHOTELIER, SEASIDE, rememberEmail } from './support';
import { uniqueEmail } from './accounts';

/** The font features the browser applies to an element's text. */
const featuresOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).fontFeatureSettings);

test('e-mails, codes and fields are drawn as typed: no contextual alternates ("2x4" stays "2x4")', async ({ page }) => {
  const email = uniqueEmail('frontdesk2x4');
  await page.goto(`${SEASIDE}/login`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  expect(await featuresOf(page, 'input[name="email"]')).toBe('"calt" 0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  // The chip shows the e-mail; text anywhere on the page inherits the setting (an e-mail in a sentence).
  const chip = page.getByRole('link', { name: `Back to e-mail: ${email}` });
  expect(await chip.evaluate((el) => getComputedStyle(el).fontFeatureSettings)).toBe('"calt" 0');
  expect(await featuresOf(page, 'h1')).toBe('"calt" 0');
  expect(await featuresOf(page, 'button[type="submit"]')).toBe('"calt" 0');
  // And what that means for the glyphs: "2x4" is as wide as it is with the feature named off, and
  // narrower than "2×4" (Inter's alternate draws the multiplication sign).
  const widths = await page.evaluate(() => {
    const measure = (text: string) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.style.position = 'absolute';
      document.body.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return { typed: measure('2x4'), times: measure('2×4') };
  });
  expect(widths.typed).not.toBeCloseTo(widths.times, 1);
});

test('Thai text has a line height of 1.6, Latin pages keep theirs', async ({ browser }) => {
  for (const [lang, min] of [
    ['th', 1.6],
    ['en', 1.4],
  ] as const) {
    const context = await browser.newContext({ locale: lang, extraHTTPHeaders: { 'accept-language': lang } });
    const page = await context.newPage();
    const response = await page.goto(`${SEASIDE}/reset-password`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    // The body text, a small-print link and the heading.
    for (const selector of ['h1', 'p', 'footer a']) {
      const ratio = await page
        .locator(selector)
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize));
      if (lang === 'th') expect(ratio, `${lang} ${selector}`).toBeCloseTo(min, 2);
      else expect(ratio, `${lang} ${selector}`).toBeLessThan(1.6);
    }
    await context.close();
  }
});

test('the help link says "(in English)" where the theme has no page in the language, and not otherwise', async ({ browser }) => {
  const cases = [
    // Seaside has en, de and fr help pages; Little Hotelier only en.
    { origin: SEASIDE, lang: 'de', name: 'Probleme bei der Anmeldung?', english: false },
    { origin: SEASIDE, lang: 'es', name: '¿Problemas para iniciar sesión? (en inglés)', english: true },
    { origin: LITTLEHOTELIER, lang: 'fr', name: 'Un problème pour vous connecter ? (en anglais)', english: true },
    { origin: LITTLEHOTELIER, lang: 'en', name: 'Trouble logging in?', english: false },
  ];
  for (const { origin, lang, name, english } of cases) {
    const context = await browser.newContext({ locale: lang, extraHTTPHeaders: { 'accept-language': lang } });
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    // The e-mail stage in any language: its one field, its one submit button.
    await page.locator('#email').fill(uniqueEmail('help'));
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/login\/password/);
    const link = page.getByRole('link', { name: new RegExp(`^${name.replace(/[?()]/g, '\\$&')}`) });
    await expect(link, `${origin} ${lang}`).toBeVisible();
    if (english) {
      await expect(link).toHaveAttribute('hreflang', 'en');
      await expect(link).toHaveAttribute('href', /\/en$/);
    } else {
      await expect(link).not.toHaveAttribute('hreflang', /./);
      await expect(link).toHaveAttribute('href', new RegExp(`/${lang}$`));
    }
    await context.close();
  }
});

// The five languages that hyphenate it, one test each: 12 pages apiece stay well inside a test's time
// on a loaded CI machine, where one test of all 60 did not.
for (const lang of ['en', 'de', 'fr', 'pt', 'it']) {
  test(`"e-mail" never breaks at its hyphen, in sentences, messages and labels, at 320 and 390 px (${lang})`, async ({ browser }) => {
    // The screens whose text says "e-mail" (or "E-Mail") in running text; the e-mail stage with a
    // remembered e-mail ("Change e-mail" beside the label).
    const paths = ['/login/email', '/reset-password', '/error/activate-expired', '/verify-email', '/activate/sent', '/login?activateSuccess=true'];
    const broken: string[] = [];
    for (const width of [320, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await rememberEmail(page, uniqueEmail(`hyphen-${width}-${lang}`));
      for (const path of paths) {
        const response = await page.goto(`${SEASIDE}${path}${path.includes('?') ? '&' : '?'}langCode=${lang}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('h1')).toBeVisible();
        // Each "e-mail" in the page's text: the lines its letters sit on.
        const split = await page.evaluate(() => {
          const found: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? '';
            for (const match of text.matchAll(/e-mail/gi)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
              if (lines.size > 1) found.push(text.slice(0, 50));
            }
          }
          return found;
        });
        broken.push(...split.map((text) => `${width}px ${lang} ${path}: ${text}`));
      }
      await context.close();
    }
    expect(broken).toEqual([]);
  });
}

test('"Contact support" stays in the footer on every page, a status screen with its own too (WCAG 3.2.6)', async ({ page }) => {
  for (const path of ['/error', '/error/account-disabled', '/login']) {
    const response = await page.goto(`${SEASIDE}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /^Contact support/ })).toBeVisible();
  }
  // A status screen's own link is there as well, as one of its actions.
  await page.goto(`${SEASIDE}/error/account-disabled`);
  await expect(page.locator('main').getByRole('link', { name: /^Contact support/ })).toBeVisible();
});
