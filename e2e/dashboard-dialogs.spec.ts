import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { texts } from '@wattle/contract';
import { cardsOf, confirmWith, dashboardPage, expectSuccess, openCard, startDashboardWorld, type DashboardWorld } from './dashboard.world';

// One server with a demo dataset; the journeys change it, in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: DashboardWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startDashboardWorld('dashboard-dialogs');
});
test.afterAll(async () => {
  await world?.stop();
});

const t = texts.dashboard;

test('a standard dialog at 1440 px: whole headers, lookup descriptions, an All page size and an empty-table text', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  await page.setViewportSize({ width: 1440, height: 900 });
  const dialog = await openCard(page, 'Accounts in Arrears');
  // Every header shows all of its text.
  const cut = await dialog
    .locator('thead .Mui-TableHeadCell-Content-Wrapper')
    .evaluateAll((headers) => headers.filter((h) => h.textContent && h.scrollWidth > h.clientWidth).map((h) => h.textContent));
  expect(cut).toEqual([]);
  // Codes read as their descriptions (DIRECT_DEBIT → Direct debit, FINAL_NOTICE → Final Notice).
  await expect(dialog.locator('tbody tr[data-row-id]').first()).toBeVisible();
  expect(await dialog.locator('tbody').textContent()).not.toMatch(/\b[A-Z]+_[A-Z_]+\b|COLLECTIONS|ARREARS/);

  await dialog.getByRole('combobox', { name: /Rows per page/ }).click();
  await expect(page.getByRole('option')).toHaveText(['50', '100', '500', '1000', texts.common.allRows]);
  await page.getByRole('option', { name: texts.common.allRows }).click();
  const total = (await cardsOf(page)).count('ARREARS');
  await expect(dialog.getByText(new RegExp(`^1\\D${total} of ${total}$`))).toBeVisible();

  await dialog.getByRole('searchbox', { name: 'Search' }).fill('no such account anywhere');
  await expect(dialog.getByText(texts.common.noRecords)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // Grouped undelivered emails keep their row buttons in their column, in view.
  const emails = await openCard(page, 'New and Undelivered Email');
  await emails.getByRole('button', { name: t.statusFilters.UNDELIVERED, exact: true }).click();
  const reasonButton = emails.locator('tbody tr[data-row-id]:not([data-row-id*=":"])').first().getByRole('button', { name: t.undeliveredReason });
  await expect(reasonButton).toBeVisible();
  // Asked again until the rows settle: a reload of the table replaces the button under the measure.
  const buttonInTable = async () => {
    const [table, button] = [await emails.locator('.MuiTableContainer-root').boundingBox(), await reasonButton.boundingBox()];
    return table !== null && button !== null && button.x + button.width <= table.x + table.width;
  };
  await expect.poll(buttonInTable).toBe(true);
  await emails.getByRole('button', { name: 'Close' }).last().click();

  // A task that never ran has no logs, and says so.
  const tasks = page.getByLabel('Scheduled Tasks');
  await tasks.getByRole('cell', { name: 'Send New Emails' }).click();
  await tasks.getByRole('button', { name: 'Logs' }).click();
  await expect(page.getByRole('dialog', { name: 'Logs: Send New Emails' }).getByText(texts.common.noRecords)).toBeVisible();
  await page.context().close();
});

test('IMPORTMETERREADS previews the photo of a read', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const dialog = await openCard(page, 'Import Meter Reads');
  await dialog.getByRole('button', { name: t.previewImage }).first().click();
  const preview = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('img') })
    .last();
  const image = preview.getByRole('img');
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.context().close();
});

