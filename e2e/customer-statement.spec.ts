import {
  businessDateIn,
  DEFAULT_TIME_ZONE,
  defaultStatementRange,
  formatDisplayDate,
  formatMoney,
  statementFileName,
  texts,
  type CustomerSummary,
} from '@wattle/contract';
import { expect, test } from './fixtures';
import { findDemoCustomer, sectionOn, signInTo } from './sections.world';
import { pdfText, readPdf } from './support/downloads';
import { shownDate } from './support/dates';

/**
 * The customer statement (spec 3 §2.8): opened from the transaction list's Statement action, it
 * starts a year ago and ends tomorrow; Download saves the PDF of the account's transactions.
 */
test('Statement: default dates, then Download gives the PDF with the opening and closing balances', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signInTo(page, baseURL!);
  const customer = await findDemoCustomer(page, baseURL!, { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  await sectionOn(page, 'ARTRANS').getByRole('button', { name: 'Statement' }).click();
  await expect(page).toHaveURL(/\/customer-statement$/);
  await expect(page.getByRole('heading', { name: texts.pages.customerStatement })).toBeVisible();

  // The demo company keeps Sydney's business day; the dates show in its DATE_FORMAT (DD/MM/YYYY).
  const { startDate, endDate } = defaultStatementRange(businessDateIn(DEFAULT_TIME_ZONE));
  await expect(page.getByRole('textbox', { name: texts.statement.startDate })).toHaveValue(shownDate(startDate));
  await expect(page.getByRole('textbox', { name: texts.statement.endDate })).toHaveValue(shownDate(endDate));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: texts.statement.download }).click()]);
  expect(download.suggestedFilename()).toBe(statementFileName(customer.accountNumber, startDate, endDate));
  expect((await readPdf(download)).getPageCount()).toBeGreaterThanOrEqual(1);
  const text = await pdfText(download);
  const summary = (await (await page.request.get(`${baseURL}/api/customers/${customer.customerId}/summary`)).json()) as CustomerSummary;
  expect(text).toContain(summary.accountName);
  expect(text).toContain(customer.accountNumber);
  expect(text).toContain(texts.billingPdf.statementPeriod(formatDisplayDate(startDate, 'DD/MM/YYYY'), formatDisplayDate(endDate, 'DD/MM/YYYY')));
  expect(text).toContain(texts.billingPdf.openingBalance);
  // Nothing is dated after tomorrow: the closing balance is the account's balance.
  expect(text).toContain(`${texts.billingPdf.closingBalance} ${formatMoney(customer.totalBalance, '$')}`);
});

test('Statement: the start date is required', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  const customer = await findDemoCustomer(page, baseURL!, { code: 'ARTRANS' });
  await page.goto(customer.link('/customer-statement'));
  const start = page.getByRole('textbox', { name: texts.statement.startDate });
  await start.fill('');
  await start.blur();
  await expect(page.getByText(texts.statement.startRequired)).toBeVisible();
  await expect(page.getByRole('button', { name: texts.statement.download })).toBeDisabled();
});
