import type { Page } from '@playwright/test';
import { texts, type LookupValue, type MyReportsResponse, type ReportDataResponse } from '@wattle/contract';
import { expect, test } from './fixtures';
import { readXlsx, sheetRows } from './support/downloads';
import { admin, signIn } from './support/session';

/** Reports and My Reports (spec 2 §2.8, §2.9) on the shared server's demo dataset. */

const t = texts.reports;
/** A run time as My Reports shows it: the company's DATE_FORMAT (DD/MM/YYYY) and a 24-hour clock. */
const REPORT_DATE = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/;

const api = async <T>(page: Page, path: string) => {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
};
const dataPath = (id: string, parameters: Record<string, string>) =>
  `/api/reports/${id}/data?reportParametersJson=${encodeURIComponent(JSON.stringify(parameters))}`;
const reportDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const bodyRows = (page: Page) => reportDialog(page, 'Customer List').locator('tbody tr');

async function openFromMenu(page: Page, name: string) {
  await page.getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  await expect(reportDialog(page, name)).toBeVisible();
  return /\/reports\/(\d+)$/.exec(page.url())![1]!;
}

test('a report from the menu: filters, Run shows its rows, column settings, Save to My Reports, and the download once Ready', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, { ...admin, useDemoMode: true });
  const id = await openFromMenu(page, 'Customer List');
  const dialog = reportDialog(page, 'Customer List');

  // A state some demo customers live in, found through the same report.
  const states = await api<LookupValue[]>(page, '/api/lookups/STATES/values');
  let state: LookupValue | undefined;
  let total = 0;
  for (const s of states) {
    total = (await api<ReportDataResponse>(page, dataPath(id, { STATE: s.value, INCLUDE_CLOSED: 'true' }))).totalItems;
    if (total > 25) {
      state = s;
      break;
    }
  }
  expect(state).toBeDefined();

  await dialog.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: state!.display, exact: true }).click();
  await dialog.getByRole('checkbox', { name: 'Include Closed Customers' }).check();
  await dialog.getByRole('button', { name: t.run, exact: true }).click();
  await expect(dialog.getByText(new RegExp(`^1[-–]25 of ${total}$`))).toBeVisible({ timeout: 30_000 });
  // The table draws only the rows in view; the pager above says how many the page holds.
  await expect(bodyRows(page).first().locator('td').first()).toHaveText(/^C\d+$/);
  await expect(dialog.getByRole('columnheader', { name: 'Balance' })).toBeVisible();
  await dialog.getByRole('combobox', { name: /rows per page/i }).click();
  await expect(page.getByRole('option')).toHaveText(['25', '50', '100', 'All']);
  await page.keyboard.press('Escape');

  // Column settings: Balance hidden for this user, in the table and in what is saved.
  await dialog.getByRole('button', { name: t.columnSettings }).click();
  const settings = page.getByRole('dialog', { name: t.columnSettingsTitle });
  await settings.getByRole('checkbox', { name: 'Balance' }).uncheck();
  await settings.getByRole('button', { name: t.save }).click();
  await expect(settings).toBeHidden();
  await expect(dialog.getByRole('columnheader', { name: 'Balance' })).toBeHidden();
  await expect(dialog.getByRole('columnheader', { name: 'Account Number' })).toBeVisible();

  await dialog.getByRole('button', { name: t.saveToMyReports }).click();
  const popup = page.getByRole('dialog', { name: texts.notices.successTitle });
  await expect(popup).toContainText(t.queued);
  await popup.getByRole('button', { name: texts.common.ok }).click();

  await expect
    .poll(async () => (await api<MyReportsResponse>(page, '/api/reports/my-reports')).items.find((r) => r.name === 'Customer List')?.status, {
      timeout: 60_000,
    })
    .toBe('Ready');
  await dialog.getByRole('button', { name: texts.common.close }).click();
  await page.getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My reports' }).click();
  await expect(page).toHaveURL(/\/my-reports$/);
  const row = page.locator('tbody tr').filter({ hasText: 'Customer List' }).first();
  await expect(row.locator('td').nth(2)).toHaveText('Ready');
  await expect(row.locator('td').first()).toHaveText(REPORT_DATE);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name: `${t.download} Customer List` }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Customer List-\d{4}-\d{2}-\d{2} \d{4}\.xlsx$/);
  const rows = sheetRows((await readXlsx(download)).worksheets[0]!);
  expect(rows[0]).toEqual(['Customer Number', 'Name', 'Type', 'Status', 'Open Date', 'Account Number', 'Account Status']);
  expect(rows).toHaveLength(total + 1);

  await page.getByRole('searchbox', { name: t.myReportsSearch }).fill('no such report');
  await expect(page.getByText(texts.common.noRecords)).toBeVisible({ timeout: 10_000 });
});

test('date pickers: Run needs both dates at most 100 days apart, Save only a valid form; Excel export is hidden on small screens', async ({ page }) => {
  await signIn(page, { ...admin, useDemoMode: true });
  await openFromMenu(page, 'Payments Received');
  const dialog = reportDialog(page, 'Payments Received');
  const run = dialog.getByRole('button', { name: t.run, exact: true });
  const save = dialog.getByRole('button', { name: t.saveToMyReports });
  await expect(run).toBeDisabled();
  await expect(save).toBeDisabled();

  await dialog.getByLabel('Start Date').fill('01/01/2025');
  await dialog.getByLabel('End Date').fill('30/06/2025');
  await expect(dialog.getByText(t.rangeTooLong(100))).toBeVisible();
  await expect(run).toBeDisabled();
  await expect(save).toBeEnabled();
  await expect(dialog.getByRole('button', { name: t.exportExcel })).toBeDisabled();

  await dialog.getByLabel('End Date').fill('11/04/2025');
  await expect(run).toBeEnabled();
  await expect(dialog.getByRole('button', { name: t.exportExcel })).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(dialog.getByRole('button', { name: t.exportExcel })).toBeHidden();
});
