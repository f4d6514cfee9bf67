import type { Page } from '@playwright/test';
import type { NetworkNodesResponse, SearchContext, SearchResult, SiteTreeNode } from '@wattle/contract';
import { codeWords, texts } from '@wattle/contract';
import { expect, test } from './fixtures';
import { findDemoCustomer, sectionOn } from './sections.world';
import { signIn } from './support/session';

/**
 * Global search journeys (spec 1 §2.7, 2 §2, 3 §2.2) on the demo dataset of the shared server:
 * the top-bar Enter rules, each result context's page, the Building tree, Recent after a reload,
 * and /go-to-entity replacing its history entry.
 */

const customerPage: Record<string, RegExp> = {
  RESIDENT: /\/residential$/,
  COMPANY: /\/commercial$/,
  OCCUPIER: /\/customer-detail$/,
  SUNDRY: /\/customer-detail$/,
};

async function searchApi(page: Page, searchContext: SearchContext, searchValue: string, pageSize = 100): Promise<SearchResult[]> {
  const res = await page.request.get('/api/search/search-by-text', { params: { searchContext, searchValue, pageSize, openOnly: 'true' } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as SearchResult[];
}

/** A demo customer of the type whose account number finds it alone. */
async function customerOfType(page: Page, type: string): Promise<SearchResult & { accountNumber: string }> {
  for (const prefix of ['10000', '10001', '10002', '10003']) {
    for (const result of await searchApi(page, 'Customer', prefix)) {
      const accountNumber = result.line1?.split(' · ')[0];
      if (result.customerTypeCode !== type || !accountNumber) continue;
      if ((await searchApi(page, 'Customer', accountNumber, 2)).length === 1) return { ...result, accountNumber };
    }
  }
  throw new Error(`no demo customer of type ${type}`);
}

const topBarSearch = (page: Page) => page.getByRole('searchbox', { name: 'Account number' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const column = (page: Page, context: SearchContext) => dialog(page).getByTestId(`search-column-${context}`);

/** The dialog's code loads on first use; on a busy two-core machine that can take seconds. */
const DIALOG_LOAD = { timeout: 30_000 };

async function openDialogWith(page: Page, text: string) {
  await topBarSearch(page).fill(text);
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(dialog(page)).toBeVisible(DIALOG_LOAD);
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, { username: 'admin', password: 'Admin123!', useDemoMode: true });
});

test('Enter with exactly one match opens that customer; with several it opens the dialog', async ({ page }) => {
  const customer = await customerOfType(page, 'RESIDENT');
  await topBarSearch(page).fill(customer.accountNumber);
  await topBarSearch(page).press('Enter');
  await expect(page).toHaveURL(customerPage.RESIDENT!);
  await expect(dialog(page)).toBeHidden();

  const several = (await searchApi(page, 'Customer', '1000')).length;
  expect(several).toBeGreaterThan(1);
  await topBarSearch(page).fill('1000');
  await topBarSearch(page).press('Enter');
  await expect(dialog(page)).toBeVisible(DIALOG_LOAD);
  await expect(dialog(page).getByRole('textbox', { name: 'Search' })).toHaveValue('1000');
  for (const heading of ['CONTACT', 'CUSTOMER', 'SITE']) await expect(dialog(page).getByRole('heading', { name: heading })).toBeVisible();
  await expect(column(page, 'Customer').getByRole('link').first()).toBeVisible();
});

test('Enter with empty text asks nothing and opens nothing', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search/search-by-text')) asked.push(r.url());
  });
  await topBarSearch(page).fill('   ');
  await topBarSearch(page).press('Enter');
  await expect(dialog(page)).toBeHidden();
  expect(asked).toEqual([]);
});

for (const type of ['RESIDENT', 'COMPANY', 'OCCUPIER', 'SUNDRY']) {
  test(`a ${type} customer result opens /${customerPage[type]!.source.slice(2, -1)}`, async ({ page }) => {
    const customer = await customerOfType(page, type);
    await openDialogWith(page, customer.accountNumber);
    await column(page, 'Customer').getByTestId(`search-result-Customer-${customer.id}`).getByRole('link').click();
    await expect(page).toHaveURL(customerPage[type]!);
    await expect(dialog(page)).toBeHidden();
  });
}

