import { expect, test, type Page } from '@playwright/test';
import {
  businessDateIn,
  dayBefore,
  DEFAULT_TIME_ZONE,
  formatMoney,
  texts,
  type BillRun,
  type BillRunIssuePreview,
  type BillRunLeftOut,
  type BillRunSelectionPreview,
} from '@wattle/contract';
import { expectSuccess, openCard } from './dashboard.world';
import { startAppWorld, type AppWorld } from './support/app-world';
import { admin, signIn } from './support/session';
import { shownDate } from './support/dates';

/**
 * A bill run started by hand from the unbilled summary over demo accounts, on a server of its own
 * with its job worker on (the run is a pg-boss job): the dialog follows its progress, shows its
 * drafts and exceptions with their messages, an exception is accepted and the run's invoices issued
 * after the confirmation that shows what will be issued and held (cancel issues nothing).
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let world: AppWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startAppWorld('unbilled-bill-run', { DEMO_CUSTOMERS: '40', JOBS: 'on' });
});
test.afterAll(() => world?.stop());

const t = texts.billing;
const d = texts.dashboard;

async function unbilledDialog(page: Page) {
  await page.goto(world.url);
  await signIn(page, { ...admin, useDemoMode: true });
  await expect(page.getByRole('list', { name: 'Work queues' })).toBeVisible();
  return openCard(page, 'Unbilled Summary');
}

/** The account rows of the table (not its group headers). */
const accountRows = (dialog: ReturnType<Page['getByRole']>) => dialog.locator('tbody tr[data-row-id]:not([data-row-id*=":"])');

test('the Start Bill Run dialog proposes the company’s days (its time zone), not the browser’s', async ({ browser }) => {
  // Pago Pago (UTC-11) is a day behind the company's Sydney for 22 hours of every 24.
  const page = await (await browser.newContext({ baseURL: world.url, timezoneId: 'Pacific/Pago_Pago' })).newPage();
  const dialog = await unbilledDialog(page);
  await dialog.locator('thead input[type=checkbox]').first().check();
  await dialog.getByRole('button', { name: t.startRun }).click();
  const start = page.getByRole('dialog', { name: t.startRunTitle });
  const today = businessDateIn(DEFAULT_TIME_ZONE);
  await expect(start.getByLabel(t.invoiceDate)).toHaveValue(shownDate(today));
  await expect(start.getByLabel(t.periodTo)).toHaveValue(shownDate(dayBefore(today)));
  await start.getByRole('button', { name: t.cancel }).click();
  await expect(start).toBeHidden();
  await page.context().close();
});

