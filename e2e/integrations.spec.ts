import { ADDON_FILTERS, INTEGRATION_CATALOGUE, INTEGRATION_CATEGORIES, texts } from '@wattle/contract';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/session';

const t = texts.addons;
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const filter = (page: Page, label: string) => page.getByRole('group', { name: t.categoryLabel }).getByRole('button', { name: label, exact: true });

/** The Success popup's text, then closes it. */
async function successText(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Success!' });
  await expect(popup).toBeVisible();
  const text = await popup.innerText();
  await popup.getByRole('button', { name: 'OK' }).click();
  return text;
}

test('Add-ons: filter by category, connect a payment provider with keys, disconnect it', async ({ page }) => {
  await signIn(page);
  await page.goto('/integration');
  for (const item of INTEGRATION_CATALOGUE) await expect(card(page, item.name)).toBeVisible();
  // Mail Room connects by its authorisation page (e2e/mail-house.spec.ts): no Coming soon.
  await expect(card(page, 'Mail Room')).not.toContainText(t.comingSoon);

  await filter(page, ADDON_FILTERS.find((f) => f.keeps === INTEGRATION_CATEGORIES.payments)!.label).click();
  const payments = INTEGRATION_CATALOGUE.filter((i) => i.category === INTEGRATION_CATEGORIES.payments);
  await expect(page.getByRole('region')).toHaveCount(payments.length);
  await expect(card(page, 'Ledger Link')).toHaveCount(0);

  const cardPay = card(page, 'Card Pay');
  await cardPay.getByRole('button', { name: t.connect }).click();
  const dialog = page.getByRole('dialog', { name: t.connectTitle('Card Pay') });
  const connect = dialog.getByRole('button', { name: t.connect });
  await expect(connect).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Public key' }).fill('pk_test_cardpay');
  await dialog.getByLabel('Private key').fill('x');
  await dialog.getByLabel('Private key').fill('');
  await expect(dialog.getByText(t.fieldMustNotBeEmpty)).toBeVisible();
  await expect(connect).toBeDisabled();
  await dialog.getByLabel('Private key').fill('sk_test_cardpay');
  await connect.click();
  expect(await successText(page)).toContain(t.connectedMessage('Card Pay'));
  await expect(dialog).toBeHidden();
  await expect(cardPay).toContainText(t.connected);

  await page.reload();
  await expect(card(page, 'Card Pay')).toContainText(t.connected);
  await card(page, 'Card Pay').getByRole('button', { name: t.disconnect }).click();
  await page.getByRole('dialog', { name: t.disconnect }).getByRole('button', { name: texts.common.yes }).click();
  expect(await successText(page)).toContain(t.disconnectedMessage('Card Pay'));
  await expect(card(page, 'Card Pay')).not.toContainText(t.connected);
  await expect(card(page, 'Card Pay').getByRole('button', { name: t.connect })).toBeVisible();

  await filter(page, 'Featured Apps').click();
  await expect(page.getByRole('region')).toHaveCount(INTEGRATION_CATALOGUE.filter((i) => i.isFeatured).length);
  await card(page, 'Meter Link').getByRole('link', { name: 'Sites and reads' }).click();
  await expect(page).toHaveURL(/\/metering-reads$/);
});

test("Add-ons: the accounting provider connects through the sandbox's authorisation page and its detail dialog opens", async ({ page }) => {
  await signIn(page);
  await page.goto('/integration');
  await filter(page, 'Accounting').click();
  await card(page, 'Ledger Link').getByRole('button', { name: t.connect }).click();

  await expect(page.getByRole('heading', { name: 'Ledger Link sandbox' })).toBeVisible();
  await page.getByRole('button', { name: 'Allow access' }).click();

  await expect(page).toHaveURL(/\/integration\?xeroConnectionStatus=success$/);
  const details = page.getByRole('dialog', { name: texts.accounting.dialogTitle('Ledger Link') });
  await expect(details).toBeVisible();
  await expect(details.getByRole('list', { name: texts.accounting.organisationsTab })).toContainText('Harbour Energy Pty Ltd');
  await details.getByRole('tab', { name: texts.accounting.logsTab }).click();
  await expect(details.getByRole('table')).toContainText(texts.accounting.tenantsLoadedLog);
  await details.getByRole('button', { name: texts.accounting.close }).click();
  await expect(page).toHaveURL(/\/integration$/);
  await expect(card(page, 'Ledger Link')).toContainText(t.connected);

  // Reopened from the card; the journal mappings come from the provider's chart of accounts.
  await card(page, 'Ledger Link').getByRole('button', { name: t.details }).click();
  await details.getByRole('tab', { name: texts.accounting.journalTab }).click();
  await details.getByRole('combobox', { name: `${texts.accounting.externalAccount}: 4000` }).click();
  await page.getByRole('option', { name: '200 Sales - Energy' }).click();
  await details.getByRole('button', { name: texts.accounting.save }).click();
  expect(await successText(page)).toContain(texts.accounting.saved);
  await expect(details.getByRole('combobox', { name: `${texts.accounting.externalAccount}: 4000` })).toHaveText('200 Sales - Energy');
});
