import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, datasetKey, datasetRef, day, id, moment, money } from './_columns';
import { customerAccounts } from './accounts';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

export const BILL_RUN_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;

/** Which customer accounts a run bills: those named, or on these buildings or billing cycles (any of them). */
export interface BillRunSelection {
  customerAccountIds?: number[];
  networkNodeIds?: number[];
  billingCycleIds?: number[];
  /** Buildings whose billing day this is (the scheduled BILL_RUN task). */
  billingDay?: number;
}

/**
 * A bill run (issue 14, docs/billing.md): its selection billed up to `periodTo` by pg-boss jobs in
 * batches. The counters are recomputed from `bill_run_accounts` after each batch.
 */
export const billRuns = pgTable(
  'bill_runs',
  {
    id: id(),
    ...datasetColumns(),
    status: text('status', { enum: BILL_RUN_STATUSES }).notNull().default('QUEUED'),
    periodTo: day('period_to').notNull(),
    invoiceDate: day('invoice_date').notNull(),
    selection: jsonb('selection').$type<BillRunSelection>().notNull(),
    /** Rates and counts, writes no invoice. */
    dryRun: boolean('dry_run').notNull().default(false),
    accountsTotal: integer('accounts_total').notNull().default(0),
    accountsDone: integer('accounts_done').notNull().default(0),
    invoices: integer('invoices').notNull().default(0),
    exceptions: integer('exceptions').notNull().default(0),
    notrans: integer('notrans').notNull().default(0),
    amountExGst: money('amount_ex_gst').notNull().default('0'),
    gst: money('gst').notNull().default('0'),
    total: money('total').notNull().default('0'),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    requestedBy: text('requested_by').notNull(),
    error: text('error'),
    ...stamps(),
  },
  (t) => [datasetKey('bill_runs', t), index('bill_runs_status_idx').on(t.companyId, t.dataset, t.status), datasetPolicy()],
);

/** INVOICED: a draft; HELD: a draft with billing exceptions; NOTRANS: no line (exceptions may still be recorded). */
export const BILL_RUN_OUTCOMES = ['PENDING', 'INVOICED', 'HELD', 'NOTRANS'] as const;

/**
 * The customer accounts of a run, fixed when it is created: the jobs bill the PENDING ones in id
 * order and set each outcome in the transaction that writes its bill, so a restarted job skips
 * what is done. HELD: a draft with billing exceptions.
 */
export const billRunAccounts = pgTable(
  'bill_run_accounts',
  {
    id: bigId(),
    ...datasetColumns(),
    billRunId: integer('bill_run_id').notNull(),
    customerAccountId: integer('customer_account_id').notNull(),
    outcome: text('outcome', { enum: BILL_RUN_OUTCOMES }).notNull().default('PENDING'),
    /** The draft written (null for NOTRANS, a dry run, or once cancelled). */
    invoiceId: integer('invoice_id'),
    exceptions: integer('exceptions').notNull().default(0),
    amountExGst: money('amount_ex_gst').notNull().default('0'),
    gst: money('gst').notNull().default('0'),
    total: money('total').notNull().default('0'),
    /** The worker (a run's job slot) that has taken the account's batch to bill, until `claimedUntil`. */
    claimedBy: text('claimed_by'),
    claimedUntil: moment('claimed_until'),
  },
  (t) => [
    uniqueIndex('bill_run_accounts_uq').on(t.companyId, t.dataset, t.billRunId, t.customerAccountId),
    index('bill_run_accounts_pending_idx').on(t.companyId, t.dataset, t.billRunId, t.outcome, t.id),
    index('bill_run_accounts_account_idx').on(t.companyId, t.dataset, t.customerAccountId),
    datasetRef('bill_run_accounts', t, t.billRunId, billRuns).onDelete('cascade'),
    datasetRef('bill_run_accounts', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);

/**
 * The chosen accounts a run left out when it was created, and why (LEFT_OUT_REASONS of the contract):
 * after the run, each chosen account is billed, held, billed nothing (NOTRANS) or here.
 */
export const billRunLeftOut = pgTable(
  'bill_run_left_out',
  {
    id: bigId(),
    ...datasetColumns(),
    billRunId: integer('bill_run_id').notNull(),
    customerAccountId: integer('customer_account_id').notNull(),
    reason: text('reason').notNull(),
  },
  (t) => [
    uniqueIndex('bill_run_left_out_uq').on(t.companyId, t.dataset, t.billRunId, t.customerAccountId),
    datasetRef('bill_run_left_out', t, t.billRunId, billRuns).onDelete('cascade'),
    datasetRef('bill_run_left_out', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);
