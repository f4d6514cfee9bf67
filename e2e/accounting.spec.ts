import { expect, test, type Page } from '@playwright/test';
import { texts, type SectionDataResponse } from '@wattle/contract';
import { expectSuccess } from './dashboard.world';
import { findDemoCustomer, sectionConfig, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';
import { addPayment } from './support/transactions';

/**
 * The accounting provider's detail dialog (spec 3 §2.19, docs/payments.md "Posting to the
 * accounting provider"): Ledger Link connected through its sandbox, a journal account added (its
 * provider account required: "Selection is required."), then a payment taken on the phone reaches
 * the provider when the user asks for the posting now, and the Event logs tab shows its post.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Post now queues the posting job: this world's server runs jobs.
  world = await startSectionsWorld('accounting', { JOBS: 'on' });
});
test.afterAll(async () => {
  await world?.stop();
});

const a = texts.accounting;
const card = (page: Page) => page.getByRole('region', { name: 'Ledger Link', exact: true });
const details = (page: Page) => page.getByRole('dialog', { name: a.dialogTitle('Ledger Link') });

async function openDetails(page: Page) {
  await page.goto(`${world.url}/integration`);
  await card(page).getByRole('button', { name: texts.addons.details }).click();
  await expect(details(page)).toBeVisible();
  return details(page);
}

test('Ledger Link: a new journal account needs its provider account ("Selection is required."), then saves with it', async ({ page }) => {
  await signInTo(page, world.url);
  await page.goto(`${world.url}/integration`);
  await card(page).getByRole('button', { name: texts.addons.connect }).click();
  await page.getByRole('button', { name: 'Allow access' }).click();
  const dialog = details(page);
  await expect(dialog).toBeVisible();

  await dialog.getByRole('tab', { name: a.journalTab }).click();
  // Payments post to the receivable account's mapping.
  await dialog.getByRole('combobox', { name: `${a.externalAccount}: 1100` }).click();
  await page.getByRole('option', { name: '610 Accounts Receivable' }).click();
  await dialog.getByRole('button', { name: a.addJournalAccount }).click();
  await dialog.getByRole('textbox', { name: a.accountCode }).fill('4300');
  await dialog.getByRole('textbox', { name: a.accountDescription }).fill('Solar buyback');
  await dialog.getByRole('button', { name: a.save }).click();
  await expect(dialog.getByText(a.selectionRequired)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Success!' })).toHaveCount(0);
  await expect(dialog.locator('tbody tr').filter({ hasText: '4300' })).toHaveCount(0);

  await dialog.getByRole('combobox', { name: a.externalAccount, exact: true }).click();
  await page.getByRole('option', { name: '260 Other Revenue' }).click();
  await expect(dialog.getByText(a.selectionRequired)).toHaveCount(0);
  await dialog.getByRole('button', { name: a.save }).click();
  await expectSuccess(page, a.saved);
  // The new account is a row of the table now, with its mapping; the row being added is gone.
  const added = dialog.locator('tbody tr').filter({ hasText: '4300' });
  await expect(added).toContainText('Solar buyback');
  await expect(added).toContainText('Revenue');
  await expect(dialog.getByRole('combobox', { name: `${a.externalAccount}: 4300` })).toHaveText('260 Other Revenue');
  await expect(dialog.getByRole('combobox', { name: `${a.externalAccount}: 1100` })).toHaveText('610 Accounts Receivable');
  await expect(dialog.getByRole('textbox', { name: a.accountCode })).toHaveCount(0);

  await dialog.getByRole('tab', { name: a.receiptTab }).click();
  await dialog.getByRole('checkbox', { name: '091 Receipts Clearing Account' }).check();
  await dialog.getByRole('button', { name: a.save }).click();
  await expectSuccess(page, a.saved);
});

test('a payment taken on the phone: Post now on the Event logs tab, and the log shows its post', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  await addPayment(page, '43.21', 'LEDGER-E2E');
  // The log names the payment by its number, which the Transactions rows carry.
  const section = await sectionConfig(page.request, world.url, 'ARTRANS');
  const parameters = encodeURIComponent(JSON.stringify({ customerId: customer.customerId }));
  const data = (await (await page.request.get(`${world.url}/api/display/sections/${section.id}/data?parameters=${parameters}`)).json()) as SectionDataResponse;
  const paymentId = Number(data.rows.find((r) => r.values.reference === 'LEDGER-E2E')!.values.paymentId);
  const activity = a.postLog(a.paymentDocument(paymentId));

  const dialog = await openDetails(page);
  await dialog.getByRole('tab', { name: a.logsTab }).click();
  await dialog.getByRole('button', { name: a.postNow }).click();
  await expect(dialog.getByRole('status')).toHaveText(a.postingDone(0), { timeout: 30_000 });
  const post = dialog.locator('tbody tr').filter({ hasText: activity });
  await expect(post).toHaveCount(1);
  await expect(post).toContainText('Success');
  await expect(post).toContainText(`wattle-`);
});