test('UNBILLEDSUMMARY: Summary, Details and Exceptions with the has_exceptions alerts and the customer billing exceptions', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const dialog = await openCard(page, 'Unbilled Summary');
  await expect(dialog.getByRole('columnheader', { name: 'Building' })).toBeVisible();
  await dialog.getByRole('button', { name: t.unbilledModes.Exceptions, exact: true }).click();
  await expect(dialog.getByRole('img', { name: t.noTransactions }).first()).toBeVisible();
  // The accounts last night's run left for review first: the Exceptions column sorted descending (Y before NOTRANS and N).
  const exceptionsHeader = dialog.getByRole('columnheader', { name: /^Exceptions Sort(ed)? by/ });
  await exceptionsHeader.getByText('Exceptions', { exact: true }).click();
  await expect(exceptionsHeader).toHaveAttribute('aria-sort', 'ascending');
  await exceptionsHeader.getByText('Exceptions', { exact: true }).click();
  await expect(exceptionsHeader).toHaveAttribute('aria-sort', 'descending');
  const red = dialog.getByRole('button', { name: t.billingExceptions }).first();
  await expect(red).toBeVisible();
  await red.click();
  const exceptions = page.getByRole('dialog', { name: new RegExp(`^${t.customerBillingExceptions}:`) });
  await expect(exceptions.locator('tbody tr input[type=checkbox]').first()).toBeVisible();
  await expect(exceptions.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await exceptions.getByRole('button', { name: 'Close' }).click();
  await dialog.getByRole('button', { name: t.unbilledModes.Details, exact: true }).click();
  // Grouped by account: a group header per account ('1000001 - Name').
  await expect(dialog.getByRole('cell', { name: /^\d{7} - / }).first()).toBeVisible();
  await page.context().close();
});

