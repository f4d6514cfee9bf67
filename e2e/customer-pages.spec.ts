import { businessDateIn, CUSTOMER_PAGES, type CustomerSummary } from '@wattle/contract';
import { expect, test } from './fixtures';
import { findDemoCustomer, rowOn, sectionOn, signInTo } from './sections.world';
import { CUSTOMER_PAGE_PATHS } from './support/customer-pages';

/**
 * Every customer page of spec 3 §2.3 opens for a demo customer of the right type and shows its
 * data: the summary header, then each parent section with the rows of a customer who has some.
 */

test.describe('customer pages', () => {
  // Each page is opened once per parent section, for a customer found through the API.
  // Parallel: the pages spread over both workers; each test signs in and finds its customers itself.
  test.describe.configure({ mode: 'parallel', timeout: 120_000 });

  for (const [screenCode, page] of Object.entries(CUSTOMER_PAGES)) {
    test(`${CUSTOMER_PAGE_PATHS[screenCode]} (${screenCode}) shows ${page.sectionCodes.join(' and ')} for a demo customer`, async ({
      page: browser,
      baseURL,
    }) => {
      await signInTo(browser, baseURL!);
      for (const code of page.sectionCodes) {
        const customer = await findDemoCustomer(browser, baseURL!, { types: page.customerTypes, code });
        await browser.goto(customer.link(CUSTOMER_PAGE_PATHS[screenCode]!));
        // The identifiers went into the session and the address lost its query.
        await expect(browser).toHaveURL(new RegExp(`${CUSTOMER_PAGE_PATHS[screenCode]}$`));

        const header = browser.getByLabel('Customer summary');
        await expect(header.getByText('Total Balance')).toBeVisible();
        await expect(header.getByText(customer.accountNumber, { exact: true })).toBeVisible();

        // A section's own heading comes first; child lists inside it (INVOICING's INVOICES) have theirs after.
        for (const other of page.sectionCodes) await expect(sectionOn(browser, other).getByRole('heading', { level: 2 }).first()).toBeVisible();
        const section = sectionOn(browser, code);
        const shown = section.locator('tbody tr[data-row-id], [role="listitem"], form input:not([type="hidden"])');
        await expect(shown.first()).toBeVisible();
      }
    });
  }
});

test.describe('customer summary and child sections', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the summary shows 12 items in 4 columns, status chips, notes and an alert that can be dismissed', async ({ page, baseURL }) => {
    await signInTo(page, baseURL!);
    let found: { customerId: number; summary: CustomerSummary } | null = null;
    for (let customerId = 1; customerId <= 300 && !found; customerId++) {
      const res = await page.request.get(`${baseURL}/api/customers/${customerId}/summary`);
      const summary = res.ok() ? ((await res.json()) as CustomerSummary) : null;
      if (summary?.alertText && summary.statuses.length && summary.notes.length) found = { customerId, summary };
    }
    expect(found, 'a demo customer with an alert, chips and notes').not.toBeNull();
    const { customerId, summary } = found!;
    await page.goto(`${baseURL}/finance?customerId=${customerId}`);
    const header = page.getByLabel('Customer summary');
    await expect(header.getByRole('heading', { name: summary.accountName })).toBeVisible();
    await expect(header.getByText(summary.displayCustomerNumber)).toBeVisible();
    await expect(header.locator('dt')).toHaveCount(12);
    await expect(header.locator('dl')).toHaveCount(4);
    for (const status of summary.statuses) await expect(header.getByText(status.name, { exact: true })).toBeVisible();

    await header.getByRole('button', { name: 'Notes' }).click();
    await expect(page.getByRole('dialog')).toContainText(summary.notes[0]!.note);
    await page.keyboard.press('Escape');

    const alert = header.getByRole('alert');
    await expect(alert).toContainText(summary.alertText!);
    await alert.getByRole('button', { name: 'Close' }).click();
    await expect(header.getByRole('alert')).toHaveCount(0);
  });

  test('Finance: the Credit Status card shows whole values, money with the currency, one payment-method label', async ({ page, baseURL }) => {
    await signInTo(page, baseURL!);
    const customer = await findDemoCustomer(page, baseURL!, { code: 'CUSTCREDITSTATUS' });
    await page.goto(customer.link('/finance'));
    const header = page.getByLabel('Customer summary');
    const item = (name: string) => header.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd');

    const card = sectionOn(page, 'CUSTCREDITSTATUS').getByRole('listitem').first();
    await expect(card).toContainText(customer.accountNumber);
    // No line is cut: each shows all of its text.
    const cut = await card.locator('p').evaluateAll((lines) => lines.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent));
    expect(cut).toEqual([]);
    await expect(card).toContainText(`Balance: ${await item('Total Balance').textContent()}`);

    const finance = sectionOn(page, 'CUSTFINANCE');
    await expect(finance.getByLabel('Balance')).toHaveValue((await item('Total Balance').textContent())!);
    await expect(finance.getByRole('combobox', { name: 'Payment Method' })).toHaveText((await item('Payment Method').textContent())!);
  });

  test('a child section follows the highlighted parent row', async ({ page, baseURL }) => {
    await signInTo(page, baseURL!);
    const customer = await findDemoCustomer(page, baseURL!, { code: 'PAYMNTPLANS' });
    await page.goto(customer.link('/payment-plans'));
    await expect(sectionOn(page, 'PLANINSTALMENTS')).toHaveCount(0);
    const plan = customer.rows[0]!;
    await rowOn(page, 'PAYMNTPLANS', plan.key).click();
    const instalments = sectionOn(page, 'PLANINSTALMENTS');
    await expect(instalments.getByRole('heading', { name: 'Instalments' })).toBeVisible();
    await expect(instalments.getByText(new RegExp(`of ${plan.values.numberOfInstalments}$`))).toBeVisible();
  });
});

test('Add Adjustment starts on today in the company’s time zone', async ({ page, baseURL }) => {
  await signInTo(page, baseURL!);
  const customer = await findDemoCustomer(page, baseURL!, { code: 'ARTRANS' });
  await page.goto(customer.link('/transaction-list'));
  await sectionOn(page, 'ARTRANS').getByRole('button', { name: 'Add Adjustment' }).click();
  const [year, month, day] = businessDateIn('Australia/Sydney').split('-');
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /^Date/ })).toHaveValue(`${day}/${month}/${year}`);
});
