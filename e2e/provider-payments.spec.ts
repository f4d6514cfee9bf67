import { expect, test, type Page } from '@playwright/test';
import { formatBsb, texts, type CustomerAccount, type CustomerSummary } from '@wattle/contract';
import { customerLink, sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';

/**
 * Payments through the payment provider's sandbox. A card payment through its hosted page (docs/payments.md "Card payments"):
 * Card Pay connected with the sandbox's keys, Card Payment on the customer page opens the sandbox's
 * page for the balance, a declined card is refused there, a good card pays, the browser comes back
 * to the customer and Total Balance shows the payment the provider's signed webhook recorded. A
 * direct-debit mandate set up from Finance's Direct Debit.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const dd = texts.providerPayments;

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('card-payment');
});
test.afterAll(async () => {
  await world?.stop();
});

/** The first demo customer whose main account owes money (what the Card Payment action charges). */
async function owingDemoCustomer(page: Page, base: string): Promise<CustomerAccount> {
  for (let customerId = 1; customerId <= 80; customerId++) {
    const res = await page.request.get(`${base}/api/customers/${customerId}/account`);
    const account = res.ok() ? ((await res.json()) as CustomerAccount) : null;
    if (account && account.customerTypeCode === 'RESIDENT' && Number(account.totalBalance) > 0) return account;
  }
  throw new Error('no demo customer owes money');
}

test('Card Payment → hosted page → pay → back in Wattle, Total Balance shows the payment', async ({ page, context }) => {
  await signInTo(page, world.url);
  const connect = await page.request.post(`${world.url}/api/integrations/cardpay/connect`, {
    headers: { 'x-csrf': '1' },
    data: { integrationType: 'PAYMENT', accessToken: 'pk_test_cardpay|sk_test_cardpay' },
  });
  expect(connect.ok(), await connect.text()).toBe(true);
  const customer = await owingDemoCustomer(page, world.url);
  const accountBalance = async () =>
    ((await (await page.request.get(`${world.url}/api/customers/${customer.customerId}/account`)).json()) as CustomerAccount).totalBalance;
  const totalBalance = async () => {
    const summary = (await (await page.request.get(`${world.url}/api/customers/${customer.customerId}/summary`)).json()) as CustomerSummary;
    return summary.items.find((i) => i.name === texts.customer.totalBalance)!.value;
  };
  const before = await totalBalance();
  await page.goto(customerLink(world.url, customer, '/finance'));
  const shown = page.getByLabel('Customer summary').locator('dt', { hasText: texts.customer.totalBalance }).locator('xpath=following-sibling::dd');
  await expect(shown).toHaveText(before);

  const opened = context.waitForEvent('page');
  await sectionOn(page, 'CUSTFINANCE').getByRole('button', { name: 'Card Payment' }).click();
  const hosted = await opened;
  await hosted.waitForURL(/\/c\/pay\/cs_test_/);
  await expect(hosted.getByRole('heading', { name: /Pay \$/ })).toContainText(customer.totalBalance);

  await hosted.getByLabel('Card number').fill('4000 0000 0000 0002');
  await hosted.getByRole('button', { name: /^Pay/ }).click();
  await expect(hosted.getByRole('alert')).toHaveText('Your card was declined.');

  await hosted.getByLabel('Card number').fill('4242 4242 4242 4242');
  await hosted.getByRole('button', { name: /^Pay/ }).click();
  await hosted.waitForURL((url) => url.origin === new URL(world.url).origin && !url.pathname.startsWith('/_Dynamic'));
  // The provider's webhook was taken before the page sent the browser back: the account owes nothing now.
  expect(await accountBalance()).toBe('0.00');
  const after = await totalBalance();
  expect(after).not.toBe(before);
  const back = hosted.getByLabel('Customer summary').locator('dt', { hasText: texts.customer.totalBalance }).locator('xpath=following-sibling::dd');
  await expect(back).toHaveText(after);
  await page.reload();
  await expect(shown).toHaveText(after);
});

test('Direct Debit on Finance: a bad BSB is refused, a good one sets the mandate up and the form shows it', async ({ page }) => {
  await signInTo(page, world.url);
  const connect = await page.request.post(`${world.url}/api/integrations/directdebit/connect`, {
    headers: { 'x-csrf': '1' },
    data: { integrationType: 'PAYMENT', accessToken: 'pk_test_directdebit|sk_test_directdebit' },
  });
  expect(connect.ok(), await connect.text()).toBe(true);
  const customer = await owingDemoCustomer(page, world.url);
  await page.goto(customerLink(world.url, customer, '/finance'));
  const finance = sectionOn(page, 'CUSTFINANCE');
  await finance.getByRole('button', { name: dd.directDebit }).click();
  const dialog = page.getByRole('dialog', { name: dd.mandateTitle });
  await dialog.getByLabel(dd.accountName).fill('J Citizen');
  await dialog.getByLabel(dd.bsb).fill('06200');
  await dialog.getByLabel(dd.accountNumber).fill('12345678');
  await dialog.getByRole('button', { name: texts.payments.save }).click();
  await expect(dialog.getByText(dd.bsbInvalid)).toBeVisible();

  await dialog.getByLabel(dd.bsb).fill('062-000');
  await dialog.getByRole('button', { name: texts.payments.save }).click();
  await expect(page.getByText(dd.mandateSaved(formatBsb('062000'), '5678'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(finance.getByRole('textbox', { name: dd.directDebit })).toHaveValue(dd.mandateShown('J Citizen', '062-000', '5678'));
  await expect(finance.getByRole('combobox', { name: 'Payment Method' })).toHaveText(new RegExp(`^${texts.payments.methods.DIRECT_DEBIT}$`, 'i'));
});
