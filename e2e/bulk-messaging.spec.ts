import type { Page } from '@playwright/test';
import { texts, type BulkAdhocPreviewResponse, type LookupValue } from '@wattle/contract';
import { confirmWith, openCard } from './dashboard.world';
import { expect, test } from './fixtures';
import { bulkAudienceOf } from './support/bulk';
import { admin, signIn } from './support/session';

const t = texts.bulkMessaging;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const lookup = async (page: Page, code: string) => (await (await page.request.get(`/api/lookups/${code}/values`)).json()) as LookupValue[];

/** A demo building with customers that have an email address (the demo data decides which). */
async function buildingWithEmails(page: Page, customerTypes: LookupValue[]) {
  for (const building of await lookup(page, 'BUILDING')) {
    const res = await page.request.post('/api/correspondence/adhoc-email/bulk/preview', {
      headers: { 'X-CSRF': '1' },
      data: { networkNodeIds: [Number(building.value)], customerTypeIds: customerTypes.map((c) => Number(c.value)), emailSubject: 's', emailBody: 'b' },
    });
    const preview = (await res.json()) as BulkAdhocPreviewResponse;
    if (preview.email) return building;
  }
  throw new Error('no demo building has a customer with an email address');
}

/** The table pager's text when a search finds `n` rows. */
const pager = (n: number) => new RegExp(`^1\\D${Math.min(n, 50)} of ${n}$`);

/** Signed in to the demo dataset, on Bulk Messaging reached from the top bar's Maintenance menu. */
async function openBulkMessaging(page: Page) {
  await signIn(page, { ...admin, useDemoMode: true });
  await page.getByRole('button', { name: texts.topBar.maintenance }).click();
  await page.getByRole('menuitem', { name: t.title }).click();
  await expect(page).toHaveURL(/\/maintenance\/BULKMESSAGING$/);
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
}

async function pick(page: Page, label: string, options: readonly string[]) {
  const field = page.getByRole('combobox', { name: label });
  for (const option of options) {
    await field.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

async function chooseType(page: Page, type: keyof typeof t.types) {
  await page.getByRole('combobox', { name: t.correspondenceType }).click();
  await page.getByRole('option', { name: t.types[type] }).click();
}

/** Confirms the previewed send, the confirmation naming how many will receive it, and waits for its batch to finish; answers the counts line. */
async function confirmAndGenerate(page: Page, receiving: number) {
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await confirmWith(page, t.confirmText(receiving));
  const progress = page.getByRole('status');
  await expect(progress.getByText(t.progress.COMPLETED)).toBeVisible({ timeout: 60_000 });
  await expect(progress.getByText(t.whereResults)).toBeVisible();
  return (await progress.getByText(/ created, /).textContent()) ?? '';
}

test('sends an SMS and an adhoc email to a demo building through the screen; they wait in the dashboard dialogs', async ({ page }) => {
  await openBulkMessaging(page);
  const customerTypes = await lookup(page, 'CUSTOMERTYPEID');
  const building = await buildingWithEmails(page, customerTypes);
  const stamp = `E2E${Date.now()}`;

  // Preview checks the form first (spec 2 §5).
  await chooseType(page, 'SMS');
  await page.getByRole('button', { name: t.preview }).click();
  await expect(page.getByText(t.required.buildings)).toBeVisible();
  await expect(page.getByText(t.required.customerTypes)).toBeVisible();
  await expect(page.getByText(t.required.sms)).toBeVisible();

  await pick(page, t.buildings, [building.display]);
  await pick(
    page,
    t.customerTypes,
    customerTypes.map((c) => c.display),
  );
  await page.getByRole('textbox', { name: t.smsContent }).fill(`Outage ${stamp} for {{accountNumber}}`);
  await expect(page.getByText(t.required.sms)).toBeHidden();
  await page.getByRole('button', { name: t.preview }).click();
  await expect(page.getByText(t.smsPreview)).toBeVisible();
  await expect(page.getByText(`Outage ${stamp} for {{accountNumber}}`)).toBeVisible();
  // Before Confirm: how many customers will receive it; the send then writes exactly that many.
  const smsReceiving = await bulkAudienceOf(page);
  const smsCounts = await confirmAndGenerate(page, smsReceiving);
  const smsCreated = Number(/^(\d+) created/.exec(smsCounts)![1]);
  expect(smsCreated).toBeGreaterThan(0);
  expect(smsCreated).toBe(smsReceiving);

  // The adhoc email to the same building: its preview names the first recipient and the counts.
  await page.getByRole('button', { name: t.newSend }).click();
  await chooseType(page, 'ADHOC');
  await pick(page, t.buildings, [building.display]);
  await pick(
    page,
    t.customerTypes,
    customerTypes.map((c) => c.display),
  );
  await page.getByRole('textbox', { name: t.emailSubject }).fill(`Notice ${stamp} {{accountNumber}}`);
  await page.getByRole('textbox', { name: t.emailBody }).fill('<p>Dear {{customerName}}, the water is off on Monday.</p>');
  await page.getByRole('button', { name: t.preview }).click();
  await expect(page.getByText(/customer\(s\) of the chosen buildings and customer types/)).toBeVisible();
  await expect(page.getByText(new RegExp(`Notice ${stamp} \\w`))).toBeVisible();
  const emailReceiving = await bulkAudienceOf(page);
  const emailCounts = await confirmAndGenerate(page, emailReceiving);
  const emailsCreated = Number(/^(\d+) created/.exec(emailCounts)![1]);
  expect(emailsCreated).toBeGreaterThan(0);
  expect(emailsCreated).toBe(emailReceiving);

  // Both wait as New in the dashboard's dialogs.
  await page.goto('/');
  const sms = await openCard(page, 'New and Undelivered SMS');
  await sms.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(sms.getByText(pager(smsCreated))).toBeVisible();
  await expect(sms.locator('tbody tr[data-row-id]').filter({ hasText: stamp }).first()).toContainText('NEW');
  await sms.getByRole('button', { name: 'Close' }).last().click();
  const emails = await openCard(page, 'New and Undelivered Email');
  await emails.getByRole('searchbox', { name: 'Search' }).fill(stamp);
  await expect(emails.getByText(pager(emailsCreated))).toBeVisible();
  await expect(emails.locator('tbody tr[data-row-id]').filter({ hasText: stamp }).first()).toContainText(`Notice ${stamp}`);
});

test('a refused send shows the server message', async ({ page }) => {
  await openBulkMessaging(page);
  await chooseType(page, 'ADHOC');
  const customerTypes = await lookup(page, 'CUSTOMERTYPEID');
  await pick(page, t.buildings, [(await lookup(page, 'BUILDING'))[0]!.display]);
  await pick(page, t.customerTypes, [customerTypes[0]!.display]);
  await page.getByRole('textbox', { name: t.emailSubject }).fill('x'.repeat(201));
  await page.getByRole('textbox', { name: t.emailBody }).fill('Body');
  await page.getByRole('button', { name: t.preview }).click();
  const popup = page.getByRole('dialog', { name: texts.notices.errorTitle });
  await expect(popup.getByText(/emailSubject/)).toBeVisible();
  await popup.getByRole('button', { name: 'OK' }).click();
  // Back on the form, nothing lost.
  await expect(page.getByRole('textbox', { name: t.emailBody })).toHaveValue('Body');
});
