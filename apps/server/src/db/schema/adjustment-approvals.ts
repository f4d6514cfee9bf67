import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { datasetKey, datasetRef, day, id, moment, money } from './_columns';
import { customerAccounts } from './accounts';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Hand-entered transactions above the company's ADJUSTMENT_APPROVAL_LIMIT (docs/payments.md):
 * PENDING until another user approves (the transaction is then written, `transactionId`) or
 * rejects it. Not in the ledger while pending, so the balance does not change.
 */
export const adjustmentApprovals = pgTable(
  'adjustment_approvals',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    transactionDate: day('transaction_date').notNull(),
    transactionType: text('transaction_type', { enum: ['ADJUSTMENT', 'FEE', 'WRITE_OFF', 'REFUND'] }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    amount: money('amount').notNull(),
    reasonCode: text('reason_code').notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    requestedUserId: integer('requested_user_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    decidedBy: text('decided_by'),
    decidedAt: moment('decided_at'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    ...stamps(),
  },
  (t) => [
    index('adjustment_approvals_pending_idx')
      .on(t.companyId, t.dataset, t.createdAt)
      .where(sql`status = 'PENDING'`),
    check('adjustment_approvals_amount_ck', sql`${t.amount} <> 0`),
    datasetKey('adjustment_approvals', t),
    datasetRef('adjustment_approvals', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);
