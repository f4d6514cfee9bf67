import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, day, id, money } from './_columns';
import { customers } from './customers';
import { pricePlans } from './pricing';
import { billingCycles } from './products';
import { sites } from './sites';
import { brands, deliveryMethods } from './templates';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * A customer's billing account: account number, brand, billing cycle and correspondence
 * preference (a delivery method; POST means postal). `balance` is the sum of its transactions,
 * kept by a trigger on `transactions` (migration 0006).
 */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    id: id(),
    ...datasetColumns(),
    customerId: integer('customer_id').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The BPAY customer reference printed on bills and read from payment files: the account number's digits and their MOD10V01 check digit (migration 0047). */
    paymentReference: text('payment_reference').generatedAlwaysAs(sql`wattle_payment_reference(account_number)`),
    brandId: integer('brand_id'),
    billingCycleId: integer('billing_cycle_id'),
    deliveryMethodId: integer('delivery_method_id'),
    accountStatus: text('account_status', { enum: ['PROSPECT', 'ACTIVE', 'CLOSED'] })
      .notNull()
      .default('ACTIVE'),
    openDate: day('open_date'),
    closeDate: day('close_date'),
    balance: money('balance').notNull().default('0'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(14),
    paymentMethod: text('payment_method', { enum: ['BPAY', 'DIRECT_DEBIT', 'CARD', 'EFT', 'CHEQUE', 'CASH'] })
      .notNull()
      .default('BPAY'),
    creditStatus: text('credit_status', { enum: ['GOOD', 'ARREARS', 'COLLECTIONS', 'PAYMENT_PLAN', 'HARDSHIP'] })
      .notNull()
      .default('GOOD'),
    invoiceFormat: text('invoice_format', { enum: ['SUMMARY', 'DETAILED'] })
      .notNull()
      .default('SUMMARY'),
    lastInvoiceDate: day('last_invoice_date'),
    nextInvoiceDate: day('next_invoice_date'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('customer_accounts_number_uq').on(t.companyId, t.dataset, t.accountNumber),
    index('customer_accounts_payment_reference_idx').on(t.companyId, t.dataset, t.paymentReference),
    index('customer_accounts_customer_idx').on(t.companyId, t.dataset, t.customerId),
    index('customer_accounts_status_balance_idx').on(t.companyId, t.dataset, t.accountStatus, t.balance),
    // The dashboard's two largest queues (Accounts in Arrears, Unbilled Summary): counts by index only, pages in their sort order.
    index('customer_accounts_arrears_idx')
      .on(t.companyId, t.dataset, t.balance, t.id)
      .where(sql`credit_status in ('ARREARS', 'COLLECTIONS') and account_status <> 'CLOSED'`),
    index('customer_accounts_active_idx')
      .on(t.companyId, t.dataset, t.accountNumber)
      .where(sql`account_status = 'ACTIVE'`),
    datasetKey('customer_accounts', t),
    datasetRef('customer_accounts', t, t.customerId, customers),
    datasetRef('customer_accounts', t, t.brandId, brands),
    datasetRef('customer_accounts', t, t.billingCycleId, billingCycles),
    datasetRef('customer_accounts', t, t.deliveryMethodId, deliveryMethods),
    datasetPolicy(),
  ],
);

/**
 * Utility (site) accounts: a customer account supplied at a site for a period, on a price plan.
 * A null close date is the API's zero date 0001-01-01T00:00:00 ("Current").
 */
export const utilityAccounts = pgTable(
  'utility_accounts',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    siteId: integer('site_id').notNull(),
    pricePlanId: integer('price_plan_id'),
    accountStatus: text('account_status', { enum: ['PENDING', 'ACTIVE', 'CLOSED'] })
      .notNull()
      .default('ACTIVE'),
    openDate: day('open_date').notNull(),
    closeDate: day('close_date'),
    lastBilledDate: day('last_billed_date'),
    ...stamps(),
  },
  (t) => [
    index('utility_accounts_account_idx').on(t.companyId, t.dataset, t.customerAccountId),
    index('utility_accounts_site_idx').on(t.companyId, t.dataset, t.siteId, t.openDate),
    index('utility_accounts_plan_idx').on(t.companyId, t.dataset, t.pricePlanId),
    datasetKey('utility_accounts', t),
    datasetRef('utility_accounts', t, t.customerAccountId, customerAccounts),
    datasetRef('utility_accounts', t, t.siteId, sites),
    datasetRef('utility_accounts', t, t.pricePlanId, pricePlans),
    datasetPolicy(),
  ],
);
