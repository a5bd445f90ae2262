// Issue 37 (design review M1): nothing on a page moves once it is painted. Each screen is opened as a
// person meets it, on a phone-sized and a desktop-sized window, its CPU four times slower (as the
// review's slow phone), and every layout shift the browser reports until the page has settled is
// added up (the CLS of the page, shifts right after the person's own input left out as the metric
// does). A button that arrives late (the upgrade prompt's "Create a passkey", the security page's
// "Add a passkey") must find its place kept.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { KIM_BADGE } from '../../sandbox/seed';
import { createUser } from './accounts';
import { addAuthenticator, withoutAutofill, withoutConditionalCreate } from './passkey-support';
import { CALLBACK, SEASIDE, enterEmail, expectSignedInAtDemo, openSetupKey, signIn } from './support';

const back = encodeURIComponent(CALLBACK);

type Shift = { value: number; startTime: number; sources: string[]; footerWords: boolean };
type Watched = { __shifts: Shift[]; __fonts: { at: number; laidOut: number }[] };

/**
 * Counts every layout shift from the first paint on, in the page itself (before any of its scripts).
 * The web font's shifts are kept apart, so what is held to 0 here is the page's own:
 * - those in the frames around the font's `loadingdone` event, decided at the end from times (not as
 *   each is reported: the relayout can be reported before the event has run);
 * - the footer's words changing width, whenever it comes: next/font sizes the fallback to the font's
 *   metrics, but not word by word. The footer's one line is nearly full and may wrap (the footer alone,
 *   its height changed); or a menu beside a wider or narrower word moves along its line (parts of the
 *   footer only, each at the same height). Under the slow CPU on a loaded machine the font was applied
 *   half a second before its event (CI, stop 51), so these are told apart by what moved, not by when.
 *   A late part of the page moves the footer down or up, and is still counted; so is a footer part
 *   that moves off its line.
 */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__shifts = [];
    w.__fonts = [];
    document.fonts.addEventListener('loadingdone', () => {
      const font = { at: performance.now(), laidOut: 0 };
      w.__fonts.push(font);
      requestAnimationFrame(() => requestAnimationFrame(() => (font.laidOut = performance.now())));
    });
    type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    // Each source with where it was and where it went (x, y, width, height), so a failure says how it moved.
    const box = ({ x, y, width, height }: DOMRectReadOnly) => [x, y, width, height].map(Math.round).join(',');
    const footer = ({ node }: Source) => node instanceof Element && node.matches('.kc-footer');
    const alongFooterLine = ({ node, previousRect, currentRect }: Source) =>
      node instanceof Element && !!node.parentElement?.closest('.kc-footer') && Math.round(previousRect.y) === Math.round(currentRect.y);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources?: Source[] }[]) {
        if (entry.hadRecentInput) continue;
        const all = entry.sources ?? [];
        const sources = all.map(
          ({ node, previousRect, currentRect }) =>
            `${node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName)} [${box(previousRect)} → ${box(currentRect)}]`,
        );
        const [only] = all;
        const wrapped = all.length === 1 && only !== undefined && footer(only) && only.previousRect.height !== only.currentRect.height;
        const footerWords = wrapped || (all.length > 0 && all.every(alongFooterLine));
        w.__shifts.push({ value: entry.value, startTime: entry.startTime, sources, footerWords });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the page as it is now, once it has had time to settle (late buttons, fonts, countdowns), less the font's. */
async function shiftsOf(page: Page): Promise<{ value: number; sources: string[] }[]> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  return page.evaluate(() => {
    const w = window as unknown as Watched;
    // The font's relayout: from a frame before its event (it may come first) to two frames after it, or 250 ms.
    const aroundEvent = (t: number) => w.__fonts.some(({ at, laidOut }) => t >= at - 100 && t <= Math.max(at + 250, laidOut));
    return w.__shifts.filter((s) => !s.footerWords && !aroundEvent(s.startTime)).map(({ value, sources }) => ({ value, sources }));
  });
}

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`no layout shift (${size})`, () => {
    test.use({ viewport });

    test('the login stages, the reset request and the logout confirmation', async ({ page }) => {
      await watchLayoutShifts(page);
      await slowCpu(page);
      const email = await createUser('cls-login');
      await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
      expect(await shiftsOf(page)).toEqual([]);
      await enterEmail(page, email);
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
      expect(await shiftsOf(page)).toEqual([]);
      await page.goto(`${SEASIDE}/reset-password`);
      expect(await shiftsOf(page)).toEqual([]);
      await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await signIn(page, email);
      await expectSignedInAtDemo(page, email);
      await page.goto(`${SEASIDE}/logout/confirm`);
      expect(await shiftsOf(page)).toEqual([]);
    });

    test('the badge stage: "Scan with camera" arrives in its kept place; then the PIN page', async ({ page }) => {
      await watchLayoutShifts(page);
      await slowCpu(page);
      await page.goto(`${SEASIDE}/login/badge?redirectUri=${back}`);
      await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
      expect(await shiftsOf(page)).toEqual([]);
      await page.getByLabel('Badge code').fill(KIM_BADGE);
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByLabel('PIN', { exact: true })).toBeFocused();
      expect(await shiftsOf(page)).toEqual([]);
    });

    test('the passkey upgrade prompt: "Create a passkey" has its place when the prompt comes', async ({ page }) => {
      await withoutAutofill(page);
      await withoutConditionalCreate(page);
      await addAuthenticator(page);
      await watchLayoutShifts(page);
      await slowCpu(page);
      const email = await createUser('cls-upgrade');
      await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
      await signIn(page, email);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in faster next time' })).toBeFocused();
      expect(await shiftsOf(page)).toEqual([]);
      await expect(page.getByRole('button', { name: 'Create a passkey' })).toBeVisible();
    });

    test('the security page: "Add a passkey" has its place from the first paint', async ({ page }) => {
      await withoutAutofill(page);
      await addAuthenticator(page);
      await watchLayoutShifts(page);
      const email = await createUser('cls-security');
      await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await signIn(page, email);
      await expectSignedInAtDemo(page, email);
      await slowCpu(page);
      await page.goto(`${SEASIDE}/account/security?redirectUri=${back}`);
      await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeVisible();
      expect(await shiftsOf(page)).toEqual([]);
    });

    test('MFA: the choice, the app set-up and the recovery codes', async ({ page }) => {
      await watchLayoutShifts(page);
      await slowCpu(page);
      const email = await createUser('cls-mfa', { mfaRequiredByRemainingInDays: 0 });
      await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await signIn(page, email);
      await expect(page.getByRole('radio', { name: 'An authenticator app' })).toBeVisible();
      expect(await shiftsOf(page)).toEqual([]);
      await page.getByRole('radio', { name: 'An authenticator app' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'I have an app' }).click();
      const secret = await openSetupKey(page);
      expect(await shiftsOf(page)).toEqual([]);
      await page.getByLabel('6-digit code').fill(totpCode(secret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
      expect(await shiftsOf(page)).toEqual([]);
    });
  });
}
