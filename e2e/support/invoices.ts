import type { Page } from '@playwright/test';
import { texts, type CustomerAccount, type Invoice } from '@wattle/contract';
import { customerLink, sectionOn } from '../sections.world';

/** The account's invoicing page, the invoice highlighted in its INVOICES list and opened with View Invoice. */
export async function openFromInvoicing(page: Page, base: string, account: CustomerAccount, invoice: Invoice) {
  await page.goto(customerLink(base, account, '/invoicing'));
  const list = sectionOn(page, 'INVOICES');
  await list.getByRole('row').filter({ hasText: invoice.invoiceNumber! }).click();
  await list.getByRole('button', { name: texts.invoiceView.viewInvoice }).click();
  return page.getByRole('dialog', { name: texts.invoiceView.title(invoice.invoiceNumber) });
}
