import { expect, test, type Page } from '@playwright/test';
import { formatMoney, texts } from '@wattle/contract';
import { confirmWith, expectSuccess, openCard } from './dashboard.world';
import { cents, shownCents, shownTotalBalance, totalBalanceOf } from './support/balances';
import { addPayment, transactionRows } from './support/transactions';
import { invitedStaffUser } from './support/users';
import { findDemoCustomer, sectionOn, signInTo, startSectionsWorld, type DemoCustomer, type SectionsWorld } from './sections.world';

/**
 * The customer's Transactions page (docs/payments.md "Screens"): a payment the bank returned is
 * dishonoured from its row, a credit is refunded (never more than the credit), and an adjustment
 * above the company's approval limit waits until another user approves it from the dashboard.
 * Each time the user sees Total Balance move and the new rows.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let world: SectionsWorld;
let customer: DemoCustomer;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('transactions-page');
});
test.afterAll(async () => {
  await world?.stop();
});

const p = texts.payments;
/** The demo dataset's DISHONOUR_FEE and ADJUSTMENT_APPROVAL_LIMIT (seed/reference/parameters.ts). */
const DEMO_DISHONOUR_FEE_CENTS = 1500;
const DEMO_APPROVAL_LIMIT = '500.00';

const totalBalance = async (page: Page) => cents(await totalBalanceOf(page, world.url, customer.customerId));
const money = (value: string) => formatMoney(value, '$');

/** The error popup with the server's message, closed. */
async function closeRefusal(page: Page, message: string) {
  const popup = page.getByRole('dialog', { name: texts.notices.errorTitle });
  await expect(popup).toContainText(message);
  await popup.getByRole('button', { name: texts.common.ok }).click();
  await expect(popup).toBeHidden();
}

