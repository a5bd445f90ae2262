// Passkeys end to end (issue 10), with Chromium's virtual authenticator: enrolment through the
// hosted login, sign-in by button and by autofill, step-up back to the calling application, the
// e-mail-mismatch logout, a cancelled prompt, a passkey the upstream forgot, and where no button shows.
import { expect, test, type Page } from '@playwright/test';
import { nextStepCode, totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser, createUser, deletePasskey } from './accounts';
import * as http from './http';
import {
  addAuthenticator,
  countCeremonies,
  credentialsOf,
  hostedLogin,
  refuseVerification,
  spyOnSignals,
  withoutAutofill,
  type VirtualAuthenticator,
} from './passkey-support';
import { CALLBACK, DEMO, LITTLEHOTELIER, SEASIDE, expectSignedInAtDemo, signIn } from './support';

const back = encodeURIComponent(CALLBACK);
const passkeyButton = (page: Page) => page.getByRole('button', { name: 'Continue with a passkey' });

/** A new user with a passkey on this page's authenticator, enrolled the way a calling application sends them. */
async function enrolled(page: Page, prefix: string, o: { autofill?: boolean } = {}): Promise<{ email: string; authenticator: VirtualAuthenticator }> {
  // Unless the test is about autofill, this browser has none, so only the button signs in.
  if (!o.autofill) await withoutAutofill(page);
  const email = await createUser(prefix);
  const authenticator = await addAuthenticator(page);
  // No session yet: the IdP's hosted login (prompt=login) comes first and returns to the enrolment.
  await page.goto(`${SEASIDE}/passkey-enrollment?redirectUri=${back}`);
  await hostedLogin(page, email);
  await expect(page.getByRole('heading', { name: 'Create a passkey' })).toBeVisible();
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  expect(new URL(page.url()).searchParams.get('passkeySetup')).toBe('success');
  await expect(page.getByText('Passkey created')).toBeVisible();
  const [credential] = await credentialsOf(authenticator);
  expect(credential?.userName).toBe(email);
  return { email, authenticator };
}

