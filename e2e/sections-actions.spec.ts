import { expect, test, type Page } from '@playwright/test';
import { texts, type CustomerSummary } from '@wattle/contract';
import { admin } from './support/session';
import { findDemoCustomer, rowOn, sectionConfig, sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';

/**
 * Each action kind of the action bar does its job (spec 3 §2.5): Add, Edit and Delete through the
 * row editor, Operation and CustomEdit on the server, Custom special codes routed by the browser,
 * WebUrl and Report links, a Wizard, the customer-portal links, and the card list's highlight.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('sections-actions');
});
test.afterAll(async () => {
  await world?.stop();
});

const rowsOf = (page: Page, code: string) => sectionOn(page, code).locator('tbody tr[data-row-id]');
const closeSuccess = async (page: Page, message: string) => {
  await expect(page.getByRole('dialog')).toContainText(message);
  await page.getByRole('button', { name: 'OK' }).click();
};

test('Add, Edit and Delete a row through the row editor, with the shared field rules', async ({ page }) => {
  await signInTo(page, world.url, admin);
  await page.goto(`${world.url}/maintenance/SYSPARAMS`);
  const section = sectionOn(page, 'SYSPARAMS');
  await expect(section.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Delete' })).toBeDisabled();

  await section.getByRole('button', { name: 'Add' }).click();
  const editor = page.getByRole('dialog', { name: 'Add' });
  await editor.getByLabel('Category').fill('Billing');
  await editor.getByLabel('Parameter Code').fill('E2E_GST_RATE');
  // Save waits for every field rule to pass (spec 1 §5), and a changed field says what is wrong.
  await expect(editor.getByRole('button', { name: 'Save' })).toBeDisabled();
  await editor.getByLabel('Description').fill('x');
  await editor.getByLabel('Description').fill('');
  await editor.getByLabel('Description').blur();
  await expect(editor.getByText(texts.fields.required)).toBeVisible();
  await editor.getByLabel('Description').fill('GST rate (percent)');
  await editor.getByLabel('Value').fill('10');
  await editor.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, texts.sections.saved);

  await section.getByLabel('Search').fill('E2E_GST_RATE');
  await expect(rowsOf(page, 'SYSPARAMS')).toHaveCount(1);
  await rowsOf(page, 'SYSPARAMS').first().click();
  await section.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit' });
  await expect(edit.getByLabel('Value')).toHaveValue('10');
  await edit.getByLabel('Value').fill('12.5');
  await edit.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, texts.sections.saved);
  await expect(rowsOf(page, 'SYSPARAMS').first()).toContainText('12.5');

  await rowsOf(page, 'SYSPARAMS').first().click();
  await section.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.confirm.deleteSelectedItem);
  await page.getByRole('button', { name: 'Yes' }).click();
  await closeSuccess(page, texts.sections.deleted(1));
  await expect(rowsOf(page, 'SYSPARAMS')).toHaveCount(0);
});

test('Operation and CustomEdit run on the server and the table shows the outcome', async ({ page }) => {
  await signInTo(page, world.url);
  const letters = await findDemoCustomer(page, world.url, { code: 'POSTED_MAIL', row: (r) => r.values.status === 'NEW' });
  const letter = letters.rows.find((r) => r.values.status === 'NEW')!;
  await page.goto(letters.link('/posted-mail'));
  await rowOn(page, 'POSTED_MAIL', letter.key).click();
  await sectionOn(page, 'POSTED_MAIL').getByRole('button', { name: 'Mark Posted' }).click();
  await closeSuccess(page, texts.sectionRules.lettersMoved(1, 'Posted'));
  await expect(rowOn(page, 'POSTED_MAIL', letter.key)).toContainText('Posted');
  await expect(rowOn(page, 'POSTED_MAIL', letter.key)).toHaveAttribute('data-row-colour', 'green');

  const emails = await findDemoCustomer(page, world.url, { code: 'EMAIL', row: (r) => r.values.requestStatus !== 'NEW' });
  const sent = emails.rows.find((r) => r.values.requestStatus !== 'NEW')!;
  await page.goto(emails.link('/customer-email-messages'));
  const before = emails.rows.length;
  await rowOn(page, 'EMAIL', sent.key).click();
  await sectionOn(page, 'EMAIL').getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.sectionRules.confirmResend);
  await page.getByRole('button', { name: 'Yes' }).click();
  await closeSuccess(page, texts.sectionRules.resendQueued);
  await expect(sectionOn(page, 'EMAIL').getByText(new RegExp(`of ${before + 1}$`))).toBeVisible();
  await expect(rowsOf(page, 'EMAIL').filter({ hasText: 'Resend' }).first()).toHaveAttribute('data-row-colour', 'blue');
});

test('an action on rows is disabled until a row is highlighted or checked', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'CUSTCHRGONE' });
  await page.goto(customer.link('/customer-charges'));
  const cancel = sectionOn(page, 'CUSTCHRGONE').getByRole('button', { name: 'Cancel Charge' });
  const row = sectionOn(page, 'CUSTCHRGONE').locator('tbody tr[data-row-id]').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(cancel).toBeDisabled();
  await row.click();
  await expect(cancel).toBeEnabled();
});

test('a saved change refreshes the customer summary: an adjustment moves Total Balance at once', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'ARTRANS' });
  const totalBalance = async () => {
    const summary = (await (await page.request.get(`${world.url}/api/customers/${customer.customerId}/summary`)).json()) as CustomerSummary;
    return summary.items.find((i) => i.name === texts.customer.totalBalance)!.value;
  };
  const before = await totalBalance();
  await page.goto(customer.link('/transaction-list'));
  const shown = page.getByLabel('Customer summary').locator('dt', { hasText: texts.customer.totalBalance }).locator('xpath=following-sibling::dd');
  await expect(shown).toHaveText(before);

  await sectionOn(page, 'ARTRANS').getByRole('button', { name: 'Add Adjustment' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Adjustment' });
  await editor.getByRole('textbox', { name: 'Date' }).fill('01/02/2026');
  await editor.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Adjustment', exact: true }).click();
  await editor.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Goodwill', exact: true }).click();
  await editor.getByLabel('Description').fill('E2E balance adjustment');
  await editor.getByLabel('Amount').fill('12.50');
  await editor.getByRole('button', { name: 'Save' }).click();
  await closeSuccess(page, texts.sections.saved);

  const after = await totalBalance();
  expect(after).not.toBe(before);
  await expect(shown).toHaveText(after);
});

test('Custom special codes: statement, instant invoice, and the price plan editor', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  await sectionOn(page, 'ARTRANS').getByRole('button', { name: 'Statement' }).click();
  await expect(page).toHaveURL(/\/customer-statement$/);
  await page.goBack();
  await sectionOn(page, 'ARTRANS').getByRole('button', { name: 'Instant Invoice' }).click();
  await expect(page).toHaveURL(/\/instant-invoice$/);

  await page.goto(`${world.url}/maintenance/PRICEPLANS`);
  await sectionOn(page, 'PRICEPLANS').getByRole('button', { name: 'Add Price Plan' }).click();
  await expect(page.getByRole('dialog', { name: texts.pricePlan.title })).toBeVisible();
  await page.getByRole('dialog', { name: texts.pricePlan.title }).getByRole('button', { name: texts.pricePlanEditor.close }).click();
  await expect(sectionOn(page, 'PRICEPLANS').getByRole('button', { name: 'Edit Price Plan' })).toBeDisabled();
});

test('Report and WebUrl open their pages; Wizard opens the wizard', async ({ page, context }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  const transactions = await sectionConfig(page.request, world.url, 'ARTRANS');
  const report = transactions.actions.find((a) => a.actionType === 'Report')!;
  await sectionOn(page, 'ARTRANS').getByRole('button', { name: 'Aged Debtors' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${report.entityId}\\?sectionId=${transactions.id}$`));

  await context.route('https://www.aer.gov.au/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Life support</title>' }));
  const lifeSupport = await findDemoCustomer(page, world.url, { code: 'CUSTLIFESUPPORT', minRows: 0 });
  await page.goto(lifeSupport.link('/life-support'));
  const tab = context.waitForEvent('page');
  await sectionOn(page, 'CUSTLIFESUPPORT').getByRole('button', { name: 'Life Support Rules' }).click();
  expect((await tab).url()).toBe('https://www.aer.gov.au/consumers/my-energy-service/life-support-equipment');

  await page.goto(lifeSupport.link('/contact-details'));
  await sectionOn(page, 'CUSTRELNLIST').getByRole('button', { name: 'New Customer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Next' })).toBeVisible();
});

test('My Account opens the portal with a token; Card Payment says when no card provider is connected', async ({ page, context }) => {
  await context.route('https://my.wattle-energy.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Portal</title>' }));
  await context.route('https://my.harbour-utilities.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Portal</title>' }));
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'CUSTFINANCE', types: ['RESIDENT'] });
  await page.goto(customer.link('/contact-details'));
  const portal = context.waitForEvent('page');
  await sectionOn(page, 'CUSTRELNLIST').getByRole('button', { name: 'My Account' }).click();
  const tab = await portal;
  await tab.waitForURL(/token=/);
  expect(new URL(tab.url()).searchParams.get('token')).toMatch(/^[\w-]{20,}$/);

  // With a card connected it opens the provider's hosted page (e2e/provider-payments.spec.ts).
  await page.goto(customer.link('/finance'));
  await sectionOn(page, 'CUSTFINANCE').getByRole('button', { name: 'Card Payment' }).click();
  await expect(page.getByText(texts.providerPayments.cardNotConnected)).toBeVisible();
});

test('a card list highlights its first card, and a click highlights another', async ({ page }) => {
  await signInTo(page, world.url);
  const customer = await findDemoCustomer(page, world.url, { code: 'CUSTCONNCARDS' });
  const cards = await sectionConfig(page.request, world.url, 'CUSTCONNCARDS');
  // A second card for the customer, saved through the section like the Add dialog does.
  const saved = await page.request.post(
    `${world.url}/api/display/sections/${cards.id}/data?parameters=${encodeURIComponent(JSON.stringify({ customerId: customer.customerId }))}`,
    {
      headers: { 'x-csrf': '1' },
      data: {
        sectionControlType: 'CardList',
        items: [
          {
            fields: [
              { name: 'id', value: '' },
              { name: 'cardType', value: 'HEALTH_CARE' },
              { name: 'concessionId', value: JSON.parse(await (await page.request.get(`${world.url}/api/lookups/CONCESSIONS/values`)).text())[0].value },
              { name: 'cardNumber', value: '987654321B' },
              { name: 'cardHolderName', value: 'E2E Holder' },
              { name: 'validFrom', value: '2026-01-01' },
            ],
          },
        ],
      },
    },
  );
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(customer.link('/customer-concessions'));
  const list = sectionOn(page, 'CUSTCONNCARDS').getByRole('listitem');
  await expect(list).toHaveCount(2);
  await expect(list.nth(0).locator('[data-highlighted="true"]')).toBeVisible();
  await list.nth(1).getByRole('button').click();
  await expect(list.nth(1).locator('[data-highlighted="true"]')).toBeVisible();
  await expect(list.nth(0).locator('[data-highlighted="true"]')).toHaveCount(0);
  await expect(sectionOn(page, 'CUSTCONNCARDS').getByRole('button', { name: 'Verify Card' })).toBeEnabled();
});
