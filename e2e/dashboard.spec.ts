import { expect, test, type Page } from '@playwright/test';
import { texts } from '@wattle/contract';
import { cardsOf, confirmWith, dashboardPage, expectSuccess, openCard, openMeterReadUpload, startDashboardWorld, type DashboardWorld } from './dashboard.world';
import { readXlsx } from './support/downloads';

// One server with a demo dataset; the journeys change it, in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: DashboardWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Jobs on: the scheduled-tasks panel's Run is worked by a job.
  // Enough customers for more than one page (50) of Accounts in Arrears: about one in nine is behind.
  world = await startDashboardWorld('dashboard', { JOBS: 'on', DEMO_CUSTOMERS: '600' });
});
test.afterAll(async () => {
  await world?.stop();
});

test('shows ribbons, the cards with their counts, My Activities, the scheduled tasks and the charts; dismisses a ribbon', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const { count } = await cardsOf(page);
  for (const [name, code] of [
    ['Billing Exceptions', 'BILLEXCEPTIONS'],
    ['Accounts in Arrears', 'ARREARS'],
    ['Import Meter Reads', 'IMPORTMETERREADS'],
    ['Posted Mail', 'POSTEDMAIL'],
  ] as const) {
    await expect(page.getByRole('button', { name: `${name}: ${count(code)}` })).toBeVisible();
    expect(count(code)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('status').filter({ hasText: texts.dashboard.nonProduction })).toHaveCount(0);

  const ribbons = page.getByRole('list', { name: texts.dashboard.ribbons }).getByRole('listitem');
  await expect(ribbons).toHaveCount(2);
  const fixed = ribbons.filter({ hasText: 'Help menu' });
  await expect(fixed.getByRole('button', { name: texts.dashboard.dismiss })).toHaveCount(0);
  await ribbons.filter({ hasText: 'work queues' }).getByRole('button', { name: texts.dashboard.dismiss }).click();
  await expect(ribbons).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('list', { name: texts.dashboard.ribbons }).getByRole('listitem')).toHaveCount(1);

  const activities = page.getByLabel(texts.dashboard.myActivities);
  await expect(activities.getByRole('columnheader', { name: 'Due Date' })).toBeVisible();
  const firstAccount = activities.locator('tbody tr').first().getByRole('link');
  await expect(firstAccount).toHaveAttribute('href', /\/_Dynamic\/GoTo\?searchId=\d+&searchType=CUSTOMER/);
  await expect(activities.locator('tbody tr')).toHaveCount(10);

  const tasks = page.getByLabel('Scheduled Tasks');
  await expect(tasks.getByRole('cell', { name: 'Arrears Review' })).toBeVisible();
  await expect(tasks.getByRole('button', { name: 'Run' })).toBeDisabled();

  const chart = page.getByTestId('chart-CHART_EXCEPTIONS');
  await expect(chart.getByText('Billing Exceptions by Month')).toBeVisible();
  await expect(chart.getByText(/Raised in the last 6 months/)).toBeVisible();
  await expect(chart.locator('svg rect').first()).toBeVisible();

  await activities.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(/\/activities-management$/);
  await page.context().close();
});

test('shows the non-production flag on the demo host', async ({ browser }) => {
  const page = await dashboardPage(browser, world, 'demo.localhost');
  await expect(page.getByRole('status').filter({ hasText: texts.dashboard.nonProduction })).toBeVisible();
  await page.context().close();
});

