import { expect, test } from '@playwright/test';
import { HELP_PAGES, texts } from '@wattle/contract';
import { admin } from './support/session';
import { sectionOn, signInTo, startSectionsWorld, type SectionsWorld } from './sections.world';

/**
 * Issue 27 part 7: the Help menu's topics open real in-product pages, and an administrator
 * maintains them in Maintenance » Help Topics; the Help menu follows.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let world: SectionsWorld;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  world = await startSectionsWorld('help-topics', { DEMO_CUSTOMERS: '0' });
});
test.afterAll(async () => {
  await world?.stop();
});

test('a seeded Help topic opens its in-product page in a new tab', async ({ page }) => {
  await signInTo(page, world.url, admin);
  await page.getByRole('button', { name: texts.topBar.help }).click();
  const topic = page.getByRole('menu').getByRole('menuitem', { name: 'Finding a customer' });
  await expect(topic).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), topic.click()]);
  await expect(tab).toHaveURL(/\/help\/search$/);
  await expect(tab.getByRole('heading', { name: HELP_PAGES.search.title, level: 1 })).toBeVisible();
  await expect(tab.getByText(HELP_PAGES.search.paragraphs[0])).toBeVisible();
  await tab.close();
});

test('an administrator adds a Help topic in Maintenance » Help Topics, refused a bad address, and the Help menu shows it', async ({ page }) => {
  await signInTo(page, world.url, admin);
  await page.getByRole('button', { name: 'Maintenance' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Help Topics' }).click();
  await expect(page).toHaveURL(/\/maintenance\/HELPTOPICS$/);
  const section = sectionOn(page, 'HELPTOPICS');
  await expect(section.locator('tbody tr[data-row-id]')).toHaveCount(5);

  await section.getByRole('button', { name: 'Add', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Add' });
  await editor.getByLabel('Name').fill('Billing for new staff');
  await editor.getByLabel('Address').fill('javascript:alert(1)');
  await editor.getByLabel('Order').fill('1');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: texts.sectionRules.linkAddress }).first()).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await editor.getByLabel('Address').fill('/help/billing');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.sections.saved);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(section.locator('tbody tr[data-row-id]')).toHaveCount(6);

  await page.reload();
  await page.getByRole('button', { name: texts.topBar.help }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items.first()).toHaveText('Billing for new staff');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), items.first().click()]);
  await expect(tab.getByRole('heading', { name: HELP_PAGES.billing.title, level: 1 })).toBeVisible();
  await tab.close();
});

test('an unknown help page says so', async ({ page }) => {
  await signInTo(page, world.url, admin);
  await page.goto(`${world.url}/help/no-such-topic`);
  await expect(page.getByText(texts.notFound.message)).toBeVisible();
});
