import { expect, type Locator, type Page } from '@playwright/test';
import { texts, type ReportSchedule, type ReportScheduleDetail } from '@wattle/contract';
import { expectSuccess } from './dashboard.world';
import { test } from './fixtures';
import { signInTo } from './sections.world';

const t = texts.reportSchedules;
const s = texts.systemJobs.schedule;

/** A select by its label; once chosen, its accessible name ends with the choice. */
const selectNamed = (dialog: Locator, label: string) => dialog.getByRole('combobox', { name: new RegExp(`^${label}( |$)`) });

async function choose(dialog: Locator, label: string, option: string) {
  await selectNamed(dialog, label).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
  await expect(dialog.page().getByRole('listbox')).toBeHidden();
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/**
 * Report schedules (spec 2 §2.10) as a user works them: a schedule of Payments Received added with a
 * time period in place of its dates, seen in the table, the add dialog back at its defaults,
 * edited, and deleted after 'Are you sure you want to delete this report schedule?'.
 */
test('Report schedules: add with a time period, see the row, edit, delete after the confirmation', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const description = `Payments ${Date.now()}`;
  await signInTo(page, baseURL!);
  await page.goto(`${baseURL}/report-schedules`);
  await expect(page.getByRole('heading', { name: texts.pages.reportSchedules, level: 1 })).toBeVisible();
  await expect(button(page, t.edit)).toBeDisabled();
  await expect(button(page, t.delete)).toBeDisabled();

  await button(page, t.add).click();
  const add = page.getByRole('dialog', { name: t.addTitle });
  const save = add.getByRole('button', { name: t.save });
  await expect(save).toBeDisabled();
  await add.getByRole('textbox', { name: t.description }).fill(description);
  await choose(add, t.report, 'Payments Received');
  // A report with START_DATE / END_DATE is scheduled for a period instead.
  await expect(selectNamed(add, t.timePeriod)).toBeVisible();
  await expect(add.getByLabel('Start Date')).toHaveCount(0);
  await choose(add, t.timePeriod, 'Previous month');
  await choose(add, t.department, 'Finance');
  await expect(save).toBeDisabled();
  await choose(add, s.recurrence, 'Monthly');
  await choose(add, s.whenExactly, 'On a day of the month');
  await expect(selectNamed(add, s.dayOfMonth)).toContainText('1');
  await choose(add, s.hour, '7');
  await choose(add, s.minute, '05');
  await expect(save).toBeDisabled();
  await choose(add, s.meridiem, s.am);
  await expect(save).toBeEnabled();
  await save.click();
  await expectSuccess(page, t.saved);
  await expect(add).toBeHidden();

  const row = page.locator('tbody tr[data-row-id]', { hasText: description });
  await expect(row).toBeVisible();
  for (const cell of ['Payments Received', '07:05 am', 'Monthly', 'Finance', t.yes]) await expect(row).toContainText(cell);
  const stored = ((await (await page.request.get(`${baseURL}/api/reports/schedules`)).json()) as ReportSchedule[]).find((r) => r.description === description)!;
  const detail = (await (await page.request.get(`${baseURL}/api/reports/schedules/${stored.id}`)).json()) as ReportScheduleDetail;
  expect(detail.parameters).toEqual({ TIME_PERIOD: 'PREVIOUS_MONTH', PAYMENT_METHOD: '' });

  // Add starts from the defaults every time it opens.
  await button(page, t.add).click();
  await expect(add.getByRole('textbox', { name: t.description })).toHaveValue('');
  await expect(selectNamed(add, t.timePeriod)).toHaveCount(0);
  await add.getByRole('button', { name: t.close }).click();
  await expect(add).toBeHidden();

  // A row click selects; edit loads the stored schedule.
  await row.click();
  await button(page, t.edit).click();
  const edit = page.getByRole('dialog', { name: t.editTitle });
  await expect(edit.getByRole('textbox', { name: t.description })).toHaveValue(description);
  await expect(selectNamed(edit, t.timePeriod)).toContainText('Previous month');
  await expect(selectNamed(edit, s.hour)).toContainText('7');
  await edit.getByRole('textbox', { name: t.description }).fill(`${description} weekly`);
  await choose(edit, t.timePeriod, 'Previous week');
  await edit.getByRole('button', { name: t.save }).click();
  await expectSuccess(page, t.saved);
  await expect(edit).toBeHidden();
  const changed = page.locator('tbody tr[data-row-id]', { hasText: `${description} weekly` });
  await expect(changed).toBeVisible();

  await button(page, t.delete).click();
  const question = page.getByRole('dialog', { name: texts.confirm.deletingTitle });
  await expect(question).toContainText(texts.confirm.deleteReportSchedule);
  await question.getByRole('button', { name: texts.common.yes }).click();
  await expectSuccess(page, t.deleted);
  await expect(changed).toHaveCount(0);
});
