import { PARAMS, texts, type SystemParameter } from '@wattle/contract';
import { expectSuccess } from './dashboard.world';
import { expect, test } from './fixtures';
import { signInTo } from './sections.world';
import { invitedStaffUser } from './support/users';

const t = texts.systemSettings;

/**
 * System settings (spec 3 §2.17): every parameter on one page grouped by category, the groups
 * closed; a search opens the matches; Edit System Setting checks the value and saves it; Refresh
 * shows a change made elsewhere.
 */
test('System settings: groups start closed, search, edit a value with its checks, refresh', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInTo(page, baseURL!);
  await page.goto(`${baseURL}/system-settings`);
  await expect(page.getByRole('heading', { name: texts.pages.systemSettings })).toBeVisible();

  // The administrator is also a developer: the code column is there. Groups are closed.
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: t.parameterCode })).toBeVisible();
  await expect(table.getByRole('row', { name: /Display/ })).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Date display format' })).toHaveCount(0);

  // A search opens the groups of the matching rows.
  await page.getByRole('searchbox', { name: t.search }).fill('business day');
  const timeZone = table.getByRole('row').filter({ has: page.getByRole('cell', { name: PARAMS.timeZone, exact: true }) });
  await expect(timeZone).toBeVisible();
  await expect(timeZone).toContainText('Australia/Sydney');
  await expect(table.getByRole('cell', { name: 'Date display format' })).toHaveCount(0);

  await expect(page.getByRole('button', { name: t.edit })).toBeDisabled();
  await timeZone.click();
  await page.getByRole('button', { name: t.edit }).click();
  const dialog = page.getByRole('dialog', { name: t.editTitle });
  const value = dialog.getByRole('textbox', { name: t.value });
  await expect(value).toHaveValue('Australia/Sydney');
  await value.fill('');
  await expect(dialog.getByText(texts.settings.settingRequired)).toBeVisible();
  await expect(dialog.getByRole('button', { name: t.save })).toBeDisabled();
  await value.fill('Mars/Olympus');
  await expect(dialog.getByText(t.badTimeZone)).toBeVisible();
  await value.fill('Australia/Perth');
  await dialog.getByRole('button', { name: t.save }).click();
  await expectSuccess(page, texts.settings.parameterUpdated);
  await expect(dialog).toBeHidden();
  await expect(timeZone).toContainText('Australia/Perth');

  // A change made elsewhere shows after Refresh.
  const settings = (await (await page.request.get(`${baseURL}/api/system-settings`)).json()) as SystemParameter[];
  const id = settings.find((p) => p.code === PARAMS.timeZone)!.id;
  const res = await page.request.put(`${baseURL}/api/system-settings/${id}`, { data: { parameter: 'Australia/Sydney' }, headers: { 'X-CSRF': '1' } });
  expect(res.ok()).toBe(true);
  await expect(timeZone).toContainText('Australia/Perth');
  await page.getByRole('button', { name: t.refresh }).click();
  await expect(timeZone).toContainText('Australia/Sydney');

  // Without a search the groups are closed again; a group opens on its own.
  await page.getByRole('searchbox', { name: t.search }).fill('');
  await expect(timeZone).toHaveCount(0);
  await table
    .getByRole('row', { name: /Display/ })
    .getByRole('button', { name: /expand/i })
    .click();
  await expect(table.getByRole('cell', { name: 'Date display format' })).toBeVisible();
});

/** Spec 3 §6: a user without ADMIN or DEVELOPER opens System Settings from the Maintenance menu read-only: Edit stays disabled. */
test('System settings: a staff user opens them read-only, Edit disabled', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInTo(page, baseURL!);
  const staff = await invitedStaffUser(page, baseURL!, { prefix: 'settingsro', roles: [] });
  const other = await (await browser.newContext()).newPage();
  await signInTo(other, baseURL!, staff);
  await other.getByRole('button', { name: 'Maintenance' }).click();
  await other.getByRole('menu').getByRole('menuitem', { name: texts.pages.systemSettings }).click();
  await expect(other).toHaveURL(/\/system-settings$/);
  await expect(other.getByRole('heading', { name: texts.pages.systemSettings })).toBeVisible();

  const table = other.getByRole('table');
  await expect(table.getByRole('columnheader', { name: t.parameterCode })).toHaveCount(0);
  await other.getByRole('searchbox', { name: t.search }).fill('business day');
  const timeZone = table.getByRole('row').filter({ has: other.getByRole('cell', { name: /^Australia\// }) });
  await expect(timeZone).toBeVisible();
  await timeZone.click();
  await expect(other.getByRole('button', { name: t.edit })).toBeDisabled();
  await other.context().close();
});
