import type { Locator, Page } from '@playwright/test';
import { MAILHOUSE_PLATFORM, texts, type CorrespondenceSetting, type CustomerAccount } from '@wattle/contract';
import { dashboardPage, openCard, startDashboardWorld, type DashboardWorld } from './dashboard.world';
import { expect, test } from './fixtures';
import { customerLink } from './sections.world';

/**
 * Mail and post (docs/integrations.md "Mail and post"): the Mail Room card connected through the
 * sandbox mail house's authorisation page, a letter sent by post from a customer's Documents page
 * submitted to the mail house by the job, and its tracking, ending DELIVERED, on the Posted Mail
 * queue and the customer's Posted Mail page.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const addons = texts.addons;
const t = texts.letter;
let world: DashboardWorld;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Development set-up: the server starts its sandbox mail house (Lob's letters API) and runs the submission job.
  world = await startDashboardWorld('mail-house', { JOBS: 'on' });
});
test.afterAll(async () => {
  await world?.stop();
});

/** The first demo customer whose correspondence goes by post. */
async function customerByPost(page: Page): Promise<CustomerAccount> {
  for (let customerId = 1; customerId <= 200; customerId++) {
    const setting = await page.request.get(`/api/customers/${customerId}/correspondence-setting`);
    if (!setting.ok() || ((await setting.json()) as CorrespondenceSetting).code !== 'POST') continue;
    const account = await page.request.get(`/api/customers/${customerId}/account`);
    if (account.ok()) return (await account.json()) as CustomerAccount;
  }
  throw new Error('no demo customer by post');
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a letter by post goes to the mail house once Mail Room is connected, and its tracking ends DELIVERED', async ({ browser }) => {
  const page = await dashboardPage(browser, world);

  // The card connects through the mail house's own authorisation page (spec 1 §4).
  await page.goto('/integration');
  const card = page.getByRole('region', { name: 'Mail Room', exact: true });
  await card.getByRole('button', { name: addons.connect }).click();
  await expect(page.getByRole('heading', { name: 'Allow Wattle to send letters from your mail house account?' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/integration\?mailroomConnectionStatus=success$/);
  await expect(page.getByText(addons.mailhouseConnected)).toBeVisible();
  await expect(card).toContainText(addons.connected);
  expect(((await (await page.request.get('/api/integrations')).json()) as { tokenSource: string }[]).map((c) => c.tokenSource)).toContain(MAILHOUSE_PLATFORM);

  // A template letter for a customer by post, from the Documents page's dialog.
  const account = await customerByPost(page);
  await page.goto(customerLink(world.url, account, '/documents'));
  await page.getByRole('button', { name: texts.documents.sendLetter }).click();
  const dialog = page.getByRole('dialog', { name: t.dialogTitle });
  await choose(page, dialog, t.correspondenceType, t.typeNames.TEMPLATE);
  await choose(page, dialog, t.schedule, 'Payment reminder by email');
  await expect(dialog.getByText(t.byPostNote)).toBeVisible();
  await dialog.getByRole('button', { name: t.send, exact: true }).click();
  await expect(page.getByText(t.letterPosted)).toBeVisible();

  // The job submits it; the sandbox's signed tracking events move it on to DELIVERED on the Posted Mail queue.
  await page.goto('/');
  await expect(async () => {
    const queue = await openCard(page, 'Posted Mail');
    await queue.getByRole('searchbox', { name: 'Search' }).fill(account.accountNumber);
    // Newest first: the customer's demo letters (older) may be on the queue too.
    const row = queue.locator('tbody tr[data-row-id]').filter({ hasText: account.accountNumber }).first();
    try {
      await expect(row).toContainText('Payment reminder', { timeout: 5_000 });
      await expect(row).toContainText('DELIVERED', { timeout: 5_000 });
      await expect(row).toContainText('letter.delivered');
      await expect(row).toContainText(/ltr_[0-9a-f]+/);
    } finally {
      await queue.getByRole('button', { name: 'Close' }).last().click();
    }
  }).toPass({ timeout: 90_000 });

  // The customer's Posted Mail page shows the same letter delivered.
  await page.goto(customerLink(world.url, account, '/posted-mail'));
  await expect(page.getByRole('row').filter({ hasText: 'letter.delivered' }).first()).toContainText('Delivered');
  await page.context().close();
});
