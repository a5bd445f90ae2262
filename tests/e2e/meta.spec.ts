// Every page says what it is to a search engine or a link preview: a meta description, in the page's
// own language, naming the tenant's theme (beside the title SPEC §1 asks for).
import { expect, test } from '@playwright/test';
import { get } from './http';

const PAGES = ['/login', '/login/email', '/reset-password', '/error', '/error/account-disabled', '/no-such-page'];
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];

test('each page has a meta description naming the tenant, in its language', async () => {
  for (const path of PAGES) {
    const en = await get(path, { 'accept-language': 'en' });
    expect(en.status, path).toBeLessThan(500);
    expect(descriptionOf(en.text), path).toBe('Sign in to Seaside Hotels and keep your account secure.');
    const de = await get(path, { 'accept-language': 'de' });
    expect(descriptionOf(de.text), path).toBe('Melden Sie sich sicher bei Seaside Hotels an und schützen Sie Ihr Konto.');
  }
});
