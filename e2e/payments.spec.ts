import { expect, test, type Page } from '@playwright/test';
import { texts } from '@wattle/contract';
import { openCard } from './dashboard.world';
import { cents, shownCents, shownTotalBalance, totalBalanceOf } from './support/balances';
import { findDemoCustomer, sectionOn, signInTo, startSectionsWorld, type DemoCustomer, type SectionsWorld } from './sections.world';

/**
 * Money in (issue 26, docs/payments.md): a payment taken on the phone moves the customer's Total
 * Balance at once; a bank file is checked, then applied, and its line that names no account is
 * assigned from the dashboard's Unallocated Payments.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: SectionsWorld;
let customer: DemoCustomer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  // The import's job pays the applied lines in: this world's server runs jobs.
  world = await startSectionsWorld('payments', { JOBS: 'on' });
});
test.afterAll(async () => {
  await world?.stop();
});

const t = texts.paymentFiles;

const totalBalance = (page: Page) => totalBalanceOf(page, world.url, customer.customerId);
const shownBalance = shownTotalBalance;

test('Add Payment on the Transactions page moves Total Balance without a reload', async ({ page }) => {
  await signInTo(page, world.url);
  customer = await findDemoCustomer(page, world.url, { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  const before = await totalBalance(page);
  await expect(shownBalance(page)).toHaveText(before);

  await sectionOn(page, 'ARTRANS').getByRole('button', { name: texts.payments.addPayment }).click();
  const dialog = page.getByRole('dialog', { name: texts.payments.addPayment });
  await dialog.getByLabel(texts.payments.amount).fill('12.34');
  await dialog.getByLabel(texts.payments.reference).fill('PHONE-E2E');
  await dialog.getByRole('button', { name: texts.payments.save }).click();
  await expect(page.getByText(texts.payments.recorded('$12.34'))).toBeVisible();

  await expect(shownBalance(page)).toHaveText(shownCents(cents(before) - 1234));
  await expect(sectionOn(page, 'ARTRANS').locator('tbody tr[data-row-id]').filter({ hasText: 'PHONE-E2E' })).toHaveCount(1);
});

test('Payment Import: the check reports each line, Apply pays them in, and the line naming no account is assigned from the dashboard', async ({ page }) => {
  await signInTo(page, world.url);
  const account = (await (await page.request.get(`${world.url}/api/customers/${customer.customerId}/account`)).json()) as { paymentReference: string };
  const before = cents(await totalBalance(page));
  const csv = ['date,amount,reference,description', `01/12/2026,20.00,${account.paymentReference},BPAY E2E`, '01/12/2026,7.00,999999999,Who paid this?'].join(
    '\n',
  );

  await page.goto(`${world.url}/payment-import`);
  await expect(page.getByRole('heading', { name: texts.pages.paymentImport })).toBeVisible();
  await page.getByLabel(t.file).setInputFiles({ name: 'bank.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('button', { name: t.apply })).toBeDisabled();
  await page.getByRole('button', { name: t.check }).click();
  await expect(page.getByText(`${t.matched}: 1 ($20.00)`)).toBeVisible();
  await expect(page.getByText(`${t.unmatched}: 1 ($7.00)`)).toBeVisible();
  const matched = page.locator('tbody tr').filter({ hasText: account.paymentReference });
  await expect(matched).toContainText(customer.accountNumber);
  await expect(page.locator('tbody tr').filter({ hasText: '999999999' })).toContainText(t.noAccount);
  expect(cents(await totalBalance(page))).toBe(before);

  await page.getByRole('button', { name: t.apply }).click();
  await expect(page.getByText(t.finished)).toBeVisible();
  await expect(page.getByText(t.progress(2, 2))).toBeVisible();
  expect(cents(await totalBalance(page))).toBe(before - 2000);
  // The same file again: every line was received before.
  await page.getByRole('button', { name: t.check }).click();
  await expect(page.getByText(`${t.duplicates}: 2`)).toBeVisible();

  await page.goto(`${world.url}/dashboard`);
  const queue = await openCard(page, 'Unallocated Payments');
  const line = queue.locator('tbody tr[data-row-id]').filter({ hasText: '999999999' });
  await line.locator('input[type=checkbox]').check();
  await queue.getByRole('button', { name: t.assign }).click();
  const assign = page.getByRole('dialog', { name: t.assignTitle });
  await assign.getByLabel(t.assignAccount).fill(customer.accountNumber);
  await assign.getByRole('button', { name: t.assign }).click();
  await expect(page.getByText(t.assigned('$7.00', customer.accountNumber))).toBeVisible();
  await expect(line).toHaveCount(0);
  expect(cents(await totalBalance(page))).toBe(before - 2700);
});
