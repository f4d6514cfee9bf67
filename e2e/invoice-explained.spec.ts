import {
  businessDateIn,
  DEFAULT_TIME_ZONE,
  formatMoney,
  invoiceFileName,
  texts,
  type BillRun,
  type CustomerAccount,
  type Invoice,
  type InvoiceSummary,
} from '@wattle/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { customerLink, sectionOn, signInTo } from './sections.world';
import { pdfText } from './support/downloads';
import { openFromInvoicing } from './support/invoices';

const t = texts.invoiceView;
const csrf = { 'x-csrf': '1' };
/**
 * The shared server's demo has 300 customers (global-setup.ts), all with 12 months of daily reads;
 * many are held by an exception. Each test bills a block of its own from the last one down, far
 * from the first customers other specs pick.
 */
const BLOCK_SIZE = 25;
const LAST_CUSTOMER = 300;

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

async function finished(request: APIRequestContext, base: string, id: number): Promise<BillRun> {
  await expect
    .poll(async () => ((await (await request.get(`${base}/api/billing/bill-runs/${id}`)).json()) as BillRun).status, { timeout: 60_000 })
    .toMatch(/COMPLETED|FAILED|CANCELLED/);
  return (await (await request.get(`${base}/api/billing/bill-runs/${id}`)).json()) as BillRun;
}

/**
 * Bills the test's block of demo customers to yesterday in one real bill run and issues it.
 * Answers an issued invoice (not held by an exception) with a usage line.
 */
async function issuedInvoice(request: APIRequestContext, base: string, block: number): Promise<{ account: CustomerAccount; invoice: Invoice }> {
  const today = businessDateIn(DEFAULT_TIME_ZONE);
  const accounts: CustomerAccount[] = [];
  for (let i = 0; i < BLOCK_SIZE; i++) {
    const account = await request.get(`${base}/api/customers/${LAST_CUSTOMER - block * BLOCK_SIZE - i}/account`);
    if (account.ok()) accounts.push((await account.json()) as CustomerAccount);
  }
  const started = await request.post(`${base}/api/billing/bill-runs`, {
    headers: csrf,
    data: { periodTo: dayBefore(today), invoiceDate: today, customerAccountIds: accounts.map((a) => a.accountId) },
  });
  expect(started.status(), await started.text()).toBe(200);
  const run = await finished(request, base, ((await started.json()) as { id: number }).id);
  expect(run.status).toBe('COMPLETED');
  const issue = await request.post(`${base}/api/billing/bill-runs/${run.id}/issue`, { headers: csrf });
  expect(issue.status(), await issue.text()).toBe(200);
  // Issued, and perhaps already paid by a credit the account held.
  const listed = (await (await request.get(`${base}/api/billing/invoices?billRunId=${run.id}`)).json()) as { items: InvoiceSummary[] };
  for (const summary of listed.items.filter((i) => i.status !== 'DRAFT')) {
    const invoice = (await (await request.get(`${base}/api/billing/invoices/${summary.id}`)).json()) as Invoice;
    if (invoice.lines.some((l) => l.kind === 'USAGE' && l.derivation?.meters.length)) {
      return { account: accounts.find((a) => a.accountId === invoice.customerAccountId)!, invoice };
    }
  }
  throw new Error(`no customer of block ${block} billed with a usage line`);
}

test('An issued invoice opened from the transaction list explains each line in words, shows the reads behind a usage line and downloads its PDF', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInTo(page, baseURL!);
  const { account, invoice } = await issuedInvoice(page.request, baseURL!, 0);
  await page.goto(customerLink(baseURL!, account, '/transaction-list'));

  const transactions = sectionOn(page, 'ARTRANS');
  await transactions
    .getByRole('row')
    .filter({ hasText: texts.billing.invoiceTransaction(invoice.invoiceNumber!) })
    .first()
    .click();
  await transactions.getByRole('button', { name: t.viewInvoice }).click();

  const dialog = page.getByRole('dialog', { name: t.title(invoice.invoiceNumber) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(formatMoney(invoice.total, '$'));
  for (const line of invoice.lines) {
    await expect(dialog.getByText(line.description, { exact: true }).first()).toBeVisible();
    await expect(dialog.getByText(line.derivation!.text, { exact: true }).first()).toBeVisible();
  }
  // A line based on estimated reads says so (issue 31 item 4).
  await expect(dialog.getByText(texts.common.estimated, { exact: true })).toHaveCount(invoice.lines.filter((l) => l.estimated).length);

  const usage = invoice.lines.find((l) => l.kind === 'USAGE' && l.derivation?.meters.length)!;
  const reads = usage.derivation!.meters.reduce((n, m) => n + m.reads + m.estimatedReads, 0);
  await dialog
    .getByRole('button', { name: t.showReads(reads) })
    .first()
    .click();
  const meterReads = dialog.getByRole('region').first();
  await expect(meterReads).toBeVisible();
  // Daily reads over the line's period, actual and estimated: one row each (and the heading row).
  const [meter] = usage.derivation!.meters;
  await expect(meterReads.getByRole('row')).toHaveCount(meter!.reads + meter!.estimatedReads + 1);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: t.downloadPdf }).click()]);
  expect(download.suggestedFilename()).toBe(invoiceFileName(invoice));
  const text = await pdfText(download);
  expect(text).toContain(invoice.invoiceNumber!);
  expect(text).toContain(formatMoney(invoice.total, '$'));
});

