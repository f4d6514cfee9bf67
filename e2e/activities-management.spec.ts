import { expect, test, type Page } from '@playwright/test';
import { texts, type ActivityFilterOptions, type ActivityPage } from '@wattle/contract';
import { confirmWith, dashboardPage, startDashboardWorld, type DashboardWorld } from './dashboard.world';
import { readXlsx } from './support/downloads';
import { setOwnRoles } from './support/users';

// One server with a demo dataset; the journeys close and delete activities, in order, and the last makes the administrator ReadOnly.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const t = texts.activitiesManagement;
/** Raised and due dates in the company's DATE_FORMAT (DD/MM/YYYY), not spec 2 §9's D MMM YYYY (docs/ux.md). */
const ACTIVITY_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

let world: DashboardWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startDashboardWorld('activities-management');
});
test.afterAll(async () => {
  await world?.stop();
});

const rows = (page: Page) => page.locator('tbody tr').filter({ has: page.getByRole('checkbox') });
/** The row of an activity by its Ref No. (the second column). */
const rowOf = (page: Page, id: number) => rows(page).filter({ has: page.locator('td:nth-child(2)').getByText(String(id), { exact: true }) });
const column = async (page: Page, index: number) => (await rows(page).locator(`td:nth-child(${index})`).allTextContents()).map((s) => s.trim());
/** The table draws only the rows in view: how many match shows in its pager ('1-93 of 93'). */
const expectTotal = (page: Page, total: number, timeout?: number) => expect(page.getByText(new RegExp(`^\\d+[-–]\\d+ of ${total}$`))).toBeVisible({ timeout });
const api = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;

/** Opens Activities Management from the dashboard's My Activities 'Details' button. */
async function openFromDashboard(page: Page) {
  await page.getByLabel(texts.dashboard.myActivities).getByRole('link', { name: texts.dashboard.details }).click();
  await expect(page).toHaveURL(/\/activities-management$/);
  await expect(page.getByRole('heading', { name: texts.activities.management, level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
}

async function chooseOptions(page: Page, label: string, names: string[]) {
  const box = page.getByRole('combobox', { name: label });
  for (const name of names) {
    await box.click();
    await page.getByRole('option', { name, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

test('opens from My Activities: the open tasks, 100 a page (50, 100, 200, all), dates in the company’s DATE_FORMAT, soonest due first', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  await openFromDashboard(page);
  const list = await api<ActivityPage>(page, '/api/activities');
  expect(list.totalItems).toBeGreaterThan(50);
  await expect(page.getByText(new RegExp(`^1[-–]${Math.min(list.totalItems, 100)} of ${list.totalItems}$`))).toBeVisible();
  // Columns: select, Ref No., Category, Type, Priority, Status, Assignee, Account No., Account Name, Raised, Due Date.
  const ids = await column(page, 2);
  expect(ids).toEqual(list.items.slice(0, ids.length).map((a) => String(a.id)));
  await expect(page.getByRole('columnheader', { name: t.columns.status })).toBeVisible();
  expect(await column(page, 6)).toEqual(list.items.slice(0, ids.length).map((a) => a.status ?? ''));
  expect(list.items.every((a) => a.classId > 0 && a.classCode === 'ACTIVITY')).toBe(true);
  for (const text of [...(await column(page, 10)), ...(await column(page, 11))].filter(Boolean)) expect(text).toMatch(ACTIVITY_DATE);
  await page.getByRole('combobox', { name: /rows per page/i }).click();
  await expect(page.getByRole('option')).toHaveText(['50', '100', '200', 'All']);
  await page.keyboard.press('Escape');
  await page.context().close();
});

test('filters by two assignees and a type, keeps the filters across a reload, and clears them', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  await openFromDashboard(page);
  const options = await api<ActivityFilterOptions>(page, '/api/activities/filters');
  const all = await api<ActivityPage>(page, '/api/activities?itemsPerPage=-1');
  const used = [...new Set(all.items.map((a) => a.assignee!))].slice(0, 2);
  expect(used).toHaveLength(2);
  await chooseOptions(page, t.assignees, used);
  const expected = all.items.filter((a) => used.includes(a.assignee!));
  await expectTotal(page, expected.length);
  for (const assignee of await column(page, 7)) expect(used).toContain(assignee);

  const type = expected[0]!.typeName!;
  await chooseOptions(page, t.types, [type]);
  const both = expected.filter((a) => a.typeName === type);
  await expectTotal(page, both.length);

  await page.reload();
  await expectTotal(page, both.length, 30_000);
  const assignees = page.getByRole('combobox', { name: t.assignees }).locator('..');
  for (const name of used) await expect(assignees.getByRole('button', { name })).toBeVisible();
  expect(options.types.map((o) => o.description)).toContain(type);

  await page.getByRole('button', { name: t.clearFilters }).click();
  await expectTotal(page, all.totalItems);
  await expect(page.getByRole('button', { name: t.clearFilters })).toBeDisabled();
  await page.reload();
  await expectTotal(page, all.totalItems, 30_000);
  await page.context().close();
});

test('searches, and shows the highlighted activity’s details and notes; Hide details/notes hides them', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  await openFromDashboard(page);
  const all = await api<ActivityPage>(page, '/api/activities?itemsPerPage=-1');
  const withNotes = all.items.find((a) => a.notes.length > 0 && a.emailAddress) ?? all.items[0]!;
  await page.getByRole('searchbox', { name: t.search }).fill(`  ${withNotes.accountNumber}  `);
  // The search is trimmed and matches the customer's searchable text, so another customer may match too: the page shows what the API finds.
  const found = await api<ActivityPage>(page, `/api/activities?search=${withNotes.accountNumber}`);
  expect(found.items.map((a) => a.id)).toContain(withNotes.id);
  expect(found.totalItems).toBeLessThan(all.totalItems);
  await expectTotal(page, found.totalItems);
  expect(await column(page, 2)).toEqual(found.items.map((a) => String(a.id)));

  await rowOf(page, withNotes.id).locator('td:nth-child(2)').click();
  const details = page.getByLabel(`${t.columns.id} ${withNotes.id}`);
  await expect(details).toContainText(withNotes.accountName);
  if (withNotes.emailAddress) await expect(details).toContainText(withNotes.emailAddress);
  await expect(details).toContainText(withNotes.initiator);
  for (const note of withNotes.notes) await expect(details).toContainText(note.note);

  await page.getByRole('button', { name: t.hideDetails }).click();
  await expect(details).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: t.showDetails })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: t.showDetails }).click();
  await expect(page.getByText(t.details.choose)).toBeVisible();
  await page.context().close();
});

