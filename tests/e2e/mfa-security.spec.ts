// MFA probed as an attacker would, with the victim's password but not their device: no way around
// the code (skip, a new device, the application's redirect, another user's code), cross-site posts
// refused, and codes that work once. Plus the journey in German.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { totpCode } from '../../sandbox/mfa/totp';
import { createMfaUser, latestCode, uniquePhone } from './accounts';
import { SEASIDE_HOST, post } from './http';
import { CALLBACK, DEMO, SEASIDE, expectSignedInAtDemo, openSetupKey, signIn } from './support';

const SAME_ORIGIN = { origin: `http://${SEASIDE_HOST}`, 'sec-fetch-site': 'same-origin' };
const JSON_FORM = { ...SAME_ORIGIN, accept: 'application/json' };

async function cookieHeader(context: BrowserContext) {
  return (await context.cookies(SEASIDE)).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Signed in with the password, stopped at the MFA screen. */
async function atMfa(page: Page, user: Parameters<typeof createMfaUser>[1], query = `?redirectUri=${encodeURIComponent(CALLBACK)}`) {
  const created = await createMfaUser('probe', user);
  await page.goto(`${SEASIDE}/login${query}`);
  await signIn(page, created.email);
  await page.waitForURL(/\/mfa/);
  return created;
}

test.describe('MFA cannot be walked around', () => {
  test('a password alone does not reach the application: /authorize, "later" and a new device all lead back to the code', async ({ page, context }) => {
    await atMfa(page, { mfaDevice: { deliveryType: 'totp' } });
    const cookie = await cookieHeader(context);
    for (const path of ['/api/mfa/later', '/api/mfa/app', '/api/mfa/keep']) {
      const res = await post(path, '', { ...JSON_FORM, cookie });
      expect(JSON.parse(res.text), path).toEqual({ ok: true, next: '/mfa' });
    }
    const phone = await post('/api/mfa/phone', new URLSearchParams({ deliveryType: 'sms', countryCode: 'AU', phoneNumber: '0491 578 888' }).toString(), {
      ...JSON_FORM,
      cookie,
    });
    expect(JSON.parse(phone.text)).toEqual({ ok: true, next: '/mfa' });
    // A plain form post naming a page no form has ("constructor" is on every object) goes back to /mfa, never a 500.
    for (const body of ['code=x&page=constructor', 'code=x&page=__proto__', 'deliveryType=sms&page=toString']) {
      const res = await post(body.startsWith('code') ? '/api/mfa/verify' : '/api/mfa/resend', body, { ...SAME_ORIGIN, cookie });
      expect(res.status, body).toBe(303);
      expect(res.headers.location, body).toBe(`${SEASIDE}/mfa`);
    }
    await page.goto(`${SEASIDE}/authorize?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await expect(page).toHaveURL(`${SEASIDE}/mfa`);
    await expect(page.getByRole('heading', { name: "Verify it's you" })).toBeVisible();
  });

  test('setup that is required cannot be put off, by URL or by post', async ({ page, context }) => {
    await atMfa(page, { mfaRequiredByRemainingInDays: 0 });
    await page.goto(`${SEASIDE}/mfa?step=later`);
    await expect(page.getByRole('heading', { name: 'Choose how to verify' })).toBeVisible();
    const res = await post('/api/mfa/later', '', { ...JSON_FORM, cookie: await cookieHeader(context) });
    expect(JSON.parse(res.text)).toEqual({ ok: true, next: '/mfa' });
    await page.goto(`${SEASIDE}/authorize`);
    await expect(page).toHaveURL(`${SEASIDE}/mfa`);
  });

  test('a code posted from another site is refused (403), and a code is accepted once, even from another browser', async ({ page, context, browser }) => {
    const { email, totpSecret } = await atMfa(page, { mfaDevice: { deliveryType: 'totp' } });
    const code = totpCode(totpSecret!);
    const crossSite = await post('/api/mfa/verify', `code=${code}&page=verify`, {
      origin: 'https://attacker.example',
      'sec-fetch-site': 'cross-site',
      cookie: await cookieHeader(context),
    });
    expect(crossSite.status).toBe(403);

    // The victim's code, seen over their shoulder and replayed at once in the attacker's browser.
    const attacker = await browser.newContext();
    const other = await attacker.newPage();
    await other.goto(`${SEASIDE}/login`);
    await signIn(other, email);
    await other.getByLabel('6-digit code').fill(code);
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedInAtDemo(page, email);
    await other.getByRole('button', { name: 'Verify' }).click();
    await expect(other.getByText('Invalid code. Please try again.')).toBeVisible();
    expect(other.url().startsWith(DEMO)).toBe(false);
    await attacker.close();
  });

  test('a code in progress is bound to its user: another user’s ceremony cookie does not verify this one', async ({ page, context, browser }) => {
    // The attacker's own registration in progress (their secret, their code) …
    const mine = await browser.newContext();
    const minePage = await mine.newPage();
    await atMfa(minePage, { mfaRequiredByRemainingInDays: 0 }, '');
    await minePage.goto(`${SEASIDE}/mfa?step=app`);
    await minePage.getByRole('button', { name: 'I have an app' }).click();
    const secret = await openSetupKey(minePage);
    const ceremony = (await mine.cookies(SEASIDE)).find((c) => c.name === '__Host-ceremony')!;
    await mine.close();
    // … planted beside the victim's session, with a code for the attacker's secret.
    await atMfa(page, { mfaRequiredByRemainingInDays: 0 }, '');
    await context.addCookies([ceremony]);
    const res = await post('/api/mfa/verify', `code=${totpCode(secret)}&page=app-code`, { ...JSON_FORM, cookie: await cookieHeader(context) });
    // Refused with its words (issue 42), and nothing of the attacker's registration in them.
    expect(JSON.parse(res.text)).toEqual({
      ok: false,
      errors: { form: 'codeExpired' },
      detail: { words: { codeExpired: 'This code is no longer valid. Please ask for a new one.' } },
    });
  });
});

test('auf Deutsch: ein Telefon per Sprachanruf einrichten, der Code aus dem Postausgang', async ({ page }) => {
  const { email } = await createMfaUser('de', { mfaRequiredByRemainingInDays: 0, resendSeconds: 0 });
  const phone = uniquePhone();
  await page.goto(`${SEASIDE}/login?langCode=de`);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Passwort', { exact: true }).fill('Harbour-Lights-2024');
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('radio', { name: /Sprachanruf/ }).check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Schritt 1 von 4')).toBeVisible();
  await page.getByLabel('Landesvorwahl', { exact: true }).selectOption('AU');
  await page.getByLabel('Telefonnummer', { exact: true }).fill(`0${phone.slice(3)}`);
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Schritt 2 von 4')).toBeVisible();
  const call = await latestCode(phone);
  expect(call.kind).toBe('voice');
  await page.getByLabel('6-stelliger Code').fill(call.code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Ungültiger Code. Bitte versuchen Sie es erneut.')).toBeVisible();
  await page.getByLabel('6-stelliger Code').fill(call.code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  // Die Wiederherstellungscodes (issue 25), dann der Erfolg.
  await expect(page.getByRole('heading', { name: 'Wiederherstellungscodes speichern' })).toBeVisible();
  await expect(page.getByText('Schritt 3 von 4')).toBeVisible();
  await page.getByLabel('Ich habe meine Wiederherstellungscodes gespeichert').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Schritt 4 von 4')).toBeVisible();
  await page.getByRole('link', { name: 'Weiter' }).click();
  await expectSignedInAtDemo(page, email);
});
