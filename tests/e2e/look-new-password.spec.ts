// How a new password's field looks and reads (issue 41), in both themes, on a phone and a desktop,
// light and dark: screenshots and axe with no violation (in forced colours too): the meter on a weak
// password with its reasons, a strong one, and a password the server refused as breached.
import { expect, test, type Page } from '@playwright/test';
import { createUser } from './accounts';
import { THEMES, WIDTHS, expectLook, open, type Theme } from './look-support';
import { BREACHED, BREACH_MESSAGE, PASSPHRASE, choose, followResetLink } from './new-password-journeys';

for (const [theme, origin] of Object.entries(THEMES) as [Theme, string][]) {
  for (const width of WIDTHS) {
    test.describe(`${theme} new password at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });
      test.describe.configure({ timeout: 120_000 });

      const check = (page: Page, name: string) => expectLook(page, `${theme}-new-password-${name}-${width}.png`, { width });

      test('the meter on a weak and a strong password, and a breached one refused', async ({ page }) => {
        const email = await createUser(`look-pw-${theme}`, { tenantCode: theme });
        await page.goto(`${origin}/reset-password`);
        await followResetLink(page, email);
        await open(page, page.url());
        const field = page.getByLabel('New password', { exact: true });
        await field.fill('Password2024!');
        await expect(page.getByText('Password strength: Fair')).toBeVisible();
        await check(page, 'weak');
        await field.fill(PASSPHRASE);
        await expect(page.getByText('Strong enough')).toBeVisible();
        await check(page, 'strong');
        await choose(page, BREACHED);
        await page.getByRole('button', { name: 'Save new password' }).click();
        await expect(page.getByText(BREACH_MESSAGE)).toBeVisible();
        await check(page, 'breached');
      });
    });
  }
}
