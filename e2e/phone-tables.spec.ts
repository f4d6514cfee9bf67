import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { codeWords, formatMoney, texts, type Invoice, type ReportDataResponse, type SectionRow } from '@wattle/contract';
import { expect, test } from './fixtures';
import { findDemoCustomer, sectionOn, signInTo } from './sections.world';
import { shownDate } from './support/dates';

/**
 * A billing officer's day on a phone (issue 28 items 2 and 7, docs/ux.md "Tables on a phone"):
 * at 390 × 844 a table shows each row as a card of its important fields, nothing scrolls sideways,
 * a tapped card is the row the actions work on; and codes read as words on the screens the officer
 * used (search cards, a report's rows, an invoice's status).
 */
test.use({ viewport: { width: 390, height: 844 } });

const PHONE_WIDTH = 390;

/** The page does not scroll sideways: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A card's value by its field's name (the cards are description lists: name, then value). */
const valueOf = (card: Locator, name: string) => card.locator(`xpath=.//dt[normalize-space(.)="${name}"]/following-sibling::dd[1]`);

test("a customer's transactions on a phone: cards with date, description and amount; a tapped card opens its invoice", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInTo(page, baseURL!);
  const customer = await findDemoCustomer(page, baseURL!, { code: 'ARTRANS', row: (r) => Number(r.values.invoiceId) > 0 });
  await page.goto(customer.link('/transaction-list'));
  const transactions = sectionOn(page, 'ARTRANS');
  const cards = transactions.getByTestId('row-cards').locator('[data-row-id]');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  // Cards, not a table 1,140 px wide.
  await expect(transactions.locator('table')).toHaveCount(0);

  // The newest transaction first, as the table orders it: its date, description and amount are on its card.
  const newest: SectionRow = customer.rows[0]!;
  const first = cards.first();
  await expect(first).toHaveAttribute('data-row-id', newest.key!);
  await expect(valueOf(first, 'Date')).toHaveText(shownDate(newest.values.transactionDate!));
  await expect(valueOf(first, 'Description')).toHaveText(newest.displayValues.description ?? newest.values.description!);
  await expect(valueOf(first, 'Amount')).toHaveText(formatMoney(newest.values.amount, '$'));
  // The amount is on screen, not off to the right.
  const amount = await valueOf(first, 'Amount').boundingBox();
  expect(amount!.x + amount!.width).toBeLessThanOrEqual(PHONE_WIDTH);
  await expectNoSidewaysScroll(page);

  // The other fields are a tap away.
  await expect(valueOf(first, 'Balance')).toHaveCount(0);
  await first.getByRole('button', { name: texts.rowCards.moreFields }).click();
  await expect(valueOf(first, 'Balance')).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Tapping an invoice's card chooses it; View Invoice opens that invoice, its status in words.
  const invoiceRow = customer.rows.find((r) => Number(r.values.invoiceId) > 0)!;
  const invoiceCard = cards.and(page.locator(`[data-row-id="${invoiceRow.key}"]`));
  await invoiceCard.scrollIntoViewIfNeeded();
  await invoiceCard.click();
  await expect(invoiceCard).toHaveAttribute('data-highlighted', 'true');
  // The cards pass the same accessibility scan as every screen (WCAG 2 A and AA, nothing serious).
  const scan = await new AxeBuilder({ page }).include('section[data-section-code="ARTRANS"]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await transactions.getByRole('button', { name: 'View Invoice' }).click();
  const invoice = (await (await page.request.get(`${baseURL}/api/billing/invoices/${invoiceRow.values.invoiceId}`)).json()) as Invoice;
  const dialog = page.getByRole('dialog', { name: texts.invoiceView.title(invoice.invoiceNumber) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(codeWords(invoice.status), { exact: true })).toBeVisible();
  await expect(dialog).not.toContainText(invoice.status);
});

test('on a phone, search cards name the relationship and the status in words, and a report lists its rows as cards in words', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInTo(page, baseURL!);
  const customer = await findDemoCustomer(page, baseURL!, { code: 'ARTRANS' });

  // Search: the account search is an icon first on a phone.
  await page.goto(`${baseURL}/dashboard`);
  await page.getByRole('button', { name: texts.search.showAccountSearch }).click();
  await page.getByRole('searchbox', { name: 'Account number' }).fill(customer.accountNumber);
  await page.getByRole('button', { name: texts.search.openSearch }).click();
  const search = page.getByRole('dialog', { name: 'Search' });
  await expect(search.getByTestId('search-column-Contact')).toContainText('Account holder', { timeout: 30_000 });
  await expect(search).not.toContainText('ACCOUNT_HOLDER');
  await expect(search.getByTestId('search-column-Site')).toContainText(/Active|Closed/);
  await expect(search.getByTestId('search-column-Site')).not.toContainText(/\bACTIVE\b|\bCLOSED\b/);
  await page.keyboard.press('Escape');

  // Customer List: each row a card with the name, status in words and balance.
  const reports = (await (await page.request.get(`${baseURL}/api/reports`)).json()) as { id: number; name: string }[];
  const id = reports.find((r) => r.name === 'Customer List')!.id;
  const rows = (await (
    await page.request.get(`${baseURL}/api/reports/${id}/data?reportParametersJson=${encodeURIComponent('{}')}`)
  ).json()) as ReportDataResponse;
  await page.goto(`${baseURL}/reports/${id}`);
  const report = page.getByRole('dialog', { name: 'Customer List' });
  await report.getByRole('button', { name: texts.reports.run, exact: true }).click();
  const firstCard = report.getByTestId('row-cards').locator('[data-row-id]').first();
  await expect(firstCard).toBeVisible({ timeout: 30_000 });
  const firstRow = rows.items[0]!;
  await expect(valueOf(firstCard, 'Name')).toHaveText(String(firstRow.customer_name));
  await expect(valueOf(firstCard, 'Status')).toHaveText(/^(Active|Closed|Prospect)$/);
  await expect(valueOf(firstCard, 'Balance')).toBeVisible();
  await expectNoSidewaysScroll(page);
});
