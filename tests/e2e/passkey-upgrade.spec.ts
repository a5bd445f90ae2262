// Issue 24's upgrade after a password sign-in, with Chromium's virtual authenticator: the browser
// makes a passkey by conditional create with no prompt and no click; where it cannot, the prompt
// (create, not now for 30 days, never on this device); without JavaScript or WebAuthn, straight on;
// and never for the sign-ins the issue excludes. Chromium 156 offers conditional create itself
// (`getClientCapabilities().conditionalCreate`) but does not answer the request with its virtual
// authenticator on a tenant host, so the quiet path's password manager is played by the test
// (`withQuietPasswordManager`); the prompt and the browser's refusals are reached by changing what the
// page is told.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createMfaUser, createUser, passkeysOf, ssoToken } from './accounts';
import {
  addAuthenticator,
  credentialsOf,
  withoutAutofill,
  withoutConditionalCreate,
  withQuietPasswordManager,
  type VirtualAuthenticator,
} from './passkey-support';
import { CALLBACK, LITTLEHOTELIER, SEASIDE, expectSignedInAtDemo, signIn } from './support';

const back = encodeURIComponent(CALLBACK);
const DAY = 24 * 60 * 60 * 1000;
const OFFER = '__Host-passkey-offer';

/** The Keycard pages this page was sent to (documents only, in order), from the moment it is called. */
function visits(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.isNavigationRequest() && r.frame() === page.mainFrame() && url.port === new URL(SEASIDE).port) seen.push(url.pathname);
  });
  return seen;
}

async function passwordSignIn(page: Page, email: string, o: { host?: string; query?: string } = {}) {
  await page.goto(`${o.host ?? SEASIDE}/login?newSession=true&redirectUri=${back}${o.query ?? ''}`);
  await signIn(page, email);
}

async function offerCookie(context: BrowserContext) {
  return (await context.cookies(SEASIDE)).find((c) => c.name === OFFER);
}

/** What this browser said to the prompt, as it would be had "Not now" been said `daysAgo` days ago. */
async function saidNotNow(context: BrowserContext, daysAgo: number) {
  const said = await offerCookie(context);
  await context.addCookies([{ ...said!, value: `later.${Date.now() - daysAgo * DAY}` }]);
}

async function promptedUser(page: Page, prefix: string): Promise<{ email: string; authenticator: VirtualAuthenticator }> {
  await withoutAutofill(page);
  await withoutConditionalCreate(page);
  const authenticator = await addAuthenticator(page);
  const email = await createUser(prefix);
  await passwordSignIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in faster next time' })).toBeFocused();
  return { email, authenticator };
}

