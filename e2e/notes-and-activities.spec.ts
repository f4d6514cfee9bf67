import { ACTIVITY_CLASS_ID, texts, type ActivityLookups } from '@wattle/contract';
import { expect, test } from './fixtures';
import { activityLookups, addActivities, byCode, customerOfOurOwn, readOnlyUser, t } from './support/activities';
import { shownDate } from './support/dates';
import { e2eEnv } from './support/env';
import { admin, signIn } from './support/session';
import type { Page } from '@playwright/test';

/**
 * Issue 16 part 1: Notes and Activities of the session's customer (spec 2 §2.12): cards 25 at a
 * time, the filter chips, priority and overdue chips, the notes panel, search, delete selected
 * with its confirmation, the legacy link and what a ReadOnly user may not do.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const base = () => e2eEnv().baseURL;
/** The demo dataset holds the generated customers. */
const demoAdmin = { ...admin, useDemoMode: true };
const cards = (page: Page) => page.getByRole('list', { name: t.notesAndActivities }).getByRole('listitem');
const more = (page: Page, name: string) => page.getByRole('group', { name: t.moreItems }).getByRole('button', { name, exact: true });
const chip = (page: Page, name: string) => page.getByRole('group', { name: t.filters }).getByRole('button', { name, exact: true });

function task(lookups: ActivityLookups, customerId: number, overrides: Record<string, unknown> = {}) {
  return {
    customerId,
    classId: ACTIVITY_CLASS_ID,
    typeId: byCode(lookups.activityType, 'BILL_QUERY').id,
    priorityId: byCode(lookups.priority, 'HIGH').id,
    statusId: byCode(lookups.status, 'OPEN').id,
    requiredDate: '2999-01-01',
    notes: [{ note: 'A note' }],
    ...overrides,
  };
}

