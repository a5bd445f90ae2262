// Every page says what it is to a search engine or a link preview: a meta description, in the page's
// own language, naming the tenant's theme (beside the title SPEC §1 asks for). Each page is checked
// to be itself (its status and heading): the 404 page has the same description.
import { expect, test } from '@playwright/test';
import { SEASIDE } from './support';

const PAGES = [
  { path: '/login', status: 200, heading: { en: 'Log in', de: 'Anmelden' } },
  { path: '/login/email', status: 200, heading: { en: 'Log in', de: 'Anmelden' } },
  { path: '/reset-password', status: 200, heading: { en: 'Reset your password', de: 'Passwort zurücksetzen' } },
  { path: '/error', status: 200, heading: { en: 'Something went wrong', de: 'Ein Fehler ist aufgetreten' } },
  { path: '/error/account-disabled', status: 200, heading: { en: 'Your account is disabled', de: 'Ihr Konto ist deaktiviert' } },
  { path: '/no-such-page', status: 404, heading: { en: 'Page not found', de: 'Seite nicht gefunden' } },
];
const DESCRIPTION = {
  en: 'Log in to Seaside Hotels and keep your account secure.',
  de: 'Melden Sie sich sicher bei Seaside Hotels an und schützen Sie Ihr Konto.',
};

for (const lang of ['en', 'de'] as const) {
  test(`each page has a meta description naming the tenant, in its language (${lang})`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang, extraHTTPHeaders: { 'accept-language': lang } });
    const page = await context.newPage();
    for (const { path, status, heading } of PAGES) {
      const response = await page.goto(`${SEASIDE}${path}`);
      expect(response?.status(), path).toBe(status);
      await expect(page.getByRole('heading', { level: 1, name: heading[lang] }), path).toBeVisible();
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', DESCRIPTION[lang]);
    }
    await context.close();
  });
}