test('standard dialog: pages, groups, searches, selects rows and runs an action that changes them', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const before = (await cardsOf(page)).count('ARREARS');
  expect(before).toBeGreaterThan(50);
  const dialog = await openCard(page, 'Accounts in Arrears');
  await expect(dialog.getByText(`1-50 of ${before}`)).toBeVisible();
  // Grouped by credit status under collapsible headers.
  await expect(dialog.getByRole('cell', { name: /^(Arrears|Collections)/ }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Go to next page' }).click();
  await expect(dialog.getByText(`51-${Math.min(100, before)} of ${before}`)).toBeVisible();

  const account = (await dialog.locator('tbody tr td a').first().textContent())!;
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(account);
  await expect(dialog.getByText('1-1 of 1')).toBeVisible();
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(dialog.getByText(`1-50 of ${before}`)).toBeVisible();

  const resolve = dialog.getByRole('button', { name: 'Resolve' });
  await expect(resolve).toBeDisabled();
  const rows = dialog
    .locator('tbody tr')
    .filter({ has: page.getByRole('checkbox') })
    .filter({ has: page.locator('a') });
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  await resolve.click();
  await confirmWith(page, 'Mark the selected accounts as no longer in arrears?');
  await expectSuccess(page, texts.dashboard.actionDone('Resolve', 2));
  await expect(dialog.getByText(`1-50 of ${before - 2}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('button', { name: `Accounts in Arrears: ${before - 2}` })).toBeVisible();
  await page.context().close();
});

test('exports every row of a process to an .xlsx file', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const total = (await cardsOf(page)).count('ARREARS');
  const dialog = await openCard(page, 'Accounts in Arrears');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export to Excel' }).click()]);
  expect(download.suggestedFilename()).toBe('Accounts in Arrears.xlsx');
  const sheet = (await readXlsx(download)).worksheets[0]!;
  expect(sheet.name).toBe('Accounts in Arrears');
  expect(sheet.getRow(1).getCell(1).text).toBe('Account No.');
  expect(sheet.actualRowCount).toBe(total + 1);
  await page.context().close();
});

test('edits a row in the Edit dialog: allowed fields only, dates with a date picker', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const dialog = await openCard(page, 'New Customers Awaiting Set-up');
  const first = dialog.locator('tbody tr').first();
  const number = (await first.locator('a').first().textContent())!;
  await first.getByRole('button', { name: texts.dashboard.editRow }).click();
  const edit = page.getByRole('dialog', { name: /^Edit:/ });
  await expect(edit.getByLabel('Customer No.')).toBeDisabled();
  await expect(edit.getByLabel('Name')).toBeDisabled();
  const start = edit.getByLabel('Start Date');
  await expect(start).toBeEnabled();
  await start.fill('15/12/2026');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, texts.dashboard.rowUpdated);
  await expect(dialog.locator('tbody tr').filter({ hasText: number })).toContainText('15/12/2026');
  await page.context().close();
});

/** The meter code of the first row waiting in the IMPORTMETERREADS queue. */
async function queuedMeterCode(page: Page, processId: number): Promise<string> {
  const reads = await (await page.request.get(`/api/dashboard/processes/${processId}/data-with-pagination?processCode=IMPORTMETERREADS&itemsPerPage=1`)).json();
  return reads.processItems[0].meter_code as string;
}

test('uploads a meter-read CSV: one malformed row refuses the file, the fixed file is queued', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const { item, count } = await cardsOf(page);
  const before = count('IMPORTMETERREADS');
  const meter = await queuedMeterCode(page, item('IMPORTMETERREADS').id);
  const good = `meter_code,read_date,reading,description\n${meter},2015-01-05,12.5,Customer read\n`;
  const bad = `${good}${meter},2015-01-06,13.5kWh,Malformed reading\n`;

  const upload = await openMeterReadUpload(page);
  await upload.getByLabel(texts.dashboard.chooseFiles).setInputFiles([{ name: 'reads.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) }]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  const error = page.getByRole('dialog', { name: texts.notices.errorTitle });
  await expect(error).toContainText(texts.dashboard.csv.refused(1));
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(upload.getByTestId('form-errors')).toContainText(`reads.csv line 3: ${texts.dashboard.csv.badReading}`);
  expect((await cardsOf(page)).count('IMPORTMETERREADS')).toBe(before);

  await upload.getByLabel(texts.dashboard.chooseFiles).setInputFiles([{ name: 'reads.csv', mimeType: 'text/csv', buffer: Buffer.from(good) }]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expectSuccess(page, texts.dashboard.fileUploaded);
  // The dialog follows the import's job until the file is read, then says what became of it.
  await expect(upload.getByRole('status')).toContainText(texts.dashboard.csv.received(1, 0, 0));
  await upload.getByRole('button', { name: texts.dashboard.close }).click();
  await expect(page.getByRole('button', { name: `Import Meter Reads: ${before + 1}` })).toBeVisible();
  const dialog = await openCard(page, 'Import Meter Reads');
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('Customer read');
  await expect(dialog.getByText('1-1 of 1')).toBeVisible();
  await expect(dialog.locator('tbody tr')).toContainText([`${meter}Customer read05/01/2015`]);
  await page.context().close();
});

test('uploads a NEM12 interval file: a malformed one is refused with its line, a good one queues a read a day', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const { item, count } = await cardsOf(page);
  const before = count('IMPORTMETERREADS');
  const meter = await queuedMeterCode(page, item('IMPORTMETERREADS').id);
  const day = (date: string, n = 48) => `300,${date},${Array.from({ length: n }, () => '0.125').join(',')},A,,,20150201090000,`;
  const nem12 = (days: string[]) => ['100,NEM12,201502010900,MDP,RETAILER', `200,4100000001,E1,E1,E1,N1,${meter},kWh,30,`, ...days, '900'].join('\n');

  const upload = await openMeterReadUpload(page);
  const bad = nem12([day('20150120'), day('20150121', 47)]);
  await upload.getByLabel(texts.dashboard.chooseFiles).setInputFiles([{ name: 'interval.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) }]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  const error = page.getByRole('dialog', { name: texts.notices.errorTitle });
  await expect(error).toContainText(texts.dashboard.csv.refused(1));
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(upload.getByTestId('form-errors')).toContainText(`interval.csv line 4: ${texts.dashboard.nem12.intervalCount(48, 47)}`);
  expect((await cardsOf(page)).count('IMPORTMETERREADS')).toBe(before);

  const good = nem12([day('20150120'), day('20150121')]);
  await upload.getByLabel(texts.dashboard.chooseFiles).setInputFiles([{ name: 'interval.csv', mimeType: 'text/csv', buffer: Buffer.from(good) }]);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expectSuccess(page, texts.dashboard.fileUploaded);
  await expect(upload.getByRole('status')).toContainText(texts.dashboard.csv.received(2, 0, 0));
  await upload.getByRole('button', { name: texts.dashboard.close }).click();
  await expect(page.getByRole('button', { name: `Import Meter Reads: ${before + 2}` })).toBeVisible();
  const dialog = await openCard(page, 'Import Meter Reads');
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('NMI 4100000001');
  await expect(dialog.getByText('1-2 of 2')).toBeVisible();
  await expect(dialog.locator('tbody tr').first()).toContainText(meter);
  await page.context().close();
});

test('scheduled task: Item Details rules, run and logs', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const tasks = page.getByLabel('Scheduled Tasks');
  await tasks.getByRole('cell', { name: 'Arrears Review' }).click();
  await tasks.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Details: Arrears Review' });
  await details.getByRole('cell', { name: 'BILLING_CYCLE' }).dblclick();
  const form = page.getByRole('dialog', { name: texts.dashboard.itemDetails });
  // BILLING_CYCLE is optional ('empty: all'): empty is no error, and it can be chosen and emptied again.
  await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(form.getByText(texts.dashboard.selectValue)).toHaveCount(0);
  await form.getByLabel(texts.dashboard.value).click();
  await page.getByRole('option', { name: 'Monthly' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, texts.dashboard.itemSaved);
  await expect(details.getByRole('row').filter({ hasText: 'BILLING_CYCLE' })).not.toContainText('NULL');
  await details.getByRole('cell', { name: 'BILLING_CYCLE' }).dblclick();
  await form.getByLabel(texts.dashboard.value).click();
  await page.getByRole('option', { name: texts.dashboard.noChoice }).click();
  await expect(form.getByText(texts.dashboard.selectValue)).toHaveCount(0);
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, texts.dashboard.itemSaved);
  await expect(details.getByRole('row').filter({ hasText: 'BILLING_CYCLE' })).toContainText('NULL');

  // A required list choice still says what is missing.
  await details.getByRole('cell', { name: 'INVOICES_DUE_BEFORE' }).dblclick();
  await form.getByLabel(texts.dashboard.value).click();
  await expect(page.getByRole('option', { name: texts.dashboard.noChoice })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Close' }).click();

  await details.getByRole('cell', { name: 'AS_AT' }).dblclick();
  await expect(form.getByRole('button', { name: texts.dashboard.listSelect })).toHaveAttribute('aria-pressed', 'true');
  await form.getByRole('button', { name: texts.dashboard.datePicker }).click();
  await form.getByLabel(texts.dashboard.value).fill('31/10/2026');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, texts.dashboard.itemSaved);
  await expect(details.getByRole('row').filter({ hasText: 'AS_AT' })).toContainText('2026-10-31');

  await details.getByRole('cell', { name: 'RECORD_REMINDER' }).dblclick();
  await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await form.getByRole('button', { name: 'Close' }).click();
  await details.getByRole('button', { name: 'Close' }).click();

  await tasks.getByRole('button', { name: 'Run' }).click();
  await confirmWith(page, texts.confirm.runJob);
  await expectSuccess(page, texts.dashboard.taskStarted('Arrears Review'));
  // The run is worked in the background; the panel follows it to its outcome.
  await expect(tasks.getByRole('row').filter({ hasText: 'Arrears Review' })).toContainText('Success');
  await tasks.getByRole('button', { name: 'Logs' }).click();
  const logs = page.getByRole('dialog', { name: 'Logs: Arrears Review' });
  await expect(logs.getByRole('cell', { name: 'Flag accounts' })).toBeVisible();
  await page.context().close();
});
