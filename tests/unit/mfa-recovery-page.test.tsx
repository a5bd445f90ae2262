/**
 * @jest-environment node
 */
// /mfa/recovery as the server renders it (design review L4, L6): the field has focus on arrival, not
// the heading; a refused code comes back in the field (from the sealed flash, so without JavaScript
// too), marked invalid and described by its error; a password manager may fill the field, except on a
// shared computer, whose browser keeps nothing of the person.
import { renderToStaticMarkup } from 'react-dom/server';
import RecoveryPage from '@/app/(flows)/mfa/recovery/page';
import { getFormFlash } from '@/lib/session/flash';
import { getSession } from '@/lib/session/session';
import { getSignInMode } from '@/lib/sign-in/mode';
import en from '@/messages/en.json';
import { testSession } from '../support/handler-fixtures';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));
jest.mock('@/lib/request-context', () => ({ getRequestContext: async () => ({ locale: 'en' }) }));
jest.mock('@/lib/session/session', () => ({ ...jest.requireActual('@/lib/session/session'), getSession: jest.fn() }));
jest.mock('@/lib/session/flash', () => ({ getFormFlash: jest.fn() }));
jest.mock('@/lib/sign-in/mode', () => ({ getSignInMode: jest.fn() }));

const atVerification = (change: Parameters<typeof testSession>[0] = {}) =>
  testSession({ ...change, identity: { state: 'MFA_VERIFICATION_REQUIRED', mfaMethod: { deliveryType: 'totp', phoneHint: null } } });

beforeEach(() => {
  jest.mocked(getSession).mockResolvedValue(atVerification());
  jest.mocked(getFormFlash).mockResolvedValue({});
  jest.mocked(getSignInMode).mockResolvedValue({ shared: false, frontDesk: undefined, client: undefined });
});

async function page(): Promise<{ html: string; field: string; heading: string }> {
  const html = renderToStaticMarkup(await RecoveryPage());
  return { html, field: html.match(/<input[^>]*id="code"[^>]*>/)![0], heading: html.match(/<h1[^>]*>/)![0] };
}

test('on arrival the field has focus, not the heading: the user chose to type a code', async () => {
  const { field, heading } = await page();
  expect(field).toContain('autofocus');
  expect(heading).not.toContain('autofocus');
  expect(field).not.toContain('value=');
});

test('a refused code comes back in the field, invalid and described by its error', async () => {
  jest.mocked(getFormFlash).mockResolvedValue({ errors: { code: 'invalidRecoveryCode' }, values: { code: 'zzzzz-zzzzz' } });
  const { html, field } = await page();
  expect(field).toContain('value="zzzzz-zzzzz"');
  expect(field).toContain('aria-invalid="true"');
  expect(field).toContain('aria-describedby="code-error"');
  expect(field).toContain('autofocus');
  expect(html).toMatch(new RegExp(`id="code-error"[^>]*>.*${en.mfa.errors.invalidRecoveryCode.replace("'", '&#x27;')}`));
});

test('a refusal of the whole form (too many tries) focuses its banner; the code is still kept', async () => {
  jest.mocked(getFormFlash).mockResolvedValue({ errors: { form: 'rateLimited' }, detail: { retryIn: 60 }, values: { code: 'zzzzz-zzzzz' } });
  const { html, field } = await page();
  expect(html).toMatch(/<div[^>]*role="alert"[^>]*autofocus/);
  expect(field).not.toContain('autofocus');
  expect(field).toContain('value="zzzzz-zzzzz"');
});

test('a password manager may fill the code saved with the account; a shared computer keeps no history of it', async () => {
  expect((await page()).field).toMatch(/autocomplete="on"/i);
  jest.mocked(getSignInMode).mockResolvedValue({ shared: true, frontDesk: undefined, client: undefined });
  expect((await page()).field).toMatch(/autocomplete="off"/i);
  // The session's own say counts too, whatever the browser says now.
  jest.mocked(getSignInMode).mockResolvedValue({ shared: false, frontDesk: undefined, client: undefined });
  jest.mocked(getSession).mockResolvedValue(atVerification({ sharedComputer: true }));
  expect((await page()).field).toMatch(/autocomplete="off"/i);
});
