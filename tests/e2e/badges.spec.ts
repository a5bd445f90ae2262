// Issue 38's badge sign-in with JavaScript (the journeys: badge-journeys.ts), and the demo's lou.
import { expect, test } from '@playwright/test';
import { LOU_BADGE } from '../../sandbox/seed';
import { badgeJourneys } from './badge-journeys';
import { CALLBACK, SEASIDE, expectSignedInAtDemo } from './support';

badgeJourneys(true);

// The demo's own data, as the README gives it (once per run: lou's first PIN is chosen for good).
test('lou@seaside.test (the demo’s badge without a PIN) chooses hers at first use and reaches the application', async ({ page }) => {
  await page.goto(`${SEASIDE}/login/badge?redirectUri=${encodeURIComponent(CALLBACK)}`);
  await page.getByLabel('Badge code').fill(LOU_BADGE);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a PIN' })).toBeVisible();
  await expect(page.getByText('Logging in as Lou')).toBeVisible();
  await page.getByLabel('New PIN').fill('805317');
  await page.getByLabel('Enter the PIN again').fill('805317');
  await page.getByRole('button', { name: 'Save PIN and log in' }).click();
  await expectSignedInAtDemo(page, 'lou@seaside.test');
});
