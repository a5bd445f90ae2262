// Issue 39's manager's page as reviewed, on a phone and a desktop, light and dark, with no axe
// violation: the list of a property's people (Seaside Dunes, whose few people and empty record stay
// as seeded), a person with what can be done for them, an action's confirmation with its choices,
// the manager's own row, and the slips of a temporary pass and of a new badge.
import { expect, test, type Page } from '@playwright/test';
import { request } from 'undici';
import { uniqueEmail } from './accounts';
import { WIDTHS, alsoInTheDark, expectNoAxeViolations, open } from './look-support';
import { SEASIDE, signIn } from './support';

const API = 'http://127.0.0.1:4100';
const DUNE = '9f2d6b4a-8c1e-4a7f-b3d5-1e9c7a5f3b26';
const OTTO = '5a3e8c1f-2b7d-4f9a-a6e0-4d8b2c7f1e95';

/** What changes from run to run (a login's time, a fresh e-mail, a pass or badge code, a QR code) is masked. */
const shot = (page: Page) => ({
  fullPage: true,
  mask: [page.locator('[data-varies]'), page.getByRole('img', { name: 'QR code of the badge' })],
  maxDiffPixelRatio: 0.01,
});

async function looksAsReviewed(page: Page, name: string, width: number) {
  await expectNoAxeViolations(page);
  await expect(page).toHaveScreenshot(`seaside-${name}-${width}.png`, shot(page));
  await alsoInTheDark(page, `seaside-${name}-${width}.png`, shot(page), { axe: width === 1280 });
}

async function asOtto(page: Page) {
  await page.goto(`${SEASIDE}/team`);
  await signIn(page, 'otto@seaside.test');
  await expect(page.getByRole('heading', { name: 'Your team at Seaside Dunes' })).toBeVisible();
}

/** A fresh manager of Seaside Harbour and a fresh colleague of theirs with a fixed name (the slip's heading). */
async function managerWithColleague(page: Page, o: Record<string, unknown> = {}) {
  const made = async (body: Record<string, unknown>) => {
    const res = await request(`${API}/__users`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.body.json()) as { uuid: string; email: string };
  };
  const manager = await made({ email: uniqueEmail('look-mgr'), tenantCode: 'seaside', property: 'SSH-HARBOUR', manages: ['SSH-HARBOUR'], rank: 2 });
  const colleague = await made({ email: uniqueEmail('look-noa'), tenantCode: 'seaside', property: 'SSH-HARBOUR', firstName: 'Noa', lastName: 'Berg', ...o });
  await page.goto(`${SEASIDE}/team`);
  await signIn(page, manager.email);
  await expect(page.getByRole('heading', { name: 'Your team at Seaside Harbour' })).toBeVisible();
  return colleague;
}

for (const width of WIDTHS) {
  test.describe(`seaside's manager's page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a property's people; one of them with what can be done; a confirmation with its choices; the manager's own row", async ({ page }) => {
      await asOtto(page);
      await open(page, `${SEASIDE}/team/SSH-DUNES`);
      await looksAsReviewed(page, 'team', width);
      await open(page, `${SEASIDE}/team/SSH-DUNES/${DUNE}`);
      await expect(page.getByRole('heading', { name: 'Dune Sato' })).toBeVisible();
      await looksAsReviewed(page, 'team-person', width);
      await open(page, `${SEASIDE}/team/SSH-DUNES/${DUNE}?do=temporary-pass`);
      await expect(page.getByText('Issue a temporary pass for Dune Sato?')).toBeVisible();
      await looksAsReviewed(page, 'team-confirm-pass', width);
      await open(page, `${SEASIDE}/team/SSH-DUNES/${OTTO}`);
      await expect(page.getByText('This is you.', { exact: false })).toBeVisible();
      await looksAsReviewed(page, 'team-self', width);
    });

    test('the slip of a temporary pass, and of a new badge', async ({ page }) => {
      const noa = await managerWithColleague(page, { badge: { pin: '582016' } });
      await open(page, `${SEASIDE}/team/SSH-HARBOUR/${noa.uuid}?do=temporary-pass`);
      await page.getByRole('button', { name: 'Issue a temporary pass' }).click();
      await expect(page.getByRole('heading', { name: 'Temporary pass for Noa Berg' })).toBeVisible();
      await looksAsReviewed(page, 'team-slip-pass', width);
      await open(page, `${SEASIDE}/team/SSH-HARBOUR/${noa.uuid}?do=new-badge`);
      await page.getByRole('button', { name: 'Issue a new badge' }).click();
      await expect(page.getByRole('heading', { name: 'New badge for Noa Berg' })).toBeVisible();
      await looksAsReviewed(page, 'team-slip-badge', width);
    });
  });
}
