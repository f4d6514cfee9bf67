import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, datasetRef, money } from './_columns';
import { invoices, payments } from './finance';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * What part of a payment paid what part of an invoice (docs/payments.md). Rows are never changed
 * or deleted: a reversal (a dishonour) adds a row with the amount negated, so an invoice's
 * `amountPaid` and a payment's allocated total are always plain sums.
 */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: bigId(),
    ...datasetColumns(),
    paymentId: integer('payment_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    amount: money('amount').notNull(),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('payment_allocations_payment_idx').on(t.companyId, t.dataset, t.paymentId),
    index('payment_allocations_invoice_idx').on(t.companyId, t.dataset, t.invoiceId),
    check('payment_allocations_amount_ck', sql`${t.amount} <> 0`),
    datasetRef('payment_allocations', t, t.paymentId, payments),
    datasetRef('payment_allocations', t, t.invoiceId, invoices),
    datasetPolicy(),
  ],
);
