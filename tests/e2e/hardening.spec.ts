// The sign-in hardened (issue 7 §2): each probe is an attack on the running demo, from outside, that
// succeeded before the fix.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createUser, mailIds } from './accounts';
import { CALLBACK, DEMO, LITTLEHOTELIER, PASSWORD, SEASIDE, expectSignedInAtDemo, signIn } from './support';
import { SEASIDE_HOST, from, get, post } from './http';
import { expectNoAxeViolations } from './look-support';

const SAME_ORIGIN = { origin: `http://${SEASIDE_HOST}`, 'sec-fetch-site': 'same-origin' };
const JSON_FORM = { ...SAME_ORIGIN, accept: 'application/json' };

const credentials = (email: string, password: string) => new URLSearchParams({ email, password }).toString();

test('login CSRF: a login ticket opened in another browser does not sign that browser in as its owner', async ({ page }) => {
  // The victim signed in here before (so a silent sign-in is tried next time).
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, 'ada@seaside.test');
  await expectSignedInAtDemo(page, 'ada@seaside.test');
  // The attacker posts the password form with an account of their own and keeps the ticket URL.
  const attacker = await createUser('attacker');
  const posted = await post('/api/login/password', credentials(attacker, PASSWORD), SAME_ORIGIN);
  expect(posted.status).toBe(303);
  const ticketUrl = String(posted.headers.location);
  expect(ticketUrl).toContain('login_ticket=');
  // The victim's browser opens it (a link, a redirect): the IdP now holds the attacker's session here.
  await page.goto(ticketUrl);
  await expect(page).toHaveURL(`${SEASIDE}/error`);
  // The victim's next sign-in: the silent try returns the attacker, who is refused; the form shows.
  await page.goto(DEMO);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/email/);
  await expect(page.getByText(`Signed in as ${attacker}`)).toHaveCount(0);
});

/** What the IdP answers a prompt=none authorize in this browser, for the sign-in whose URL is given: a code, or an error. */
async function silentAnswer(page: Page, authorizeUrl: string): Promise<{ code: string | null; error: string | null }> {
  const probe = new URL(authorizeUrl);
  probe.searchParams.delete('login_ticket');
  probe.searchParams.set('prompt', 'none');
  probe.searchParams.set('state', 'probe');
  // The answer is read from the request to Keycard's callback (which, without the transaction, only shows the error page).
  const arrived = page.waitForRequest((r) => {
    const url = new URL(r.url());
    return url.origin === SEASIDE && url.pathname === '/authenticate';
  });
  await page.goto(probe.href);
  const answer = new URL((await arrived).url());
  return { code: answer.searchParams.get('code'), error: answer.searchParams.get('error') };
}

test('security review L2: a login ticket opened in another browser leaves it no IdP session a silent sign-in could use', async ({ page, browser }) => {
  const attacker = await createUser('attacker-idp');
  const posted = await post('/api/login/password', credentials(attacker, PASSWORD), SAME_ORIGIN);
  expect(posted.status).toBe(303);
  const ticketUrl = String(posted.headers.location);
  expect(ticketUrl).toContain('login_ticket=');
  // The victim's browser opens it: Keycard refuses the callback, and the IdP must not keep the attacker here.
  await page.goto(ticketUrl);
  await expect(page).toHaveURL(`${SEASIDE}/error`);
  expect(await silentAnswer(page, ticketUrl)).toEqual({ code: null, error: 'login_required' });

  // A password sign-in through Keycard still leaves the IdP session that silent sign-in relies on (DESIGN §3.1).
  const own = await browser.newContext();
  try {
    const mine = await own.newPage();
    await mine.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(mine, 'ada@seaside.test');
    await expectSignedInAtDemo(mine, 'ada@seaside.test');
    const answer = await silentAnswer(mine, ticketUrl);
    expect(answer.error).toBeNull();
    expect(answer.code).toBeTruthy();
  } finally {
    await own.close();
  }
});

test('a silent sign-in runs only for a browser that signed in here before', async () => {
  const res = await get('/api/login/silent');
  expect(res.status).toBe(302);
  expect(String(res.headers.location)).toBe(`${SEASIDE}/login/email`);
});

