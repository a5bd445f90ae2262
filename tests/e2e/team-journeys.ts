// Issue 39's manager's page, run twice: with JavaScript (team.spec.ts) and without (team-no-js.spec.ts).
// A manager of Seaside Harbour unlocks a locked colleague, who then logs in; issues a temporary pass
// that logs its colleague in; reissues a badge, whose old code is then refused; each action asks for
// the login again once ten minutes have passed, and each is listed under "Recent actions". otto,
// Seaside Dunes' manager, neither sees nor acts on Seaside Harbour's people (the page and a forged
// post are SPEC's not-found page, and nothing changes); ada, who manages nothing, has no /team.
import { expect, test, type Page } from '@playwright/test';
import { request } from 'undici';
import { ageSignIns, securityNotices, uniqueEmail } from './accounts';
import { expectNoAxeViolations } from './look-support';
import { CALLBACK, PASSWORD, SEASIDE, WEB_PORT, enterEmail, enterPassword, expectSignedInAtDemo, signIn } from './support';

const API = 'http://127.0.0.1:4100';
const HARBOUR = 'SSH-HARBOUR';
/** ada@seaside.test, of Seaside Harbour (the seed's). */
const ADA = '739a8254-8af8-4b53-b3cd-2867c7f3522e';

type Person = { email: string; uuid: string; name: string; badgeCode?: string };

