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
import { listActivity, listSessions } from '@/lib/upstream/sessions';
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
  // Issue 40: a front-desk network, which the sessions list names instead of an address.
  const tenant = toTenant({ ...fixture, tenant: { ...fixture.tenant, frontDeskNetworks: ['203.0.113.0/24'] } });
  return { requireTenant: async () => tenant, getRequestContext: async () => ({ origin: TEST_ORIGIN }) };
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
jest.mock('@/lib/upstream/sessions', () => ({ listSessions: jest.fn(), listActivity: jest.fn() }));

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
const ts = createTranslator({ locale: 'en', messages: en, namespace: 'security' });

beforeEach(() => {
  jest.mocked(listSessions).mockResolvedValue([]);
  jest.mocked(listActivity).mockResolvedValue({ total: 0, page: 1, events: [] });
});

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

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const session = (id: string, o: { ua: string | null; address: string | null; current?: boolean; method?: string }) => ({
  id,
  method: o.method ?? 'password',
  userAgent: o.ua,
  address: o.address,
  startedAt: '2026-11-27T08:00:00.000Z',
  lastUsedAt: '2026-11-28T01:00:00.000Z',
  current: o.current ?? false,
});
/** The text of an element's HTML, tags dropped. */
const text = (html: string | undefined = '') => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");
const sessionsSection = (html: string) => html.slice(html.indexOf('id="sessions"'), html.indexOf('id="activity"'));

test('issue 40: every sign-in, this browser first and marked, each other with its own "Log out"; the place hidden in part, or the front desk named', async () => {
  jest.mocked(listPasskeys).mockResolvedValue([]);
  jest
    .mocked(listSessions)
    .mockResolvedValue([
      session('phone', { ua: SAFARI_IPHONE, address: '198.51.100.23', method: 'passkey' }),
      session('here', { ua: CHROME_WINDOWS, address: '2001:db8:1:2:3:4:5:6', current: true }),
      session('desk', { ua: null, address: '203.0.113.40', method: 'badge' }),
    ]);
  const html = sessionsSection(await page());
  expect(headings(html).map(text)).toEqual(['Chrome on Windows' + ts('sessions.thisOne'), 'Safari on iOS', ts('device.unknown')]);
  expect(text(html)).toContain(`${ts('method.password')} · ${ts('place.address', { address: '2001:db8:1:2:*' })}`);
  expect(text(html)).toContain(`${ts('method.passkey')} · ${ts('place.address', { address: '198.51.100.*' })}`);
  // The fixture tenant's front-desk network is 203.0.113.0/24.
  expect(text(html)).toContain(`${ts('method.badge')} · ${ts('place.frontDesk')}`);
  expect(html).not.toContain('198.51.100.23');
  // "Log out" on the two others only, each posting its own id and described by its row's heading.
  const forms = [...html.matchAll(/action="\/api\/account\/sessions\/end".*?name="id" value="([^"]+)".*?aria-describedby="([^"]+)"/g)].map((m) => [m[1], m[2]]);
  expect(forms).toEqual([
    ['phone', 'session-1'],
    ['desk', 'session-2'],
  ]);
  // Times in UTC, said so, until the page runs in the browser's own zone.
  expect(text(html)).toContain('Nov 27, 2026, 8:00 AM UTC');
});

test('issue 40: alone, the page says no other browser is logged in; a list the upstream cannot give says so and the rest still shows', async () => {
  jest.mocked(listPasskeys).mockResolvedValue([]);
  jest.mocked(listSessions).mockResolvedValue([session('here', { ua: CHROME_WINDOWS, address: null, current: true })]);
  expect(text(sessionsSection(await page()))).toContain(ts('sessions.noOthers'));
  jest.mocked(listSessions).mockRejectedValue(new Error('upstream down'));
  const html = await page();
  expect(text(sessionsSection(html))).toContain(ts('unavailable'));
  expect(text(html)).toContain(ts('activity.none', { days: 30 }));
});

test('issue 40: recent activity, newest first, refusals marked in words; 20 a page with newer and older', async () => {
  jest.mocked(listPasskeys).mockResolvedValue([]);
  const event = (at: string, result: string, address: string | null) => ({ at, result, method: 'password', userAgent: SAFARI_IPHONE, address });
  jest.mocked(listActivity).mockResolvedValue({
    total: 45,
    page: 2,
    events: [event('2026-11-28T02:00:00.000Z', 'refused', '198.51.100.77'), event('2026-11-28T01:00:00.000Z', 'signed-in', null)],
  });
  const html = await page({ activity: '2' });
  expect(jest.mocked(listActivity)).toHaveBeenCalledWith('upstream-token', 2);
  const activity = text(html.slice(html.indexOf('id="activity"')));
  expect(activity.indexOf(ts('activity.refused'))).toBeLessThan(activity.indexOf(ts('activity.signedIn')));
  expect(activity).toContain(`${ts('method.password')} · Safari on iOS · ${ts('place.address', { address: '198.51.100.*' })}`);
  expect(activity).toContain(ts('activity.position', { page: 2, pages: 3 }));
  expect(html).toContain('href="/account/security#activity" rel="prev"');
  expect(html).toContain('href="/account/security?activity=3#activity" rel="next"');
  // A page that is not a number is the first.
  await page({ activity: '../2' });
  expect(jest.mocked(listActivity)).toHaveBeenLastCalledWith('upstream-token', 1);
});

test('design review M2: "Remove passkey?" puts "Keep it" first and primary, the removal in the error colour; keeping it focuses "Remove" again', async () => {
  jest.mocked(listPasskeys).mockResolvedValue([passkey('cred-1', 'Phone')]);
  const asking = await page({ remove: 'cred-1' });
  const keep = asking.indexOf(`>${t('keep')}</a>`);
  const remove = asking.indexOf(`>${t('removeNow')}</button>`);
  expect(keep).toBeGreaterThan(-1);
  expect(keep).toBeLessThan(remove);
  expect(asking).toMatch(/href="\/account\/security\?kept=cred-1" class="[^"]*kc-button-small-primary/);
  expect(asking).toMatch(/class="[^"]*kc-button-small-danger[^"]*">Remove passkey<\/button>/);
  const back = await page({ kept: 'cred-1' });
  expect(back).toMatch(/<a href="\/account\/security\?remove=cred-1" class="kc-button-small" autofocus=""/);
  expect(back).not.toMatch(/<h1[^>]*autofocus/);
});