test.describe('the passkey upgrade after a password sign-in', () => {
  test('a password sign-in quietly becomes a passkey: no click, the calling application, and the next sign-in offers it', async ({ page }) => {
    const asked = await withQuietPasswordManager(page);
    const authenticator = await addAuthenticator(page);
    const email = await createUser('up-quiet');
    const seen = visits(page);
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen).toContain('/passkey-upgrade');
    expect(asked).toEqual(['conditional']);
    const [credential] = await credentialsOf(authenticator);
    expect(credential?.userName).toBe(email);
    expect(await passkeysOf(email)).toEqual([Buffer.from(credential!.credentialId, 'base64').toString('base64url')]);
    // A passkey like any other: the e-mail field's autofill offers it (the virtual authenticator picks it).
    await page.goto(`${SEASIDE}/login?newSession=true&redirectUri=${back}`);
    await page.getByLabel('E-mail', { exact: true }).click();
    await expectSignedInAtDemo(page, email);
  });

  test('the prompt: "Create a passkey" makes one and goes on to the calling application', async ({ page }) => {
    const { email, authenticator } = await promptedUser(page, 'up-prompt');
    await expect(page.getByText('A passkey lets you log in with your fingerprint, face or screen lock instead of your password.')).toBeVisible();
    await page.getByRole('button', { name: 'Create a passkey' }).click();
    await expectSignedInAtDemo(page, email);
    expect(await credentialsOf(authenticator)).toHaveLength(1);
    expect(await passkeysOf(email)).toHaveLength(1);
  });

  test('"Not now" goes straight on and is not asked again for 30 days; after them it is', async ({ page, context }) => {
    const { email, authenticator } = await promptedUser(page, 'up-later');
    await page.getByRole('button', { name: 'Not now' }).click();
    await expectSignedInAtDemo(page, email);
    expect(await credentialsOf(authenticator)).toHaveLength(0);
    const said = await offerCookie(context);
    expect(said?.value).toMatch(/^later\.\d+$/);
    expect(Math.abs(Number(said!.value.slice(6)) - Date.now())).toBeLessThan(60_000);
    // The browser drops it after 30 days by itself, too.
    expect(Math.abs(said!.expires * 1000 - (Date.now() + 30 * DAY))).toBeLessThan(60_000);

    const seen = visits(page);
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    // The clock moved on 29 days: still not asked.
    await saidNotNow(context, 29);
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen).not.toContain('/passkey-upgrade');
    // And 31: asked again.
    await saidNotNow(context, 31);
    await passwordSignIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in faster next time' })).toBeVisible();
  });

  test('"Don\'t ask again on this device" is kept by this browser only', async ({ page, context, browser }) => {
    const { email } = await promptedUser(page, 'up-never');
    await page.getByRole('button', { name: "Don't ask again on this device" }).click();
    await expectSignedInAtDemo(page, email);
    const said = await offerCookie(context);
    expect(said?.value).toBe('never');
    expect(said!.expires * 1000).toBeGreaterThan(Date.now() + 360 * DAY);
    const seen = visits(page);
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen).not.toContain('/passkey-upgrade');

    // Another device is still asked.
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    await withoutConditionalCreate(elsewhere);
    await addAuthenticator(elsewhere);
    await passwordSignIn(elsewhere, email);
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Log in faster next time' })).toBeVisible();
    await other.close();
  });

  test('the browser refuses quietly, or never answers: on to the calling application within the bound, with no passkey', async ({ page }) => {
    const authenticator = await addAuthenticator(page);
    await page.addInitScript(() => {
      const create = navigator.credentials.create.bind(navigator.credentials);
      navigator.credentials.create = (options?: CredentialCreationOptions) => {
        if ((options as { mediation?: string } | undefined)?.mediation !== 'conditional') return create(options);
        // Not eligible (the first sign-in), then no answer at all until the page gives up (the second).
        if (!sessionStorage.getItem('refused')) {
          sessionStorage.setItem('refused', '1');
          return Promise.reject(new DOMException('not eligible', 'NotAllowedError'));
        }
        // Kept in the tab's sessionStorage for this origin, read back after the browser has left the page.
        sessionStorage.setItem('kcCreate', 'pending');
        const asked = performance.now();
        return new Promise((_resolve, reject) =>
          options?.signal?.addEventListener('abort', () => {
            sessionStorage.setItem('kcCreate', 'aborted');
            sessionStorage.setItem('kcCreateHeld', String(performance.now() - asked));
            reject(new DOMException('aborted', 'AbortError'));
          }),
        );
      };
    });
    const email = await createUser('up-refused');
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    await passwordSignIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Logging you in' })).toBeVisible();
    const held = Date.now();
    await expectSignedInAtDemo(page, email);
    // Well within the page's watchdog (8 s, UPGRADE_WATCHDOG_MS), whatever the machine...
    expect(Date.now() - held).toBeLessThan(8_000);
    // ...as the browser's request is cancelled at its three seconds' bound (AUTO_UPGRADE_MS; code review
    // 7), timed in the page: from the "Logging you in" heading to the application took 4.8 s on a loaded
    // CI machine (stop 51), the hops' time, not the bound's. Nothing is made after the user left.
    await page.goto(`${SEASIDE}/error`);
    expect(await page.evaluate(() => sessionStorage.getItem('kcCreate'))).toBe('aborted');
    const boundMs = Number(await page.evaluate(() => sessionStorage.getItem('kcCreateHeld')));
    expect(boundMs).toBeGreaterThanOrEqual(2_900);
    expect(boundMs).toBeLessThan(4_000);
    // A browser that never answered is not held again: 30 days, as after "Not now" (design review).
    expect((await page.context().cookies(SEASIDE)).find((c) => c.name === '__Host-passkey-offer')?.value).toMatch(/^later\.\d+$/);
    const upgradePages: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/passkey-upgrade') upgradePages.push(r.url());
    });
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(upgradePages).toEqual([]);
    expect(await credentialsOf(authenticator)).toHaveLength(0);
    expect(await passkeysOf(email)).toHaveLength(0);
  });

  test('never for a partner sign-in, an invitation, a re-authentication, a tenant without passkeys, a user with a passkey: one redirect after the callback', async ({
    page,
  }) => {
    // The e-mail field's autofill would sign in with the passkey this test makes: only the password here.
    await withoutAutofill(page);
    await withQuietPasswordManager(page);
    const authenticator = await addAuthenticator(page);
    const email = await createUser('up-excluded');
    // Where it does not run, the callback answers with the calling application itself.
    const callbacks: (string | null)[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname === '/authenticate') callbacks.push(r.headers()['location'] ?? null);
    });
    const seen = visits(page);
    // A partner's single sign-on (no password typed here).
    const partnerUser = await createUser('up-partner', { partnerCode: 'channelhub' });
    await page.goto(`${SEASIDE}/partners/channelhub/sso/${await ssoToken(partnerUser)}`);
    await expectSignedInAtDemo(page, partnerUser);
    await passwordSignIn(page, email, { query: '&iid=inv-up-1' });
    await expectSignedInAtDemo(page, email);
    await passwordSignIn(page, email, { query: '&purpose=reauth' });
    await expectSignedInAtDemo(page, email);
    const { email: lh } = await createMfaUser('up-lh', {}, 'littlehotelier');
    await passwordSignIn(page, lh, { host: LITTLEHOTELIER });
    await expectSignedInAtDemo(page, lh, 'littlehotelier');
    expect(seen).not.toContain('/passkey-upgrade');
    expect(await credentialsOf(authenticator)).toHaveLength(0);
    // Then a passkey (the quiet way), and no offer at the sign-ins after it.
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(await credentialsOf(authenticator)).toHaveLength(1);
    const before = seen.length;
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen.slice(before)).not.toContain('/passkey-upgrade');
    expect(callbacks.filter((l) => l !== null && l.startsWith(CALLBACK))).toHaveLength(4);
  });

  test('without JavaScript the password path goes straight on (a refresh); the offer is not made again in that session, nor for 30 days', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const email = await createUser('up-no-js');
    const seen = visits(page);
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen).toEqual(expect.arrayContaining(['/passkey-upgrade', '/api/passkey/upgrade']));
    let from = seen.length;
    await page.goto(`${SEASIDE}/authorize`);
    await expectSignedInAtDemo(page, email);
    expect(seen.slice(from)).toEqual(['/authorize']);
    expect((await offerCookie(context))?.value).toMatch(/^later\.\d+$/);
    from = seen.length;
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen.slice(from)).not.toContain('/passkey-upgrade');
    await context.close();
  });

  test('a browser with no platform authenticator goes straight on and is not held again for 30 days', async ({ page, context }) => {
    const email = await createUser('up-unable');
    const seen = visits(page);
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen).toContain('/passkey-upgrade');
    expect((await offerCookie(context))?.value).toMatch(/^later\.\d+$/);
    const from = seen.length;
    await passwordSignIn(page, email);
    await expectSignedInAtDemo(page, email);
    expect(seen.slice(from)).not.toContain('/passkey-upgrade');
  });
});
