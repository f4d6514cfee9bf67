import type { Page } from '@playwright/test';
import {
  businessDateIn,
  DEFAULT_TIME_ZONE,
  productInvoiceLabel,
  texts,
  type CustomerAccount,
  type InvoiceSummary,
  type ProductInvoice,
} from '@wattle/contract';
import { expect, test } from './fixtures';
import { signInTo } from './sections.world';
import { pdfBytesText } from './support/downloads';
import { shownDate } from './support/dates';

const today = businessDateIn(DEFAULT_TIME_ZONE);

/** The first demo customer with something to bill up to today, the products its preview answers, and a link to its page with its ids. */
async function customerToInvoice(page: Page, base: string) {
  for (let customerId = 1; customerId <= 400; customerId++) {
    const due = await page.request.get(`${base}/api/customers/${customerId}/next-invoice-due-date?invoiceDate=${today}`);
    if (!due.ok()) continue;
    const dueDate = await due.text();
    const preview = await page.request.get(`${base}/api/customers/${customerId}/invoice?invoiceDate=${today}&invoiceDueDate=${dueDate}&preview=true`);
    if (!preview.ok()) continue;
    const account = (await (await page.request.get(`${base}/api/customers/${customerId}/account`)).json()) as CustomerAccount;
    const products = ((await preview.json()) as ProductInvoice[]).map((p) => p.productTypeCode);
    const query = new URLSearchParams({ customerId: String(customerId), accountId: String(account.accountId), partyId: String(account.primaryPartyId ?? '') });
    return { account, dueDate, products, link: `${base}/instant-invoice?${query}` };
  }
  throw new Error('no demo customer with anything to invoice');
}

/**
 * Clicks Preview or Generate and answers the text of the shown tab's PDF: the viewer shows a blob
 * of the page's answer (the page's policy keeps scripts from reading blobs back), so the answer is read.
 */
async function clickAndReadPdf(page: Page, button: string): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => /\/api\/customers\/\d+\/invoice\?/.test(r.url()), { timeout: 60_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(response.status()).toBe(200);
  const [first] = (await response.json()) as ProductInvoice[];
  await expect(page.locator('iframe[src^="blob:"]')).toHaveCount(1);
  return pdfBytesText(Buffer.from(first!.invoiceBase64Data, 'base64'));
}

/**
 * The instant invoice (spec 3 §2.9): today's invoice date and the server's due date; Preview shows
 * one tab per product with its PDF (nothing saved); Generate issues the invoice, says so, and shows
 * the issued invoice's PDF.
 */
test('Instant invoice: prefilled dates, Preview shows a PDF per product, Generate issues the invoice', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInTo(page, baseURL!);
  const customer = await customerToInvoice(page, baseURL!);
  await page.goto(customer.link);
  await expect(page.getByRole('heading', { name: texts.pages.instantInvoice })).toBeVisible();
  await expect(page.getByRole('textbox', { name: texts.invoice.invoiceDate })).toHaveValue(shownDate(today));
  await expect(page.getByRole('textbox', { name: texts.invoice.invoiceDueDate })).toHaveValue(shownDate(customer.dueDate));

  const preview = await clickAndReadPdf(page, texts.invoice.preview);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(customer.products.map(productInvoiceLabel));
  expect(preview).toContain(texts.billingPdf.draftInvoice);
  expect(preview).toContain(customer.account.accountNumber);
  const invoicesBefore = (await (await page.request.get(`${baseURL}/api/billing/invoices?customerAccountId=${customer.account.accountId}`)).json()) as {
    total: number;
  };

  const generated = await clickAndReadPdf(page, texts.invoice.generate);
  const success = page.getByRole('dialog');
  await expect(success).toContainText(texts.invoice.generated);
  await success.getByRole('button', { name: texts.common.ok }).click();
  const invoicesAfter = (await (await page.request.get(`${baseURL}/api/billing/invoices?customerAccountId=${customer.account.accountId}`)).json()) as {
    items: InvoiceSummary[];
    total: number;
  };
  expect(invoicesAfter.total).toBe(invoicesBefore.total + 1);
  // Issued, and perhaps already paid by a credit the account held.
  const invoice = invoicesAfter.items.find((i) => i.invoiceDate === today && i.dueDate === customer.dueDate && i.status !== 'DRAFT')!;
  expect(invoice.invoiceNumber).toBeTruthy();
  await expect(tabs).toHaveText(customer.products.map(productInvoiceLabel));
  expect(generated).toContain(invoice.invoiceNumber!);
  expect(generated).not.toContain(texts.billingPdf.draftInvoice);
});