test('EMAIL_STATUS_REQ: New emails previewed and given a PDF; undelivered ones grouped, explained, unblocked, resent and posted', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const postedBefore = (await cardsOf(page)).count('POSTEDMAIL');
  const dialog = await openCard(page, 'New and Undelivered Email');
  // Rows, not the group headers (whose ids name the grouped value).
  const rows = dialog.locator('tbody tr[data-row-id]:not([data-row-id*=":"])');

  await dialog.getByRole('button', { name: t.statusFilters.NEW, exact: true }).click();
  await expect(rows.first()).toContainText('NEW');
  await expect(rows.filter({ hasText: /FAILED|BOUNCED|SUPPRESSED/ })).toHaveCount(0);
  await rows.first().getByRole('button', { name: t.previewEmail }).click();
  const preview = page.getByRole('dialog', { name: t.previewEmail });
  await expect(preview.getByText(`${t.emailFields.subject}:`)).toBeVisible();
  await expect(preview.locator('iframe')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).click();

  await rows.first().getByRole('checkbox').check();
  await dialog.getByRole('button', { name: t.attachPdf }).click();
  const attach = page.getByRole('dialog', { name: t.attachPdf });
  const pdf = await PDFDocument.create();
  pdf.addPage();
  await attach.getByLabel(t.chooseFiles).setInputFiles([{ name: 'terms.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) }]);
  await attach.getByRole('button', { name: t.attachPdf }).click();
  await expectSuccess(page, t.pdfAttached(1));

  await dialog.getByRole('button', { name: t.statusFilters.UNDELIVERED, exact: true }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Send To' })).toBeVisible();
  await expect(rows.filter({ hasText: 'NEW' })).toHaveCount(0);
  const search = dialog.getByRole('searchbox', { name: 'Search' });
  await search.fill('SUPPRESSED');
  await expect(rows.first()).toContainText('SUPPRESSED');
  const blocked = rows.first();
  await blocked.getByRole('button', { name: t.undeliveredReason }).click();
  const reason = page.getByRole('dialog', { name: t.undeliveredReason });
  await expect(reason.getByRole('columnheader', { name: t.errorColumns.displayReason })).toBeVisible();
  await reason.getByRole('button', { name: t.removeFromBlockedList }).first().click();
  await expectSuccess(page, /was removed from the blocked list/);
  await reason.getByRole('button', { name: 'Close' }).click();

  await search.fill('FAILED');
  await expect(rows.first()).toContainText('FAILED');
  const failed = rows.first();
  await failed.getByRole('button', { name: t.undeliveredEmail }).click();
  const form = page.getByRole('dialog', { name: t.undeliveredEmail });
  await expect(form.getByLabel(t.emailFields.account)).not.toHaveValue('');
  await expect(form.getByLabel(t.emailFields.account)).toHaveAttribute('readonly', '');
  const sendTo = form.getByLabel(t.emailFields.sendTo);
  await expect(sendTo).not.toHaveValue('');
  await form.getByLabel(t.emailFields.subject).fill('');
  await expect(form.getByRole('button', { name: t.resend })).toBeDisabled();
  await form.getByLabel(t.emailFields.subject).fill('Your bill (corrected address)');
  await sendTo.fill('not an address');
  await expect(form.getByRole('button', { name: t.resend })).toBeDisabled();
  await sendTo.fill('corrected.customer@example.com');
  const since = Date.now();
  await form.getByRole('button', { name: t.resend }).click();
  await expectSuccess(page, t.emailResent);
  const mail = await world.emailTo('corrected.customer@example.com', since);
  expect(mail.subject).toBe('Your bill (corrected address)');

  await search.fill('BOUNCED');
  await expect(rows.first()).toContainText('BOUNCED');
  await rows.first().getByRole('button', { name: t.sendByPost }).click();
  await confirmWith(page, t.sendByPostText);
  await confirmWith(page, t.changePreferenceText);
  await expectSuccess(page, t.emailPosted);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('button', { name: `Posted Mail: ${postedBefore + 1}` })).toBeVisible();
  await page.context().close();
});

test('SMS_STATUS_REQ groups undelivered messages by phone number', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const dialog = await openCard(page, 'New and Undelivered SMS');
  await dialog.getByRole('button', { name: t.statusFilters.UNDELIVERED, exact: true }).click();
  await expect(dialog.getByRole('columnheader', { name: 'Phone Number' })).toBeVisible();
  // A collapsible group header per phone number, the messages beneath.
  await expect(dialog.locator('tbody tr[data-row-id^="phone_number:"]').first()).toContainText(/^0\d{3} \d{3} \d{3}/);
  await expect(dialog.locator('tbody tr[data-row-id]:not([data-row-id*=":"])').filter({ hasText: 'NEW' })).toHaveCount(0);
  await page.context().close();
});

test('POSTEDMAIL merges the selected letters into one PDF with all their pages and prints it', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  const posted = (await cardsOf(page)).item('POSTEDMAIL');
  const listed = await (await page.request.get(`/api/dashboard/processes/${posted.id}/data-with-pagination?processCode=POSTEDMAIL&itemsPerPage=50`)).json();
  // Two new letters that have their PDF (a letter without one cannot be printed).
  const ids = (listed.processItems as { key_exception_id: number; storage_path: string | null; status: string }[])
    .filter((r) => r.storage_path && r.status === 'NEW')
    .slice(0, 2)
    .map((r) => r.key_exception_id);
  expect(ids).toHaveLength(2);
  const dialog = await openCard(page, 'Posted Mail');
  const rows = ids.map((id) => dialog.locator(`tbody tr[data-row-id="${id}"]`));
  for (const row of rows) await expect(row).toContainText('NEW');
  await rows[0]!.getByRole('checkbox').check();
  await rows[1]!.getByRole('checkbox').check();
  // What the server merged for the print, read on its way to the page.
  let printed: Buffer | null = null;
  await page.route('**/api/correspondence/posted-mail/merge-pdf', async (route) => {
    const response = await route.fetch();
    printed = await response.body();
    await route.fulfill({ response, body: printed });
  });
  await dialog.getByRole('button', { name: t.print, exact: true }).click();
  await expect.poll(() => printed).not.toBeNull();
  // The merged PDF goes to the print frame, and the list shows the letters printed.
  await expect(page.locator('iframe[data-testid="posted-mail-print"]')).toHaveAttribute('src', /^blob:/);
  for (const row of rows) await expect(row).toContainText('PRINTED');
  // Each letter on its own, fetched only now: a merge prints what is NEW, so asking earlier would
  // have printed the letters behind the dialog's back.
  const pagesOf = async (only: number) =>
    (
      await PDFDocument.load(
        await (await page.request.post('/api/correspondence/posted-mail/merge-pdf', { headers: { 'x-csrf': '1' }, data: { ids: [only] } })).body(),
      )
    ).getPageCount();
  const merged = await PDFDocument.load(printed!);
  expect(merged.getPageCount()).toBe((await pagesOf(ids[0]!)) + (await pagesOf(ids[1]!)));
  await page.context().close();
});
