// The partner app as the MFA device, with JavaScript: the page follows the challenge's event stream.
// And what an attacker would try on it: pairing a device of their own to pass a calling application's
// verification, and following the finish link from another site.
import { expect, test, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser, partnerApp } from './accounts';
import { get } from './http';
import { partnerAppJourneys } from './partner-app-journeys';
import { CALLBACK, SEASIDE, expectSignedInAtDemo, signIn } from './support';

partnerAppJourneys(true);

const back = encodeURIComponent(CALLBACK);

/** Posts a form from the page itself, as a forged page of ours would (same origin, the session's cookies). */
async function postFromPage(page: Page, action: string, fields: Record<string, string>) {
  await page.evaluate(
    ([action, fields]) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      for (const [name, value] of Object.entries(fields)) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      document.body.append(form);
      form.submit();
    },
    [action, fields] as const,
  );
}

test.describe('the partner app, as an attacker would try it', () => {
  test("a calling application's verification cannot be passed by pairing a new app: the pairing is refused", async ({ page }) => {
    const { email, totpSecret } = await createMfaUser('mv-pair', { mfaDevice: { deliveryType: 'totp' }, resendSeconds: 0 });
    const query = new URLSearchParams({ purpose: 'for-mfa-verification', redirectUri: CALLBACK });
    // The first verification trusts this browser; the next sign-in with the purpose is at /mfa/verification.
    await page.goto(`${SEASIDE}/login?${query}`);
    await signIn(page, email);
    await page.getByLabel('6-digit code').fill(totpCode(totpSecret!));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedInAtDemo(page, email);
    await page.goto(`${SEASIDE}/login?newSession=true&${query}`);
    await signIn(page, email);
    await expect(page).toHaveURL(`${SEASIDE}/mfa/verification`);

    await postFromPage(page, '/api/mfa/mobile/start', { page: 'mobile-pair' });
    await expect(page).toHaveURL(`${SEASIDE}/mfa/verification`);
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    // No pairing was started for the user's app to pick up.
    await expect(partnerApp.none(email)).resolves.toBe(true);
  });

  test('the finish link followed from another site does nothing; from the page it signs in', async ({ page }) => {
    const { email } = await createMfaUser('push-x', { mfaDevice: { deliveryType: 'mobile-app' }, resendSeconds: 0 });
    // The page does not follow the stream here: the test decides where the browser goes.
    await page.route('**/api/mfa/mobile/events**', (route) => route.abort());
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: "Confirm it's you in the app" })).toBeVisible();
    const number = Number(await page.getByTestId('match-number').textContent());
    await partnerApp.answer(email, number);

    // A link on another site: the browser says so (Sec-Fetch-Site), and the session's cookie goes along.
    const cookie = (await page.context().cookies(SEASIDE)).map((c) => `${c.name}=${c.value}`).join('; ');
    const followed = await get('/api/mfa/mobile/finish', { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(followed.status).toBe(302);
    expect(followed.headers.location).toMatch(/\/mfa$/);
    expect(String(followed.headers['set-cookie'] ?? '')).not.toContain('__Host-session');

    await page.goto(`${SEASIDE}/api/mfa/mobile/finish`);
    await expectSignedInAtDemo(page, email);
  });
});

test('the MFA reset names the partner app by its product, as every other page does', async ({ page }) => {
  const { email } = await createMfaUser('reset-app', { mfaDevice: { deliveryType: 'mobile-app' }, resendSeconds: 0 });
  const query = new URLSearchParams({ purpose: 'for-mfa-reset', mfaResetRedirectUri: CALLBACK, redirectUri: CALLBACK });
  await page.goto(`${SEASIDE}/login?${query}`);
  await signIn(page, email);
  const number = page.getByTestId('match-number');
  await expect(number).toHaveText(/^\d{2}$/);
  await partnerApp.answer(email, Number(await number.textContent()));
  await expect(page.getByRole('heading', { name: 'Reset two-step verification?' })).toBeVisible();
  await expect(page.getByText('This removes your Seaside Hotels app from your account.', { exact: false })).toBeVisible();
});
