// Recovery codes (issue 25), with and without JavaScript: after an MFA registration, ten codes shown
// once, read as characters by a screen reader, copied, downloaded as a file named for the tenant,
// confirmed as saved before going on (the refusal tied to its box), and never shown again; then, on a
// new browser, a code in place of the app (typed as from paper), spent once, how many are left, and
// new codes offered once few are.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createMfaUser, spendRecoveryCode } from './accounts';
import { CALLBACK, SEASIDE, expectSignedInAtDemo, registerAuthenticatorApp, saveRecoveryCodes, signIn } from './support';

const CODE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

/** A user who must set up MFA registers an authenticator app: the page is then the codes'. */
async function registerApp(page: Page): Promise<string> {
  const { email } = await createMfaUser('rc', { mfaRequiredByRemainingInDays: 0 });
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, email);
  await registerAuthenticatorApp(page);
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

    test('on a new browser a saved code signs in once in place of the app; few left, new codes are offered', async ({ page, browser }) => {
      const email = await registerApp(page);
      const codes = await saveRecoveryCodes(page);
      // Each try on a browser of its own: one that used a code keeps a device token, and is not asked again.
      let tab: Page = page;
      const browsers: BrowserContext[] = [];
      const recover = async (typed: string) => {
        browsers.push(await browser.newContext({ javaScriptEnabled: js }));
        tab = await browsers.at(-1)!.newPage();
        await tab.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
        await signIn(tab, email);
        await tab.getByText("Can't use your authenticator app?").click();
        await tab.getByRole('link', { name: 'Use a recovery code' }).click();
        await expect(tab.getByRole('heading', { name: 'Enter a recovery code' })).toBeVisible();
        // Design review L6: the user chose to type a code, so the field has focus on arrival.
        await expect(tab.getByLabel('Recovery code', { exact: true })).toBeFocused();
        await tab.getByLabel('Recovery code', { exact: true }).fill(typed);
        await tab.getByRole('button', { name: 'Verify' }).click();
      };
      // Nothing, not a code's form, then a code that is not theirs: each said at the field, which takes focus.
      await recover('');
      await expect(tab.getByLabel('Recovery code', { exact: true })).toHaveAccessibleDescription('This field is required');
      await tab.getByLabel('Recovery code', { exact: true }).fill('12345');
      await tab.getByRole('button', { name: 'Verify' }).click();
      const field = tab.getByLabel('Recovery code', { exact: true });
      await expect(field).toHaveAccessibleDescription('Enter the 10 characters of one of your recovery codes, like 7k2qm-x9d4p.');
      await expect(field).toBeFocused();
      await field.fill('zzzzz-zzzzz');
      await tab.getByRole('button', { name: 'Verify' }).click();
      await expect(tab.getByLabel('Recovery code', { exact: true })).toHaveAccessibleDescription(
        "That isn't one of your recovery codes, or it was already used.",
      );
      // Design review L6: the refused code is kept in the field, which has focus (from the sealed flash, never the URL);
      // with JavaScript it is selected, so typing replaces it.
      await expect(field).toHaveValue('zzzzz-zzzzz');
      await expect(field).toBeFocused();
      expect(tab.url()).toBe(`${SEASIDE}/mfa/recovery`);
      if (js) {
        await expect.poll(() => field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([0, 11]);
        await tab.keyboard.type('x');
        await expect(field).toHaveValue('x');
      }

      // Typed as from paper: capitals and a space for the hyphen.
      await tab.getByLabel('Recovery code', { exact: true }).fill(codes[0]!.toUpperCase().replace('-', ' '));
      await tab.getByRole('button', { name: 'Verify' }).click();
      await expect(tab.getByRole('heading', { name: "You're logged in" })).toBeVisible();
      await expect(tab.getByText('You have 9 recovery codes left.')).toBeVisible();
      await expect(tab.getByRole('button', { name: 'Get new codes' })).toHaveCount(0);
      await tab.getByRole('link', { name: 'Continue' }).click();
      await expectSignedInAtDemo(tab, email);

      // Spent: not again.
      await recover(codes[0]!);
      await expect(tab.getByLabel('Recovery code', { exact: true })).toHaveAccessibleDescription(
        "That isn't one of your recovery codes, or it was already used.",
      );

      // Spent elsewhere down to four: the next leaves three, and new codes are offered.
      for (const code of codes.slice(1, 6)) await spendRecoveryCode(email, code);
      await recover(codes[6]!);
      await expect(tab.getByText('You have 3 recovery codes left.')).toBeVisible();
      await tab.getByRole('button', { name: 'Get new codes' }).click();
      const fresh = await saveRecoveryCodes(tab);
      expect(fresh.some((c) => codes.includes(c))).toBe(false);
      await expectSignedInAtDemo(tab, email);
      // The old ones are gone.
      await recover(codes[7]!);
      await expect(tab.getByLabel('Recovery code', { exact: true })).toHaveAccessibleDescription(
        "That isn't one of your recovery codes, or it was already used.",
      );
      for (const b of browsers) await b.close();
    });
  });
}
