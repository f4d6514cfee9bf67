import { texts } from '@wattle/contract';
import { expect, test } from './fixtures';

/** Issue 28 item 13: after a new version is deployed, an open tab loads it instead of failing. */

test('a screen whose chunk was removed by a deploy reloads to the new version and opens', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Maintenance' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'System Settings' })).toBeVisible();

  // The tab was built against chunks that the new deployment no longer has: the first request
  // for the System Settings chunk answers 404, as it would after a deploy; later ones are served.
  let removed = 0;
  await page.route(/\/assets\/SystemSettingsPage-[^/]*\.js$/, async (route) => {
    if (removed > 0) return route.continue();
    removed += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));

  await menu.getByRole('menuitem', { name: 'System Settings' }).click();

  await expect(page).toHaveURL(/\/system-settings$/);
  await expect(page.getByRole('heading', { name: texts.pages.systemSettings })).toBeVisible();
  await expect(page.getByText('Failed to fetch dynamically imported module')).toHaveCount(0);
  expect(removed).toBe(1);
  expect(loads).toEqual(['/system-settings']);
});

test('a chunk that is still missing after the reload shows the error instead of reloading again', async ({ signedInPage: page }) => {
  await page.getByRole('button', { name: 'Maintenance' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'System Settings' })).toBeVisible();
  await page.route(/\/assets\/SystemSettingsPage-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));

  await menu.getByRole('menuitem', { name: 'System Settings' }).click();

  await expect(page.getByRole('alert').getByRole('heading', { name: texts.notices.errorTitle })).toBeVisible();
  expect(loads).toEqual(['/system-settings']);
});
