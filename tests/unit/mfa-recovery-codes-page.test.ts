// The new recovery codes as a step of the set-up that made them (design review M5): "Step 3 of 4"
// above them and in the page title on every path, so the counter runs 1, 2, 3, 4; new codes asked
// for later (no set-up) are no step of anything.
import { renderToStaticMarkup } from 'react-dom/server';
import RecoveryCodesPage, { generateMetadata } from '@/app/(flows)/mfa/recovery-codes/page';
import { pendingRecoveryCodes, type PendingRecoveryCodes } from '@/lib/mfa/recovery-screen';
import en from '@/messages/en.json';

jest.mock('next-intl/server', () => jest.requireActual<typeof import('../support/english-translations')>('../support/english-translations').englishServer());
jest.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Error(`redirected to ${to}`);
  },
}));
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
jest.mock('@/lib/request-context', () => {
  const { toTenant } = jest.requireActual<typeof import('@/lib/upstream/tenants')>('@/lib/upstream/tenants');
  const { testTenant: fixture, TEST_ORIGIN } = jest.requireActual<typeof import('../support/handler-fixtures')>('../support/handler-fixtures');
  return { requireTenant: async () => toTenant(fixture), getRequestContext: async () => ({ origin: TEST_ORIGIN, tenant: toTenant(fixture) }) };
});
jest.mock('@/lib/session/session', () => ({
  getSession: async () => jest.requireActual<typeof import('../support/handler-fixtures')>('../support/handler-fixtures').testSession(),
}));
jest.mock('@/lib/session/flash', () => ({ getFormFlash: async () => ({}) }));
jest.mock('@/lib/mfa/recovery-screen', () => ({ pendingRecoveryCodes: jest.fn() }));

const CODES = ['0123456789', 'abcdefghjk', 'mnpqrstvwx', 'yz01234567', '89abcdefgh', 'jkmnpqrstv', 'wxyz012345', '6789abcdef', 'ghjkmnpqrs', 'tvwxyz0123'];
const pending = (method: PendingRecoveryCodes['method']): PendingRecoveryCodes => ({ userUuid: 'u-1', sid: 'sign-in-1', codes: CODES, method });

async function page(method: PendingRecoveryCodes['method']) {
  jest.mocked(pendingRecoveryCodes).mockResolvedValue(pending(method));
  const html = renderToStaticMarkup(await RecoveryCodesPage());
  const { title } = await generateMetadata();
  return { html, title };
}

test.each(['app', 'sms', 'voice', 'mobile-app'] as const)('after a set-up by %s: step 3 of 4, above the codes and in the title', async (method) => {
  const { html, title } = await page(method);
  expect(html).toContain('>Step 3 of 4</p>');
  expect(html.indexOf('Step 3 of 4')).toBeLessThan(html.indexOf(en.mfa.recoveryCodes.intro));
  expect(title).toBe(`Step 3 of 4: ${en.meta.mfaRecoveryCodes} | Seaside`);
  // Still where reading starts.
  expect(html).toMatch(/<h1[^>]*autofocus=""[^>]*>Save your recovery codes<\/h1>/);
});

test('new codes asked for later: no step', async () => {
  const { html, title } = await page(undefined);
  expect(html).not.toContain('Step ');
  expect(title).toBe(`${en.meta.mfaRecoveryCodes} | Seaside`);
});
