import type { Locator } from '@playwright/test';
import { texts } from '@wattle/contract';
import { expect, test } from './fixtures';
import { findDemoCustomer, rowOn, sectionOn, signInTo } from './sections.world';
import { typeDate } from './support/dates';

/**
 * Issue 28 item 1, as the billing officer met it: every date field shows and takes the company's
 * DATE_FORMAT (DD/MM/YYYY on the demo company) and every time is on its clock (Sydney), whatever
 * the browser's own locale and zone, here a New York browser in US English.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const DD_MM_YYYY = /^\d{2}\/\d{2}\/\d{4}$/;

/** An instant on Sydney's clock, DD/MM/YYYY HH:mm, worked out here apart from the app's code. */
function sydneyTime(instant: string) {
  const parts = new Intl.DateTimeFormat('en-AU', {
    timeZone: 'Australia/Sydney',
    hourCycle: 'h23',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A date picker that shows DD/MM/YYYY: a date in that form, or the form itself while empty. */
async function expectDayFirst(input: Locator) {
  const value = await input.inputValue();
  if (value === '') await expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  else expect(value).toMatch(DD_MM_YYYY);
}

test('a report date and a statement date take 01112026 as 1 November 2026', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  await page.getByRole('button', { name: 'Reports' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Payments Received' }).click();
  const report = page.getByRole('dialog', { name: 'Payments Received' });
  const reportStart = report.getByRole('textbox', { name: 'Start Date' });
  await typeDate(reportStart, '01112026');
  await expect(reportStart).toHaveValue('01/11/2026');

  const customer = await findDemoCustomer(page, baseURL!, { code: 'ARTRANS' });
  await page.goto(customer.link('/customer-statement'));
  const statementStart = page.getByRole('textbox', { name: texts.statement.startDate });
  await expect(statementStart).toHaveValue(DD_MM_YYYY);
  await typeDate(statementStart, '01112026');
  await expect(statementStart).toHaveValue('01/11/2026');
});

test('the price plan dialog’s date pickers and its price-change text read DD/MM/YYYY', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  await page.goto(`${baseURL}/maintenance/PRICEPLANS`);
  const plans = sectionOn(page, 'PRICEPLANS');
  await plans.locator('tbody tr[data-row-id]').first().locator('td').last().click();
  await plans.getByRole('button', { name: 'Edit Price Plan' }).click();
  const editor = page.getByRole('dialog', { name: texts.pricePlan.title });
  const startDate = editor.locator('input[data-path="startDate"]');
  await expect(startDate).toHaveValue(DD_MM_YYYY);
  const rateDates = editor.locator('input[data-path$="Date"]');
  await expect(rateDates.nth(1)).toBeVisible();
  for (const input of await rateDates.all()) await expectDayFirst(input);

  await editor.getByRole('button', { name: texts.pricePlanEditor.priceChange }).first().click();
  const change = page.getByRole('dialog', { name: /Price change/ });
  await expect(change.getByText(/^From the rate starting \d{2}\/\d{2}\/\d{4}, /)).toBeVisible();
  await expectDayFirst(change.getByRole('textbox', { name: texts.pricePlanEditor.startDate }));
});

test('a sent email’s time is on the company’s clock (Sydney), not the browser’s or UTC', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  const emails = await findDemoCustomer(page, baseURL!, { code: 'EMAIL', row: (r) => Boolean(r.values.sentAt) });
  const sent = emails.rows.find((r) => Boolean(r.values.sentAt))!;
  await page.goto(emails.link('/customer-email-messages'));
  await expect(sectionOn(page, 'EMAIL')).toBeVisible();
  await expect(rowOn(page, 'EMAIL', sent.key)).toContainText(sydneyTime(sent.values.sentAt!));
});
