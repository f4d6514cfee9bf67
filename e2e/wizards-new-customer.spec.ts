import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { businessDateIn, encodeAddress } from '@wattle/contract';
import { admin } from './support/session';
import { WizardDriver } from './support/wizard';
import { signInAt, startWizardsWorld, type WizardsWorld } from './wizards.world';

/**
 * 'Add Customer' in the search dialog runs NEWCUSTOMER: one customer of each type, the rule
 * messages on the way, a Previous/Next round trip that keeps the answers, and search finding the
 * new customer and opening its page.
 */
test.describe.configure({ mode: 'serial' });

let world: WizardsWorld;
const suffix = Math.random().toString(36).slice(2, 7);

/** The administrator's live dataset starts with reference data only: a price plan and a building come first. */
async function prepare(api: APIRequestContext) {
  const call = async (method: 'GET' | 'POST', path: string, data?: unknown) => {
    const res = await api.fetch(`/api${path}`, { method, data, headers: { 'x-csrf': '1' } });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const value = async (code: string, display: string, parameters: Record<string, string> = {}) =>
    ((await call('GET', `/lookups/${code}/values?parameters=${encodeURIComponent(JSON.stringify(parameters))}`)) as { display: string; value: string }[]).find(
      (v) => v.display.includes(display),
    )!.value;
  await call('POST', '/login', { ...admin, useDemoMode: false });
  const power = await value('PRODUCTTYPE', 'Electricity');
  const submit = (wizardCode: string, pages: [string, Record<string, string>][]) =>
    call('POST', `/wizards/${wizardCode}/submit`, {
      wizardSubmissionData: {
        wizardCode,
        pages: pages.map(([pageCode, answers]) => ({
          pageCode,
          items: Object.entries(answers).map(([name, v]) => ({ name, value: v, displayValue: v, isDirty: true })),
        })),
      },
      crmIdentifiers: {},
    });
  await submit('FREETRIALPRICE', [
    [
      'PLAN',
      {
        productType: power,
        network: await value('NETWORK', 'Ausgrid', { productTypeId: power }),
        startDate: '2025-01-01',
        code: 'HOME',
        description: 'Home flat rate',
        dailyCharge: '1.10',
        usageRate: '0.29',
      },
    ],
  ]);
  const address = encodeAddress({ street: '45 George Street', suburb: 'Sydney', state: 'NSW', postcode: '2000' });
  await submit('FREETRIALCUST', [
    ['CUSTOMER', { firstName: 'First', lastName: 'Tenant', email: 'first@example.com', postalAddress: address }],
    [
      'SITE',
      { buildingCode: 'HARB', buildingName: 'Harbour Apartments', buildingAddress: address, unitNumber: '1', productType: power, siteIdentifier: '4102000001' },
    ],
    [
      'ACCOUNT',
      {
        startDate: '2025-01-01',
        billingCycle: await value('BILLINGCYCLE', 'Monthly'),
        pricePlan: await value('PRICEPLAN', 'HOME', { productTypeId: power }),
        correspondence: await value('DELIVERYMETHOD', 'Email'),
      },
    ],
  ]);
}

test.beforeAll(async () => {
  test.setTimeout(360_000);
  world = await startWizardsWorld('newcustomer');
  const api = await playwrightRequest.newContext({ baseURL: world.url });
  await prepare(api);
  await api.dispose();
});
test.afterAll(async () => world?.stop());

async function openNewCustomer(page: Page) {
  await signInAt(page, world.url, admin);
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const wizard = new WizardDriver(page, 'New customer');
  await wizard.onPage('Customer type');
  await expect(wizard.button('Previous')).toBeHidden();
  await expect(wizard.button('Next')).toBeDisabled();
  return wizard;
}

async function contactAndSite(wizard: WizardDriver, email: string, unit: string, addMeter: boolean) {
  await wizard.fill(/^Email/, email);
  await wizard.fill(/^Mobile phone/, '0412 345 678');
  await wizard.address({ street: 'PO Box 12', suburb: 'Sydney', state: 'New South Wales', postcode: '2001' });
  await wizard.next('Site');
  await wizard.choose(/^Building/, 'HARB - Harbour Apartments');
  await wizard.fill(/^Unit/, unit);
  await wizard.choose(/^Product/, 'Electricity');
  await wizard.fill(/^Site identifier/, `41020${unit.padStart(5, '0')}`);
  await wizard.radio(addMeter ? 'Yes' : 'No');
}

async function account(wizard: WizardDriver) {
  await expect(wizard.field(/^Start date/)).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await wizard.choose(/^Billing cycle/, 'Monthly');
  await wizard.choose(/^Price plan/, /HOME/);
  await wizard.radio('Email');
  await expect(wizard.button('Save')).toBeDisabled();
  await wizard.dialog.getByRole('checkbox', { name: 'The customer agrees to the terms and conditions' }).check();
}

/** Save opens the new customer's page, as the search dialog does. */
async function saveAndLand(wizard: WizardDriver, path: string) {
  await wizard.save(/^Customer \d+ created\.$/);
  await expect(wizard.page.getByRole('dialog', { name: 'Search' })).toBeHidden();
  await expect(wizard.page).toHaveURL(new RegExp(`${path}$`));
}

/** Search finds the new customer; selecting its card opens the page of its type. */
async function findAndOpen(page: Page, name: string, path: string) {
  await page.goto(`${world.url}/dashboard`);
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(name);
  await page.getByRole('region', { name: 'CUSTOMER' }).getByText(name, { exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

test('a residential customer with its first meter: every rule message, Previous/Next keeping the answers, found by search', async ({ page }) => {
  test.setTimeout(300_000);
  const wizard = await openNewCustomer(page);
  const lastName = `Resident${suffix}`;
  await wizard.radio('Residential');
  await wizard.next('Customer details');
  await expect(wizard.button('Previous')).toBeVisible();

  // Required, then a date that does not exist.
  await wizard.fill(/^First name/, 'Ruby');
  await wizard.fill(/^First name/, '');
  await wizard.expectMessage('Field is required.');
  await expect(wizard.button('Next')).toBeDisabled();
  await wizard.fill(/^First name/, 'Ruby');
  await wizard.fill(/^Last name/, lastName);
  await wizard.typeDate(/^Date of birth/, '31021980');
  await wizard.expectMessage('Invalid date.');
  await expect(wizard.button('Next')).toBeDisabled();
  // An account holder is at least 16 on the company's business day: not born today.
  const [year, month, day] = businessDateIn('Australia/Sydney').split('-');
  await wizard.typeDate(/^Date of birth/, `${day}${month}${year}`);
  await wizard.expectMessage('Must be at least 16 years old.');
  await expect(wizard.button('Next')).toBeDisabled();
  await wizard.typeDate(/^Date of birth/, '17051980');
  await wizard.next('Contact details');

  // Email rule.
  await wizard.fill(/^Email/, 'ruby@');
  await wizard.expectMessage('Invalid email');
  await expect(wizard.button('Next')).toBeDisabled();
  await contactAndSite(wizard, 'ruby@example.com', '21', true);

  // Previous and Next keep every answer.
  await wizard.previous('Contact details');
  await expect(wizard.field(/^Email/)).toHaveValue('ruby@example.com');
  await expect(wizard.field('Street')).toHaveValue('PO Box 12');
  await wizard.previous('Customer details');
  await expect(wizard.field(/^First name/)).toHaveValue('Ruby');
  await expect(wizard.field(/^Date of birth/)).toHaveValue('17/05/1980');
  await wizard.next('Contact details');
  await expect(wizard.field(/^Mobile phone/)).toHaveValue('0412 345 678');
  await wizard.next('Site');
  await expect(wizard.field(/^Site identifier/)).toHaveValue('4102000021');
  await expect(wizard.dialog.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
  await wizard.next('First meter');

  // Decimal places.
  await wizard.fill(/^Meter number/, `M-${suffix}`);
  await wizard.choose(/^Meter type/, 'General supply (interval)');
  await wizard.fill(/^Multiplier/, '1.12345678');
  await wizard.expectMessage('Maximum 7 decimal places.');
  await wizard.fill(/^Multiplier/, '1.5');
  await wizard.next('Account');

  // Whole number, money and terms.
  await account(wizard);
  await wizard.fill(/^Payment terms/, '14.5');
  await wizard.expectMessage('Field must be a whole number.');
  await expect(wizard.button('Save')).toBeDisabled();
  // Maximum digits.
  await wizard.fill(/^Payment terms/, '1000');
  await wizard.expectMessage('Maximum 3 digits.');
  await expect(wizard.button('Save')).toBeDisabled();
  await wizard.fill(/^Payment terms/, '21');
  await wizard.fill(/^Opening balance/, '120.5');
  await wizard.expectMessage('Number must be 2 decimal places only.');
  await wizard.fill(/^Opening balance/, '120.50');
  const terms = wizard.dialog.getByRole('checkbox', { name: 'The customer agrees to the terms and conditions' });
  await terms.uncheck();
  await terms.blur();
  await wizard.expectMessage('You must agree to the terms and conditions.');
  await expect(wizard.button('Save')).toBeDisabled();
  await terms.check();
  await saveAndLand(wizard, '/residential');

  await findAndOpen(page, `Ruby ${lastName}`, '/residential');
});

for (const [type, label, details, path] of [
  ['OCCUPIER', 'Occupier', 'Customer details', '/customer-detail'],
  ['COMPANY', 'Commercial', 'Business details', '/commercial'],
  ['SUNDRY', 'Sundry', 'Sundry customer', '/customer-detail'],
] as const) {
  test(`${label} customer: created and found by search`, async ({ page }) => {
    test.setTimeout(180_000);
    const wizard = await openNewCustomer(page);
    await wizard.radio(label);
    await wizard.next(details);
    let name: string;
    if (type === 'OCCUPIER') {
      name = `Oscar Occupier${suffix}`;
      await wizard.fill(/^First name/, 'Oscar');
      await wizard.fill(/^Last name/, `Occupier${suffix}`);
    } else if (type === 'COMPANY') {
      name = `Coastal Bakery ${suffix} Pty Ltd`;
      await wizard.fill(/^Company name/, name);
      await wizard.fill(/^ABN/, '51 824 753 556');
      await wizard.fill(/^Contact first name/, 'Cara');
      await wizard.fill(/^Contact last name/, 'Baker');
    } else {
      name = `Harbour Strata ${suffix}`;
      await wizard.fill(/^Customer name/, name);
    }
    await wizard.next('Contact details');
    await contactAndSite(wizard, `${type.toLowerCase()}@example.com`, String(30 + label.length), false);
    await wizard.next('Account');
    await account(wizard);
    await saveAndLand(wizard, path);
    await findAndOpen(page, name, path);
  });
}
