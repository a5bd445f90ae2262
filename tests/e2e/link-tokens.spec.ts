// Security review M3: a link's token leaves the address on arrival. For each of the five kinds of link
// (activation, reset, registration, e-mail verification, partner SSO), opened in Chromium: the address
// bar shows the page without the token, the page answers 200 with its heading, none of the requests
// that follow (CSS, fonts, scripts, the form's post, the hops after it) carries the token in its
// Referer, another language keeps the link working, and the flow completes.
import { expect, test, type Page } from '@playwright/test';
import { CALLBACK, DEMO, SEASIDE, expectSignedInAtDemo, signIn } from './support';
import { NEW_PASSWORD, createUser, invite, latestMail, ssoToken } from './accounts';
import { get } from './http';
import de from '../../messages/de.json';
import fr from '../../messages/fr.json';

/** Every Referer the browser sends from here on (read once the journey is over). */
function watchReferers(page: Page): () => Promise<string[]> {
  const pending: Promise<string | null>[] = [];
  // A request still on its way when the test ends (the last page's fonts) has no header to read.
  page.on('request', (r) => pending.push(r.headerValue('referer').catch(() => null)));
  return async () => (await Promise.all(pending)).filter((r): r is string => !!r);
}

/** Opens the link as a user would: its page answers 200 at an address without the token. */
async function openLink(page: Page, link: string, token: string, heading: string) {
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  expect(page.url()).not.toContain(token);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The footer's language switcher, as a reader uses it. */
async function switchLanguage(page: Page, from: string, to: string) {
  const nav = page.getByRole('navigation', { name: from });
  await nav.locator('summary').click();
  await nav.getByRole('link', { name: to }).click();
}

async function fillNewPassword(page: Page, withSecret: boolean) {
  await page.locator('#password').fill(NEW_PASSWORD);
  await page.locator('#confirmPassword').fill(NEW_PASSWORD);
  if (!withSecret) return;
  await page.locator('#secretQuestion').selectOption('first-pet-name');
  await page.locator('#secretAnswer').fill('Biscuit');
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

test('an activation link: the token leaves the address, in German too, and the account is activated', async ({ page }) => {
  const email = await createUser('link-activate', { pendingActivation: true });
  const link = (await latestMail(email, 'activation')).links[0]!;
  const token = tokenOf(link);
  const referers = watchReferers(page);
  await openLink(page, link, token, 'Activate your account');
  expect(page.url()).toBe(`${SEASIDE}/activate`);
  await switchLanguage(page, 'Language', 'Deutsch');
  await expect(page).toHaveURL(`${SEASIDE}/activate?langCode=de#language`);
  await expect(page.getByRole('heading', { level: 1, name: de.activate.heading })).toBeVisible();
  await fillNewPassword(page, true);
  await page.getByRole('button', { name: de.activate.submit }).click();
  await expect(page).toHaveURL(`${SEASIDE}/login?activateSuccess=true`);
  expect(await referers()).not.toContainEqual(expect.stringContaining(token));
  // Used up: the page opened again has no link to show.
  await page.goto(`${SEASIDE}/activate`);
  await expect(page).toHaveURL(`${SEASIDE}/error/activate-expired`);
});

test('a reset link: token and e-mail leave the address, in French too, and the new password is saved', async ({ page }) => {
  const email = await createUser('link-reset');
  await page.goto(`${SEASIDE}/reset-password?email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/reset-password\/sent/);
  const link = (await latestMail(email, 'reset')).links[0]!;
  const token = tokenOf(link);
  const referers = watchReferers(page);
  await openLink(page, link, token, 'Choose a new password');
  expect(page.url()).toBe(`${SEASIDE}/reset-password/update`);
  await switchLanguage(page, 'Language', 'Français');
  await expect(page.getByRole('heading', { level: 1, name: fr.resetUpdate.heading })).toBeVisible();
  await fillNewPassword(page, false);
  await page.getByRole('button', { name: fr.resetUpdate.submit }).click();
  await expect(page).toHaveURL(`${SEASIDE}/login?resetPassword=true`);
  const sent = await referers();
  expect(sent).not.toContainEqual(expect.stringContaining(token));
  expect(sent).not.toContainEqual(expect.stringContaining(encodeURIComponent(email)));
});

test('a registration link keeps its redirectUri, loses its token, and signs the new user in', async ({ page }) => {
  const email = await invite('link-register', CALLBACK);
  const link = (await latestMail(email, 'registration')).links[0]!;
  const token = tokenOf(link);
  const referers = watchReferers(page);
  await openLink(page, link, token, 'Create your account');
  expect(new URL(page.url()).searchParams.get('redirectUri')).toBe(CALLBACK);
  await switchLanguage(page, 'Language', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: de.register.heading })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await fillNewPassword(page, true);
  await page.getByRole('button', { name: de.register.submit }).click();
  await expectSignedInAtDemo(page, email);
  expect(await referers()).not.toContainEqual(expect.stringContaining(token));
});

test('an e-mail verification link: the token leaves the address, in German too, and the e-mail is verified', async ({ page }) => {
  const email = await createUser('link-verify', { emailVerificationRequired: true });
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Send verification e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  const link = (await latestMail(email, 'verification')).links[0]!;
  const token = tokenOf(link);
  const referers = watchReferers(page);
  await openLink(page, link, token, 'Verify your e-mail');
  expect(page.url()).toBe(`${SEASIDE}/verify-email`);
  await switchLanguage(page, 'Language', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: de.verifyEmail.heading })).toBeVisible();
  await page.locator('#email').fill(email);
  await page.getByRole('button', { name: de.verifyEmail.submit }).click();
  await expect(page.getByRole('heading', { name: de.verifyEmail.successHeading })).toBeVisible();
  await page.waitForURL(`${DEMO}/`);
  expect(await referers()).not.toContainEqual(expect.stringContaining(token));
});

test('a partner SSO link: the token leaves the path, in German too, and Continue signs the partner user in', async ({ page }) => {
  // Someone signed in already, so the page waits for the user instead of posting at once.
  const email = await createUser('link-sso');
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, email);
  await expectSignedInAtDemo(page, email);
  const token = await ssoToken('pat@seaside.test');
  const referers = watchReferers(page);
  await openLink(page, `${SEASIDE}/partners/channelhub/sso/${token}`, token, 'Logging you in');
  expect(page.url()).toBe(`${SEASIDE}/partners/channelhub/sso`);
  await switchLanguage(page, 'Language', 'Deutsch');
  await expect(page.getByRole('heading', { level: 1, name: de.partnerSso.heading })).toBeVisible();
  await page.getByRole('button', { name: de.partnerSso.continue }).click();
  await expectSignedInAtDemo(page, 'pat@seaside.test');
  expect(await referers()).not.toContainEqual(expect.stringContaining(token));
  // Used up: the page opened again has no link to post.
  await page.goto(`${SEASIDE}/partners/channelhub/sso`);
  await expect(page).toHaveURL(`${SEASIDE}/error`);
});

test('two links of a kind opened in turn: the second one is the one the page uses', async ({ page }) => {
  const first = await createUser('link-first', { pendingActivation: true });
  const second = await createUser('link-second', { pendingActivation: true });
  await page.goto((await latestMail(first, 'activation')).links[0]!);
  await expect(page.getByText(first)).toBeVisible();
  await page.goto((await latestMail(second, 'activation')).links[0]!);
  await expect(page.getByText(second)).toBeVisible();
  await page.reload();
  await expect(page.getByText(second)).toBeVisible();
});

test('the address with the token is only a 303 that sends no Referer and is never stored', async () => {
  const token = 'a'.repeat(43);
  const res = await get(`/partners/channelhub/sso/${token}?langCode=de`);
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe('/partners/channelhub/sso?langCode=de');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(res.headers['cache-control']).toContain('no-store');
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  expect(cookies).toContainEqual(expect.stringMatching(/^__Host-link-sso=[^;]+;.*HttpOnly/i));
  expect(cookies.join('\n')).not.toContain(token);
});
