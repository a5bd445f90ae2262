// Issue 26's fair limits, probed from outside as a hotel and an attacker would: a whole hotel behind
// one address is not locked out by one account's wrong passwords, while many addresses guessing one
// account are slowed, and the person at the form is told which wait applies and for how long.
import { expect, test } from '@playwright/test';
import { NEW_PASSWORD, createUser, latestMail } from './accounts';
import { from } from './http';
import { alsoInTheDark, expectNoAxeViolations } from './look-support';
import { CALLBACK, PASSWORD, SEASIDE, enterEmail, enterPassword, expectSignedInAtDemo } from './support';

const credentials = (email: string, password: string) => new URLSearchParams({ email, password }).toString();

test("one account's wrong passwords from a hotel's address do not block its colleagues there", async () => {
  test.setTimeout(90_000);
  const hotel = from('127.0.0.21');
  const [hammered, ...colleagues] = await Promise.all(Array.from({ length: 16 }, (_, i) => createUser(`hotel-${i}`)));
  // A script retrying one account all morning: Keycard holds that account at this address after its
  // fourth refusal (before the IdP's lock), and counts only its first few refusals towards the address.
  for (let i = 0; i < 25; i++) {
    const r = await hotel('/api/login/password', credentials(hammered!, `Wrong-Guess-${i}-Pass`));
    expect(r.json.errors).toEqual({ form: i < 4 ? 'invalidCredentials' : 'tooManyForAccountHere' });
  }
  // Fifteen colleagues each mistype once, then sign in.
  for (const colleague of colleagues) {
    expect((await hotel('/api/login/password', credentials(colleague, 'Mistyped-Password-1'))).json.errors).toEqual({ form: 'invalidCredentials' });
    const signedIn = await hotel('/api/login/password', credentials(colleague, PASSWORD));
    expect(signedIn.json.ok).toBe(true);
    expect(signedIn.json.next).toMatch(/login_ticket=/);
  }
});

test('many addresses guessing one account are slowed; its owner is told which wait applies and for how long, except in a browser they signed in with before', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const victim = await createUser('guessed');
  // The owner signed in with this browser before: it keeps a sealed note of the account (a device cookie).
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await enterEmail(page, victim);
  await enterPassword(page, PASSWORD);
  await expectSignedInAtDemo(page, victim);
  // Signed out of Keycard and the IdP here (no silent sign-in later): only the device cookie stays.
  await page.context().clearCookies({ name: /^(__Host-(session|sso-hint|idt)|_session.*)$/ });

  // Thirty addresses, one guess each: under every address's and every pair's budget, not under the account's.
  for (let i = 1; i <= 30; i++) {
    const r = await from(`127.0.1.${i}`)('/api/login/password', credentials(victim, `Guess-${i}-Password`));
    expect(r.json.errors).toEqual({ form: 'invalidCredentials' });
  }
  const refused = await from('127.0.1.31')('/api/login/password', credentials(victim, 'Guess-31-Password'));
  expect(refused.status).toBe(429);
  expect(refused.json.errors).toEqual({ form: 'tooManyForAccount' });
  expect(refused.json.detail?.retryIn).toBeGreaterThan(14 * 60);
  // Another e-mail from that address is not held back: the wait is the account's, and says nothing of whether it exists.
  expect((await from('127.0.1.31')('/api/login/password', credentials(`nobody-${Date.now()}@seaside.test`, 'Guess-Password-1'))).status).toBe(422);

  // A browser new to the account: the wait, with its time left, and Log in held back.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await stranger.goto(`${SEASIDE}/login`);
  await enterEmail(stranger, victim);
  await enterPassword(stranger, PASSWORD);
  await expect(stranger.getByText('Too many failed logins for this e-mail address.', { exact: false })).toBeVisible();
  await expect(stranger.getByRole('timer')).toHaveText(/You can try again in 1[45]:\d\d\./);
  await expect(stranger.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
  await expectNoAxeViolations(stranger);
  // The e-mail (a new one each run) and the time left are masked.
  const shot = { fullPage: true, maxDiffPixelRatio: 0.01, mask: [stranger.locator('a[href^="/login/email"]'), stranger.getByRole('timer')] };
  await expect(stranger).toHaveScreenshot('seaside-password-account-wait.png', shot);
  await alsoInTheDark(stranger, 'seaside-password-account-wait.png', shot);
  await other.close();

  // The owner's own browser signs in.
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await enterEmail(page, victim);
  await enterPassword(page, PASSWORD);
  await expectSignedInAtDemo(page, victim);
});

test("six wrong passwords in one browser give a timed wait with the ways in that work now, never 'disabled'; a reset ends it (issue 37)", async ({ page }) => {
  test.setTimeout(90_000);
  const email = await createUser('typos');
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await enterEmail(page, email);
  const password = page.getByLabel('Password', { exact: true });
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  for (let typo = 1; typo <= 5; typo++) {
    await password.fill(`Typo-${typo}-Harbour-Lights`);
    await logIn.click();
    if (typo < 5) await expect(page.locator('form').getByRole('alert')).toHaveText('Invalid e-mail or password. Try again.');
  }
  await expect(page.locator('form').getByRole('alert')).toHaveText('Too many failed logins for this e-mail address from your network.');
  await expect(page).toHaveURL(/\/login\/password/);
  // What was typed is cleared as the wait comes; the sixth typo can be typed, and not sent.
  await expect(password).toHaveValue('');
  await password.fill('Typo-6-Harbour-Lights');
  await expect(page.getByRole('timer')).toHaveText(/You can try again in 1[45]:\d\d\./);
  await expect(logIn).toBeDisabled();
  await expect(page.getByText("You don't have to wait: reset your password to log in now.")).toBeVisible();
  await expectNoAxeViolations(page);
  const shot = { fullPage: true, maxDiffPixelRatio: 0.01, mask: [page.locator('a[href^="/login/email"]'), page.getByRole('timer')] };
  await expect(page).toHaveScreenshot('seaside-password-typos-wait.png', shot);
  await alsoInTheDark(page, 'seaside-password-typos-wait.png', shot);

  // A way in that works now: the reset, prefilled, then the new password signs in at once.
  await page.getByRole('link', { name: 'Reset password' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/reset-password\/sent/);
  await page.goto((await latestMail(email, 'reset')).links[0]!);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(`${SEASIDE}/login?resetPassword=true`);
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await enterEmail(page, email);
  await enterPassword(page, NEW_PASSWORD);
  await expectSignedInAtDemo(page, email);
});
