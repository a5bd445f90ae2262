// GET /api/mfa/app/qr (issue 42): the authenticator app's QR code as an image of its own. It is drawn
// from the registration in this user's ceremony cookie only, never cached, and no other site may
// embed it; without a registration in progress, or with another user's, there is nothing to draw.
process.env.SESSION_SECRET = 'unit-test-session-secret-0123456789abcdef';

import { GET } from '@/app/api/mfa/app/qr/route';
import { mfaCeremony } from '@/lib/mfa/codes';
import { IMAGE_CSP } from '@/lib/http/security-headers';
import { appQrHref } from '@/lib/qr';
import { ceremony } from '@/lib/session/ceremony';
import { sessionCookie } from '@/lib/session/session';
import { COOKIE } from '@/lib/sign-in/cookies';
import { signedRequest, testSession } from '../support/handler-fixtures';

const OTPAUTH = 'otpauth://totp/Seaside%20Hotels:max%40seaside.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Seaside%20Hotels';

type Asker = { user: string; registrationOf?: string; purpose?: 'register' | 'verify'; named?: string };

async function askFor(as: Asker | null): Promise<Response> {
  const cookies: string[] = [];
  if (as) {
    const session = testSession({ identity: { uuid: as.user, state: 'MFA_REGISTRATION_REQUIRED' } });
    cookies.push(`${COOKIE.session}=${(await sessionCookie(session)).value}`);
    if (as.registrationOf) {
      const owner = testSession({ identity: { uuid: as.registrationOf, state: 'MFA_REGISTRATION_REQUIRED' } });
      const fields = { purpose: as.purpose ?? 'register', deliveryType: 'totp', challengeId: 'c1', secret: 'JBSWY3DPEHPK3PXP', otpauthUri: OTPAUTH } as const;
      cookies.push(`${COOKIE.ceremony}=${(await ceremony.write(mfaCeremony(owner, fields))).value}`);
    }
  }
  return GET(signedRequest(as?.named ?? appQrHref(OTPAUTH), { method: 'GET', headers: { cookie: cookies.join('; '), 'sec-fetch-dest': 'image' } }));
}

test("the registration in progress: its QR code as an SVG image, never stored, this site's only", async () => {
  const res = await askFor({ user: 'u1', registrationOf: 'u1' });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/svg+xml');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('content-security-policy')).toBe(IMAGE_CSP);
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
  expect(svg).not.toContain('<script');
});

test('another user’s registration, a code being verified, none at all, or another registration than the page named: nothing to draw', async () => {
  const asked: Asker[] = [
    { user: 'u2', registrationOf: 'u1' },
    { user: 'u1', registrationOf: 'u1', purpose: 'verify' },
    { user: 'u1' },
    // A page whose registration was started again in another tab, or an address without its registration.
    { user: 'u1', registrationOf: 'u1', named: appQrHref(OTPAUTH.replace('JBSWY3DP', 'KRSXG5CT')) },
    { user: 'u1', registrationOf: 'u1', named: '/api/mfa/app/qr' },
  ];
  for (const as of asked) {
    const res = await askFor(as);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('');
  }
});

test('without a session: no image, on to the start', async () => {
  const res = await askFor(null);
  expect(res.status).toBeGreaterThanOrEqual(300);
  expect(res.status).toBeLessThan(400);
  expect(res.headers.get('content-type') ?? '').not.toContain('svg');
});
