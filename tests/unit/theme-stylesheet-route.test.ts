// GET /api/theme (issue 42): the tenant's theme as a style sheet of its own, named by its digest. The
// address a page links is kept for a year; an older digest gets today's theme, not kept; the scheme
// asked for decides which colours it holds; no tenant, or a scheme that is none, gets nothing.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { GET } from '@/app/api/theme/route';
import { themeCss, themeStylesheetHref } from '@/lib/tenant/theme-css';
import { testTenant, signedRequest } from '../support/handler-fixtures';

const colours = testTenant.theme.colours;

async function get(href: string, context: NonNullable<Parameters<typeof signedRequest>[1]>['context'] = {}) {
  const res = await GET(signedRequest(href, { method: 'GET', context }));
  return { status: res.status, type: res.headers.get('content-type'), keep: res.headers.get('cache-control'), css: await res.text() };
}

test.each(['system', 'light', 'dark'] as const)(
  'the %s scheme: the theme the page would have had inline, kept for a year at the address the page links',
  async (scheme) => {
    const href = themeStylesheetHref(colours, scheme);
    expect(href).toMatch(new RegExp(`^/api/theme\\?scheme=${scheme}&v=[\\w-]{12}$`));
    const answer = await get(href);
    expect(answer).toEqual({ status: 200, type: 'text/css; charset=utf-8', keep: 'private, max-age=31536000, immutable', css: themeCss(colours, scheme) });
  },
);

test('the schemes and the themes are different addresses', () => {
  const other = { ...colours, primaryBackground: '#7a1f5c' };
  const hrefs = new Set([...(['system', 'light', 'dark'] as const).flatMap((s) => [themeStylesheetHref(colours, s), themeStylesheetHref(other, s)])]);
  expect(hrefs.size).toBe(6);
});

test("a page rendered before the theme changed: today's theme, not to be kept", async () => {
  const answer = await get('/api/theme?scheme=dark&v=AAAAAAAAAAAA');
  expect(answer.status).toBe(200);
  expect(answer.css).toBe(themeCss(colours, 'dark'));
  expect(answer.keep).toBe('private, no-cache');
});

test('a scheme that is none, or no tenant: nothing', async () => {
  expect((await get('/api/theme?scheme=sepia&v=x')).status).toBe(400);
  expect((await get('/api/theme?v=x')).status).toBe(400);
  const none = await get(themeStylesheetHref(colours, 'light'), { tenant: null, tenantError: 'unknown-host' });
  expect(none.status).toBe(404);
  expect(none.keep).toBe('no-store');
});
