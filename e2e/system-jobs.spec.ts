import { expect, test, type Locator, type Page } from '@playwright/test';
import { texts } from '@wattle/contract';
import { signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';
import { setOwnRoles } from './support/users';

/**
 * System Jobs (spec 2 §2.11) as an administrator and developer works it: the jobs grouped by
 * category, a job added with the Schedule picker's rules, edited, run after the confirmation, its
 * history, the layout toggle, and 'Run Job' hidden from a user without DEVELOPER.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('system-jobs', { DEMO_CUSTOMERS: '0', JOBS: 'on' });
});
test.afterAll(async () => {
  await world?.stop();
});

const t = texts.systemJobs;
const s = t.schedule;
const jobsTable = (page: Page) => page.getByRole('region', { name: t.jobsTitle }).or(page.locator('[aria-labelledby="jobs-title"]'));
const rowNamed = (page: Page, name: string) => jobsTable(page).locator('tbody tr[data-row-id]', { hasText: name });
const button = (page: Page, name: string) => jobsTable(page).getByRole('button', { name, exact: true });
const dialogOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** A select by its label; once chosen, its accessible name ends with the choice. */
const selectNamed = (dialog: Locator, label: string) => dialog.getByRole('combobox', { name: new RegExp(`^${label}( |$)`) });

async function choose(dialog: Locator, label: string, option: string) {
  await selectNamed(dialog, label).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
  await expect(dialog.page().getByRole('listbox')).toBeHidden();
}

/** A multiple choice stays open after its picks: Escape closes the list (not the dialog). */
async function chooseMany(dialog: Locator, label: string, ...options: string[]) {
  const page = dialog.page();
  await selectNamed(dialog, label).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** Task types as a person reads them: their descriptions (system-jobs.seed.ts), never their codes. */
const SMS = 'Send an SMS';
const CORRESPONDENCE = 'Add correspondence';
const CLEAR = 'Clear the workflow table';

async function openJobs(page: Page) {
  await signInTo(page, world.url);
  await page.goto(`${world.url}/system-jobs`);
  await expect(rowNamed(page, 'Arrears Review')).toBeVisible();
}

test('the jobs are listed grouped by category with the spec columns', async ({ page }) => {
  await openJobs(page);
  const headers = jobsTable(page).locator('thead th');
  for (const header of Object.values(t.jobColumns)) await expect(headers.filter({ hasText: header }).first()).toBeVisible();
  await expect(jobsTable(page).getByText('Collections', { exact: false }).first()).toBeVisible();
});

test('a job is added with the Schedule picker: Save waits for every required choice', async ({ page }) => {
  await openJobs(page);
  await button(page, t.addJob).click();
  const dialog = dialogOf(page, t.addJob);
  const save = dialog.getByRole('button', { name: t.save, exact: true });
  await expect(save).toBeDisabled();
  const name = dialog.getByLabel(t.name);
  await name.fill('x');
  await name.fill('');
  await name.blur();
  await expect(dialog.getByText(t.required).first()).toBeVisible();
  await name.fill('Friday letters');
  await dialog.getByLabel(t.description).fill('Letters every Friday');
  await dialog.getByLabel(t.category).fill('Correspondence');
  await expect(dialog.getByLabel(s.omitHolidays)).toBeHidden();
  await choose(dialog, s.recurrence, 'Weekly');
  await choose(dialog, s.whenExactly, 'On the chosen days of the week');
  await expect(dialog.getByLabel(s.omitHolidays)).toBeVisible();
  await choose(dialog, s.hour, '9');
  await choose(dialog, s.minute, '00');
  await choose(dialog, s.meridiem, s.am);
  // Day of week is required for a days-of-week option.
  await expect(save).toBeDisabled();
  await chooseMany(dialog, s.days, 'Friday');
  await dialog.getByLabel(s.omitHolidays).check();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByRole('dialog', { name: texts.notices.successTitle }).getByText(t.jobSaved)).toBeVisible();
  await page.getByRole('button', { name: texts.common.ok }).click();
  await expect(dialog).toBeHidden();
  await expect(rowNamed(page, 'Friday letters')).toBeVisible();
});

test('a job is selected by a click, deselected by a second, and edited', async ({ page }) => {
  await openJobs(page);
  const row = rowNamed(page, 'Friday letters');
  await row.locator('td').last().click();
  await expect(row).toHaveAttribute('data-highlighted', 'true');
  await row.locator('td').last().click();
  await expect(row).not.toHaveAttribute('data-highlighted', 'true');
  await expect(button(page, t.editJob)).toBeDisabled();
  await row.locator('td').last().click();
  await button(page, t.editJob).click();
  const dialog = dialogOf(page, t.editJob);
  await expect(dialog.getByLabel(t.name)).toHaveValue('Friday letters');
  await expect(selectNamed(dialog, s.days)).toContainText('Friday');
  await choose(dialog, s.whenExactly, 'On the chosen days of the week');
  await dialog.getByLabel(t.name).fill('Friday reminders');
  await dialog.getByRole('button', { name: t.save, exact: true }).click();
  await page.getByRole('button', { name: texts.common.ok }).click();
  await expect(rowNamed(page, 'Friday reminders')).toBeVisible();
});

test('Run Job asks first, runs the job and its history shows the run', async ({ page }) => {
  await openJobs(page);
  const row = rowNamed(page, 'Send New Emails');
  await row.locator('td').last().click();
  await button(page, t.runJob).click();
  const confirm = page.getByRole('dialog', { name: texts.dashboard.confirmTitle });
  await expect(confirm.getByText(texts.confirm.runJob)).toBeVisible();
  await confirm.getByRole('button', { name: texts.common.yes }).click();
  await expect(page.getByText(texts.dashboard.taskStarted('Send New Emails'))).toBeVisible();
  await page.getByRole('button', { name: texts.common.ok }).click();
  // The run is worked in the background; the list follows it to its outcome.
  await expect(row).toContainText('Success');
  await button(page, t.history).click();
  const history = dialogOf(page, t.historyTitle('Send New Emails'));
  const first = history.locator('tbody tr').first();
  await expect(first).toContainText('Send New Emails');
  await expect(first).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(first).toContainText('emails queued for sending');
});

test("Run Job runs a job's own tasks: each task's line in the history", async ({ page }) => {
  await openJobs(page);
  // The job and its tasks as the forms save them (the forms themselves are the next test's).
  const api = (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) =>
    page.request.fetch(`${world.url}/api/system-jobs${path}`, { method, data, headers: { 'x-csrf': '1' } });
  const [option] = (await (await api('GET', '/schedule-options')).json()) as { id: number }[];
  const schedule = { scheduleRecurrenceOption: option, days: [], dayOfMonth: null, hour: 1, minute: 0, meridiem: 'am', omitHolidays: false };
  await api('POST', '', { name: 'Segment sweep', description: 'Selects and clears', category: null, active: true, schedule });
  const jobId = ((await (await api('GET', '')).json()) as { id: number; name: string }[]).find((j) => j.name === 'Segment sweep')!.id;
  const codes = (await (await api('GET', '/tasks')).json()) as { id: number; code: string }[];
  const segment = ((await (await api('GET', '/segments')).json()) as { id: number; code: string }[]).find((g) => g.code === 'ACTIVE_ACCOUNTS')!;
  for (const [code, data] of [
    ['RUN_SEGMENT', { filterParameterId: segment.id, parameterData: '' }],
    ['CLEAR_WORKFLOW_TABLE', {}],
  ] as const) {
    const taskId = codes.find((c) => c.code === code)!.id;
    await api('POST', '/job-tasks', { jobId, taskId, failureEvent: 'GOTO_NEXT' });
    const added = ((await (await api('GET', `/${jobId}`)).json()) as { tasks: { id: number; sortOrder: number }[] }).tasks.at(-1)!;
    const saved = await api('PUT', `/job-tasks/${added.id}`, {
      task: { taskId, order: added.sortOrder, failureEvent: 'GOTO_NEXT', active: true },
      taskCode: code,
      data: JSON.stringify(data),
    });
    expect(saved.status()).toBe(200);
  }

  await page.reload();
  const row = rowNamed(page, 'Segment sweep');
  await row.locator('td').last().click();
  await button(page, t.runJob).click();
  await page.getByRole('dialog', { name: texts.dashboard.confirmTitle }).getByRole('button', { name: texts.common.yes }).click();
  await expect(page.getByText(texts.dashboard.taskStarted('Segment sweep'))).toBeVisible();
  await page.getByRole('button', { name: texts.common.ok }).click();
  await expect(row).toContainText('Success');
  await button(page, t.history).click();
  const lines = dialogOf(page, t.historyTitle('Segment sweep')).locator('tbody tr');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Run a customer segment');
  await expect(lines.nth(0)).toContainText(t.runLog.segmentAdded('Active accounts', 0, 0));
  await expect(lines.nth(1)).toContainText('Clear the workflow table');
  await expect(lines.nth(1)).toContainText(t.runLog.cleared(0));
});

test("the selected job's tasks are added, edited with their code's form and deleted after the confirmation", async ({ page }) => {
  await openJobs(page);
  const tasks = page.locator('[aria-labelledby="tasks-title"]');
  const taskRow = (task: string) => tasks.locator('tbody tr[data-row-id]', { hasText: task });
  const jobRow = rowNamed(page, 'Friday reminders');
  await jobRow.locator('td').last().click();
  await expect(tasks.getByRole('heading')).toContainText('Friday reminders');

  for (const [task, failure] of [
    [SMS, t.failureEvents.QUIT_SCHED],
    [CORRESPONDENCE, t.failureEvents.GOTO_NEXT],
  ] as const) {
    await tasks.getByRole('button', { name: t.addTask, exact: true }).click();
    const dialog = dialogOf(page, t.addTask);
    await expect(dialog.getByRole('button', { name: t.save, exact: true })).toBeDisabled();
    await choose(dialog, t.task, task);
    await choose(dialog, t.failureEvent, failure);
    await expect(dialog.getByLabel(t.active)).toBeChecked();
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByText(t.taskSaved)).toBeVisible();
    await page.getByRole('button', { name: texts.common.ok }).click();
    await expect(taskRow(task)).toContainText(failure);
  }
  await expect(taskRow(SMS).locator('td').nth(1)).toHaveText('1');
  await expect(taskRow(CORRESPONDENCE).locator('td').nth(1)).toHaveText('2');

  // A correspondence task needs its file name once Letter is ticked.
  await taskRow(CORRESPONDENCE).locator('td').last().click();
  await tasks.getByRole('button', { name: t.editTask, exact: true }).click();
  const edit = dialogOf(page, t.editTask);
  const save = edit.getByRole('button', { name: t.save, exact: true });
  await edit.getByRole('checkbox', { name: t.settings.letter }).check();
  await expect(edit.getByText(t.required)).toBeVisible();
  await expect(save).toBeDisabled();
  await edit.getByRole('textbox', { name: new RegExp(`^${t.settings.filename}`) }).fill('reminder.pdf');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(t.taskSaved)).toBeVisible();
  await page.getByRole('button', { name: texts.common.ok }).click();
  await tasks.getByRole('button', { name: t.editTask, exact: true }).click();
  const again = dialogOf(page, t.editTask);
  await expect(again.getByRole('textbox', { name: new RegExp(`^${t.settings.filename}`) })).toHaveValue('reminder.pdf');
  // An UPLOAD attachment (spec 2 §2.11): the chosen file is uploaded and kept with the task.
  await choose(again, t.settings.attachmentSource, t.settings.attachmentSources.UPLOAD);
  await expect(again.getByText(t.settings.noUploadedAttachment)).toBeVisible();
  await again.getByLabel(t.settings.chooseAttachment).setInputFiles({ name: 'terms.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 terms') });
  await expect(again.getByText(t.settings.uploadedAttachment('terms.pdf'))).toBeVisible();
  await again.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.taskSaved)).toBeVisible();
  await page.getByRole('button', { name: texts.common.ok }).click();
  await tasks.getByRole('button', { name: t.editTask, exact: true }).click();
  await expect(dialogOf(page, t.editTask).getByText(t.settings.uploadedAttachment('terms.pdf'))).toBeVisible();
  await dialogOf(page, t.editTask).getByRole('button', { name: t.close, exact: true }).click();

  await taskRow(SMS).locator('td').last().click();
  await tasks.getByRole('button', { name: t.deleteTask, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: texts.dashboard.confirmTitle });
  await expect(confirm.getByText(texts.confirm.deleteTask)).toBeVisible();
  await confirm.getByRole('button', { name: texts.common.yes }).click();
  await page.getByRole('button', { name: texts.common.ok }).click();
  await expect(taskRow(SMS)).toHaveCount(0);
  await expect(taskRow(CORRESPONDENCE).locator('td').nth(1)).toHaveText('1');

  // Deselecting the job clears its tasks.
  await jobRow.locator('td').last().click();
  await expect(tasks.locator('tbody')).toHaveCount(0);
});