/** A fresh person of Seaside Harbour with a name of their own, so a search finds them alone. */
async function person(prefix: string, o: Record<string, unknown> = {}): Promise<Person> {
  const email = uniqueEmail(prefix);
  const lastName = `Test${Math.random().toString(36).slice(2, 8)}`;
  const res = await request(`${API}/__users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, tenantCode: 'seaside', property: HARBOUR, firstName: prefix.replace(/^\w/, (c) => c.toUpperCase()), lastName, ...o }),
  });
  const made = (await res.body.json()) as { uuid: string; badgeCode?: string };
  return { email, uuid: made.uuid, name: `${prefix.replace(/^\w/, (c) => c.toUpperCase())} ${lastName}`, badgeCode: made.badgeCode };
}

/** A fresh manager of Seaside Harbour, logged in on the manager's page. */
async function managerOnTeamPage(page: Page): Promise<Person> {
  const manager = await person('mgr', { manages: [HARBOUR], rank: 2 });
  await page.goto(`${SEASIDE}/team`);
  await signIn(page, manager.email);
  await expect(page).toHaveURL(`${SEASIDE}/team/${HARBOUR}`);
  await expect(page.getByRole('heading', { name: 'Your team at Seaside Harbour' })).toBeVisible();
  return manager;
}

/** From the list, by a search for the person's e-mail, to their page. */
async function openPerson(page: Page, who: Person) {
  await page.getByRole('searchbox', { name: 'Find someone' }).fill(who.email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(`1 person matches “${who.email}”.`)).toBeVisible();
  await page.getByRole('link', { name: who.name }).click();
  await expect(page.getByRole('heading', { name: who.name })).toBeVisible();
}

/** An action's link, then its confirmation (which names the person), then the action. */
async function act(page: Page, action: string, question: string) {
  await page.getByRole('link', { name: action }).click();
  await expect(page.getByRole('group').getByText(question)).toBeVisible();
  await page.getByRole('button', { name: action }).click();
}

/** A post this browser's pages never make (with its cookies, from its own origin), as a forger would send it. */
async function forgedPost(page: Page, fields: Record<string, string>): Promise<number> {
  const cookie = (await page.context().cookies(SEASIDE)).map((c) => `${c.name}=${c.value}`).join('; ');
  const res = await request(`http://127.0.0.1:${WEB_PORT}/api/team/act`, {
    method: 'POST',
    headers: { host: `seaside.localhost:${WEB_PORT}`, origin: SEASIDE, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  await res.body.text();
  return res.statusCode;
}

async function logInAs(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await signIn(page, email, password);
}

export function teamJourneys(javaScript: boolean) {
  test.describe(`the manager's page (${javaScript ? 'with' : 'without'} JavaScript)`, () => {
    test('a manager unlocks a locked colleague, who then logs in; the recent actions say so', async ({ page, browser }) => {
      const manager = await managerOnTeamPage(page);
      if (javaScript) await expectNoAxeViolations(page);
      const locked = await person('gus', { locked: true });
      await openPerson(page, locked);
      await expect(page.getByText('Locked', { exact: true })).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      await act(page, 'Unlock the account', `Unlock ${locked.name}'s account?`);
      await expect(page.getByText(`${locked.name}'s account is unlocked.`)).toBeVisible();
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      expect(await securityNotices(locked.email)).toContain('Your account was unlocked');

      const other = await browser.newPage({ javaScriptEnabled: javaScript });
      await logInAs(other, locked.email);
      await expectSignedInAtDemo(other, locked.email);
      await other.close();

      await page.getByRole('link', { name: 'Back to your team' }).click();
      await expect(page.getByText(`${manager.name} unlocked ${locked.name}'s account.`)).toBeVisible();
    });

    test('a manager of two properties chooses one, switches to the other, and pages through two thousand people', async ({ page }) => {
      const both = await person('duo', { manages: [HARBOUR, 'SSH-DUNES'], rank: 3 });
      await page.goto(`${SEASIDE}/team`);
      await signIn(page, both.email);
      await expect(page.getByRole('heading', { name: 'Your team', exact: true })).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Seaside Dunes' }).click();
      await expect(page.getByRole('heading', { name: 'Your team at Seaside Dunes' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Dune Sato' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Your other properties' }).getByRole('link', { name: 'Seaside Harbour' }).click();
      await expect(page.getByRole('heading', { name: 'Your team at Seaside Harbour' })).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: 'People at Seaside Harbour' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('link') }),
      ).toHaveCount(50);
      await expect(page.getByText(/^Page 1 of 4\d$/)).toBeVisible();
      await page.getByRole('link', { name: 'Next page' }).click();
      await expect(page.getByText(/^Page 2 of 4\d$/)).toBeVisible();
      await expect(page).toHaveURL(`${SEASIDE}/team/${HARBOUR}?page=2`);
      await page.getByRole('link', { name: 'Previous page' }).click();
      await expect(page.getByText(/^Page 1 of 4\d$/)).toBeVisible();
    });

    test('a temporary pass for a colleague, shown once on a slip, logs them in to set up how they log in', async ({ page, browser }) => {
      await managerOnTeamPage(page);
      const lou = await person('lou');
      await openPerson(page, lou);
      await page.getByRole('link', { name: 'Issue a temporary pass' }).click();
      await expect(page.getByText(`Issue a temporary pass for ${lou.name}?`)).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      await page.getByRole('radio', { name: '8 hours (one shift)' }).check();
      await page.getByRole('button', { name: 'Issue a temporary pass' }).click();
      await expect(page.getByRole('heading', { name: `Temporary pass for ${lou.name}` })).toBeVisible();
      await expect(page.getByText('It works for one login.')).toBeVisible();
      if (javaScript) await expectNoAxeViolations(page);
      const pass = (await page.locator('.font-mono').innerText()).trim();
      expect(pass).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      // Shown once: a reload finds it gone.
      await page.reload();
      await expect(page.getByText('This slip was shown once and is gone. If it was lost, issue a new one.')).toBeVisible();
      await expect(page.getByText(pass)).toHaveCount(0);

      const other = await browser.newPage({ javaScriptEnabled: javaScript });
      await other.goto(`${SEASIDE}/login?redirectUri=${encodeURIComponent(CALLBACK)}`);
      await enterEmail(other, lou.email);
      await other.getByRole('link', { name: 'Use a temporary pass' }).click();
      await other.getByLabel('Temporary pass', { exact: true }).fill(pass);
      await other.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(other.getByRole('heading', { name: "Set up how you'll log in" })).toBeVisible();
      await other.close();
    });

    test('a new badge: its slip has the QR code and the code, the old badge is refused and the new one asks for a PIN', async ({ page }) => {
      const manager = await managerOnTeamPage(page);
      const kim = await person('kim', { badge: { pin: '482916' } });
      await openPerson(page, kim);
      await expect(page.getByText('Badge in use')).toBeVisible();
      await act(page, 'Issue a new badge', `Issue a new badge for ${kim.name}?`);
      await expect(page.getByRole('heading', { name: `New badge for ${kim.name}` })).toBeVisible();
      await expect(page.getByRole('img', { name: 'QR code of the badge' })).toBeVisible();
      const code = (await page.locator('.font-mono').innerText()).trim();
      expect(code).not.toBe(kim.badgeCode);
      await page.getByRole('link', { name: 'Done' }).click();
      await expect(page.getByText('Badge: PIN not chosen yet')).toBeVisible();

      await page.goto(`${SEASIDE}/team/${HARBOUR}`);
      await expect(page.getByText(`${manager.name} issued a new badge for ${kim.name}.`)).toBeVisible();
      await page.context().clearCookies();
      for (const [badge, expected] of [
        [kim.badgeCode!, 'This badge no longer works. Ask your manager for a new one.'],
        [code, 'Choose a PIN'],
      ] as const) {
        await page.goto(`${SEASIDE}/login/badge?redirectUri=${encodeURIComponent(CALLBACK)}`);
        await page.getByLabel('Badge code').fill(badge);
        await page.getByRole('button', { name: 'Next' }).click();
        await expect(page.getByText(expected).first()).toBeVisible();
      }
    });

    test('after ten minutes an action asks for the login again, then comes back to its confirmation', async ({ page }) => {
      const manager = await managerOnTeamPage(page);
      const rae = await person('rae', { mfaDevice: { deliveryType: 'totp' } });
      await openPerson(page, rae);
      // Eleven minutes later, as the upstream counts: it refuses the action, and the password is asked again.
      await ageSignIns(manager.email, 11);
      await act(page, 'Reset two-step verification', `Reset ${rae.name}'s two-step verification?`);
      await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
      await expect(page.getByText('Enter your password again before you act for someone on your team.')).toBeVisible();
      await enterPassword(page, PASSWORD);
      await expect(page.getByRole('group').getByText(`Reset ${rae.name}'s two-step verification?`)).toBeVisible();
      await page.getByRole('button', { name: 'Reset two-step verification' }).click();
      await expect(page.getByText(`${rae.name} sets up two-step verification again at the next login.`)).toBeVisible();
      await expect(page.getByText('Two-step verification: None')).toBeVisible();
    });

    test("a manager sees themselves and acts on no one else's people: otto gets SPEC's not-found page for Seaside Harbour, a forged post changes nothing; ada has no /team", async ({
      page,
    }) => {
      const manager = await managerOnTeamPage(page);
      await openPerson(page, manager);
      await expect(page.getByText('This is you. You change your own login on your own page.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log out everywhere' })).toHaveCount(0);

      await page.context().clearCookies();
      await page.goto(`${SEASIDE}/team`);
      await signIn(page, 'otto@seaside.test');
      await expect(page.getByRole('heading', { name: 'Your team at Seaside Dunes' })).toBeVisible();
      for (const path of [`/team/${HARBOUR}`, `/team/${HARBOUR}/${ADA}`, `/team/SSH-DUNES/${ADA}`, `/team/SSH-DUNES/${ADA}?do=sign-out-everywhere`]) {
        const res = await page.goto(`${SEASIDE}${path}`);
        expect(res?.status(), path).toBe(404);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      }
      const before = await securityNotices('ada@seaside.test');
      for (const property of [HARBOUR, 'SSH-DUNES']) {
        const forged = await forgedPost(page, { property, person: ADA, action: 'sign-out-everywhere' });
        expect(forged).toBe(404);
      }
      expect(await securityNotices('ada@seaside.test')).toEqual(before);

      await page.context().clearCookies();
      await page.goto(`${SEASIDE}/team`);
      await signIn(page, 'ada@seaside.test');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect((await page.goto(`${SEASIDE}/team`))?.status()).toBe(404);
    });
  });
}