test('wrong passwords hold the account at their address only, whatever X-Forwarded-For says, before the IdP locks it', async () => {
  const email = await createUser('lockout');
  const attacker = from('127.0.0.2');
  for (let i = 0; i < 4; i++) {
    // A rotating forwarded address is not believed: every guess counts against 127.0.0.2.
    const r = await attacker('/api/login/password', credentials(email, `Wrong-Guess-${i}-Pass`), { 'x-forwarded-for': `203.0.113.${i}` });
    expect(r.json.errors).toEqual({ form: 'invalidCredentials' });
  }
  // Keycard's own wait for the pair comes first (issue 37): even the right password waits, and the IdP never locks.
  const held = await attacker('/api/login/password', credentials(email, PASSWORD), { 'x-forwarded-for': '203.0.113.9' });
  expect(held.status).toBe(429);
  expect(held.json.errors).toEqual({ form: 'tooManyForAccountHere' });
  // The real user, elsewhere, still signs in.
  const user = await from('127.0.0.3')('/api/login/password', credentials(email, PASSWORD));
  expect(user.json.ok).toBe(true);
  expect(user.json.next).toMatch(/^http:\/\/localhost:4101\/auth\?.*login_ticket=/);
});

test("an address that keeps failing across accounts is refused by Keycard's own limit (429)", async () => {
  const sprayer = from('127.0.0.4');
  for (let i = 0; i < 20; i++) {
    const r = await sprayer('/api/login/password', credentials(`nobody-${i}-${Date.now()}@seaside.test`, 'Spray-Password-2024'));
    expect(r.status).toBe(422);
  }
  const refused = await sprayer('/api/login/password', credentials('ada@seaside.test', PASSWORD));
  expect(refused.status).toBe(429);
  expect(refused.json.errors).toEqual({ form: 'tooManyAttempts' });
  // Another address is untouched.
  expect((await from('127.0.0.5')('/api/login/password', credentials('ada@seaside.test', PASSWORD))).json.ok).toBe(true);
});

test.describe('unbounded reflection', () => {
  test('a 100 KB field is refused with 413, not reflected into a Location or a cookie', async () => {
    const res = await post('/api/login/email', `email=${'a'.repeat(100_000)}`, SAME_ORIGIN);
    expect(res.status).toBe(413);
    expect(res.headers.location).toBeUndefined();
    expect(String(res.headers['set-cookie'] ?? '').length).toBeLessThan(1024);
    // A person is taken back to the form, which says what happened.
    expect(res.text).toContain('url=/login/email');
  });

  test('a long field within the cap comes back capped', async () => {
    const res = await post('/api/register', `token=${'t'.repeat(3000)}&redirectUri=${'r'.repeat(3000)}`, SAME_ORIGIN);
    expect(res.status).toBe(303);
    expect(String(res.headers.location).length).toBeLessThan(200);
    expect(String(res.headers['set-cookie']).length).toBeLessThan(1500);
  });

  test('a long password within the rule is parsed whole: only what is reflected is capped', async () => {
    const res = await post('/api/login/password', credentials('ada@seaside.test', `A1${'x'.repeat(1500)}`), JSON_FORM);
    expect(res.status).toBe(422);
    expect(JSON.parse(res.text)).toEqual({ ok: false, errors: { form: 'invalidCredentials' } });
  });

  test('a hundred fields are a 400; 5,000 fields or a 10 MB body a 413', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `f${i}=x`).join('&');
    expect((await post('/api/login/email', fields(100), JSON_FORM)).status).toBe(400);
    expect((await post('/api/login/email', fields(5000), JSON_FORM)).status).toBe(413);
    const big = await post('/api/login/email', `email=${'b'.repeat(10 * 1024 * 1024)}`, JSON_FORM);
    expect(big.status).toBe(413);
    expect(JSON.parse(big.text)).toEqual({ ok: false, errors: { form: 'tooLarge' } });
  });
});

test('a redirect URI with an attacker’s fragment or query is never followed', async ({ page }) => {
  for (const uri of [`${CALLBACK}#http://evil.example`, `${CALLBACK}?next=http://evil.example`]) {
    const visited: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && visited.push(r.url()));
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${encodeURIComponent(uri)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    expect(visited.filter((u) => u.includes('evil.example') && u.startsWith(DEMO))).toEqual([]);
    expect(page.url()).not.toContain('evil.example');
    await page.context().clearCookies();
  }
});

