import { expect, type Locator, type Page } from '@playwright/test';
import { DEFAULT_TIME_ZONE, REPORT_RECIPIENT_LOOKUP, texts, type LookupValue, type ReportSchedule, type ReportScheduleDetail } from '@wattle/contract';
import { expectSuccess } from './dashboard.world';
import { test } from './fixtures';
import { signInTo } from './sections.world';
import { waitForEmailTo } from './support/mail';

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

/** A moment on the e2e company's clock (its TIME_ZONE is the default): the picker's hour, minute and am/pm, and as the list shows it. */
function companyClock(at: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: DEFAULT_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const hour24 = Number(parts.hour);
  return {
    hour: String(hour24 % 12 === 0 ? 12 : hour24 % 12),
    minute: parts.minute!,
    meridiem: hour24 < 12 ? s.am : s.pm,
    shown: `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`,
  };
}

/**
 * Issue 28 item 11: a schedule that emails its report to a user and another address, as CSV. The
 * list shows whom it goes to, the format and the next run on the company's clock; when the
 * scheduler runs it (a daily schedule two minutes from now), the file arrives at the address.
 */
test('Report schedules: recipients and a format, the next run on the list, and the run emails the file', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const description = `Delivered ${Date.now()}`;
  const address = `reports.${Date.now()}@example.com`;
  await signInTo(page, baseURL!);
  const users = (await (await page.request.get(`${baseURL}/api/lookups/${REPORT_RECIPIENT_LOOKUP}/values`)).json()) as LookupValue[];
  const admin = users.find((u) => u.display.includes('admin@example.com'))!;
  await page.goto(`${baseURL}/report-schedules`);
  await button(page, t.add).click();
  const add = page.getByRole('dialog', { name: t.addTitle });
  await add.getByRole('textbox', { name: t.description }).fill(description);
  await choose(add, t.report, 'Payments Received');
  await choose(add, t.timePeriod, 'Previous month');
  await choose(add, t.department, 'Finance');

  await add.getByRole('combobox', { name: t.recipientUsers }).click();
  await page.getByRole('option', { name: admin.display }).click();
  const addresses = add.getByRole('combobox', { name: t.recipientAddresses });
  await addresses.fill('not an address');
  await addresses.press('Enter');
  await expect(add.getByText(t.notAnAddress)).toBeVisible();
  await expect(add.getByRole('button', { name: t.save })).toBeDisabled();
  await addresses.press('Backspace');
  await addresses.fill(address);
  await addresses.press('Enter');
  await choose(add, t.format, t.formats.CSV);

  // Daily, two minutes from now on the company's clock: the scheduler's next pass after that runs it.
  const runAt = companyClock(new Date(Date.now() + 2 * 60_000));
  await choose(add, s.recurrence, 'Daily');
  await choose(add, s.whenExactly, 'Every day');
  await choose(add, s.hour, runAt.hour);
  await choose(add, s.minute, runAt.minute);
  await choose(add, s.meridiem, runAt.meridiem);
  const since = Date.now();
  await add.getByRole('button', { name: t.save }).click();
  await expectSuccess(page, t.saved);

  const row = page.locator('tbody tr[data-row-id]', { hasText: description });
  await expect(row).toContainText(runAt.shown);
  await expect(row).toContainText(address);
  await expect(row).toContainText(admin.display.replace(/ <.*$/, ''));
  await expect(row).toContainText(t.formats.CSV);

  const mail = await waitForEmailTo(address, since, 240_000);
  expect(mail.subject).toBe(t.emailSubject('Payments Received', description));
  const [file] = mail.attachments;
  expect(file!.filename).toMatch(/^Payments Received-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(file!.content.toString('utf8').split('\r\n')[0]).toContain(',');
  // The run is in My Reports too, and the next run has moved on to the next day.
  await page.reload();
  await expect(row).not.toContainText(runAt.shown);
});