test('an ADMIN bills the selected accounts, accepts an exception and issues the invoices from the unbilled summary', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: world.url })).newPage();
  const dialog = await unbilledDialog(page);
  const newestRun = async () => ((await (await page.request.get('/api/billing/bill-runs')).json()) as BillRun[])[0];
  // The demo's own drafts come from last night's bill run (docs/billing.md "A day is charged once").
  const lastNight = await newestRun();
  expect(lastNight).toMatchObject({ status: 'COMPLETED', requestedBy: 'BILL_RUN' });
  const status = dialog.getByTestId('bill-run-status');
  await expect(status).toContainText(t.runSummary(lastNight!.id, 'Completed', lastNight!.accountsTotal, lastNight!.accountsTotal));

  // Every demo account of the first page, billed up to yesterday.
  await dialog.locator('thead input[type=checkbox]').first().check();
  await dialog.getByRole('button', { name: t.startRun }).click();
  const start = page.getByRole('dialog', { name: t.startRunTitle });
  await start.getByRole('button', { name: t.start }).click();
  await expect(start).toBeHidden();

  // Progress while it works, then the finished run's counts.
  await expect
    .poll(
      async () => {
        const newest = (await newestRun())!;
        return newest.id === lastNight!.id ? 'not started' : newest.status;
      },
      { timeout: 120_000 },
    )
    .toBe('COMPLETED');
  const run = (await newestRun())!;
  expect(run.accountsTotal).toBeGreaterThan(0);
  await expect(status).toHaveText(new RegExp(`^${t.runSummary(run.id, 'Completed', run.accountsTotal, run.accountsTotal)}`));
  await expect(status).toContainText(t.runCounts(run.invoices, run.exceptions, run.notrans));
  expect(run.invoices).toBeGreaterThan(0);
  expect(run.exceptions).toBeGreaterThan(0);

  // The Exceptions view lists the run's held drafts (its number in the Bill Run column): accept one.
  await dialog.getByRole('button', { name: d.unbilledModes.Exceptions, exact: true }).click();
  await expect(accountRows(dialog).first()).toBeVisible();
  const runColumn = await dialog.locator('thead th').evaluateAll((ths) => ths.findIndex((th) => th.textContent?.trim().startsWith('Bill Run')));
  expect(runColumn).toBeGreaterThan(0);
  const account = await accountRows(dialog).evaluateAll(
    (rows, [column, id]) => rows.find((r) => r.children[column]?.textContent?.trim() === id)?.textContent?.match(/\d{7}/)?.[0],
    [runColumn, String(run.id)] as const,
  );
  expect(account).toMatch(/^\d{7}$/);
  const heldRow = accountRows(dialog).filter({ hasText: account! });
  // Each exception's message shows in the row (its Reason column), not only an icon.
  const preview = async () => (await (await page.request.get(`/api/billing/bill-runs/${run.id}/issue-preview`)).json()) as BillRunIssuePreview;
  const reasons = (await preview()).heldAccounts.find((a) => a.accountNumber === account)!.reasons;
  expect(reasons.length).toBeGreaterThan(0);
  for (const reason of reasons) await expect(heldRow).toContainText(reason.message);
  await heldRow.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: t.accept, exact: true }).click();
  await expectSuccess(page, /exceptions accepted: the invoice can be issued/);
  await expect(heldRow).toHaveCount(0);

  // Summary: Issue takes every draft without an open exception, the accepted one with them.
  await dialog.getByRole('button', { name: d.unbilledModes.Summary, exact: true }).click();
  const invoices = async (status: string) =>
    ((await (await page.request.get(`/api/billing/invoices?billRunId=${run.id}&status=${status}`)).json()) as { total: number }).total;
  const drafts = await invoices('DRAFT');
  expect(drafts).toBe(run.invoices);
  // Issuing is final, so it asks first: what will be issued (count, total) and what stays held, and why.
  const expected = await preview();
  expect(expected.issue).toBeGreaterThan(0);
  const confirmIssue = page.getByRole('dialog', { name: t.issueTitle(run.id) });
  await dialog.getByRole('button', { name: t.issue }).click();
  await expect(confirmIssue.getByTestId('issue-preview')).toContainText(t.issueSummary(expected.issue, formatMoney(expected.total, '$')));
  if (expected.held > 0) {
    await expect(confirmIssue).toContainText(t.issueHeld(expected.held));
    const first = expected.heldAccounts[0]!;
    await expect(confirmIssue.getByRole('table', { name: t.heldAccountsLabel }).getByRole('row').filter({ hasText: first.accountNumber })).toContainText(
      first.reasons[0]!.message,
    );
  }
  // Cancel issues nothing.
  await confirmIssue.getByRole('button', { name: t.cancel }).click();
  await expect(confirmIssue).toBeHidden();
  expect(await invoices('DRAFT')).toBe(drafts);
  // Confirm issues.
  await dialog.getByRole('button', { name: t.issue }).click();
  await expect(confirmIssue.getByTestId('issue-preview')).toBeVisible();
  await confirmIssue.getByRole('button', { name: t.issueConfirm }).click();
  await expect(confirmIssue).toBeHidden();
  const popup = page.getByRole('dialog', { name: 'Success!' });
  await expect(popup).toBeVisible();
  // An issued invoice that a credit the account held pays at once is PAID or PART_PAID (allocateCredits).
  const [issued, held] = [(await invoices('ISSUED')) + (await invoices('PART_PAID')) + (await invoices('PAID')), await invoices('DRAFT')];
  expect(issued).toBeGreaterThan(0);
  expect(issued + held).toBe(drafts);
  await expectSuccess(page, t.issued(issued, held));
  // The accepted account's draft is issued: its row no longer names the run nor flags exceptions.
  await dialog.getByRole('searchbox', { name: 'Search' }).fill(account!);
  const row = accountRows(dialog).filter({ hasText: account! });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell', { name: String(run.id), exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: d.billingExceptions })).toHaveCount(0);
});