test.describe('sessions', () => {
  test('a logged-out session cookie replayed is cleared, not sealed again', async ({ page, context }) => {
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    const old = (await context.cookies(SEASIDE)).find((c) => c.name === '__Host-session')!;
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${SEASIDE}/login?loggedOut=true`);
    await context.addCookies([old]);
    await page.goto(`${SEASIDE}/authorize?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
    expect(page.url().startsWith(DEMO)).toBe(false);
    expect((await context.cookies(SEASIDE)).find((c) => c.name === '__Host-session')).toBeUndefined();
  });

  test('a logged-out session cookie replayed is not sealed again by "Not now" on the passkey screen', async ({ page, context }) => {
    const email = await createUser('replay-skip');
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, email);
    await expectSignedInAtDemo(page, email);
    const old = (await context.cookies(SEASIDE)).find((c) => c.name === '__Host-session')!;
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL(`${SEASIDE}/login?loggedOut=true`);
    await context.addCookies([old]);
    await page.goto(`${SEASIDE}/passkey-enrollment?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await page.getByRole('button', { name: 'Not now' }).click();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
    expect(page.url().startsWith(DEMO)).toBe(false);
    expect((await context.cookies(SEASIDE)).find((c) => c.name === '__Host-session')).toBeUndefined();
  });

  test('a handler for one sign-in step refuses a session at another (no verification mail for a verified user)', async ({ page, context }) => {
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    const before = await mailIds('ada@seaside.test');
    const cookie = (await context.cookies(SEASIDE)).map((c) => `${c.name}=${c.value}`).join('; ');
    const res = await post('/api/verify-email/send', '', { ...JSON_FORM, cookie });
    expect(JSON.parse(res.text)).toEqual({ ok: true, next: '/authorize' });
    expect(await mailIds('ada@seaside.test')).toEqual(before);
  });

  test("a session opens only on its own tenant's host", async ({ page, context }) => {
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    const session = (await context.cookies(SEASIDE)).find((c) => c.name === '__Host-session')!;
    await context.addCookies([{ ...session, domain: 'littlehotelier.localhost' }]);
    await page.goto(`${LITTLEHOTELIER}/authorize?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await expect(page).toHaveURL(new RegExp(`^${LITTLEHOTELIER}/login`));
    await expect(page.getByText('ada@seaside.test')).toHaveCount(0);
  });
});

