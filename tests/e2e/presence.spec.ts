// Issue 21 (security review H1): a purpose that asks the user to prove presence (a re-authentication,
// a passkey step-up, the MFA reset) is never served by a sign-in without a credential, whichever
// route a calling application (or an attacker's link) starts it at, on a browser already signed in.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser } from './accounts';
import { CALLBACK, DEMO, SEASIDE, expectSignedInAtDemo, signIn } from './support';

const back = encodeURIComponent(CALLBACK);

async function expectTheForm(page: Page) {
  await expect(page).toHaveURL(/\/login(\/email)?(\?|$)/);
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  expect(page.url().startsWith(CALLBACK)).toBe(false);
}

test.describe('a browser signed in here (an IdP session and the sign-in hint)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
  });

  test('a silent sign-in linked with a step-up purpose issues no passkey state: the form shows', async ({ page }) => {
    await page.goto(`${SEASIDE}/api/login/silent?purpose=passkey-step-up-success&passkeyState=order-9&redirectUri=${back}`);
    await expectTheForm(page);
    await expect(page.getByText(/Step-up confirmed/)).toHaveCount(0);
  });

  test('a silent sign-in linked with purpose reauth returns no token: the form shows', async ({ page }) => {
    await page.goto(`${SEASIDE}/api/login/silent?purpose=reauth&redirectUri=${back}`);
    await expectTheForm(page);
  });

  test('without such a purpose the silent sign-in still returns to the application without the form', async ({ page }) => {
    await page.goto(`${SEASIDE}/api/login/silent?redirectUri=${back}`);
    await expectSignedInAtDemo(page, 'ada@seaside.test');
  });
});

test('the MFA reset is a re-authentication: /login?purpose=for-mfa-reset shows the form, not the one-click reset', async ({ page }) => {
  const { email, totpSecret } = await createMfaUser('presence-reset', { mfaDevice: { deliveryType: 'totp' } });
  await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await signIn(page, email);
  await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectSignedInAtDemo(page, email);

  await page.goto(`${SEASIDE}/login?purpose=for-mfa-reset&mfaResetRedirectUri=${back}`);
  await expectTheForm(page);
  await page.goto(`${SEASIDE}/api/login/silent?purpose=for-mfa-reset&mfaResetRedirectUri=${back}`);
  await expectTheForm(page);
});

test('a stored partner identity (authx) serves no re-authentication or step-up: the form shows', async ({ page }) => {
  await page.goto(`${DEMO}/`);
  await page.getByRole('link', { name: 'Open the partner app as axl@seaside.test (authx)' }).click();
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  await page.goto(`${SEASIDE}/api/partners/token?purpose=reauth&redirectUri=${back}`);
  await expectTheForm(page);
  await page.goto(`${SEASIDE}/api/partners/token?purpose=passkey-step-up-success&passkeyState=order-10&redirectUri=${back}`);
  await expectTheForm(page);
  // The identity is kept for an ordinary sign-in (the refusal is the purpose's, not the identity's).
  await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  await expect(page.getByText('Signed in as axl@seaside.test')).toBeVisible();
});
