import type { Page } from '@playwright/test';
import {
  businessDateIn,
  DEFAULT_TIME_ZONE,
  texts,
  type CorrespondenceSetting,
  type CustomerAccount,
  type CustomerEmailRequest,
  type InvoiceSummary,
} from '@wattle/contract';
import { expect, test } from './fixtures';
import { customerLink, signInTo } from './sections.world';
import { waitForEmailTo } from './support/mail';

const today = businessDateIn(DEFAULT_TIME_ZONE);

/**
 * Demo customers whose correspondence goes by email with something to bill up to today. Scanned
 * from the last demo customer down, so that they are not the one the instant invoice spec bills.
 */
async function* customersByEmailToInvoice(page: Page, base: string) {
  const json = async <T>(path: string) => {
    const res = await page.request.get(`${base}/api${path}`);
    return res.ok() ? ((await res.json()) as T) : null;
  };
  for (let customerId = 300; customerId >= 1; customerId--) {
    const setting = await json<CorrespondenceSetting>(`/customers/${customerId}/correspondence-setting`);
    if (setting?.code !== 'EMAIL') continue;
    const due = await page.request.get(`${base}/api/customers/${customerId}/next-invoice-due-date?invoiceDate=${today}`);
    if (!due.ok()) continue;
    const preview = await page.request.get(`${base}/api/customers/${customerId}/invoice?invoiceDate=${today}&invoiceDueDate=${await due.text()}&preview=true`);
    if (!preview.ok()) continue;
    const account = await json<CustomerAccount>(`/customers/${customerId}/account`);
    if (account) yield account;
  }
}

/**
 * Issues an instant invoice to the first of them whose invoice is not held for review (some demo
 * meters have no reads: their draft waits in its run), as the officer does: Generate, then OK.
 */
async function invoiceACustomerByEmail(page: Page, base: string): Promise<CustomerAccount> {
  for await (const account of customersByEmailToInvoice(page, base)) {
    await page.goto(customerLink(base, account, '/instant-invoice'));
    await page.getByRole('button', { name: texts.invoice.generate }).click();
    const outcome = page.getByRole('dialog');
    await expect(outcome).toBeVisible({ timeout: 60_000 });
    const issued = (await outcome.textContent())?.includes(texts.invoice.generated) ?? false;
    await outcome.getByRole('button', { name: texts.common.ok }).click();
    if (issued) return account;
  }
  throw new Error('no demo customer by email with anything to invoice');
}

/**
 * What a billing officer sees after issuing an invoice to a customer whose correspondence goes by
 * email (issue 28 item 10): the invoice's email, its PDF attached, in the customer's Email
 * Messages (and the same list on Correspondence), and at the customer's address.
 */
test('an invoice issued to a customer by email is emailed with its PDF and shows in Email Messages', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signInTo(page, baseURL!);
  const since = Date.now();
  const account = await invoiceACustomerByEmail(page, baseURL!);

  const invoices = (await (await page.request.get(`${baseURL}/api/billing/invoices?customerAccountId=${account.accountId}`)).json()) as {
    items: InvoiceSummary[];
  };
  const newest = invoices.items.reduce((a, b) => (b.id > a.id ? b : a));
  const invoiceNumber = newest.invoiceNumber!;
  const emails = (await (await page.request.get(`${baseURL}/api/customers/${account.customerId}/email-requests`)).json()) as CustomerEmailRequest[];
  const email = emails.find((e) => e.emailSubject.includes(invoiceNumber))!;
  expect(email).toBeDefined();

  // At the customer's address, once, with the invoice's PDF.
  const mail = await waitForEmailTo(email.sendTo, since, 60_000);
  expect(mail.subject).toContain(invoiceNumber);
  expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
  const statusOf = async () =>
    ((await (await page.request.get(`${baseURL}/api/customers/${account.customerId}/email-requests`)).json()) as CustomerEmailRequest[]).find(
      (e) => e.id === email.id,
    )!.requestStatus;
  await expect.poll(statusOf).toMatch(/^(SENT|DELIVERED)$/);

  for (const pagePath of ['/customer-email-messages', '/customer-correspondence']) {
    await page.goto(customerLink(baseURL!, account, pagePath));
    const row = page.locator('tbody tr[data-row-id]').filter({ hasText: invoiceNumber });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Invoice');
    await expect(row).toContainText(/Sent|Delivered/);
    // Both pages are one view: the same list, and a letter or email is sent from either.
    await expect(page.getByRole('button', { name: texts.documents.sendLetter })).toBeVisible();
  }
});
