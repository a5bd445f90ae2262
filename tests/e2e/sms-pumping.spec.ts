// SMS pumping (issue 26): someone registers account after account and, at the phone step, enters
// premium-rate numbers, so that every code Keycard has sent earns them money. Seaside keeps its texts
// and calls to Australia, New Zealand and the UK, at most 5 an hour to one destination prefix (a
// number without its last three digits); the sandbox plays +44 7400 123000–999 as premium-rate.
import { expect, test, type Browser } from '@playwright/test';
import { createMfaUser, mailIds, premiumRecipients } from './accounts';
import { alsoInTheDark, expectNoAxeViolations } from './look-support';
import { SEASIDE, signIn } from './support';

/** Seaside's budget an hour for one prefix (sandbox/seed.ts). */
const PREFIX_BUDGET = 5;

/** A fresh account that must set up MFA, signed in in a browser of its own, at the text-message phone step. */
async function atPhoneStep(browser: Browser, { javaScriptEnabled = true } = {}) {
  const { email } = await createMfaUser('pump', { mfaRequiredByRemainingInDays: 0, resendSeconds: 0 });
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto(`${SEASIDE}/login`);
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: 'Choose how to verify' })).toBeVisible();
  await page.goto(`${SEASIDE}/mfa?step=sms`);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  return { page, close: () => context.close() };
}

test('a pumping run at premium-rate numbers, one account each, is stopped after the prefix budget with the time left', async ({ browser }) => {
  test.setTimeout(120_000);
  // Numbers of this run only: distinct, in the premium-rate block.
  const suffixes = new Set<string>();
  while (suffixes.size < PREFIX_BUDGET + 1) suffixes.add(String(Math.floor(Math.random() * 1000)).padStart(3, '0'));
  let refusedAt: string | undefined;
  for (const suffix of suffixes) {
    const { page, close } = await atPhoneStep(browser);
    await page.getByLabel('Country code', { exact: true }).selectOption({ label: 'United Kingdom (+44)' });
    await page.getByLabel('Phone number', { exact: true }).fill(`07400 123${suffix}`);
    await page.getByRole('button', { name: 'Next' }).click();
    const sent = page.getByText('Step 2 of 4');
    const refused = page.getByText('Sorry, you have attempted this too often. Please wait, then try again.');
    await expect(sent.or(refused)).toBeVisible();
    if (await refused.isVisible()) {
      // SPEC §8's rate-limit message with the time left: the rest of the prefix's hour.
      await expect(page.getByRole('timer')).toHaveText(/You can try again in (59|60):\d\d\./);
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      refusedAt = `+447400123${suffix}`;
      await close();
      break;
    }
    await close();
  }
  // Stopped within the run (at its sixth number on a fresh stack; sooner on a retry, the budget being spent).
  expect(refusedAt).toBeDefined();
  expect(await mailIds(refusedAt!)).toEqual([]);
  // The whole e2e run put no more than the budget through to the premium-rate block.
  expect(await premiumRecipients()).toHaveLength(PREFIX_BUDGET);
});

test("a number outside the tenant's countries is refused under the number, naming its country and the allowed ones; nothing is sent to it", async ({
  browser,
}) => {
  const { page, close } = await atPhoneStep(browser);
  // The picker offers seaside's countries only.
  const picker = page.getByLabel('Country code', { exact: true });
  await expect(picker.locator('option')).toHaveText(['Australia (+61)', 'New Zealand (+64)', 'United Kingdom (+44)']);
  // Written with its country code, a number is of that country, whichever the picker shows.
  await page.getByLabel('Phone number', { exact: true }).fill('+1 201 555 0123');
  await page.getByRole('button', { name: 'Next' }).click();
  // Design review L8: the refusal says where the number is and where it may be; the picker shows what it was read as.
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveAccessibleDescription(
    "We can't send codes to numbers in this country (United States). Countries we can send codes to: Australia, New Zealand, and United Kingdom.",
  );
  await expect(picker).toHaveValue('US');
  await expect(picker.locator('option:checked')).toHaveText('United States (+1)');
  expect(await mailIds('+12015550123')).toEqual([]);
  await expectNoAxeViolations(page);
  await expect(page).toHaveScreenshot('seaside-phone-country-refused.png', { fullPage: true, maxDiffPixelRatio: 0.01 });
  await alsoInTheDark(page, 'seaside-phone-country-refused.png', { fullPage: true, maxDiffPixelRatio: 0.01 });
  await close();
});

test('without JavaScript the country refusal comes back with the page: the same words, the picker on the number’s country', async ({ browser }) => {
  const { page, close } = await atPhoneStep(browser, { javaScriptEnabled: false });
  const picker = page.getByLabel('Country code', { exact: true });
  await page.getByLabel('Phone number', { exact: true }).fill('+1 201 555 0123');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveAccessibleDescription(
    "We can't send codes to numbers in this country (United States). Countries we can send codes to: Australia, New Zealand, and United Kingdom.",
  );
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('+1 201 555 0123');
  await expect(picker).toHaveValue('US');
  // Kept in the sealed flash: neither the number nor its country is in the URL.
  expect(page.url()).toBe(`${SEASIDE}/mfa?step=sms`);
  expect(await mailIds('+12015550123')).toEqual([]);
  await close();
});
