import type { Page } from '@playwright/test';
import { SANDBOX_SMS_ACCOUNT, texts, type BulkAdhocPreviewResponse, type LookupValue } from '@wattle/contract';
import { confirmWith, dashboardPage, openCard, startDashboardWorld, type DashboardWorld } from './dashboard.world';
import { expect, test } from './fixtures';
import { bulkAudienceOf } from './support/bulk';

const t = texts.bulkMessaging;
const addons = texts.addons;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let world: DashboardWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Development set-up: the server starts its sandbox SMS provider (Twilio's API) and runs the send job.
  world = await startDashboardWorld('sms-delivery', { JOBS: 'on' });
});
test.afterAll(async () => {
  await world?.stop();
});

const lookup = async (page: Page, code: string) => (await (await page.request.get(`/api/lookups/${code}/values`)).json()) as LookupValue[];

/** A demo building with recipients of the chosen customer types (most demo customers have a mobile number). */
async function buildingWithRecipients(page: Page, customerTypeIds: number[]) {
  for (const building of await lookup(page, 'BUILDING')) {
    const res = await page.request.post('/api/correspondence/adhoc-email/bulk/preview', {
      headers: { 'X-CSRF': '1' },
      data: { networkNodeIds: [Number(building.value)], customerTypeIds, emailSubject: 's', emailBody: 'b' },
    });
    if (res.ok() && ((await res.json()) as BulkAdhocPreviewResponse).recipients > 0) return building;
  }
  throw new Error('no demo building has recipients');
}

/** Closes the message popup titled `title` and answers its text. */
async function popupText(page: Page, title: string) {
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible();
  const text = await popup.innerText();
  await popup.getByRole('button', { name: 'OK' }).click();
  return text;
}

async function pick(page: Page, label: string, options: readonly string[]) {
  const field = page.getByRole('combobox', { name: label });
  for (const option of options) {
    await field.click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.keyboard.press('Escape');
}

test('an SMS bulk send goes through the SMS provider and ends DELIVERED in the SMS status dialog', async ({ browser }) => {
  const page = await dashboardPage(browser, world);

  // The SMS Link card: wrong keys refused with the provider's words, the sandbox's keys connect.
  await page.goto('/integration');
  const card = page.getByRole('region', { name: 'SMS Link', exact: true });
  await card.getByRole('button', { name: addons.connect }).click();
  const dialog = page.getByRole('dialog', { name: addons.connectTitle('SMS Link') });
  const { accountSid: sid, authToken: token, sender } = SANDBOX_SMS_ACCOUNT;
  await dialog.getByLabel('Account SID').fill(sid);
  await dialog.getByLabel('Auth Token').fill('not-the-token');
  await dialog.getByLabel('Sender number').fill(sender);
  await dialog.getByRole('button', { name: addons.connect }).click();
  expect(await popupText(page, texts.notices.errorTitle)).toContain(texts.sms.providerRefused('Authenticate'));
  await dialog.getByLabel('Auth Token').fill(token);
  await dialog.getByRole('button', { name: addons.connect }).click();
  expect(await popupText(page, 'Success!')).toContain(addons.connectedMessage('SMS Link'));
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(addons.connected);

  // A bulk SMS to one building, through the Bulk Messaging screen.
  const customerTypes = await lookup(page, 'CUSTOMERTYPEID');
  const building = await buildingWithRecipients(
    page,
    customerTypes.map((c) => Number(c.value)),
  );
  const stamp = `SMS${Date.now()}`;
  await page.goto('/maintenance/BULKMESSAGING');
  await page.getByRole('combobox', { name: t.correspondenceType }).click();
  await page.getByRole('option', { name: t.types.SMS }).click();
  await pick(page, t.buildings, [building.display]);
  await pick(
    page,
    t.customerTypes,
    customerTypes.map((c) => c.display),
  );
  await page.getByRole('textbox', { name: t.smsContent }).fill(`Water off ${stamp} for {{accountNumber}}`);
  await page.getByRole('button', { name: t.preview }).click();
  const receiving = await bulkAudienceOf(page);
  await page.getByRole('button', { name: t.confirm, exact: true }).click();
  await confirmWith(page, t.confirmText(receiving));
  await expect(page.getByRole('status').getByText(t.progress.COMPLETED)).toBeVisible({ timeout: 60_000 });

  // The send job sends them; the sandbox's signed receipts move each to DELIVERED.
  await page.goto('/');
  await expect(async () => {
    const sms = await openCard(page, 'New and Undelivered SMS');
    await sms.getByRole('searchbox', { name: 'Search' }).fill(stamp);
    const rows = sms.locator('tbody tr[data-row-id]').filter({ hasText: stamp });
    try {
      await expect(rows.first()).toContainText('DELIVERED', { timeout: 5_000 });
      for (const status of ['NEW', 'QUEUED', 'FAILED']) await expect(rows.filter({ hasText: status })).toHaveCount(0);
    } finally {
      await sms.getByRole('button', { name: 'Close' }).last().click();
    }
  }).toPass({ timeout: 90_000 });
});
