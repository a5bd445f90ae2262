// What the focus journeys share (focus.spec.ts, focus-no-js.spec.ts): where focus is, and what
// outside a dialog could still take it.
import { expect, type Page } from '@playwright/test';

/** The page's h1 has focus: where every new screen starts unless it focuses a field. */
export async function expectHeadingFocused(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
}

/**
 * Every control outside the open dialog that would still take focus (the footer's language menu and
 * support link, the page behind): tried one by one with focus(), which an inert element refuses.
 */
export async function focusableOutsideDialog(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('[aria-modal="true"]');
    if (!dialog) return ['no dialog'];
    const before = document.activeElement as HTMLElement | null;
    const taken: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]')) {
      if (dialog.contains(element)) continue;
      element.focus();
      if (document.activeElement === element) taken.push(element.outerHTML.slice(0, 100));
    }
    before?.focus();
    return taken;
  });
}

/** Tab (or Shift-Tab) `times` times: where focus is after each press. */
export async function tabThrough(page: Page, times: number, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    seen.push(await page.evaluate(() => (document.activeElement?.textContent ?? '').trim() || (document.activeElement?.tagName ?? '')));
  }
  return seen;
}
