// Details that change what people read (design review, issue 22, M5), measured in the browser: on a
// phone the authenticator step leads with the otpauth link, on a computer with the QR code, the key
// and the code field on the same screen either way; the setup key breaks only between its groups of
// four; the e-mail chip shows the whole domain.
import { expect, test, type Page } from '@playwright/test';
import { createMfaUser } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { LITTLEHOTELIER, SEASIDE, enterEmail, signIn } from './support';

/** A fresh user required to set up MFA, at step 2 of 4 of the app path (the QR code, the key and the code). */
async function atAppRegister(page: Page) {
  const { email } = await createMfaUser('rd', { mfaRequiredByRemainingInDays: 0 });
  await page.goto(`${SEASIDE}/login`);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Choose how to verify' })).toBeVisible();
  await page.goto(`${SEASIDE}/mfa?step=app`);
  await page.getByRole('button', { name: 'I have an app' }).click();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  return email;
}

const openInApp = (page: Page) => page.getByRole('link', { name: 'Open in your authenticator app' });
const qrCode = (page: Page, email: string) => page.getByRole('img', { name: `QR code that adds ${email} to an authenticator app` });
const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;
const codeField = (page: Page) => page.getByLabel('6-digit code');
/** The setup key, from its disclosure under the QR code. */
async function showKey(page: Page) {
  await page.getByText("Can't scan it? Enter a key instead", { exact: true }).click();
  return page.locator('code');
}

test.describe('on a phone (touch, mobile viewport)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the authenticator step leads with "Open in your authenticator app", the QR code second; still step 2 of 4', async ({ page }) => {
    const email = await atAppRegister(page);
    await expect(openInApp(page)).toHaveCount(1);
    await expect(openInApp(page)).toHaveAttribute('href', /^otpauth:\/\/totp\//);
    expect(await top(openInApp(page))).toBeLessThan(await top(qrCode(page, email)));
    // The first link a keyboard or screen reader meets is the one seen first.
    const links = await page.locator('main a:visible').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.findIndex((href) => href.startsWith('otpauth:'))).toBe(0);
    await expectNoAxeViolations(page);
    // The key, opened, and the code field follow on the same screen.
    const key = await showKey(page);
    expect(await top(openInApp(page))).toBeLessThan(await top(key));
    expect(await top(key)).toBeLessThan(await top(codeField(page)));
    await expectNoAxeViolations(page);
  });
});

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the authenticator step leads with the QR code, the otpauth link after it, then the code field', async ({ page }) => {
    const email = await atAppRegister(page);
    await expect(openInApp(page)).toHaveCount(1);
    expect(await top(qrCode(page, email))).toBeLessThan(await top(openInApp(page)));
    expect(await top(openInApp(page))).toBeLessThan(await top(codeField(page)));
    // A first visit starts on the heading, not the field: what to scan is read first.
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });

  test("the QR code is an image of this registration's, which runs nothing when opened on its own; a registration started again leaves the old page without one", async ({
    page,
  }) => {
    const email = await atAppRegister(page);
    const src = (await qrCode(page, email).getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/mfa\/app\/qr\?v=[\w-]{16}$/);
    await expect.poll(() => qrCode(page, email).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Asked for by the page itself (the browser resolves the tenant's host): the image, with its own policy.
    const ask = (on: Page) =>
      on.evaluate(async (address) => {
        const res = await fetch(address);
        return { status: res.status, type: res.headers.get('content-type'), csp: res.headers.get('content-security-policy') };
      }, src);
    expect(await ask(page)).toEqual({
      status: 200,
      type: 'image/svg+xml',
      csp: "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    });
    // Another tab starts the registration again: a new key, so the first page's image is no more.
    const other = await page.context().newPage();
    await other.goto(`${SEASIDE}/mfa?step=app`);
    await other.getByRole('button', { name: 'I have an app' }).click();
    await expect(other.getByText('Step 2 of 4')).toBeVisible();
    expect(await qrCode(other, email).getAttribute('src')).not.toBe(src);
    expect((await ask(page)).status).toBe(404);
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('the setup key wraps between groups of four, never inside one', async ({ page }) => {
    await atAppRegister(page);
    const key = await showKey(page);
    await expect(key).toHaveText(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    // The top of each character's box, group by group (whatever elements hold the text).
    const lines = await key.evaluate((code) => {
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const tops: number[][] = [[]];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          if (text[i] === ' ') {
            tops.push([]);
            continue;
          }
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          tops.at(-1)!.push(Math.round(range.getBoundingClientRect().top));
        }
      }
      return tops.filter((group) => group.length > 0);
    });
    expect(lines).toHaveLength(8);
    // It does wrap at this width (so the test means something), and each group sits on one line.
    expect(new Set(lines.flat()).size).toBeGreaterThan(1);
    for (const group of lines) expect(new Set(group).size).toBe(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the e-mail chip shows a long address’s whole domain, and is named by the whole address', async ({ page }) => {
    const email = `reservations.frontdesk.${Date.now().toString(36)}@littlehotelier.test`;
    await page.goto(`${LITTLEHOTELIER}/login`);
    await enterEmail(page, email);
    await expect(page).toHaveURL(/\/login\/password/);
    const chip = page.getByRole('link', { name: `Back to e-mail: ${email}` });
    await expect(chip).toBeVisible();
    // Every character of "@littlehotelier.test" is drawn inside the chip and inside whatever clips it.
    const clipped = await chip.evaluate(
      (a, domain) => {
        const text = a.textContent ?? '';
        const start = text.lastIndexOf(domain);
        const outside: string[] = [];
        let offset = 0;
        const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.textContent ?? '';
          for (let i = 0; i < value.length; i++, offset++) {
            if (offset < start) continue;
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            // The nearest box that hides overflow, or the chip.
            let clip: Element = node.parentElement!;
            while (clip !== a && getComputedStyle(clip).overflow === 'visible') clip = clip.parentElement!;
            const bounds = [clip.getBoundingClientRect(), a.getBoundingClientRect()];
            if (bounds.some((b) => box.left < b.left - 0.5 || box.right > b.right + 0.5)) outside.push(value[i]!);
          }
        }
        return { outside, found: start >= 0 };
      },
      email.slice(email.indexOf('@')),
    );
    expect(clipped).toEqual({ outside: [], found: true });
    // It is long enough to be cut somewhere at this width: the local part gives way.
    const chipBox = (await chip.boundingBox())!;
    expect(chipBox.width).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