test('cards 25 at a time: Show more adds 25, Show all shows every item', async ({ page }) => {
  await signIn(page, demoAdmin);
  const customer = await customerOfOurOwn(page.request, base(), 200);
  const lookups = await activityLookups(page.request, base());
  await addActivities(
    page.request,
    base(),
    Array.from({ length: 60 }, (_, i) => task(lookups, customer.account.customerId, { notes: [{ note: `Paging note ${i}` }] })),
  );
  await page.goto(customer.link('/notes-and-activities'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notesAndActivities);
  await expect(page.getByText(t.showing(25, 60))).toBeVisible();
  await expect(cards(page)).toHaveCount(25);
  await more(page, t.showMore).click();
  await expect(page.getByText(t.showing(50, 60))).toBeVisible();
  await expect(cards(page)).toHaveCount(50);
  await more(page, t.showAll).click();
  await expect(page.getByText(t.showing(60, 60))).toBeVisible();
  await expect(cards(page)).toHaveCount(60);
  await expect(more(page, t.showMore)).toHaveCount(0);
  await expect(more(page, t.showAll)).toHaveCount(0);
});

test.describe('one customer with a task of each kind', () => {
  let link: (path: string) => string;
  let ids: Record<'overdue' | 'due' | 'closed' | 'call' | 'note', number>;

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage({ baseURL: base() });
    await signIn(page, demoAdmin);
    const customer = await customerOfOurOwn(page.request, base(), 210);
    link = customer.link;
    const lookups = await activityLookups(page.request, base());
    const id = customer.account.customerId;
    const cls = (code: string) => byCode(lookups.activityClass, code).id;
    const [overdue, due, closed, call, note] = await addActivities(page.request, base(), [
      task(lookups, id, { requiredDate: '2001-02-03', notes: [{ note: 'Overdue first note' }, { note: 'Overdue second note' }] }),
      task(lookups, id, { typeId: byCode(lookups.activityType, 'REBILL').id, notes: [{ note: 'Rebill due later' }] }),
      task(lookups, id, {
        typeId: byCode(lookups.activityType, 'COMPLAINT').id,
        statusId: byCode(lookups.status, 'CLOSED').id,
        requiredDate: '2001-02-03',
        notes: [{ note: 'Complaint resolved' }],
      }),
      { customerId: id, classId: cls('CALL'), typeId: byCode(lookups.activityType, 'INBOUND_CALL').id, notes: [{ note: 'Called about a move' }] },
      { customerId: id, classId: cls('NOTE'), typeId: byCode(lookups.activityType, 'GENERAL_NOTE').id, notes: [{ note: 'General remark' }] },
    ]);
    ids = { overdue: overdue!.id, due: due!.id, closed: closed!.id, call: call!.id, note: note!.id };
    await page.close();
  });

  const card = (page: Page, id: number) => cards(page).filter({ hasText: `#${id}` });

  test('class chips ACTIVITY, CALL and COLLATERAL are on by default; Show all adds the other classes; Open only hides closed items', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto(link('/notes-and-activities'));
    for (const code of ['ACTIVITY', 'CALL', 'COLLATERAL']) await expect(chip(page, code)).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'NOTE')).toHaveAttribute('aria-pressed', 'false');
    await expect(cards(page)).toHaveCount(4);
    await expect(card(page, ids.note)).toHaveCount(0);

    await chip(page, t.showAll).click();
    await expect(chip(page, 'NOTE')).toHaveAttribute('aria-pressed', 'true');
    await expect(card(page, ids.note)).toBeVisible();
    await expect(page.getByText(t.showing(5, 5))).toBeVisible();

    await chip(page, 'CALL').click();
    await expect(card(page, ids.call)).toHaveCount(0);
    await expect(chip(page, t.showAll)).toHaveAttribute('aria-pressed', 'false');

    await chip(page, t.openOnly).click();
    await expect(card(page, ids.closed)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(3);
  });

  test('priority and due chips show only on open ACTIVITY items, the due chip red when overdue', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto(link('/notes-and-activities'));
    const overdue = card(page, ids.overdue);
    await expect(overdue.getByText('High', { exact: true })).toBeVisible();
    const overdueChip = overdue.locator('.MuiChip-root', { hasText: t.overdue(shownDate('2001-02-03')) });
    await expect(overdueChip).toHaveClass(/MuiChip-colorError/);
    const dueChip = card(page, ids.due).locator('.MuiChip-root', { hasText: t.due(shownDate('2999-01-01')) });
    await expect(dueChip).toBeVisible();
    await expect(dueChip).not.toHaveClass(/MuiChip-colorError/);
    await expect(card(page, ids.closed).getByText('High', { exact: true })).toHaveCount(0);
    await expect(card(page, ids.closed).getByText(/^(Overdue|Due) /)).toHaveCount(0);
    await expect(card(page, ids.call).getByText(/^(Overdue|Due) /)).toHaveCount(0);
  });

  test('the selected card shows its notes, newest first; search narrows the cards', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto(link('/notes-and-activities'));
    await expect(page.getByText(t.selectActivity)).toBeVisible();
    await card(page, ids.overdue).getByRole('button').first().click();
    const notes = page.getByRole('list', { name: `${t.notes} ${ids.overdue}` }).getByRole('listitem');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText('Overdue second note');
    await page.getByRole('searchbox', { name: t.search }).fill('Called about');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, ids.call)).toBeVisible();
  });

  test('the legacy link on a card opens the customer', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto(link('/notes-and-activities'));
    await card(page, ids.call).getByRole('link').click();
    await expect(page).not.toHaveURL(/notes-and-activities|_Dynamic/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(t.notesAndActivities);
  });

  test('a ReadOnly user can neither use delete selected nor delete a note', async ({ page }) => {
    await signIn(page, demoAdmin);
    const reader = await readOnlyUser(page, base());
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { ...reader, useDemoMode: true });
    await page.goto(link('/notes-and-activities'));
    await card(page, ids.overdue).getByRole('button').first().click();
    await expect(page.getByRole('button', { name: t.deleteSelected })).toBeDisabled();
    await page.getByRole('button', { name: t.edit }).click();
    const dialog = page.getByRole('dialog', { name: t.dialogEditTitle });
    await expect(dialog.getByRole('list', { name: t.notes }).getByRole('listitem')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: t.deleteNote })).toHaveCount(0);
  });

  test('delete selected asks first, then removes the item', async ({ page }) => {
    await signIn(page, demoAdmin);
    await page.goto(link('/notes-and-activities'));
    await expect(page.getByRole('button', { name: t.deleteSelected })).toBeDisabled();
    await card(page, ids.due).getByRole('button').first().click();
    await page.getByRole('button', { name: t.deleteSelected }).click();
    const prompt = page.getByRole('dialog', { name: texts.confirm.deletingTitle });
    await expect(prompt).toContainText(texts.confirm.deleteSelectedItem);
    await prompt.getByRole('button', { name: texts.common.cancel }).click();
    await expect(card(page, ids.due)).toBeVisible();
    await page.getByRole('button', { name: t.deleteSelected }).click();
    await prompt.getByRole('button', { name: texts.common.yes }).click();
    await expect(card(page, ids.due)).toHaveCount(0);
    await expect(cards(page)).toHaveCount(3);
  });
});