test('exports the filtered list to Excel', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  await openFromDashboard(page);
  const options = await api<ActivityFilterOptions>(page, '/api/activities/filters');
  const high = options.priorities.find((p) => p.description === 'High')!;
  const expected = await api<ActivityPage>(page, `/api/activities?itemsPerPage=-1&priorityIds=${high.id}`);
  await chooseOptions(page, t.priority, ['High']);
  await expectTotal(page, expected.totalItems);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: t.exportToExcel }).click()]);
  expect(download.suggestedFilename()).toBe(t.exportFileName);
  const sheet = (await readXlsx(download)).worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).text).toBe(t.columns.id);
  expect(sheet.rowCount - 1).toBe(expected.totalItems);
  expect(
    sheet
      .getColumn(4)
      .values.slice(2)
      .every((v) => v === 'High'),
  ).toBe(true);
  await page.getByRole('button', { name: t.clearFilters }).click();
  await page.context().close();
});

test('closes the selected activities after the confirmation, and deletes one', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  await openFromDashboard(page);
  const before = await api<ActivityPage>(page, '/api/activities');
  await expect(page.getByRole('button', { name: t.closeActivities })).toBeDisabled();
  const [first, second, third] = before.items;
  for (const a of [first!, second!]) await rowOf(page, a.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: t.closeActivities }).click();
  await confirmWith(page, texts.confirm.closeSelectedItems);
  await expect(page.getByText(t.closed(2))).toBeVisible();
  await expect(rowOf(page, first!.id)).toHaveCount(0);
  const after = await api<ActivityPage>(page, '/api/activities');
  expect(after.totalItems).toBe(before.totalItems - 2);
  expect(after.items.map((a) => a.id)).not.toContain(second!.id);

  await rowOf(page, third!.id).getByRole('checkbox').check();
  await page.getByRole('button', { name: t.deleteSelected }).click();
  await confirmWith(page, texts.confirm.deleteSelectedItem);
  await expect(page.getByText(t.deleted(1))).toBeVisible();
  await expect(rowOf(page, third!.id)).toHaveCount(0);
  expect((await api<ActivityPage>(page, `/api/activities?search=${third!.id}`)).items.map((a) => a.id)).not.toContain(third!.id);
  await page.context().close();
});

test('a ReadOnly user sees and exports the list but is offered neither close nor delete', async ({ browser }) => {
  const page = await dashboardPage(browser, world);
  await setOwnRoles(page.request, world.url, 'ReadOnly');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.context().close();

  const readOnly = await dashboardPage(browser, world);
  await openFromDashboard(readOnly);
  await expect(readOnly.getByRole('button', { name: t.exportToExcel })).toBeEnabled();
  await expect(readOnly.getByRole('button', { name: t.closeActivities })).toHaveCount(0);
  await expect(readOnly.getByRole('button', { name: t.deleteSelected })).toHaveCount(0);
  const first = (await api<ActivityPage>(readOnly, '/api/activities')).items[0]!;
  const refused = await readOnly.request.post('/api/activities/close', { headers: { 'X-CSRF': '1' }, data: [first.id] });
  expect(refused.status()).toBe(403);
  await readOnly.context().close();
});
