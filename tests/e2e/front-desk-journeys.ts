// Issue 26's shared computer, run twice: with JavaScript (front-desk.spec.ts) and without
// (front-desk-no-js.spec.ts). Two colleagues at one front-desk browser: the second never lands in the
// first's account, whichever way the calling application sends them, and the browser keeps nothing
// of either beyond its session but its settings.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { createUser } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, DEMO, PASSWORD, SEASIDE, enterEmail, enterPassword, expectSignedInAtDemo } from './support';

/** Browser settings that may outlive the browser session on a shared computer: the language and the choice itself. */
const SETTINGS = ['__Host-locale', '__Host-shared'];

async function keycardCookies(context: BrowserContext) {
  return (await context.cookies(SEASIDE)).filter((c) => c.name.startsWith('__Host-'));
}

/** The demo application's "Sign in", as a colleague starts at the front desk. */
async function openApplication(page: Page) {
  await page.goto(DEMO);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
}

export function frontDeskJourneys(javaScript: boolean) {
  test.describe(`a shared front-desk computer (${javaScript ? 'with' : 'without'} JavaScript)`, () => {
    test('two colleagues on one browser: the second never lands in the first one’s account, and logging out forgets them both', async ({ page, context }) => {
      const [first, second] = await Promise.all([createUser('desk-a'), createUser('desk-b')]);

      // The first ticks "This is a shared computer" and signs in; "Remember my e-mail" is not offered beside it.
      await openApplication(page);
      const shared = page.getByRole('checkbox', { name: 'This is a shared computer' });
      await expect(shared).not.toBeChecked();
      await shared.check();
      await expect(page.getByRole('checkbox', { name: 'Remember my e-mail' })).toBeHidden();
      if (javaScript) await expectNoAxeViolations(page);
      await enterEmail(page, first);
      await enterPassword(page, PASSWORD);
      await expectSignedInAtDemo(page, first);

      // Nothing of the first outlives the browser session; no hint of who signed in; no IdP session left.
      const kept = await keycardCookies(context);
      expect(kept.map((c) => c.name)).toEqual(expect.arrayContaining(['__Host-session', '__Host-shared']));
      for (const name of ['__Host-last-email', '__Host-sso-hint', '__Host-idt']) expect(kept.map((c) => c.name)).not.toContain(name);
      for (const c of kept.filter((c) => !SETTINGS.includes(c.name))) expect({ name: c.name, expires: c.expires }).toEqual({ name: c.name, expires: -1 });
      expect((await context.cookies('http://localhost:4101')).map((c) => c.name)).not.toContain('_session');

      // The next colleague opens the application: the e-mail stage, empty, the box still ticked.
      await openApplication(page);
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
      await expect(page.getByRole('checkbox', { name: 'This is a shared computer' })).toBeChecked();

      // An application asking for its user back gets no one either: the first is logged out, the form is shown.
      await page.goto(`${SEASIDE}/authorize?redirectUri=${encodeURIComponent(CALLBACK)}`);
      await expect(page).toHaveURL(/\/login\/email/);
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');

      await enterEmail(page, second);
      // "Not you?" on the password stage goes back to an empty e-mail stage.
      await page.getByRole('button', { name: 'Log in as someone else' }).click();
      await expect(page).toHaveURL(/\/login\/email/);
      await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('');
      await enterEmail(page, second);
      await enterPassword(page, PASSWORD);
      await expectSignedInAtDemo(page, second);

      // Logging out forgets everything but the settings.
      await page.getByRole('link', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login/);
      expect((await keycardCookies(context)).map((c) => c.name).filter((n) => !SETTINGS.includes(n))).toEqual([]);
      await expect(page.getByRole('checkbox', { name: 'This is a shared computer' })).toBeChecked();
    });

    test("someone's own computer still signs its user in silently (the box left unticked)", async ({ page }) => {
      const own = await createUser('own-pc');
      await openApplication(page);
      await enterEmail(page, own);
      await enterPassword(page, PASSWORD);
      await expectSignedInAtDemo(page, own);
      // The application's "Sign in" again: straight back in, without the form.
      await page.goto(DEMO);
      await page.getByRole('link', { name: 'Sign in', exact: true }).click();
      await expectSignedInAtDemo(page, own);
    });
  });
}
