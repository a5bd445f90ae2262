/**
 * @jest-environment node
 */
// Issue 40's "This wasn't me" page in each of its states: the alert's sign-in in words (the device, the
// place with its last part hidden, the method) with the one button; a link past its 7 days or used (or
// never ours) says which and offers a password reset, with no button; and the result once confirmed.
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import NotMePage from '@/app/(flows)/account/not-me/page';
import { getLinkToken } from '@/lib/links/link-cookie';
import { getFlash } from '@/lib/session/flash';
import { UpstreamError } from '@/lib/upstream/errors';
import { checkSecurityAlert } from '@/lib/upstream/sessions';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());
jest.mock('@/lib/request-context', () => {
  const { toTenant } = jest.requireActual<typeof import('@/lib/upstream/tenants')>('@/lib/upstream/tenants');
  const { testTenant: fixture } = jest.requireActual<typeof import('../support/handler-fixtures')>('../support/handler-fixtures');
  const tenant = toTenant({ ...fixture, tenant: { ...fixture.tenant, frontDeskNetworks: ['203.0.113.0/24'] } });
  return { requireTenant: async () => tenant, getRequestContext: async () => ({}) };
});
jest.mock('@/lib/session/flash', () => ({ getFlash: jest.fn() }));
jest.mock('@/lib/links/link-cookie', () => ({ getLinkToken: jest.fn() }));
jest.mock('@/lib/upstream/sessions', () => ({ checkSecurityAlert: jest.fn() }));

const t = createTranslator({ locale: 'en', messages: en, namespace: 'notMe' });
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
const page = async () => renderToStaticMarkup(await NotMePage());
const BUTTON = `>${t('confirm').replace(/'/g, '&#x27;')}</button>`;

beforeEach(() => {
  jest.mocked(getFlash).mockResolvedValue(null);
  jest.mocked(getLinkToken).mockResolvedValue({ token: 'alert-token' });
});

test('a live link: the sign-in it told of, in words, and the one button; nothing else is asked of the upstream', async () => {
  jest.mocked(checkSecurityAlert).mockResolvedValue({
    at: '2026-11-28T02:00:00.000Z',
    method: 'passkey',
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    address: '198.51.100.23',
  });
  const html = await page();
  expect(checkSecurityAlert).toHaveBeenCalledWith('alert-token', 'seaside');
  expect(text(html)).toContain(`${t('device')} Safari on iOS ${t('where')} IP address 198.51.100.* ${t('how')} Passkey`);
  expect(text(html)).toContain('Nov 28, 2026, 2:00 AM UTC');
  expect(html).not.toContain('198.51.100.23');
  expect(html).toContain('action="/api/account/not-me"');
  expect(html).toContain(BUTTON);
});

test('from a front desk, the network is named', async () => {
  jest.mocked(checkSecurityAlert).mockResolvedValue({ at: '2026-11-28T02:00:00.000Z', method: 'badge', userAgent: null, address: '203.0.113.5' });
  expect(text(await page())).toContain(`${t('where')} Front-desk network ${t('how')} Badge and PIN`);
});

test.each([
  ['expired', new UpstreamError('http', 'TokenExpired', 410), t('expired.heading')],
  ['used or unknown', new UpstreamError('http', 'TokenInvalid', 409), t('used.heading')],
])('a link %s says so, offers a password reset, and has no button', async (_case, err, heading) => {
  jest.mocked(checkSecurityAlert).mockRejectedValue(err);
  const html = await page();
  expect(html).toContain(`>${heading}</h1>`);
  expect(html).toContain(`href="/reset-password"`);
  expect(html).not.toContain(BUTTON);
});

test('no link at all is one that no longer works; the upstream is not asked', async () => {
  jest.mocked(getLinkToken).mockResolvedValue(null);
  jest.mocked(checkSecurityAlert).mockClear();
  expect(await page()).toContain(`>${t('used.heading')}</h1>`);
  expect(checkSecurityAlert).not.toHaveBeenCalled();
});

test('once confirmed: logged out everywhere, a new password next time, and a way to log in', async () => {
  jest.mocked(getFlash).mockResolvedValue({ to: '/account/not-me', notice: 'secured' });
  const html = await page();
  expect(html).toContain(`>${t('done.heading')}</h1>`);
  expect(text(html)).toContain(t('done.body'));
  expect(html).toContain('href="/login"');
});