test.describe('security review L5: a logout another site asks for waits for the user', () => {
  /** A page on another site (the demo's origin, as the browser sees it) with a link to Keycard. */
  async function linkFromElsewhere(page: Page, href: string) {
    await page.route(`${DEMO}/elsewhere`, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Elsewhere</title><a href="${href}">Go</a>` }),
    );
    await page.goto(`${DEMO}/elsewhere`);
    await page.getByRole('link', { name: 'Go' }).click();
  }
  const hasSession = async (context: BrowserContext) => (await context.cookies(SEASIDE)).some((c) => c.name === '__Host-session');

  async function signedIn(page: Page) {
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
  }

  test('a cross-site link to /logout shows a confirmation and leaves the session; its button logs out', async ({ page, context }) => {
    await signedIn(page);
    await linkFromElsewhere(page, `${SEASIDE}/logout`);
    await expect(page).toHaveURL(`${SEASIDE}/logout/confirm`);
    await expect(page.getByRole('heading', { name: 'Do you want to log out?' })).toBeVisible();
    await expect(page).toHaveTitle('Log out | Seaside Hotels');
    await expectNoAxeViolations(page);
    expect(await hasSession(context)).toBe(true);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${SEASIDE}/login?loggedOut=true`);
    await expect(page.getByText('You have been logged out.')).toBeVisible();
    expect(await hasSession(context)).toBe(false);
  });

  for (const javaScriptEnabled of [true, false])
    test.describe(`the confirmation ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled });
      test('names the account; "Stay logged in" (a plain link) goes back to the application, still logged in', async ({ page, context }) => {
        await signedIn(page);
        await linkFromElsewhere(page, `${SEASIDE}/logout`);
        // Design review L9: whose session would end, the e-mail whole in the sentence.
        await expect(page.getByText("You're logged in as ada@seaside.test.", { exact: true })).toBeVisible();
        await page.getByRole('link', { name: 'Stay logged in' }).click();
        await expectSignedInAtDemo(page, 'ada@seaside.test');
        expect(await hasSession(context)).toBe(true);
      });
    });

  test('a calling application with an allowed redirectUri still logs out in one hop', async ({ page, context }) => {
    await signedIn(page);
    await linkFromElsewhere(page, `${SEASIDE}/logout?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await page.waitForURL(`${SEASIDE}/login?loggedOut=true`);
    expect(await hasSession(context)).toBe(false);
  });

  test('only a same-origin or typed-in GET logs out at once; another site, a sibling host or no fetch metadata get the confirmation', async () => {
    for (const site of ['same-origin', 'none']) {
      const res = await get('/logout', { 'sec-fetch-site': site });
      expect(String(res.headers.location)).toContain('post_logout_redirect_uri=');
    }
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, {}] as Record<string, string>[]) {
      const res = await get(`/logout?redirectUri=${encodeURIComponent('https://evil.example/')}`, headers);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe(`${SEASIDE}/logout/confirm`);
    }
    // The button's post is admitted from our own pages only.
    expect((await post('/logout', '', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the confirmation button is a plain form that logs out', async ({ page, context }) => {
      await signedIn(page);
      await linkFromElsewhere(page, `${SEASIDE}/logout`);
      await expect(page.getByRole('heading', { name: 'Do you want to log out?' })).toBeVisible();
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.waitForURL(`${SEASIDE}/login?loggedOut=true`);
      expect(await hasSession(context)).toBe(false);
    });
  });
});

test.describe('absolute URLs and probes', () => {
  test("a Host header's port never reaches a URL we build", async () => {
    const res = await get('/logout', { host: 'seaside.localhost:9999', 'sec-fetch-site': 'none' });
    expect(res.status).toBe(302);
    const location = decodeURIComponent(String(res.headers.location));
    expect(location).toContain(`post_logout_redirect_uri=${SEASIDE}/login?loggedOut=true`);
    expect(location).not.toContain('9999');
  });

  test('a path that only starts like a probe goes through the proxy and its headers', async () => {
    const res = await get('/api/healthx');
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // On this http sandbox: no HSTS (the tenant's registered origin is http).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

test.describe('measured', () => {
  test('every response carries Server-Timing: the proxy on pages, and the waits on the upstream and the IdP on handlers', async () => {
    expect(String((await get('/login')).headers['server-timing'])).toMatch(/^proxy;dur=[\d.]+, upstream;dur=[\d.]+, idp;dur=0$/);
    const handler = await post('/api/login/password', credentials('nobody-timing@seaside.test', 'Wrong-Password-2024'), JSON_FORM);
    expect(String(handler.headers['server-timing'])).toMatch(/proxy;dur=[\d.]+, upstream;dur=[\d.]+, idp;dur=[1-9][\d.]*, app;dur=[\d.]+/);
  });

  test('after the IdP, one redirect: /authenticate sends a finished sign-in straight to the application', async ({ page }) => {
    const hops: string[] = [];
    page.on('request', (r) => r.isNavigationRequest() && hops.push(new URL(r.url()).origin + new URL(r.url()).pathname));
    const afterCallback = () => hops.slice(hops.lastIndexOf(`${SEASIDE}/authenticate`));
    // The first password sign-in in a browser is offered a passkey (issue 24): this one can make none
    // (no platform authenticator), so it goes straight on, and is not held again for 30 days.
    await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    expect(afterCallback()).toEqual([`${SEASIDE}/authenticate`, `${SEASIDE}/passkey-upgrade`, `${SEASIDE}/api/passkey/upgrade`, CALLBACK]);
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${encodeURIComponent(CALLBACK)}`);
    await signIn(page, 'ada@seaside.test');
    await expectSignedInAtDemo(page, 'ada@seaside.test');
    expect(afterCallback()).toEqual([`${SEASIDE}/authenticate`, CALLBACK]);
  });
});
