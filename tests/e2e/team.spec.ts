// Issue 39's manager's page with JavaScript (the journeys: team-journeys.ts), and by keyboard alone.
import { expect, test } from '@playwright/test';
import { request } from 'undici';
import { uniqueEmail } from './accounts';
import { expectHeadingFocused } from './focus-support';
import { SEASIDE, signIn } from './support';
import { teamJourneys } from './team-journeys';

teamJourneys(true);

test('by keyboard alone: find a colleague, open their page, confirm a temporary pass with its choices, and the slip', async ({ page }) => {
  const made = async (body: Record<string, unknown>) => {
    const res = await request('http://127.0.0.1:4100/__users', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.body.json()) as { uuid: string; email: string };
  };
  const manager = await made({ email: uniqueEmail('keys-mgr'), tenantCode: 'seaside', property: 'SSH-HARBOUR', manages: ['SSH-HARBOUR'], rank: 2 });
  const ivo = await made({ email: uniqueEmail('keys-ivo'), tenantCode: 'seaside', property: 'SSH-HARBOUR', firstName: 'Ivo', lastName: 'Keys' });
  await page.goto(`${SEASIDE}/team`);
  await signIn(page, manager.email);
  await expectHeadingFocused(page, 'Your team at Seaside Harbour');

  // The heading first, then the search: its field, then its button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('searchbox', { name: 'Find someone' })).toBeFocused();
  await page.keyboard.type(ivo.email);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`1 person matches “${ivo.email}”.`)).toBeVisible();
  // The search's field, its button, "Show everyone", then the one person found.
  await page.getByRole('searchbox', { name: 'Find someone' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Show everyone' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ivo Keys' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectHeadingFocused(page, 'Ivo Keys');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Issue a temporary pass' })).toBeFocused();
  await page.keyboard.press('Enter');

  // The confirmation takes focus: it names the person; then the lifetimes (arrows move among them).
  await expect(page.getByRole('status').filter({ hasText: 'Issue a temporary pass for Ivo Keys?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '24 hours' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: '3 days' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'One login' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Issue a temporary pass' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectHeadingFocused(page, 'Temporary pass for Ivo Keys');
  await expect(page.getByText('It works for one login.')).toBeVisible();
  // "Print" is the script's (without it, the browser's own menu prints): its place is kept until the page runs.
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Print' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Done' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectHeadingFocused(page, 'Ivo Keys');
  await expect(page.getByText(/^Temporary pass until/)).toBeVisible();
});