test.describe('passkeys', () => {
  test('enrol through the hosted login, then sign in with the button and land on the calling application', async ({ page }) => {
    const { email } = await enrolled(page, 'pk-enrol');
    const ceremonies = countCeremonies(page);
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await expect(page.getByText('or', { exact: true })).toBeVisible();
    await expect(passkeyButton(page)).toBeVisible();
    // Where the browser has no autofill for passkeys, none is started: the button is the one way.
    expect(ceremonies.count).toBe(0);
    await passkeyButton(page).click();
    await expectSignedInAtDemo(page, email);
  });

  test('a signed-in user enrols at once; the demo application links to it', async ({ page }) => {
    await withoutAutofill(page);
    const email = await createUser('pk-signed-in');
    await addAuthenticator(page);
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await signIn(page, email);
    await expectSignedInAtDemo(page, email);
    await page.getByRole('link', { name: 'Create a passkey' }).click();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page.getByText('Passkey created')).toBeVisible();
  });

  test('the hosted login looks like the tenant’s and leads back; "Not now" goes back to the calling application without a passkey', async ({ page }) => {
    const email = await createUser('pk-not-now');
    const authenticator = await addAuthenticator(page);
    await page.goto(`${SEASIDE}/passkey-enrollment?redirectUri=${back}`);
    // SPEC §7's extras: the tenant's logo, and a way back to Keycard's login for the same application.
    await expect(page.locator('img[src$="/assets/seaside/logo.svg"]')).toHaveCount(1);
    const backLink = new URL((await page.getByRole('link', { name: 'Back to login' }).getAttribute('href'))!);
    expect([backLink.origin + backLink.pathname, backLink.searchParams.get('redirectUri')]).toEqual([`${SEASIDE}/login`, CALLBACK]);
    expect(new URL(page.url()).origin).not.toBe(SEASIDE);
    await hostedLogin(page, email);
    await page.getByRole('button', { name: 'Not now' }).click();
    await page.waitForURL((url) => url.href.startsWith(CALLBACK));
    expect(new URL(page.url()).searchParams.get('passkeySetup')).toBeNull();
    expect(await credentialsOf(authenticator)).toHaveLength(0);
  });

  test('SPEC §4 routes a passkey like a password: enrolment after the MFA its hosted login asked for, and MFA again on a new browser', async ({ page }) => {
    await withoutAutofill(page);
    const { email, totpSecret } = await createMfaUser('pk-mfa', { mfaDevice: { deliveryType: 'totp' } });
    await addAuthenticator(page);
    await page.goto(`${SEASIDE}/passkey-enrollment?redirectUri=${back}`);
    await hostedLogin(page, email);
    await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
    await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Create a passkey' })).toBeVisible();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page.getByText('Passkey created')).toBeVisible();

    // A browser without this one's device token: the passkey signs in, and MFA is still asked.
    await page.context().clearCookies();
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await passkeyButton(page).click();
    await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
    // The next time step's code: the one above was spent (the app refuses a code twice).
    await page.getByLabel('6-digit code').fill(nextStepCode(totpSecret!));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedInAtDemo(page, email);
  });

  test('a step-up without a passkey is the hosted login; its MFA comes first, then the state goes back', async ({ page }) => {
    const { email, totpSecret } = await createMfaUser('pk-step-mfa', { mfaDevice: { deliveryType: 'totp' } });
    await page.goto(`${SEASIDE}/passkey-step-up?purpose=passkey-step-up-authentication&state=order-77&redirectUri=${back}`);
    await hostedLogin(page, email);
    await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.href.startsWith(CALLBACK));
    await expect(page.getByText(`Step-up confirmed for ${email} (state order-77)`)).toBeVisible();
  });

  test('an MFA setup the calling application asks for (temporaryMfaSetup) comes after a passkey sign-in too', async ({ page }) => {
    const { email } = await enrolled(page, 'pk-temp-mfa');
    await page.goto(`${SEASIDE}/login?newSession=true&temporaryMfaSetup=true&redirectUri=${back}`);
    await passkeyButton(page).click();
    await expect(page).toHaveURL(/\/mfa(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toHaveCount(0);
  });

  test('sign in through the e-mail field’s autofill, started once, without the button', async ({ page }) => {
    const { email } = await enrolled(page, 'pk-autofill', { autofill: true });
    const ceremonies = countCeremonies(page);
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    // The virtual authenticator answers the pending conditional request as a person picking the suggestion
    // would. It may answer before the click lands, as soon as the request is made: then the page is gone
    // and the click finds no field, which on a loaded CI machine hung it until the test's end (stop 51).
    await page
      .getByLabel('E-mail', { exact: true })
      .click({ timeout: 15_000 })
      .catch((error: unknown) => {
        if (!page.url().startsWith(CALLBACK)) throw error;
      });
    await expectSignedInAtDemo(page, email);
    expect(ceremonies.count).toBe(1);
  });

  test('step-up returns the passkey state to the calling application, which redeems it', async ({ page }) => {
    const { email } = await enrolled(page, 'pk-step-up');
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await passkeyButton(page).click();
    await expectSignedInAtDemo(page, email);
    await page.goto(`${SEASIDE}/passkey-step-up?purpose=passkey-step-up-authentication&state=order-42&redirectUri=${back}`);
    await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
    await page.getByRole('button', { name: 'Use my passkey' }).click();
    await page.waitForURL((url) => url.href.startsWith(CALLBACK));
    await expect(page.getByText(`Step-up confirmed for ${email} (state order-42)`)).toBeVisible();
  });

  test('a step-up through the hosted login as someone else logs out', async ({ page }) => {
    const { email } = await enrolled(page, 'pk-mismatch');
    const other = await createUser('pk-other');
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await passkeyButton(page).click();
    await expectSignedInAtDemo(page, email);
    await page.goto(`${SEASIDE}/passkey-step-up?purpose=passkey-step-up-authentication&state=order-43&redirectUri=${back}`);
    await page.getByRole('link', { name: 'Use my password instead' }).click();
    await hostedLogin(page, other);
    await page.waitForURL(/\/login\?loggedOut=true/);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    // The session is gone: the step-up now starts from the hosted login.
    await page.goto(`${SEASIDE}/passkey-step-up?purpose=passkey-step-up-authentication&state=order-44&redirectUri=${back}`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('by keyboard: Tab reaches "Continue with a passkey" after the e-mail form (and the badge), Enter signs in', async ({ page }) => {
    const { email } = await enrolled(page, 'pk-keys');
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await expect(passkeyButton(page)).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).focus();
    for (const next of ['This is a shared computer', 'Remember my e-mail', 'Next', 'Sign in with a badge', 'Continue with a passkey']) {
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveAccessibleName(next);
    }
    await page.keyboard.press('Enter');
    await expectSignedInAtDemo(page, email);
  });

  test('a cancelled prompt stays on the page with a message, and the button tries again', async ({ page }) => {
    const { email, authenticator } = await enrolled(page, 'pk-cancel');
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await refuseVerification(authenticator);
    await passkeyButton(page).click();
    await expect(page.getByText('The passkey request was cancelled or timed out. You can try again.')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
    await authenticator.cdp.send('WebAuthn.setUserVerified', { authenticatorId: authenticator.authenticatorId, isUserVerified: true });
    await passkeyButton(page).click();
    await expectSignedInAtDemo(page, email);
  });

  test('a passkey the upstream no longer knows: the unknown-error page, and the browser is told to forget it', async ({ page }) => {
    const { authenticator } = await enrolled(page, 'pk-deleted');
    const [credential] = await credentialsOf(authenticator);
    await deletePasskey(Buffer.from(credential!.credentialId, 'base64').toString('base64url'));
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await passkeyButton(page).click();
    await page.waitForURL(/\/error\?code=UnknownCredential/);
    await expect(page.getByText('[UnknownCredential]')).toBeVisible();
    await expect.poll(async () => (await credentialsOf(authenticator)).length).toBe(0);
  });

  test("after a passkey sign-in the browser is told the user's passkeys and name (Signal API), without the one deleted upstream", async ({ page }) => {
    const signals = await spyOnSignals(page);
    const { email, authenticator: first } = await enrolled(page, 'pk-signals');
    const [c1] = await credentialsOf(first);
    const id = (c: { credentialId: string }) => Buffer.from(c.credentialId, 'base64').toString('base64url');
    const userId = Buffer.from(c1!.userHandle!, 'base64').toString('base64url');

    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await passkeyButton(page).click();
    await expectSignedInAtDemo(page, email);
    expect(signals).toHaveLength(2);
    expect(signals).toEqual(
      expect.arrayContaining([
        { name: 'signalAllAcceptedCredentials', options: { rpId: 'seaside.localhost', userId, allAcceptedCredentialIds: [id(c1!)] } },
        { name: 'signalCurrentUserDetails', options: { rpId: 'seaside.localhost', userId, name: email, displayName: email } },
      ]),
    );

    // A second passkey on another authenticator; the first is deleted upstream (from another device).
    await first.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: first.authenticatorId });
    const second = await addAuthenticator(page);
    await page.getByRole('link', { name: 'Create a passkey' }).click();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expect(page.getByText('Passkey created')).toBeVisible();
    const [c2] = await credentialsOf(second);
    await deletePasskey(id(c1!));

    signals.length = 0;
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await passkeyButton(page).click();
    await expectSignedInAtDemo(page, email);
    const accepted = signals.find((s) => s.name === 'signalAllAcceptedCredentials');
    expect(accepted?.options).toEqual({ rpId: 'seaside.localhost', userId, allAcceptedCredentialIds: [id(c2!)] });
  });

  test('no button on littlehotelier (passkeys disabled), nor with an invitation id', async ({ page }) => {
    await addAuthenticator(page);
    await page.goto(`${SEASIDE}/login`);
    await expect(passkeyButton(page)).toBeVisible();
    await page.goto(`${LITTLEHOTELIER}/login`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(passkeyButton(page)).toHaveCount(0);
    await page.goto(`${SEASIDE}/login?iid=inv-1`);
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(passkeyButton(page)).toHaveCount(0);
  });

  test('no button without a platform authenticator (autofill still offers passkeys from elsewhere)', async ({ page }) => {
    const autofill = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/passkey/options');
    const response = await page.goto(`${SEASIDE}/login`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in', exact: true })).toBeVisible();
    // The page is hydrated and has asked the browser: the autofill request is the sign.
    await autofill;
    expect(await page.evaluate(() => PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable())).toBe(false);
    await expect(passkeyButton(page)).toHaveCount(0);
  });

  test('probes: a captured assertion cannot be replayed, here or in another browser; cross-site and malformed posts are refused', async ({ page, browser }) => {
    const { email } = await enrolled(page, 'pk-replay');
    let captured = '';
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/passkey/sign-in') captured = r.postData() ?? '';
    });
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await passkeyButton(page).click();
    await expectSignedInAtDemo(page, email);
    expect(captured).toContain('"response"');

    const post = (p: Page, path: string, body: string) =>
      p.evaluate(
        async ([path, body]) => {
          const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body });
          return { status: res.status, json: (await res.json()) as { ok: boolean; next?: string; errors?: { form?: string } } };
        },
        [path, body] as const,
      );
    // The same browser: its challenge was spent with the sign-in.
    await page.goto(`${SEASIDE}/login?newSession=true`);
    const again = await post(page, '/api/passkey/sign-in', captured);
    expect([again.status, again.json.errors?.form]).toEqual([422, 'passkeyExpired']);

    // Another browser with a challenge of its own: the old assertion signed another challenge.
    const other = await browser.newContext();
    const attacker = await other.newPage();
    await attacker.goto(`${SEASIDE}/login`);
    expect((await post(attacker, '/api/passkey/options', JSON.stringify({ ceremony: 'sign-in' }))).status).toBe(200);
    const replayed = await post(attacker, '/api/passkey/sign-in', captured);
    expect(replayed.status).toBe(400);
    expect(replayed.json.next).toBe('/error?code=PasskeyRejected');
    expect((await attacker.context().cookies()).some((c) => c.name === '__Host-session')).toBe(false);

    // Enrolment and step-up need a session; another site cannot post at all.
    expect((await post(attacker, '/api/passkey/options', JSON.stringify({ ceremony: 'enrol' }))).json).toEqual({ ok: true, next: '/' });
    for (const path of ['/api/passkey/options', '/api/passkey/sign-in', '/api/passkey/enrol', '/api/passkey/step-up']) {
      const json = { 'content-type': 'application/json', accept: 'application/json' };
      expect((await http.post(path, captured, { ...json, origin: DEMO, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await http.post(path, captured, json)).status).toBe(403);
      // Malformed or oversized bodies are a clear 4xx, never a 500; without a session, enrolment and
      // step-up send the script to Root before reading anything.
      const needsSession = path.endsWith('/enrol') || path.endsWith('/step-up');
      const garbage = await http.post(path, '{"response":', { ...json, origin: SEASIDE });
      if (needsSession) expect([garbage.status, JSON.parse(garbage.text)]).toEqual([200, { ok: true, next: '/' }]);
      else expect(garbage.status).toBe(400);
      const huge = await http.post(path, JSON.stringify({ ceremony: 'sign-in', response: 'x'.repeat(200_000) }), { ...json, origin: SEASIDE });
      expect(needsSession ? [200] : [400, 413]).toContain(huge.status);
    }
    await other.close();
  });
});