test('a building is ticked whole, or billed by its name: the count and what is left out or off-cycle show before the run, and why each was left out after it', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: world.url })).newPage();
  const dialog = await unbilledDialog(page);
  // Ticking a building's row ticks its accounts; the toolbar counts them.
  await dialog.locator('tbody tr[data-row-id*=":"]').first().getByRole('checkbox').check();
  const ticked = await accountRows(dialog).locator('input[type=checkbox]:checked').count();
  expect(ticked).toBeGreaterThan(0);
  await expect(dialog.getByText(d.selectedCount(ticked), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: t.startRun }).click();
  const start = page.getByRole('dialog', { name: t.startRunTitle });
  await expect(start.getByRole('radio', { name: t.billBy.accounts(ticked) })).toBeChecked();

  // Billed by a building's name instead: the count, the left-out reasons and the off-cycle warning are the server's.
  const today = businessDateIn(DEFAULT_TIME_ZONE);
  const previewOf = async (networkNodeId: string) =>
    (await (
      await page.request.post('/api/billing/bill-runs/preview', {
        headers: { 'x-csrf': '1' },
        data: { networkNodeIds: [Number(networkNodeId)], periodTo: today, invoiceDate: today },
      })
    ).json()) as BillRunSelectionPreview;
  // Up to today, a day after the run before billed them to: the building with the most accounts to bill, each off its monthly cycle.
  const buildings = (await (await page.request.get('/api/lookups/BUILDING/values?parameters={}')).json()) as { value: string; display: string }[];
  const previews = await Promise.all(buildings.map(async (b) => ({ building: b, expected: await previewOf(b.value) })));
  const { building, expected } = previews.sort((x, y) => y.expected.accounts - x.expected.accounts)[0]!;
  expect(expected.accounts).toBeGreaterThan(0);
  expect(expected.offCycle).toBeGreaterThan(0);
  await start.getByRole('radio', { name: t.billBy.buildings }).check();
  await start.getByRole('combobox', { name: t.buildings }).fill(building.display);
  await page.getByRole('option', { name: building.display }).click();
  await start.getByLabel(t.periodTo).fill(shownDate(today));
  await expect(start.getByText(t.selectionCount(expected.accounts))).toBeVisible();
  for (const { reason, count } of expected.leftOut) await expect(start.getByText(`${count}: ${t.leftOutReasons[reason]}`)).toBeVisible();
  await expect(start.getByRole('alert')).toContainText(t.offCycle(expected.offCycle));
  const first = expected.offCycleAccounts[0]!;
  await expect(start.getByRole('alert')).toContainText(
    t.offCycleAccount(first.accountNumber, first.customerName, first.billingCycle, shownDate(first.dueDate)),
  );
  await start.getByRole('button', { name: t.start }).click();
  await expect(start).toBeHidden();

  // After the run: each chosen account it did not bill, and why, in words.
  const leftOut = page.getByRole('button', { name: /left out$/ });
  await expect(leftOut).toBeVisible({ timeout: 120_000 });
  const runs = (await (await page.request.get('/api/billing/bill-runs')).json()) as BillRun[];
  const rows = (await (await page.request.get(`/api/billing/bill-runs/${runs[0]!.id}/left-out`)).json()) as BillRunLeftOut;
  await expect(leftOut).toHaveText(t.leftOutCount(rows.length));
  await leftOut.click();
  const why = page.getByRole('dialog', { name: t.leftOutTitle(runs[0]!.id) });
  for (const row of rows) await expect(why.getByRole('row').filter({ hasText: row.accountNumber })).toContainText(t.leftOutReasons[row.reason]);
  await why.getByRole('button', { name: t.close }).click();
  await expect(why).toBeHidden();
});
