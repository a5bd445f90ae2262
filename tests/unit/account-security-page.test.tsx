/**
 * @jest-environment node
 */
// The security page's passkey names (security review L5): a name is the user's own text, so the page
// shows it inside <bdi>, alone and in each sentence that names it, and shows it cleaned of control and
// format characters even when the upstream still holds one stored before names were cleaned.
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import SecurityPage from '@/app/(flows)/account/security/page';
import type { PasskeyDetails } from '@/lib/upstream/contract';
import { listPasskeys } from '@/lib/upstream/passkeys';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => ({
  ...jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer(),
  getFormatter: async () => ({ dateTime: (d: Date) => d.toISOString().slice(0, 10) }),
}));
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));
jest.mock('@/lib/request-context', () => {
  const { toTenant } = jest.requireActual<typeof import('@/lib/upstream/tenants')>('@/lib/upstream/tenants');
  const { testTenant: fixture, TEST_ORIGIN } = jest.requireActual<typeof import('../support/handler-fixtures')>('../support/handler-fixtures');
  return { requireTenant: async () => toTenant(fixture), getRequestContext: async () => ({ origin: TEST_ORIGIN }) };
});
jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual('@/lib/session/session'),
  getSession: async () =>
    jest
      .requireActual<typeof import('../support/handler-fixtures')>('../support/handler-fixtures')
      .testSession({ flow: { purpose: 'account-security' }, authAt: Date.now() }),
}));
jest.mock('@/lib/session/flash', () => ({ getFlash: async () => null }));
jest.mock('@/lib/upstream/passkeys', () => ({ listPasskeys: jest.fn() }));
jest.mock('@/lib/upstream/security', () => ({ getMfa: async () => ({ mfaMethod: null, recoveryCodesLeft: 0 }) }));

const t = createTranslator({ locale: 'en', messages: en, namespace: 'security.passkeys' });
const passkey = (id: string, name: string): PasskeyDetails => ({
  id,
  name,
  createdAt: '2026-11-03T08:00:00.000Z',
  lastUsedAt: null,
  backedUp: false,
  transports: [],
  aaguid: '00000000-0000-0000-0000-000000000000',
});

/** The page as the server renders it (a server component, so in node: its OIDC modules need node's globals). */
async function page(query: Record<string, string> = {}): Promise<string> {
  return renderToStaticMarkup(await SecurityPage({ searchParams: Promise.resolve(query) }));
}
const headings = (html: string) => [...html.matchAll(/<h3[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]);

test('a name is shown inside <bdi>: as the heading, in "Rename", "Remove" and the removal question', async () => {
  const name = 'هاتفي';
  jest.mocked(listPasskeys).mockResolvedValue([passkey('cred-1', name)]);
  const html = await page();
  expect(headings(html)).toEqual([`<bdi>${name}</bdi>`]);
  expect(html).toContain(`>${t('rename', { name: `<bdi>${name}</bdi>` })}</summary>`);
  expect(html).toContain(`>${t('remove', { name: `<bdi>${name}</bdi>` })}</a>`);
  expect(await page({ remove: 'cred-1' })).toContain(t('removeConfirm', { name: `<bdi>${name}</bdi>` }));
});

test('a planted name shows without its bidi override, zero-width characters or NUL', async () => {
  jest.mocked(listPasskeys).mockResolvedValue([passkey('cred-1', '\u202Eenohp yM\u200B\u0000'), passkey('cred-2', '\u200B\u2066')]);
  // Nothing printable left in the second: it is unnamed, as one never named.
  expect(headings(await page())).toEqual(['<bdi>enohp yM</bdi>', `<bdi>${t('unnamed')}</bdi>`]);
});
