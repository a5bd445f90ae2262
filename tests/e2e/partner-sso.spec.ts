// Partner single sign-on (SPEC §2 /partners/{partnerCode}/sso/{token}, §7, §8), the partner token
// route for an authx identity (SPEC §4), and SPEC §6's SameSite rule for partner users, on real pages.
import { expect, test, type Page } from '@playwright/test';
import { createUser, failNext, ssoToken } from './accounts';
import { CALLBACK, DEMO, SEASIDE, expectSignedInAtDemo, signIn } from './support';

const back = encodeURIComponent(CALLBACK);

async function expectPartnerTokenAtDemo(page: Page, email: string) {
  await page.waitForURL((url) => url.href.startsWith(CALLBACK));
  const url = new URL(page.url());
  // SPEC §4: the authx redirect carries the tenant and the partner token, nothing else.
  expect([...url.searchParams.keys()].sort()).toEqual(['tenantCode', 'token']);
  expect(url.searchParams.get('tenantCode')).toBe('seaside');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByTestId('partner')).toHaveText('channelhub');
}

test.describe('partner single sign-on', () => {
  test("from the demo's partner app to the calling application: the authenticating state, then signed in", async ({ page }) => {
    await page.goto(`${DEMO}/`);
    const partnerLink = page.getByRole('link', { name: 'Open the partner app as pat@seaside.test' });
    const token = (await partnerLink.getAttribute('href'))!.split('/').pop()!;
    const referers: Promise<string | null>[] = [];
    page.on('request', (r) => referers.push(r.headerValue('referer')));
    const sso = page.waitForResponse(`${SEASIDE}/partners/channelhub/sso`);
    await partnerLink.click();
    const response = await sso;
    // The token left the path on arrival (security review M3); the page still keeps its Referer on
    // the site and is never stored.
    expect(response.status()).toBe(200);
    expect(response.headers()['referrer-policy']).toBe('same-origin');
    expect(response.headers()['cache-control']).toContain('no-store');
    await expectSignedInAtDemo(page, 'pat@seaside.test');
    // Nothing of the token went out as a Referer: not with the page's own requests, not to the calling application.
    expect(await Promise.all(referers)).not.toContainEqual(expect.stringContaining(token));
    expect(await page.evaluate(() => document.referrer)).toBe('');
  });

  test('a network error shows the warning dialog; its reload signs in', async ({ page }) => {
    const token = await ssoToken('pat@seaside.test');
    await failNext('/partners/channelhub/sso', { method: 'POST', status: 503 });
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
    const dialog = page.getByRole('dialog', { name: 'Connection problem' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("We're having trouble contacting our servers. Try again.");
    await expect(dialog.getByRole('button', { name: 'Reload' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Reload' }).click();
    await expectSignedInAtDemo(page, 'pat@seaside.test');
  });

  test('closing the network dialog goes to the unknown error page', async ({ page }) => {
    const token = await ssoToken('pat@seaside.test');
    await failNext('/partners/channelhub/sso', { method: 'POST', status: 503 });
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
    await page.getByRole('dialog', { name: 'Connection problem' }).getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/error`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  });

  test('a spent token, and a malformed link, go to the unknown error page', async ({ page }) => {
    const token = await ssoToken('pat@seaside.test');
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
    await expectSignedInAtDemo(page, 'pat@seaside.test');
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
    // Signed in now: the page asks before switching accounts.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${SEASIDE}/error?code=TokenInvalid`);
    await expect(page.getByText('[TokenInvalid]')).toBeVisible();
    await page.goto(`${SEASIDE}/partners/channelhub/sso/not*a*token`);
    await expect(page).toHaveURL(`${SEASIDE}/error`);
  });

  test('a token for another tenant does not sign in on this one', async ({ page }) => {
    const token = await ssoToken('pat@seaside.test');
    await page.goto(`http://littlehotelier.localhost:3100/partners/channelhub/sso/${token}`);
    await expect(page).toHaveURL(/\/error\?code=TokenInvalid$/);
  });

  test('someone already signed in: the link waits for them to choose, and Continue signs in the partner user', async ({ page }) => {
    const email = await createUser('sso-signed-in');
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await signIn(page, email);
    await expectSignedInAtDemo(page, email);

    const token = await ssoToken('pat@seaside.test');
    let posted = false;
    page.on('request', (r) => (posted ||= r.method() === 'POST' && r.url().endsWith('/api/partners/sso')));
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
    await expect(page.getByText(`You're already logged in as ${email}. Continue to log in with the account from your partner app instead.`)).toBeVisible();
    await page.waitForTimeout(500);
    expect(posted).toBe(false);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAtDemo(page, 'pat@seaside.test');
  });

  test('a sign-in as anyone else forgets a stored partner identity', async ({ page }) => {
    await page.goto(`${DEMO}/`);
    await page.getByRole('link', { name: 'Open the partner app as axl@seaside.test (authx)' }).click();
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');
    const partnerCookie = async () => (await page.context().cookies(SEASIDE)).some((c) => c.name === '__Host-partner');
    expect(await partnerCookie()).toBe(true);

    const token = await ssoToken('pat@seaside.test');
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSignedInAtDemo(page, 'pat@seaside.test');
    expect(await partnerCookie()).toBe(false);
    // The next login is not axl's partner token route.
    const hops: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && hops.push(new URL(r.url()).pathname));
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await page.waitForLoadState('load');
    expect(hops).not.toContain('/api/partners/token');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page waits for the button; a network error comes back as the dialog, whose reload signs in', async ({ page }) => {
      const token = await ssoToken('pat@seaside.test');
      await failNext('/partners/channelhub/sso', { method: 'POST', status: 503 });
      await page.goto(`${SEASIDE}/partners/channelhub/sso/${token}`);
      await expect(page.getByRole('heading', { name: 'Logging you in' })).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      // Back on the page: its token stayed in the link's sealed cookie, never in the URL.
      await expect(page).toHaveURL(`${SEASIDE}/partners/channelhub/sso`);
      await page.getByRole('dialog', { name: 'Connection problem' }).getByRole('button', { name: 'Reload' }).click();
      await expectSignedInAtDemo(page, 'pat@seaside.test');
    });
  });
});

test.describe('the partner token route (authx)', () => {
  test('an authx partner user ends with the partner token; the next login takes the partner token route without the form', async ({ page }) => {
    await page.goto(`${DEMO}/`);
    await page.getByRole('link', { name: 'Open the partner app as axl@seaside.test (authx)' }).click();
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');

    const hops: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest()) hops.push(new URL(r.url()).pathname + (new URL(r.url()).searchParams.get('state') === 'authx' ? '?state=authx' : ''));
    });
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');
    expect(hops).toEqual(['/login', '/api/partners/token', '/authenticate?state=authx', '/callback']);
  });

  test('after logging out, the stored partner identity is gone: the login shows the form', async ({ page }) => {
    await page.goto(`${DEMO}/`);
    await page.getByRole('link', { name: 'Open the partner app as axl@seaside.test (authx)' }).click();
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');
    await page.goto(`${SEASIDE}/logout`);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  });

  test('security review M1: a copy of the partner identity cookie taken before logout does not sign in after it', async ({ page }) => {
    await page.goto(`${DEMO}/`);
    await page.getByRole('link', { name: 'Open the partner app as axl@seaside.test (authx)' }).click();
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');
    const copy = (await page.context().cookies(SEASIDE)).find((c) => c.name === '__Host-partner');
    expect(copy).toBeDefined();
    await page.goto(`${SEASIDE}/logout`);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    await page.context().addCookies([copy!]);

    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
    await expect(page.getByText('Signed in as axl@seaside.test')).toHaveCount(0);
    // Refused by the upstream, the copy is forgotten too.
    expect((await page.context().cookies(SEASIDE)).some((c) => c.name === '__Host-partner')).toBe(false);
  });

  test('security review M1: each use of the stored identity rotates it, and a replayed copy of the old one is refused', async ({ page }) => {
    await page.goto(`${DEMO}/`);
    await page.getByRole('link', { name: 'Open the partner app as axl@seaside.test (authx)' }).click();
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');
    const partnerCookie = async () => (await page.context().cookies(SEASIDE)).find((c) => c.name === '__Host-partner');
    const first = await partnerCookie();
    // The cookie lives as long as the upstream keeps the identity: a week from its last use.
    expect(Math.round((first!.expires - Date.now() / 1000) / 86400)).toBe(7);

    await page.goto(`${SEASIDE}/login?redirectUri=${back}`);
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');
    const second = await partnerCookie();
    expect(second?.value).not.toBe(first!.value);

    // Someone else's browser, holding the first copy (and even this browser's device token), gets the form.
    const other = await page.context().browser()!.newContext();
    try {
      const device = (await page.context().cookies(SEASIDE)).find((c) => c.name === '__Host-device');
      await other.addCookies([first!, ...(device ? [device] : [])]);
      const thief = await other.newPage();
      await thief.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expect(thief.getByLabel('E-mail', { exact: true })).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('security review M1: the stored identity is bound to the device token it was issued with', async ({ page, browser }) => {
    await page.goto(`${DEMO}/`);
    await page.getByRole('link', { name: 'Open the partner app as axl@seaside.test (authx)' }).click();
    await expectPartnerTokenAtDemo(page, 'axl@seaside.test');
    const identity = (await page.context().cookies(SEASIDE)).find((c) => c.name === '__Host-partner');
    expect((await page.context().cookies(SEASIDE)).some((c) => c.name === '__Host-device')).toBe(true);

    // The partner identity alone, in a browser without this one's device token, signs nobody in.
    const other = await browser.newContext();
    try {
      await other.addCookies([identity!]);
      const thief = await other.newPage();
      await thief.goto(`${SEASIDE}/login?redirectUri=${back}`);
      await expect(thief.getByLabel('E-mail', { exact: true })).toBeVisible();
      await expect(thief.getByText('Signed in as axl@seaside.test')).toHaveCount(0);
    } finally {
      await other.close();
    }
  });

  test('a forged authx callback, without the transaction this browser started, signs nobody in', async ({ page }) => {
    await page.goto(`${SEASIDE}/authenticate?code=${'a'.repeat(43)}&tenantCode=seaside&state=authx`);
    await expect(page).toHaveURL(`${SEASIDE}/error`);
  });
});

test.describe("SPEC §6: a partner user's session survives the partner app's cross-site return", () => {
  /** A page on another site (the partner app) that sends the user back to Keycard by a form post. */
  async function returnFromPartnerApp(page: Page) {
    await page.route('http://partner.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Partner app</title><form method="post" action="${SEASIDE}/authenticated"><button>Back to Keycard</button></form>`,
      }),
    );
    await page.goto('http://partner.example/');
    await page.getByRole('button', { name: 'Back to Keycard' }).click();
  }

  async function signedInForReauth(page: Page, partnerCode?: string) {
    const email = await createUser('samesite', { emailVerificationRequired: true, ...(partnerCode ? { partnerCode } : {}) });
    await page.goto(`${SEASIDE}/login?purpose=reauth&redirectUri=${back}`);
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    const session = (await page.context().cookies(SEASIDE)).find((c) => c.name === '__Host-session');
    return { email, sameSite: session?.sameSite };
  }

  test('with a partner code and purpose reauth the cookie is SameSite=None, and the cross-site return keeps the session', async ({ page }) => {
    const { email, sameSite } = await signedInForReauth(page, 'channelhub');
    expect(sameSite).toBe('None');
    await returnFromPartnerApp(page);
    await expect(page).toHaveURL(`${SEASIDE}/authenticated`);
    await expect(page.getByText(`Before you continue, we need to check that ${email} is yours.`)).toBeVisible();
  });

  test('once the re-authentication is back at the application, the cookie is SameSite=Lax again', async ({ page }) => {
    const email = await createUser('samesite-done', { partnerCode: 'channelhub' });
    await page.goto(`${SEASIDE}/login?purpose=reauth&redirectUri=${back}`);
    await signIn(page, email);
    await expectSignedInAtDemo(page, email);
    const session = (await page.context().cookies(SEASIDE)).find((c) => c.name === '__Host-session');
    expect(session?.sameSite).toBe('Lax');
  });

  test('without a partner code the cookie stays SameSite=Lax: the same cross-site post arrives without the session', async ({ page }) => {
    const { sameSite } = await signedInForReauth(page);
    expect(sameSite).toBe('Lax');
    await returnFromPartnerApp(page);
    await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toHaveCount(0);
    await expect(page).not.toHaveURL(`${SEASIDE}/authenticated`);
  });
});
