import { expect, test } from '@playwright/test';
import { admin } from './support/session';
import { WizardDriver } from './support/wizard';
import { signInAt, startWizardsWorld, type WizardsWorld } from './wizards.world';

/** A free-trial user made by `npm run create-trial-company` walks the four Getting-started steps. */
test.describe.configure({ mode: 'serial' });

let world: WizardsWorld;
test.beforeAll(async () => {
  test.setTimeout(360_000);
  world = await startWizardsWorld('trial');
});
test.afterAll(async () => world?.stop());

const card = (page: import('@playwright/test').Page, title: string) => page.getByRole('button', { name: new RegExp(`^\\d\\. ${title}`) });
const expectTicked = async (page: import('@playwright/test').Page, title: string, ticked: boolean) =>
  expect(card(page, title)).toHaveAccessibleName(new RegExp(`${title}${ticked ? ' \\(Done\\)' : '$'}`));

test('a free-trial user walks the four Getting-started steps and sees each ticked', async ({ page }) => {
  test.setTimeout(180_000);
  const u = world.trialUser;
  await signInAt(page, world.url, u);
  await expect(page).toHaveURL(/\/free-trial$/);
  await expect(page.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(page.getByText('30 days left in your free trial')).toBeVisible();
  // Until an administrator sets the free-trial links (System Settings, Free trial), they open in-product pages.
  const subscribe = new URL((await page.getByRole('link', { name: 'Subscribe' }).getAttribute('href'))!, world.url);
  expect(subscribe.pathname).toBe('/help/subscribe');
  expect(Object.fromEntries(subscribe.searchParams)).toEqual({
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    companyCode: u.companyCode,
  });
  await expect(page.getByText('Bulk csv import is not available during the free trial.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email us for help' })).toHaveAttribute('href', '/help/support');
  const [video] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Watch the getting-started video' }).click()]);
  await expect(video).toHaveURL(/\/help\/getting-started$/);
  await expect(video.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
  await video.close();
  const [subscribePage] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Subscribe' }).click()]);
  await expect(subscribePage.getByRole('heading', { name: 'Subscribe', level: 1 })).toBeVisible();
  await subscribePage.close();
  await expect(page.getByRole('link', { name: 'Continue to dashboard' })).toHaveAttribute('href', world.url);
  for (const title of ['Set up your profile', 'Products and pricing', 'Add a customer and site', 'Add meter']) await expectTicked(page, title, false);

  // 1. ONBOARDING: the welcome page (free-trial only), profile with logo and colour, contact, terms.
  await card(page, 'Set up your profile').click();
  const profile = new WizardDriver(page, 'Set up your profile');
  await profile.onPage('Welcome to Wattle');
  await expect(profile.button('Previous')).toBeHidden();
  await expect(profile.dialog.getByRole('link', { name: 'Watch the getting-started video' })).toBeVisible();
  await profile.next('Company profile');
  await expect(profile.field('Company name')).toHaveValue('Sunrise Power');
  await profile.fill('Company name', 'Sunrise Power Co');
  await profile.dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex') });
  await expect(profile.dialog.getByRole('img', { name: 'Logo' })).toBeVisible();
  await profile.fill(/^Brand colour/, '#1E88E5');
  await profile.next('Contact details');
  await profile.fill(/^Email/, 'hello@sunrise');
  await profile.expectMessage('Invalid email');
  await expect(profile.button('Next')).toBeDisabled();
  await profile.fill(/^Email/, 'hello@sunrise.test');
  await profile.fill(/^Phone/, '02 9000 0000');
  await profile.next('Terms');
  await expect(profile.button('Save')).toBeDisabled();
  await profile.dialog.getByRole('checkbox', { name: 'I agree to the terms and conditions' }).check();
  await profile.save('Company profile saved. Your company is live.');
  await expectTicked(page, 'Set up your profile', true);

  // 2. FREETRIALPRICE: a first price plan.
  await card(page, 'Products and pricing').click();
  const price = new WizardDriver(page, 'Products and pricing');
  await price.onPage('Your first price plan');
  await price.choose(/^Product/, 'Electricity');
  await price.choose(/^Network/, 'Ausgrid');
  await price.fill(/^Plan code/, 'SUN-FLAT');
  await price.fill(/^Description/, 'Sunrise flat rate');
  await price.fill(/^Daily supply charge/, '0.995');
  await price.expectMessage('Maximum 2 decimal places.');
  await price.fill(/^Daily supply charge/, '0.99');
  await price.fill(/^Usage rate per unit/, '0.31');
  await price.save('Price plan SUN-FLAT created.');
  await expectTicked(page, 'Products and pricing', true);

  // 3. FREETRIALCUST: a first customer, building and site.
  await card(page, 'Add a customer and site').click();
  const customer = new WizardDriver(page, 'Add a customer and site');
  await customer.onPage('Your first customer');
  await customer.fill(/^First name/, 'Fiona');
  await customer.fill(/^Last name/, 'First');
  await customer.fill(/^Email/, 'fiona@example.com');
  await customer.address({ street: '3 Sun St', suburb: 'Newtown', state: 'New South Wales', postcode: '2042' });
  await customer.next('Building and site');
  await customer.fill(/^Building code/, 'SUN1');
  await customer.fill(/^Building name/, 'Sun Towers');
  await customer.address({ street: '3 Sun St', suburb: 'Newtown', state: 'New South Wales', postcode: '2042' });
  await customer.fill(/^Unit/, '7');
  await customer.choose(/^Product/, 'Electricity');
  await customer.fill(/^Site identifier/, '4102000007');
  await customer.next('Account');
  await customer.choose(/^Billing cycle/, 'Monthly');
  await customer.choose(/^Price plan/, /SUN-FLAT/);
  await customer.radio('Post');
  await customer.save(/^Customer \d+ created\.$/);
  await expectTicked(page, 'Add a customer and site', true);

  // 4. FREETRIALMETER: a meter at that site.
  await card(page, 'Add meter').click();
  const meter = new WizardDriver(page, 'Add meter');
  await meter.onPage('Add a meter');
  await meter.choose(/^Account and site/, /Unit 7, 3 Sun St/);
  await meter.fill(/^Meter number/, 'SUN-0001');
  await meter.choose(/^Meter type/, 'General supply (interval)');
  await meter.save('Meter SUN-0001 added.');
  await expectTicked(page, 'Add meter', true);

  // The ticks come from the server: they survive a reload.
  await page.reload();
  for (const title of ['Set up your profile', 'Products and pricing', 'Add a customer and site', 'Add meter']) await expectTicked(page, title, true);
});

test('a user outside the free trial opening /free-trial is sent to the dashboard', async ({ page }) => {
  await signInAt(page, world.url, admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${world.url}/free-trial`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Getting started' })).toHaveCount(0);
  await expect(page.getByText(/days left/)).toHaveCount(0);
});