for (const [context, path] of [
  ['Contact', /\/contact-details$/],
  ['Site', /\/services$/],
] as const) {
  test(`a ${context} result opens /${path.source.slice(2, -1)}`, async ({ page }) => {
    const customer = await customerOfType(page, 'RESIDENT');
    const [result] = await searchApi(page, context, customer.accountNumber);
    await openDialogWith(page, customer.accountNumber);
    await column(page, context).getByTestId(`search-result-${context}-${result!.id}`).getByRole('link').click();
    await expect(page).toHaveURL(path);
  });
}

test('a result and the side menu open the customer in a new tab (links carry the ids)', async ({ page }) => {
  const customer = await customerOfType(page, 'RESIDENT');
  await openDialogWith(page, customer.accountNumber);
  const card = column(page, 'Customer').getByTestId(`search-result-Customer-${customer.id}`).getByRole('link');
  await expect(card).toHaveAttribute('href', new RegExp(`^/residential\\?customerId=${customer.customerId}&`));

  const [resultTab] = await Promise.all([page.context().waitForEvent('page'), card.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(resultTab).toHaveURL(customerPage.RESIDENT!);
  await expect(resultTab.getByText(customer.headerLine).first()).toBeVisible();
  await expect(resultTab.getByText(texts.customer.selectCustomer)).toHaveCount(0);
  await resultTab.close();

  // A plain click selects in place; the drawer's pages then link with the customer's ids too.
  await card.click();
  await expect(page).toHaveURL(customerPage.RESIDENT!);
  const services = page.getByRole('navigation', { name: 'Main menu' }).locator('a[href^="/services?"]');
  await expect(services).toHaveAttribute('href', new RegExp(`customerId=${customer.customerId}(&|$)`));
  const [servicesTab] = await Promise.all([page.context().waitForEvent('page'), services.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(servicesTab).toHaveURL(/\/services$/);
  await expect(servicesTab.getByText(texts.customer.selectCustomer)).toHaveCount(0);
  await expect(servicesTab.getByText(texts.services.noSites)).toHaveCount(0);
  await servicesTab.close();
});

test('the Building tab lists a building’s sites and expands one to its accounts', async ({ page }) => {
  const nodes = (await (await page.request.get('/api/search/network-nodes')).json()) as NetworkNodesResponse;
  let building: { name: string; site: SiteTreeNode } | undefined;
  for (const node of nodes) {
    const tree = (await (await page.request.get('/api/search/search-by-building', { params: { networkNodeId: node.id } })).json()) as SiteTreeNode[];
    // A site whose address no other site of the building shares (power and gas at one address are two sites).
    const site = tree.find((s) => s.utilityAccounts.length > 0 && tree.filter((t) => t.address === s.address).length === 1);
    if (site) {
      building = { name: node.name, site };
      break;
    }
  }
  expect(building).toBeDefined();

  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(dialog(page)).toBeVisible(DIALOG_LOAD);
  await dialog(page).getByRole('tab', { name: 'Building' }).click();
  const panel = dialog(page).getByRole('tabpanel', { name: 'Building' });
  await panel.getByRole('combobox', { name: 'Building' }).fill(building!.name);
  await page.getByRole('option', { name: building!.name, exact: true }).click();
  const sites = panel.getByRole('list', { name: 'SITES' });
  const { address, utilityAccounts } = building!.site;
  await expect(sites.getByText(address, { exact: true })).toBeVisible();
  const accounts = sites.getByRole('list', { name: address, exact: true });
  await expect(accounts).toHaveCount(0);
  await sites.getByRole('button', { name: `Expand ${address}` }).click();
  await expect(accounts.getByText(utilityAccounts[0]!.accountDescription, { exact: true }).first()).toBeVisible();
  await expect(accounts.getByText(`${codeWords(utilityAccounts[0]!.accountStatus)} · ${utilityAccounts[0]!.accountPeriod}`).first()).toBeVisible();

  // Sites and accounts are links that carry their ids: a site opens in a new tab on its services page.
  const siteLink = sites.getByRole('link').filter({ hasText: address });
  await expect(siteLink).toHaveAttribute('href', new RegExp(`^/services\\?.*siteId=${building!.site.siteId}(&|$)`));
  const account = utilityAccounts[0]!;
  await expect(accounts.getByRole('link').first()).toHaveAttribute('href', new RegExp(`siteId=${account.siteId}(&|$)`));
  const [siteTab] = await Promise.all([page.context().waitForEvent('page'), siteLink.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(siteTab).toHaveURL(/\/services$/);
  await expect(siteTab.getByText(texts.customer.selectCustomer)).toHaveCount(0);
  await expect(siteTab.getByText(address).first()).toBeVisible();
  await siteTab.close();
});

test('Recent shows the last selections after a reload, most recent first', async ({ page }) => {
  const first = await customerOfType(page, 'COMPANY');
  const second = await customerOfType(page, 'OCCUPIER');
  for (const customer of [first, second]) {
    await openDialogWith(page, customer.accountNumber);
    await column(page, 'Customer').getByTestId(`search-result-Customer-${customer.id}`).getByRole('link').click();
    await expect(page).toHaveURL(customerPage[customer.customerTypeCode!]!);
  }
  await page.reload();
  await page.getByRole('button', { name: 'Open search' }).click();
  await expect(dialog(page)).toBeVisible(DIALOG_LOAD);
  await dialog(page).getByRole('tab', { name: 'Recent' }).click();
  const recent = dialog(page).getByRole('tabpanel', { name: 'Recent' }).getByTestId('search-column-Customer');
  const cards = recent.locator('[data-testid^="search-result-Customer-"]');
  await expect(cards.nth(0)).toHaveAttribute('data-testid', `search-result-Customer-${second.id}`);
  await expect(cards.nth(1)).toHaveAttribute('data-testid', `search-result-Customer-${first.id}`);
  await expect(cards.nth(0)).toHaveAttribute('data-selected', 'true');
});

test('/go-to-entity and the legacy /_Dynamic/GoTo link open the entity in place of their history entry', async ({ page }) => {
  const customer = await customerOfType(page, 'RESIDENT');
  const recentIds = async () =>
    ((await (await page.request.get('/api/search/get-recent', { params: { searchContext: 'Customer' } })).json()) as { items: { id: number }[] }).items.map(
      (i) => i.id,
    );
  const before = await recentIds();
  await page.goto('/dashboard');
  await page.goto(`/go-to-entity?searchId=${customer.id}&searchContext=Customer`);
  await expect(page).toHaveURL(customerPage.RESIDENT!);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/_Dynamic/GoTo?searchId=${customer.id}&searchType=CUSTOMER`);
  await expect(page).toHaveURL(customerPage.RESIDENT!);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The jumps recorded no recent entry.
  expect(await recentIds()).toEqual(before);
});

test('opening the search with unsaved edits asks first; declining keeps the page and its edit', async ({ page, baseURL }) => {
  const customer = await findDemoCustomer(page, baseURL!, { code: 'CUSTFINANCE', types: ['RESIDENT'] });
  await page.goto(customer.link('/finance'));
  const form = sectionOn(page, 'CUSTFINANCE').locator('form');
  const terms = form.getByLabel('Payment Terms (days)');
  await terms.fill((await terms.inputValue()) === '28' ? '21' : '28');
  await expect(form).toHaveAttribute('data-dirty', 'true');

  await page.getByRole('button', { name: 'Open search' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: texts.navigation.unsavedEdits });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/finance$/);
  await expect(form).toHaveAttribute('data-dirty', 'true');

  await page.getByRole('button', { name: 'Open search' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog(page)).toBeVisible(DIALOG_LOAD);
});
