import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { REFUND_METHOD_LIST } from '@wattle/contract';
import { bigId, datasetKey, datasetRef, day, id, money } from './_columns';
import { customerAccounts } from './accounts';
import { payments } from './finance';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Credits paid back to a customer (docs/payments.md "Refunds"); each has a matching REFUND
 * transaction of +amount. Never changed or deleted.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    refundDate: day('refund_date').notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: REFUND_METHOD_LIST }).notNull(),
    reference: text('reference'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('refunds_account_idx').on(t.companyId, t.dataset, t.customerAccountId, t.refundDate),
    check('refunds_amount_ck', sql`${t.amount} > 0`),
    datasetKey('refunds', t),
    datasetRef('refunds', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);

/**
 * What part of which payment's unallocated money a refund paid back: a payment's credit is its
 * amount less its allocations and its refunded parts, so the same money is never allocated and
 * refunded, nor refunded twice. Never changed or deleted.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigId(),
    ...datasetColumns(),
    refundId: integer('refund_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    amount: money('amount').notNull(),
    ...stamps(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.companyId, t.dataset, t.paymentId),
    index('payment_refunds_refund_idx').on(t.companyId, t.dataset, t.refundId),
    check('payment_refunds_amount_ck', sql`${t.amount} > 0`),
    datasetRef('payment_refunds', t, t.refundId, refunds),
    datasetRef('payment_refunds', t, t.paymentId, payments),
    datasetPolicy(),
  ],
);
