// Recovery codes after an MFA registration (issue 25), with and without JavaScript: ten codes shown
// once, read as characters by a screen reader, copied, downloaded as a file named for the tenant,
// confirmed as saved before going on (the refusal tied to its box), and never shown again.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser } from './accounts';
import { CALLBACK, SEASIDE, expectSignedInAtDemo, signIn } from './support';

const CODE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

/** A user who must set up MFA registers an authenticator app: the page is then the codes'. */
async function registerApp(page: Page): Promise<string> {
  const { email } = await createMfaUser('rc', { mfaRequiredByRemainingInDays: 0 });
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, email);
  await page.getByRole('radio', { name: 'An authenticator app' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'I have an app' }).click();
  await page.getByRole('link', { name: "Can't scan it? Enter a key instead" }).click();
  const secret = (await page.locator('code').innerText()).replace(/\s/g, '');
  await page.getByRole('link', { name: 'Next' }).click();
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  return email;
}

const shownCodes = (page: Page) => page.getByRole('list', { name: 'Your recovery codes' }).locator('li > span[aria-hidden="true"]').allInnerTexts();

for (const js of [true, false]) {
  test.describe(`recovery codes ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test('ten codes, downloaded as a file named for the tenant, saved, then never shown again', async ({ page }) => {
      const email = await registerApp(page);
      await expect(page).toHaveURL(`${SEASIDE}/mfa/recovery-codes`);
      const codes = await shownCodes(page);
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(CODE);
      // A screen reader reads each code character by character.
      const spoken = await page.getByRole('list', { name: 'Your recovery codes' }).locator('li > .sr-only').first().innerText();
      expect(spoken).toBe(
        codes[0]!
          .split('-')
          .map((g) => g.split('').join(' '))
          .join(', '),
      );

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: 'Download' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('seaside-recovery-codes.txt');
      const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
      expect(text).toContain(`Seaside Hotels recovery codes for ${email}`);
      for (const code of codes) expect(text).toContain(code);
      expect(text).toContain('Each code works once.');

      if (js) {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.getByRole('button', { name: 'Copy codes' }).click();
        await expect(page.getByRole('button', { name: 'Codes copied' })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(codes.join('\n'));
        await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      } else {
        await expect(page.getByRole('button', { name: 'Copy codes' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
      }

      // Not confirmed: the page says so at the box, which takes focus and is described by the message.
      await page.getByRole('button', { name: 'Continue' }).click();
      const box = page.getByLabel('I have saved my recovery codes');
      await expect(page.getByText('Confirm that you have saved your recovery codes.')).toBeVisible();
      await expect(box).toBeFocused();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(box).toHaveAccessibleDescription('Confirm that you have saved your recovery codes.');
      // The same codes, still (they are not made again).
      expect(await shownCodes(page)).toEqual(codes);

      await box.check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Your account is secure' })).toBeVisible();
      await page.getByRole('link', { name: 'Continue' }).click();
      await expectSignedInAtDemo(page, email);

      // Gone: the page and the download lead on, and no code is in this browser's cookies or the page.
      await page.goto(`${SEASIDE}/mfa/recovery-codes`);
      await expect(page).not.toHaveURL(`${SEASIDE}/mfa/recovery-codes`);
      // (A file would make this navigation a download, which page.goto refuses.)
      await page.goto(`${SEASIDE}/api/mfa/recovery-codes/download`);
      await expectSignedInAtDemo(page, email);
      expect((await page.context().cookies(SEASIDE)).map((c) => c.name)).not.toContain('__Host-recovery');
    });
  });
}
