/** A customer's Total Balance as the API answers it and as the customer page's summary shows it, and shown money in exact cents. */
import type { Page } from '@playwright/test';
import { formatMoney, texts, type CustomerSummary } from '@wattle/contract';

/** Total Balance of the customer's summary, as the API answers it to the page's session (shown text, e.g. `$1,234.50`). */
export async function totalBalanceOf(page: Page, base: string, customerId: number): Promise<string> {
  const summary = (await (await page.request.get(`${base}/api/customers/${customerId}/summary`)).json()) as CustomerSummary;
  return summary.items.find((i) => i.name === texts.customer.totalBalance)!.value;
}

/** The Total Balance the customer page's summary shows. */
export const shownTotalBalance = (page: Page) =>
  page.getByLabel('Customer summary').locator('dt', { hasText: texts.customer.totalBalance }).locator('xpath=following-sibling::dd');

/** A shown amount in cents, exact (`-$1,234.50` → -123450). */
export const cents = (shown: string) => Math.round(Number(shown.replace(/[$,]/g, '')) * 100);

/** Cents as the page shows money (-123450 → `-$1,234.50`). */
export const shownCents = (value: number) => formatMoney((value / 100).toFixed(2), '$');