test('a task dragged onto another takes its place, and every task whose order changed is saved', async ({ page }) => {
  await openJobs(page);
  const tasks = page.locator('[aria-labelledby="tasks-title"]');
  await rowNamed(page, 'Friday reminders').locator('td').last().click();
  for (const task of [SMS, CLEAR]) {
    await tasks.getByRole('button', { name: t.addTask, exact: true }).click();
    const dialog = dialogOf(page, t.addTask);
    await choose(dialog, t.task, task);
    await dialog.getByRole('button', { name: t.save, exact: true }).click();
    await page.getByRole('button', { name: texts.common.ok }).click();
    await expect(tasks.locator('tbody tr[data-row-id]', { hasText: task })).toBeVisible();
  }
  const rows = tasks.locator('tbody tr[data-row-id]');
  // Cells: the drag handle, Order, Task...
  const tasksInOrder = () => rows.locator('td:nth-child(3)').allTextContents();
  expect(await tasksInOrder()).toEqual([CORRESPONDENCE, SMS, CLEAR]);
  await rows.nth(2).getByRole('button', { name: 'Move' }).dragTo(rows.nth(0));
  await expect(rows.nth(0)).toContainText(CLEAR);
  // Saved: the order survives a reload.
  await page.reload();
  await rowNamed(page, 'Friday reminders').locator('td').last().click();
  await expect(rows.nth(0)).toContainText(CLEAR);
  await expect(rows.nth(1)).toContainText(CORRESPONDENCE);
  await expect(rows.nth(2)).toContainText(SMS);
  await expect(rows.nth(0).locator('td').nth(1)).toHaveText('1');
});

test('the layout toggles between horizontal and vertical', async ({ page }) => {
  await openJobs(page);
  const layout = page.locator('[data-layout]');
  await expect(layout).toHaveAttribute('data-layout', 'horizontal');
  await page.getByRole('button', { name: t.vertical, exact: true }).click();
  await expect(layout).toHaveAttribute('data-layout', 'vertical');
  await page.getByRole('button', { name: t.horizontal, exact: true }).click();
  await expect(layout).toHaveAttribute('data-layout', 'horizontal');
});

test('a user without DEVELOPER does not see Run Job', async ({ page }) => {
  await openJobs(page);
  await expect(button(page, t.runJob)).toBeVisible();
  await setOwnRoles(page.request, world.url, 'ADMIN');
  // The roles apply from the next sign-in.
  await page.context().clearCookies();
  await openJobs(page);
  await expect(button(page, t.addJob)).toBeVisible();
  await expect(button(page, t.runJob)).toHaveCount(0);
});
