// The security page (issue 25), driven in Chromium on the demo stack, with and without JavaScript:
// reached from a calling application (a foreign address dropped) or without a session (sign-in
// first, then back); passkeys listed, renamed, removed (the next sign-in by the removed one fails
// cleanly) and added; the second factor with new recovery codes; "Log out everywhere else" ending a
// second browser's session; and a change after a stale sign-in asking for the password first.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { nextStepCode, totpCode } from '../../sandbox/mfa/totp';
import { addPasskeyFor, ageSignIns, createMfaUser, createUser, latestCode, passkeysOf, securityNotices, ssoToken, uniquePhone } from './accounts';
import { addAuthenticator, confirmItsYou, credentialsOf, spyOnSignals, withoutAutofill } from './passkey-support';
import de from '../../messages/de.json';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, PASSWORD, SEASIDE, enterEmail, enterPassword, expectSignedInAtDemo, saveRecoveryCodes, signIn } from './support';

const back = encodeURIComponent(CALLBACK);
const SECURITY = `${SEASIDE}/account/security`;

/** Signed in through the calling application's link, then on the security page. */
async function onSecurityPage(page: Page, email: string) {
  await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await signIn(page, email);
  await expectSignedInAtDemo(page, email);
  await page.goto(`${SECURITY}?redirectUri=${back}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
  await expect(page).toHaveURL(SECURITY);
}

const NOT_RECENT = "Confirm it's you before you change anything here: your last password or passkey was more than 10 minutes ago.";

/** Signed in by the partner's single sign-on link: its "Continue" pressed where the page waits for it (no JavaScript, or a session already). */
async function byPartnerLink(page: Page, email: string, o: { press: boolean }) {
  await page.goto(`${SEASIDE}/partners/channelhub/sso/${await ssoToken(email)}`);
  if (o.press) await page.getByRole('button', { name: 'Continue' }).click();
  await expectSignedInAtDemo(page, email);
}

const passkeyItems = (page: Page) => page.locator('section[aria-labelledby="passkeys"] li');

for (const js of [true, false]) {
  test.describe(`the security page ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test('without a session it signs in first and comes back; a foreign address is dropped and "Done" goes back to the application', async ({ page }) => {
      const email = await createUser('sec-entry');
      await page.goto(`${SECURITY}?redirectUri=${back}`);
      await expect(page).toHaveURL(/\/login/);
      await signIn(page, email);
      await expect(page).toHaveURL(SECURITY);
      await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();
      // A link with someone else's address keeps the application's.
      await page.goto(`${SECURITY}?redirectUri=${encodeURIComponent('https://evil.example/steal')}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Login and security' })).toBeVisible();
      await page.getByRole('link', { name: 'Done' }).click();
      await expectSignedInAtDemo(page, email);
    });

    test('a passkey is listed, renamed and removed; the removed one signs in no more', async ({ page }) => {
      const email = await createUser('sec-pk');
      const id = await addPasskeyFor(email, SEASIDE);
      await onSecurityPage(page, email);
      await expect(passkeyItems(page)).toHaveCount(1);
      await expect(passkeyItems(page).first()).toContainText('Passkey');
      await expect(passkeyItems(page).first()).toContainText('On one device only');
      await expect(passkeyItems(page).first()).toContainText('not used yet');

      // Rename: an empty name is refused at its field, then a name is saved.
      await page.getByText('Rename Passkey').click();
      const name = page.getByLabel('Passkey name');
      await name.fill('   ');
      await name.evaluate((input: HTMLInputElement) => input.removeAttribute('required'));
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByLabel('Passkey name')).toHaveAccessibleDescription('This field is required');
      await expect(page.getByLabel('Passkey name')).toBeFocused();
      await page.getByLabel('Passkey name').fill('Front desk PC');
      await page.getByRole('button', { name: 'Save name' }).click();
      await expect(page.getByText("The passkey's name is saved.")).toBeVisible();
      await expect(passkeyItems(page).first()).toContainText('Front desk PC');

      // Remove: asked first, "Keep it" keeps it, then removed.
      await page.getByRole('link', { name: 'Remove Front desk PC' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Remove Front desk PC? You will no longer be able to log in with it.' })).toBeFocused();
      await page.getByRole('link', { name: 'Keep it' }).click();
      await expect(passkeyItems(page)).toHaveCount(1);
      await page.getByRole('link', { name: 'Remove Front desk PC' }).click();
      await page.getByRole('button', { name: 'Remove passkey' }).click();
      await expect(page.getByText('The passkey is removed. It can no longer be used to log in.')).toBeVisible();
      await expect(passkeyItems(page)).toHaveCount(0);
      await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
      expect(await passkeysOf(email)).not.toContain(id);
      expect(await securityNotices(email)).toEqual(['A passkey was removed from your account', 'A passkey was added to your account']);
    });

    test('new recovery codes: shown once, then back on the page with ten left', async ({ page }) => {
      const { email } = await createMfaUser('sec-codes', { mfaDevice: { deliveryType: 'sms', phone: '+61400111222' } });
      await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await signIn(page, email);
      // The text message's code, read from the sandbox outbox.
      await page.getByLabel('6-digit code').fill((await latestCode('+61400111222')).code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectSignedInAtDemo(page, email);
      await page.goto(`${SECURITY}?redirectUri=${back}`);
      await expect(page.getByText('You get codes by text message to the phone number ending in 22.')).toBeVisible();
      await expect(page.getByText('You have no recovery codes left.')).toBeVisible();
      await page.getByRole('button', { name: 'Get new recovery codes' }).click();
      await saveRecoveryCodes(page);
      await expect(page).toHaveURL(SECURITY);
      await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
      expect(await securityNotices(email)).toEqual(['New recovery codes were created']);
    });

    test('"Log out everywhere else" ends a second browser\'s session; this one goes on', async ({ page, browser }) => {
      const { email, totpSecret } = await createMfaUser('sec-out', { mfaDevice: { deliveryType: 'totp' } });
      const other = await signedInElsewhere(browser, email, totpSecret!, js);
      await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await signIn(page, email);
      // The code after the other browser's (each code is taken once, and the codes before it with it).
      await page.getByLabel('6-digit code').fill(nextStepCode(totpSecret!));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectSignedInAtDemo(page, email);
      await page.goto(`${SECURITY}?redirectUri=${back}`);
      await page.getByRole('button', { name: 'Log out everywhere else' }).click();
      await expect(page.getByText("You're logged out everywhere else. Only this browser is still logged in.")).toBeVisible();
      expect(await securityNotices(email)).toEqual(['You were signed out everywhere else']);

      // The other browser: the application's next sign-in asks for the password and the second factor
      // again (its device token ended too: code review 7, the second factor checked).
      await other.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expect(other.getByLabel('E-mail', { exact: true })).toBeVisible();
      await enterEmail(other, email);
      await enterPassword(other, PASSWORD);
      await expect(other.getByLabel('6-digit code')).toBeVisible();
      await other.close();
      // This browser still reaches the application without a form.
      await page.getByRole('link', { name: 'Done' }).click();
      await expectSignedInAtDemo(page, email);
    });

    test('changing how the user verifies: password and the current device again, the update confirmation, a new device, new codes, back on the page', async ({
      page,
    }) => {
      const { email, totpSecret } = await createMfaUser('sec-mfa', { mfaDevice: { deliveryType: 'totp' }, resendSeconds: 0 });
      await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await signIn(page, email);
      // This step's code here, the next step's below (each code is taken once, and the codes before it
      // with it). The step before this one is refused once a 30 s step ends between typing and checking,
      // which a loaded CI machine took long enough for (stop 51).
      await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expectSignedInAtDemo(page, email);
      await page.goto(`${SECURITY}?redirectUri=${back}`);
      await expect(page.getByText('You get codes from an authenticator app.')).toBeVisible();
      await page.getByRole('button', { name: 'Change how you verify' }).click();
      await confirmItsYou(page, email);
      // This browser's device token does not stand in: the current app proves it is the user.
      await page.getByLabel('6-digit code').fill(nextStepCode(totpSecret!));
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByRole('heading', { name: 'Replace your current method?' })).toBeVisible();
      await page.getByRole('link', { name: 'Set up a new method' }).click();
      await page.getByRole('radio', { name: 'A text message' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      const phone = uniquePhone();
      await page.getByLabel('Country code', { exact: true }).selectOption({ label: 'Australia (+61)' });
      await page.getByLabel('Phone number', { exact: true }).fill(`0${phone.slice(3)}`);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByLabel('6-digit code').fill((await latestCode(phone)).code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await saveRecoveryCodes(page);
      await expect(page.getByRole('heading', { name: 'Your account is secure' })).toBeVisible();
      await page.getByRole('link', { name: 'Continue' }).click();
      await expect(page).toHaveURL(SECURITY);
      await expect(page.getByText(`You get codes by text message to the phone number ending in ${phone.slice(-2)}.`)).toBeVisible();
      await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
      expect(await securityNotices(email)).toEqual(['New recovery codes were created', 'Your two-step verification was changed']);
      await page.getByRole('link', { name: 'Done' }).click();
      await expectSignedInAtDemo(page, email);
    });

    test("a sign-in that presented no credential here (a partner's link) is asked to confirm it is the user, by password", async ({ page }) => {
      const email = await createUser('sec-sso', { partnerCode: 'channelhub' });
      await byPartnerLink(page, email, { press: !js });
      await page.goto(`${SECURITY}?redirectUri=${back}`);
      await expect(page.getByText(NOT_RECENT)).toBeVisible();
      await page.getByRole('button', { name: 'Use my password' }).click();
      await confirmItsYou(page, email);
      await expect(page).toHaveURL(SECURITY);
      await expect(page.getByText(NOT_RECENT)).toHaveCount(0);
      await page.getByRole('button', { name: 'Log out everywhere else' }).click();
      await expect(page.getByText("You're logged out everywhere else. Only this browser is still logged in.")).toBeVisible();
    });

    test('a change after a stale sign-in asks for the password first, then is made', async ({ page }) => {
      const email = await createUser('sec-stale');
      await onSecurityPage(page, email);
      await ageSignIns(email, 30);
      await page.getByRole('button', { name: 'Log out everywhere else' }).click();
      await confirmItsYou(page, email);
      await expect(page).toHaveURL(SECURITY);
      expect(await securityNotices(email)).toEqual([]);
      await page.getByRole('button', { name: 'Log out everywhere else' }).click();
      await expect(page.getByText("You're logged out everywhere else. Only this browser is still logged in.")).toBeVisible();
    });
  });
}

/** A second browser where the user is signed in at the application, its MFA verified there. */
async function signedInElsewhere(browser: Browser, email: string, totpSecret: string, js: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const other = await context.newPage();
  await other.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await signIn(other, email);
  // This step's code (the step before is refused once a step ends on the way): the caller's is the next.
  await other.getByLabel('6-digit code').fill(totpCode(totpSecret));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAtDemo(other, email);
  // Signed in there: the application's next link goes straight through.
  await other.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await expectSignedInAtDemo(other, email);
  return other;
}

test('a passkey added on the page (virtual authenticator) is listed; once removed, the browser is told and forgets it', async ({ page }) => {
  await withoutAutofill(page);
  const signals = await spyOnSignals(page);
  const authenticator = await addAuthenticator(page);
  const email = await createUser('sec-add');
  await onSecurityPage(page, email);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your passkey is ready. Next time you can log in with it.' })).toBeFocused();
  await expect(passkeyItems(page)).toHaveCount(1);
  const [credential] = await credentialsOf(authenticator);
  const id = Buffer.from(credential!.credentialId, 'base64').toString('base64url');
  const accepted = () => signals.filter((s) => s.name === 'signalAllAcceptedCredentials').at(-1)?.options.allAcceptedCredentialIds;
  await expect.poll(accepted).toEqual([id]);

  await page.getByRole('link', { name: 'Remove Passkey' }).click();
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expect.poll(accepted).toEqual([]);
  // Chromium takes the signal: the passkey is gone from the authenticator too.
  await expect.poll(async () => (await credentialsOf(authenticator)).length).toBe(0);
});

test('a browser without the Signal API keeps a removed passkey: its next sign-in by it fails cleanly', async ({ page }) => {
  await withoutAutofill(page);
  await page.addInitScript(() => {
    delete (PublicKeyCredential as unknown as Record<string, unknown>).signalAllAcceptedCredentials;
  });
  const authenticator = await addAuthenticator(page);
  const email = await createUser('sec-nosignal');
  await onSecurityPage(page, email);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeyItems(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Remove Passkey' }).click();
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  expect(await credentialsOf(authenticator)).toHaveLength(1);
  await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
  await page.getByRole('button', { name: 'Continue with a passkey' }).click();
  await page.waitForURL(/\/error\?code=UnknownCredential/);
  await expect(page.getByText('[UnknownCredential]')).toBeVisible();
});

test("a sign-in by a partner's link confirms it is the user with a passkey, without the password", async ({ page }) => {
  await withoutAutofill(page);
  await addAuthenticator(page);
  const email = await createUser('sec-sso-pk', { partnerCode: 'channelhub' });
  await onSecurityPage(page, email);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeyItems(page)).toHaveCount(1);
  // Later, the partner's link signs the user in: no credential presented here.
  // Signed in already, the link's page asks before it signs in the partner's account.
  await byPartnerLink(page, email, { press: true });
  await page.goto(`${SECURITY}?redirectUri=${back}`);
  await expect(page.getByText(NOT_RECENT)).toBeVisible();
  await page.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you. You can make changes here for the next 10 minutes.' })).toBeFocused();
  await expect(page.getByText(NOT_RECENT)).toHaveCount(0);
  await page.getByRole('button', { name: 'Log out everywhere else' }).click();
  await expect(page.getByText("You're logged out everywhere else. Only this browser is still logged in.")).toBeVisible();
});

test("re-authentication stays on Keycard: its own password stage, in the page's language and scheme, with the account's passkey beside it (issue 37)", async ({
  page,
}) => {
  await withoutAutofill(page);
  await addAuthenticator(page);
  const email = await createUser('sec-reauth-home');
  await onSecurityPage(page, email);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your passkey is ready.' })).toBeFocused();
  await ageSignIns(email, 30);
  // The IdP never shows a page of its own: its authorize and interaction only redirect on.
  const idpPages: string[] = [];
  page.on('response', (r) => {
    if (r.request().isNavigationRequest() && r.url().startsWith('http://localhost:4101/') && r.status() < 300) idpPages.push(r.url());
  });
  await page.goto(`${SECURITY}?langCode=de&theme=dark`);
  await page.getByRole('button', { name: de.security.sessions.signOutOthers }).click();
  await expect(page.getByRole('heading', { level: 1, name: de.login.reauthHeading })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  await expect(page.getByTestId('account-chip')).toHaveText(email);
  // No way to become someone else here: no e-mail link, no "Not you?".
  await expect(page.getByRole('link', { name: de.login.backToEmail.replace('{email}', email) })).toHaveCount(0);
  await expect(page.getByRole('button', { name: de.passkey.stepUp.use })).toBeVisible();
  await expectNoAxeViolations(page);
  // The passkey confirms it: back on the page, where the change can now be made.
  await page.getByRole('button', { name: de.passkey.stepUp.use }).click();
  await expect(page).toHaveURL(SECURITY);
  await expect(page.getByText(de.security.reauthNote)).toHaveCount(0);
  await page.getByRole('button', { name: de.security.sessions.signOutOthers }).click();
  await expect(page.getByText(de.security.notices.signedOutElsewhere)).toBeVisible();
  expect(idpPages).toEqual([]);

  // The password confirms it too, and a new login is asked of the IdP (prompt=login, max_age=0).
  await ageSignIns(email, 30);
  const authorize: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith('http://localhost:4101/auth?')) authorize.push(r.url());
  });
  await page.getByRole('button', { name: de.security.sessions.signOutOthers }).click();
  await page.getByLabel(de.login.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: de.login.submit, exact: true }).click();
  await expect(page).toHaveURL(SECURITY);
  await expect(page.getByText(de.security.reauthNote)).toHaveCount(0);
  await page.getByRole('button', { name: de.security.sessions.signOutOthers }).click();
  await expect(page.getByText(de.security.notices.signedOutElsewhere)).toBeVisible();
  const asked = new URL(authorize.at(-1)!).searchParams;
  expect([asked.get('prompt'), asked.get('max_age'), asked.has('login_ticket')]).toEqual(['login', '0', true]);
  expect(idpPages).toEqual([]);
});
