import type { Locator, Page } from '@playwright/test';
import { businessDateIn, type SystemParameter } from '@wattle/contract';
import { expect, test } from './fixtures';
import { activityLookups, addActivities, byCode, customerOfOurOwn, t } from './support/activities';
import { e2eEnv } from './support/env';
import { admin, signIn } from './support/session';
import { shownDate } from './support/dates';

/**
 * Issue 16 part 1: the add/edit activity dialog (spec 2 §2.14) as a user of Notes and Activities
 * meets it: required Class and Type, the fields of class ACTIVITY, dependent choices, defaults, the
 * type's due date and note, 'Add note', and the note that becomes the first note of the customer's activity.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const base = () => e2eEnv().baseURL;
const demoAdmin = { ...admin, useDemoMode: true };
let link: (path: string) => string;
let customerId: number;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ baseURL: base() });
  await signIn(page, demoAdmin);
  const customer = await customerOfOurOwn(page.request, base(), 230);
  link = customer.link;
  customerId = customer.account.customerId;
  await page.close();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A select by its label: MUI names it by its label and then its value ('Status Open'); 'Status' is not 'Status reason'. */
const field = (dialog: Locator, label: string) => dialog.getByRole('combobox', { name: new RegExp(`^${escape(label)}(?! reason)( |$)`) });

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await field(dialog, label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

async function optionsOf(page: Page, dialog: Locator, label: string) {
  await field(dialog, label).click();
  const options = (await page.getByRole('listbox').getByRole('option').allTextContents()).map((o) => o.trim()).filter(Boolean);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  return options;
}

async function today(page: Page) {
  const parameters = (await (await page.request.get(`${base()}/api/users/system-parameters`)).json()) as SystemParameter[];
  return businessDateIn(parameters.find((p) => p.code === 'TIME_ZONE')?.parameter);
}

const plusDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function openAdd(page: Page) {
  await signIn(page, demoAdmin);
  await page.goto(link('/notes-and-activities'));
  await page.getByRole('button', { name: t.add }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogAddTitle });
  await expect(field(dialog, t.activityClass)).toBeVisible();
  return dialog;
}

test('a new activity starts with each default option and the default type’s due date and note', async ({ page }) => {
  const dialog = await openAdd(page);
  await expect(field(dialog, t.activityClass)).toHaveText('Activity');
  await expect(field(dialog, t.type)).toHaveText('Billing query');
  await expect(field(dialog, t.priority)).toHaveText('Medium');
  await expect(field(dialog, t.status)).toHaveText('Open');
  await expect(field(dialog, t.assignee)).toHaveText('Customer service team');
  await expect(field(dialog, t.source)).toHaveText('Phone');
  await expect(dialog.getByLabel(t.dueDate)).toHaveValue(shownDate(plusDays(await today(page), 3)));
  await expect(dialog.getByRole('textbox', { name: t.note })).toHaveValue('Customer queried their bill: ');
});

test('class ACTIVITY adds priority, status, reason, assignee and due date; a CALL is a plain note; Save needs Class and Type', async ({ page }) => {
  const dialog = await openAdd(page);
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeEnabled();
  for (const label of [t.priority, t.status, t.statusReason, t.assignee]) await expect(field(dialog, label)).toBeVisible();
  await expect(dialog.getByLabel(t.dueDate)).toBeVisible();

  await choose(page, dialog, t.activityClass, 'Call');
  for (const label of [t.priority, t.status, t.statusReason, t.assignee]) await expect(field(dialog, label)).toHaveCount(0);
  await expect(dialog.getByLabel(t.dueDate)).toHaveCount(0);
  // A changed class asks for its type again: Save stays disabled until one is chosen.
  await expect(field(dialog, t.type)).not.toHaveText(/\w/);
  await expect(save).toBeDisabled();
  await choose(page, dialog, t.type, 'Callback requested');
  await expect(save).toBeEnabled();
});

