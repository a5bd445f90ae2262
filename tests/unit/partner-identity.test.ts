// An authx user's stored partner identity is bound upstream to the browser's device token (security
// review M1 of 2026-11-25): kept with this user's own token, and bound to a token minted for them when
// the browser holds none, or someone else's (issue 36: a device token is one user's).
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { COOKIE } from '@/lib/sign-in/cookies';
import { readDeviceToken } from '@/lib/sign-in/device';
import { keepPartnerIdentity } from '@/lib/sign-in/partner-identity';
import { createUserDeviceToken, type Identity } from '@/lib/upstream/auth';

jest.mock('@/lib/upstream/auth', () => ({ ...jest.requireActual('@/lib/upstream/auth'), createUserDeviceToken: jest.fn() }));
const mint = jest.mocked(createUserDeviceToken);

const axl = {
  uuid: 'axl',
  token: 'upstream-token',
  provider: 'authx',
  partnerCode: 'channelhub',
  identityToken: { tenantCode: 'seaside', token: 'partner-identity' },
} as unknown as Identity;

beforeEach(() => mint.mockReset().mockResolvedValue('minted-for-axl'));

test("with this user's own device token, the identity is kept and nothing is minted", async () => {
  const cookies = await keepPartnerIdentity(axl, { device: { token: 'axl-token', user: 'axl' } });
  expect(cookies.map((c) => c.name)).toEqual([COOKIE.partner]);
  expect(mint).not.toHaveBeenCalled();
});

test.each([
  ['none', undefined],
  ["someone else's", { token: 'pat-token', user: 'pat' }],
  ['one of unknown owner (written before tokens were sealed)', { token: 'old-token', user: undefined }],
])('with %s, a token is minted for this user and kept sealed for them', async (_, device) => {
  const cookies = await keepPartnerIdentity(axl, { device });
  const kept = cookies.find((c) => c.name === COOKIE.device);
  expect(await readDeviceToken(kept?.value)).toEqual({ token: 'minted-for-axl', user: 'axl' });
});
