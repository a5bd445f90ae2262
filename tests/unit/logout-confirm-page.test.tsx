/**
 * @jest-environment node
 */
// /logout/confirm (design review L9): it names the account a logout would end, its e-mail kept whole
// in the sentence, and offers "Stay logged in" as a plain link: back to the calling application this
// sign-in came from (through /authorize), else the security page; with no session, Root.
import { renderToStaticMarkup } from 'react-dom/server';
import LogOutConfirmPage from '@/app/logout/confirm/page';
import { getSession } from '@/lib/session/session';
import en from '@/messages/en.json';
import { testSession } from '../support/handler-fixtures';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());
jest.mock('@/lib/session/session', () => ({ ...jest.requireActual('@/lib/session/session'), getSession: jest.fn() }));

async function page() {
  const html = renderToStaticMarkup(await LogOutConfirmPage());
  const stay = html.match(new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${en.logOutConfirm.stay}</a>`));
  return { html, stay: stay?.[1], text: html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'") };
}

test('it names the account, its e-mail whole (breakable only before the "@"), beside Log out and Stay logged in', async () => {
  jest
    .mocked(getSession)
    .mockResolvedValue(testSession({ identity: { email: 'cat-mfa-7@sea-side.test' }, flow: { redirectUri: 'http://demo.test/callback' } }));
  const { html, stay, text } = await page();
  expect(text).toContain(en.logOutConfirm.account.replace('{email}', 'cat-mfa-7@sea-side.test'));
  // Kept whole (components/email-address.tsx): its parts are never split at a hyphen, the one break is before the "@".
  expect(html).toMatch(/>cat-mfa-7<\/span><wbr\/><span[^>]*>@sea-side\.test<\/span>/);
  // Log out is a form of its own, posted without JavaScript.
  const form = html.match(/<form[^>]*>.*?<\/form>/)![0];
  expect(form).toMatch(/action="\/logout"/);
  expect(form).toMatch(/method="post"/);
  expect(form).toContain(`>${en.logOutConfirm.logOut}</button>`);
  // Back to the application, which /authorize checks again; never a URI from the request.
  expect(stay).toBe('/authorize');
});

test.each([
  ['a sign-in with an application to go back to (the account’s default)', { identity: { defaultRedirectUri: 'http://demo.test/home' } }, '/authorize'],
  ['a sign-in on Keycard alone', {}, '/account/security'],
] as const)('Stay logged in, for %s, goes where it belongs', async (_, change, href) => {
  jest.mocked(getSession).mockResolvedValue(testSession(change));
  expect((await page()).stay).toBe(href);
});

test('with no session there is no account to name; Stay logged in goes to Root', async () => {
  jest.mocked(getSession).mockResolvedValue(null);
  const { text, stay } = await page();
  expect(text).not.toContain('logged in as');
  expect(stay).toBe('/');
});