async function openTransactions(page: Page) {
  await signInTo(page, world.url);
  customer ??= await findDemoCustomer(page, world.url, { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  const before = await totalBalance(page);
  await expect(shownTotalBalance(page)).toHaveText(shownCents(before));
  return before;
}

test('Dishonour: the highlighted payment is reversed with the reason, the fee is charged, Total Balance moves back', async ({ page }) => {
  const before = await openTransactions(page);
  await addPayment(page, '25.00', 'DISH-E2E');
  await expect(shownTotalBalance(page)).toHaveText(shownCents(before - 2500));

  const transactions = sectionOn(page, 'ARTRANS');
  // Not a payment: the action says what it needs.
  await transactionRows(page)
    .filter({ hasNotText: 'DISH-E2E' })
    .filter({ hasNotText: /Payment received/ })
    .first()
    .click();
  await transactions.getByRole('button', { name: p.dishonour }).click();
  await expect(page.getByText(p.notAPayment)).toBeVisible();

  await transactionRows(page).filter({ hasText: 'DISH-E2E' }).click();
  await transactions.getByRole('button', { name: p.dishonour }).click();
  const dialog = page.getByRole('dialog', { name: p.dishonourTitle });
  await expect(dialog).toContainText(money('25.00'));
  await dialog.getByRole('button', { name: p.dishonour }).click();
  await expect(dialog.getByText(p.reasonRequired)).toBeVisible();
  await dialog.getByLabel(p.reason).fill('Refer to drawer');
  await dialog.getByRole('button', { name: p.dishonour }).click();
  await expect(dialog).toBeHidden();

  const after = before + DEMO_DISHONOUR_FEE_CENTS;
  await expect(shownTotalBalance(page)).toHaveText(shownCents(after));
  expect(await totalBalance(page)).toBe(after);
  await expect(page.getByText(new RegExp(`^Payment of \\$25\\.00 dishonoured\\. The balance is now `))).toBeVisible();
  const dishonour = transactionRows(page).filter({ hasText: p.dishonoured('Refer to drawer') });
  await expect(dishonour).toHaveCount(1);
  await expect(dishonour).toContainText('$25.00');
  await expect(transactionRows(page).filter({ hasText: p.dishonourFee })).toContainText(shownCents(DEMO_DISHONOUR_FEE_CENTS));

  // Dishonoured already: the server's refusal is shown in the dialog.
  await transactionRows(page)
    .filter({ hasText: 'DISH-E2E' })
    .filter({ hasText: /Payment received/ })
    .click();
  await transactions.getByRole('button', { name: p.dishonour }).click();
  await dialog.getByLabel(p.reason).fill('Again');
  await dialog.getByRole('button', { name: p.dishonour }).click();
  await closeRefusal(page, p.notCleared('DISHONOURED'));
  await expect(dialog.getByTestId('form-errors')).toHaveText(p.notCleared('DISHONOURED'));
  await dialog.getByRole('button', { name: p.cancel }).click();
  expect(await totalBalance(page)).toBe(after);
});

test("Refund: more than the credit is refused with the server's message; the credit is paid back and Total Balance is back to zero", async ({ page }) => {
  const before = await openTransactions(page);
  // A payment of what is owed and 30.00 more leaves a credit of 30.00.
  const paid = before + 3000;
  await addPayment(page, (paid / 100).toFixed(2), 'OVERPAID-E2E');
  await expect(shownTotalBalance(page)).toHaveText(shownCents(-3000));

  await sectionOn(page, 'ARTRANS').getByRole('button', { name: p.refund }).click();
  const dialog = page.getByRole('dialog', { name: p.refundTitle });
  await dialog.getByLabel(p.amount).fill('30.01');
  await dialog.getByLabel(p.reference).fill('RF-E2E');
  await dialog.getByRole('button', { name: p.refund }).click();
  await closeRefusal(page, p.refundAboveCredit('30.00'));
  await expect(dialog.getByTestId('form-errors')).toHaveText(p.refundAboveCredit('30.00'));
  expect(await totalBalance(page)).toBe(-3000);

  await dialog.getByLabel(p.amount).fill('30.00');
  await dialog.getByLabel(p.method).click();
  await page.getByRole('option', { name: p.methods.CHEQUE }).click();
  await dialog.getByRole('button', { name: p.refund }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(p.refundNotice(money('30.00')))).toBeVisible();
  await expect(shownTotalBalance(page)).toHaveText(shownCents(0));
  const refund = transactionRows(page).filter({ hasText: p.refunded(p.methods.CHEQUE) });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('RF-E2E');
  await expect(refund).toContainText('$30.00');
});

test('Adjustments to Approve: one user enters an adjustment above the limit, another approves it from the dashboard, the balance moves', async ({
  page,
  browser,
}) => {
  const before = await openTransactions(page);
  await sectionOn(page, 'ARTRANS').getByRole('button', { name: 'Add Adjustment' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Adjustment' });
  await editor.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Adjustment', exact: true }).click();
  await editor.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Billing error', exact: true }).click();
  await editor.getByLabel('Description').fill('E2E large adjustment');
  await editor.getByLabel('Amount').fill('600.00');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, texts.ledger.awaitingApproval(money('600.00'), money(DEMO_APPROVAL_LIMIT)));
  await expect(shownTotalBalance(page)).toHaveText(shownCents(before));
  await expect(transactionRows(page).filter({ hasText: 'E2E large adjustment' })).toHaveCount(0);

  // A second user of the company, who may change data.
  const approver = await invitedStaffUser(page, world.url, { prefix: 'approver', roles: [], mailDir: world.mailDir });
  const other = await (await browser.newContext()).newPage();
  await signInTo(other, world.url, { ...approver, useDemoMode: true });
  const queue = await openCard(other, 'Adjustments to Approve');
  const pending = queue.locator('tbody tr[data-row-id]').filter({ hasText: 'E2E large adjustment' });
  await expect(pending).toContainText(customer.accountNumber);
  await expect(pending).toContainText('$600.00');
  await pending.locator('input[type=checkbox]').check();
  await queue.getByRole('button', { name: 'Approve' }).click();
  await confirmWith(other, texts.ledger.confirmApprove);
  await expectSuccess(other, texts.ledger.approved(1));
  await expect(pending).toHaveCount(0);
  await other.context().close();

  await page.reload();
  await expect(shownTotalBalance(page)).toHaveText(shownCents(before + 60000));
  const posted = transactionRows(page).filter({ hasText: 'E2E large adjustment' });
  await expect(posted).toHaveCount(1);
  await expect(posted).toContainText('$600.00');
});