test('The invoicing page lists the account’s invoices; View Invoice opens the same explanation', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signInTo(page, baseURL!);
  const { account, invoice } = await issuedInvoice(page.request, baseURL!, 1);
  const dialog = await openFromInvoicing(page, baseURL!, account, invoice);
  for (const line of invoice.lines) await expect(dialog.getByText(line.derivation!.text, { exact: true }).first()).toBeVisible();
});

test('Cancel and rebill from the invoice dialog credits the invoice, voids it and bills its period again', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signInTo(page, baseURL!);
  const { account, invoice } = await issuedInvoice(page.request, baseURL!, 2);
  const dialog = await openFromInvoicing(page, baseURL!, account, invoice);
  await dialog.getByRole('button', { name: t.rebill }).click();

  const ask = page.getByRole('dialog', { name: t.rebillTitle(invoice.invoiceNumber!) });
  await expect(ask.getByText(t.rebillHint)).toBeVisible();
  const save = ask.getByRole('button', { name: t.submit });
  await expect(save).toBeDisabled();
  await ask.getByLabel(t.reason).fill('Meter was read wrongly');
  await save.click();

  await expect(page.getByText(/^Credit note .+ written; bill run \d+ is billing the period again$/)).toBeVisible();
  await expect(ask).toBeHidden();
  // The status in words (issue 28 item 2).
  await expect(dialog).toContainText(/Status\s*Void/);
  await expect(dialog.getByRole('button', { name: t.rebill })).toHaveCount(0);

  const runs = (await (await page.request.get(`${baseURL}/api/billing/bill-runs`)).json()) as BillRun[];
  const rerun = await finished(page.request, baseURL!, runs[0]!.id);
  expect(rerun).toMatchObject({ status: 'COMPLETED', invoices: 1, accountsTotal: 1 });
  const after = (await (await page.request.get(`${baseURL}/api/billing/invoices?customerAccountId=${account.accountId}`)).json()) as {
    items: InvoiceSummary[];
  };
  expect(after.items.map((i) => [i.kind, i.status])).toEqual(
    expect.arrayContaining([
      ['CREDIT_NOTE', 'ISSUED'],
      ['INVOICE', 'VOID'],
      ['INVOICE', 'DRAFT'],
    ]),
  );
});

test('A credit note from the invoice dialog credits the whole invoice once; a second one is refused with the reason', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await signInTo(page, baseURL!);
  const { account, invoice } = await issuedInvoice(page.request, baseURL!, 3);
  const dialog = await openFromInvoicing(page, baseURL!, account, invoice);

  const creditOnce = async () => {
    await dialog.getByRole('button', { name: t.creditNote }).click();
    const ask = page.getByRole('dialog', { name: t.creditNoteTitle(invoice.invoiceNumber!) });
    const save = ask.getByRole('button', { name: t.submit });
    await expect(save).toBeDisabled();
    await ask.getByLabel(t.reason).fill('Goodwill: estimated reads');
    await save.click();
    return ask;
  };
  const ask = await creditOnce();
  await expect(page.getByText(/^Credit note .+ written$/)).toBeVisible();
  await expect(ask).toBeHidden();

  const listed = (await (await page.request.get(`${baseURL}/api/billing/invoices?customerAccountId=${account.accountId}`)).json()) as {
    items: InvoiceSummary[];
  };
  const notes = listed.items.filter((i) => i.kind === 'CREDIT_NOTE');
  expect(notes).toHaveLength(1);
  expect(notes[0]).toMatchObject({ status: 'ISSUED', total: `-${invoice.total}` });

  const again = await creditOnce();
  const refusal = page.getByRole('dialog').filter({ hasText: texts.billing.alreadyCredited }).last();
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(again.getByTestId('form-errors')).toHaveText(texts.billing.alreadyCredited);
});
