/** The customer's Transactions page (ARTRANS): taking a payment as a user does. */
import { expect, type Page } from '@playwright/test';
import { formatMoney, texts } from '@wattle/contract';
import { sectionOn } from '../sections.world';

/** The Transactions page's rows (the page must be open). */
export const transactionRows = (page: Page) => sectionOn(page, 'ARTRANS').locator('tbody tr[data-row-id]');

/** Add Payment with an amount (e.g. `12.34`) and a reference; waits for the notice and the new row. */
export async function addPayment(page: Page, amount: string, reference: string) {
  await sectionOn(page, 'ARTRANS').getByRole('button', { name: texts.payments.addPayment }).click();
  const dialog = page.getByRole('dialog', { name: texts.payments.addPayment });
  await dialog.getByLabel(texts.payments.amount).fill(amount);
  await dialog.getByLabel(texts.payments.reference).fill(reference);
  await dialog.getByRole('button', { name: texts.payments.save }).click();
  await expect(page.getByText(texts.payments.recorded(formatMoney(amount, '$')))).toBeVisible();
  await expect(transactionRows(page).filter({ hasText: reference })).toHaveCount(1);
}