test('category choices follow the class, type choices the class and category, reason choices the status', async ({ page }) => {
  const dialog = await openAdd(page);
  expect(await optionsOf(page, dialog, t.category)).toEqual(['Billing', 'Compliance', 'Credit and collections', 'Customer service', 'Metering']);
  await choose(page, dialog, t.category, 'Metering');
  expect(await optionsOf(page, dialog, t.type)).toEqual(['Special meter read', 'Meter fault']);
  // Billing query is not a Metering type: Type is chosen again.
  await expect(field(dialog, t.type)).not.toHaveText(/\w/);

  await choose(page, dialog, t.activityClass, 'Call');
  expect(await optionsOf(page, dialog, t.category)).toEqual(['Inbound call', 'Outbound call']);
  await choose(page, dialog, t.category, 'Outbound call');
  expect(await optionsOf(page, dialog, t.type)).toEqual(['Outbound call']);

  await choose(page, dialog, t.activityClass, 'Activity');
  expect(await optionsOf(page, dialog, t.statusReason)).toEqual([]);
  await choose(page, dialog, t.status, 'Closed');
  expect(await optionsOf(page, dialog, t.statusReason)).toEqual(['Resolved', 'No response', 'Duplicate']);
  await choose(page, dialog, t.statusReason, 'Duplicate');
  await choose(page, dialog, t.status, 'On hold');
  expect(await optionsOf(page, dialog, t.statusReason)).toEqual(['Awaiting customer', 'Awaiting third party']);
});

test('choosing a type sets the due date from its duration and its note until the note is edited', async ({ page }) => {
  const dialog = await openAdd(page);
  const day = await today(page);
  const note = dialog.getByRole('textbox', { name: t.note });
  await choose(page, dialog, t.type, 'Payment extension');
  await expect(dialog.getByLabel(t.dueDate)).toHaveValue(shownDate(plusDays(day, 7)));
  await expect(note).toHaveValue('Extension granted until: ');
  await choose(page, dialog, t.type, 'Rebill request');
  await expect(dialog.getByLabel(t.dueDate)).toHaveValue(shownDate(plusDays(day, 2)));
  await expect(note).toHaveValue('');
  await note.fill('My own words');
  await choose(page, dialog, t.type, 'Complaint');
  await expect(dialog.getByLabel(t.dueDate)).toHaveValue(shownDate(plusDays(day, 10)));
  await expect(note).toHaveValue('My own words');
});

test('on add the note becomes the first note of the customer’s new activity; Add note needs text', async ({ page }) => {
  const dialog = await openAdd(page);
  await choose(page, dialog, t.type, 'High bill investigation');
  const note = dialog.getByRole('textbox', { name: t.note });
  await note.fill('');
  await expect(dialog.getByRole('button', { name: t.addNote })).toBeDisabled();
  await note.fill('   ');
  await expect(dialog.getByRole('button', { name: t.addNote })).toBeDisabled();
  await note.fill('Usage doubled since June');
  await expect(dialog.getByRole('button', { name: t.addNote })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('list', { name: t.notesAndActivities }).getByRole('listitem').filter({ hasText: 'High bill investigation' });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Usage doubled since June');
  const res = await page.request.get(`${base()}/api/customers/${customerId}/activities?pageSize=-1`);
  const saved = ((await res.json()) as { items: { typeName: string; notes: { note: string }[] }[] }).items.find(
    (a) => a.typeName === 'High bill investigation',
  )!;
  expect(saved.notes.map((n) => n.note)).toEqual(['Usage doubled since June']);
});

test('editing: all notes listed, Add note appends one, a note deleted is gone once saved; the type no longer rewrites the note', async ({ page }) => {
  await signIn(page, demoAdmin);
  const lookups = await activityLookups(page.request, base());
  const [activity] = await addActivities(page.request, base(), [
    {
      customerId,
      classId: 2,
      typeId: byCode(lookups.activityType, 'METER_FAULT').id,
      statusId: byCode(lookups.status, 'OPEN').id,
      notes: [{ note: 'Fault one' }, { note: 'Fault two' }],
    },
  ]);
  await page.goto(link('/notes-and-activities'));
  await page
    .getByRole('list', { name: t.notesAndActivities })
    .getByRole('listitem')
    .filter({ hasText: `#${activity!.id}` })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: t.edit }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogEditTitle });
  const notes = dialog.getByRole('list', { name: t.notes }).getByRole('listitem');
  await expect(notes).toHaveCount(2);
  await expect(field(dialog, t.type)).toHaveText('Meter fault');
  const note = dialog.getByRole('textbox', { name: t.note });
  await choose(page, dialog, t.type, 'Complaint');
  await expect(note).toHaveValue('');
  await note.fill('Technician booked');
  await dialog.getByRole('button', { name: t.addNote }).click();
  await expect(notes).toHaveCount(3);
  await expect(note).toHaveValue('');
  await notes.filter({ hasText: 'Fault one' }).getByRole('button', { name: t.deleteNote }).click();
  await expect(notes).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const panel = page.getByRole('list', { name: `${t.notes} ${activity!.id}` }).getByRole('listitem');
  await expect(panel).toHaveCount(2);
  await expect(panel.first()).toContainText('Technician booked');
  await expect(panel.last()).toContainText('Fault two');
});
