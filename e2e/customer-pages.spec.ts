import { CUSTOMER_PAGES } from '@wattle/contract';
import { expect, test } from './fixtures';
import { findDemoCustomer, sectionOn, signInTo } from './sections.world';

/**
 * Every customer page of spec 3 §2.3 opens for a demo customer of the right type and shows its
 * data: the summary header, then each parent section with the rows of a customer who has some.
 */

/** Routes of the customer pages by screen code (spec 3 §2.1). */
const PATHS: Record<string, string> = {
  HOMECHARGE: '/customer-charges',
  CUSTRESIDENTIAL: '/residential',
  CUSTCOMMERCIAL: '/commercial',
  CUSTSUMMARY: '/customer-detail',
  HOMEFINANCE: '/finance',
  CUSTLIFESUPPORT: '/life-support',
  NOTIFYPOSTED: '/posted-mail',
  CUSTINVOICEOPTIONS: '/invoicing',
  HOMECONCESSION: '/customer-concessions',
  EMAILREQUEST: '/customer-email-messages',
  NOTIFYSMS: '/customer-sms-messages',
  CUSTHARDSHIP: '/customer-hardship',
  CUSTCORRESPONDENCE: '/customer-correspondence',
  PARTYDETAILS: '/contact-details',
  _SMOOTHPAY: '/smooth-pay',
  ARTRANLIST: '/transaction-list',
  ARTREATMENTS: '/treatments',
  ARPAYMENTPLANS: '/payment-plans',
};

test.describe('customer pages', () => {
  // Each page is opened once per parent section, for a customer found through the API.
  test.describe.configure({ timeout: 120_000 });

  for (const [screenCode, page] of Object.entries(CUSTOMER_PAGES)) {
    test(`${PATHS[screenCode]} (${screenCode}) shows ${page.sectionCodes.join(' and ')} for a demo customer`, async ({ page: browser, baseURL }) => {
      await signInTo(browser, baseURL!);
      for (const code of page.sectionCodes) {
        const customer = await findDemoCustomer(browser, baseURL!, { types: page.customerTypes, code });
        await browser.goto(customer.link(PATHS[screenCode]!));
        // The identifiers went into the session and the address lost its query.
        await expect(browser).toHaveURL(new RegExp(`${PATHS[screenCode]}$`));

        const header = browser.getByLabel('Customer summary');
        await expect(header.getByText('Total Balance')).toBeVisible();
        await expect(header.getByText(customer.accountNumber, { exact: true })).toBeVisible();

        for (const other of page.sectionCodes) await expect(sectionOn(browser, other).getByRole('heading', { level: 2 })).toBeVisible();
        const section = sectionOn(browser, code);
        const shown = section.locator('tbody tr[data-row-id], [role="listitem"], form input:not([type="hidden"])');
        await expect(shown.first()).toBeVisible();
      }
    });
  }
});
