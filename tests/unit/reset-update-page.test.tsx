/**
 * @jest-environment node
 */
// Security review L6: the reset page names the account (a hidden username field, which a password
// manager saves the new password under) as the upstream holds the token for, never by the link's own
// `email`; a token that is no live reset token goes back to the request for a new link on load.
import { renderToStaticMarkup } from 'react-dom/server';
import ResetUpdatePage from '@/app/(flows)/reset-password/update/page';
import { api } from '@/lib/upstream/contract';
import { UpstreamError } from '@/lib/upstream/errors';
import { upstream } from '@/lib/upstream/index';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));
jest.mock('@/lib/links/link-cookie', () => ({ getLinkToken: async () => ({ token: 'T0K3N', email: 'mallory@elsewhere.test' }) }));
jest.mock('@/lib/session/session', () => ({ getSession: async () => null }));
jest.mock('@/lib/session/flash', () => ({ getFormFlash: async () => ({}) }));
jest.mock('@/lib/request-context', () => ({ getRequestContext: async () => ({ locale: 'en', tenant: null }) }));
jest.mock('@/lib/upstream/index', () => {
  const client = { call: jest.fn() };
  return { upstream: () => client };
});
const call = jest.mocked(upstream().call);

const usernameOf = (html: string) => /<input[^>]*name="username"[^>]*>/.exec(html)?.[0].match(/value="([^"]*)"/)?.[1];

test("the account named is the token's, not the address written into the link", async () => {
  call.mockImplementation((async (endpoint: unknown) =>
    endpoint === api.validateToken ? { email: 'ada@seaside.test', purpose: 'RESET' } : undefined) as never);
  const html = renderToStaticMarkup(await ResetUpdatePage());
  expect(usernameOf(html)).toBe('ada@seaside.test');
  expect(html).not.toContain('mallory');
});

test('an expired token goes back to the request for a new link as the page opens', async () => {
  call.mockRejectedValue(new UpstreamError('http', 'TokenExpired', 410));
  await expect(ResetUpdatePage()).rejects.toThrow('redirected to /reset-password?tokenExpired=true');
});

test('with the upstream out of reach the form shows, naming no account (its post asks again)', async () => {
  call.mockRejectedValue(new UpstreamError('network', 'network'));
  const html = renderToStaticMarkup(await ResetUpdatePage());
  expect(html).toContain('name="password"');
  expect(usernameOf(html)).toBeUndefined();
  expect(html).not.toContain('mallory');
});
