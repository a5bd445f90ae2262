// Issue 41 with JavaScript: the flows' refusals (new-password-journeys.ts), and the strength meter. It
// follows the typing once the field is used (the dictionaries fetched then, never with the page, and
// never on the login page), says the level in a polite live region, ties the reasons to the field, and
// leaves pasting and password managers alone.
import { expect, test, type Page } from '@playwright/test';
import { createUser, latestMail } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { OWN_DATA_REASON, PASSPHRASE, followResetLink, newPasswordJourneys } from './new-password-journeys';
import { SEASIDE } from './support';

newPasswordJourneys(true);

/** The scripts the page fetched that carry the estimator's dictionaries (the common passwords' list). */
function dictionaryScripts(page: Page): string[] {
  const found: string[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.text().catch(() => '');
    if (body.includes('passwords-common')) found.push(res.url());
  });
  return found;
}

async function openReset(page: Page, prefix: string): Promise<string> {
  const email = await createUser(prefix);
  await page.goto(`${SEASIDE}/reset-password`);
  await followResetLink(page, email);
  await page.waitForLoadState('load');
  return email;
}

test('the meter follows the typing, announced politely, its reasons describing the field; the dictionaries come only once the field is used', async ({
  page,
}) => {
  const dictionaries = dictionaryScripts(page);
  await page.goto(`${SEASIDE}/login`);
  await page.waitForLoadState('networkidle');
  expect(dictionaries).toEqual([]);

  const email = await openReset(page, 'pw-meter');
  await page.waitForLoadState('networkidle');
  expect(dictionaries).toEqual([]);
  const field = page.getByLabel('New password', { exact: true });
  await field.pressSequentially('Password2024!');
  await expect(page.getByText('Password strength: Fair')).toBeVisible();
  expect(dictionaries.length).toBeGreaterThan(0);
  await expect(page.getByText('Password strength: Fair').locator('xpath=ancestor::*[@aria-live="polite"]')).toHaveCount(1);
  await expect(field).toHaveAccessibleDescription(/This is close to a commonly used password\./);
  // No error while typing: the meter informs, the server refuses on submit.
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await field.fill(`${email.charAt(0).toUpperCase()}${email.slice(1)}1`);
  await expect(page.getByText(OWN_DATA_REASON)).toBeVisible();

  await field.fill(PASSPHRASE);
  await expect(page.getByText(/Password strength: (Strong|Very strong)/)).toBeVisible();
  await expect(page.getByText('Strong enough')).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/Strong enough/);
  await field.fill('');
  await expect(page.getByText(/Password strength:/)).toHaveCount(0);
});

test('a pasted password is taken as pasted, and measured', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: SEASIDE });
  await openReset(page, 'pw-paste');
  const field = page.getByLabel('New password', { exact: true });
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASSPHRASE);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(PASSPHRASE);
  await expect(page.getByText(/Password strength: (Strong|Very strong)/)).toBeVisible();
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  await confirm.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(confirm).toHaveValue(PASSPHRASE);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login\?resetPassword=true/);
});

test("the meter speaks the page language, with that language's dictionary: a common German word is weak on a German page", async ({ page }) => {
  const email = await createUser('pw-german');
  await page.goto(`${SEASIDE}/reset-password?langCode=de`);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
  await expect(page).toHaveURL(/\/reset-password\/sent/);
  await page.goto((await latestMail(email, 'reset')).links[0]!);
  const field = page.getByLabel('Neues Passwort', { exact: true });
  // "Caretaker": on an English page it is strong (tests/unit/password-strength.test.ts).
  await field.fill('Hausmeister2024');
  await expect(page.getByText('Passwortstärke: Mittel')).toBeVisible();
  await expect(field).toHaveAccessibleDescription(/Fügen Sie ein oder zwei weniger gebräuchliche Wörter hinzu\./);
  await field.fill('lantern Orbit velvet quarry 7');
  await expect(page.getByText('Stark genug')).toBeVisible();
});

test('the meter’s words are in the language asked for, whatever the browser’s own, and no shared cache keeps them', async ({ page }) => {
  await page.goto(`${SEASIDE}/login`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Asked as the meter asks, from the English page (the browser's fetch: Node does not resolve *.localhost).
  const words = (locale: string) =>
    page.evaluate(async (asked) => {
      const res = await fetch(`/api/password-words?locale=${asked}`);
      return { status: res.status, cache: res.headers.get('cache-control'), label: res.ok ? ((await res.json()) as { label: string }).label : null };
    }, locale);
  const cache = 'private, max-age=86400';
  expect(await words('de')).toEqual({ status: 200, cache, label: 'Passwortstärke' });
  expect(await words('th')).toEqual({ status: 200, cache, label: 'ความปลอดภัยของรหัสผ่าน' });
  expect(await words('en')).toEqual({ status: 200, cache, label: 'Password strength' });
  expect(await words('xx')).toEqual({ status: 400, cache: 'no-store', label: null });
});
