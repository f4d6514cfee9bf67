import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { bigId, datasetKey, datasetRef, day, id, money, moment } from './_columns';
import { customerAccounts } from './accounts';
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

/** One payment file received from the bank (docs/payments.md "Payment files"): its lines are written with it and paid in by a job. */
export const paymentImports = pgTable(
  'payment_imports',
  {
    id: id(),
    ...datasetColumns(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['BANK_CSV', 'BPAY'] }).notNull(),
    status: text('status', { enum: ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    /** Lines written (a line already received in an earlier file is not). */
    totalLines: integer('total_lines').notNull().default(0),
    duplicateLines: integer('duplicate_lines').notNull().default(0),
    /** Lines the job has paid in or sent to the Unallocated payments queue so far (progress). */
    doneLines: integer('done_lines').notNull().default(0),
    totalAmount: money('total_amount').notNull().default('0'),
    errorMessage: text('error_message'),
    finishedAt: moment('finished_at'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [datasetKey('payment_imports', t), datasetPolicy()],
);

/**
 * One line of a payment file. Its `lineKey` (the bank's own reference of the line where the format
 * has one) is unique in the dataset, so a line received twice is written once. PENDING until the
 * import's job pays it in (MATCHED; the payment names the line) or queues it (UNMATCHED) for a person to
 * assign to a customer (ASSIGNED).
 */
export const bankLines = pgTable(
  'bank_lines',
  {
    id: bigId(),
    ...datasetColumns(),
    paymentImportId: integer('payment_import_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    lineKey: text('line_key').notNull(),
    paymentDate: day('payment_date').notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: ['BPAY', 'EFT'] }).notNull(),
    reference: text('reference').notNull().default(''),
    description: text('description').notNull().default(''),
    customerAccountId: integer('customer_account_id'),
    status: text('status', { enum: ['PENDING', 'MATCHED', 'UNMATCHED', 'ASSIGNED'] })
      .notNull()
      .default('PENDING'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('bank_lines_key_uq').on(t.companyId, t.dataset, t.lineKey),
    index('bank_lines_import_idx').on(t.companyId, t.dataset, t.paymentImportId, t.status, t.id),
    index('bank_lines_unmatched_idx')
      .on(t.companyId, t.dataset, t.paymentDate, t.id)
      .where(sql`status = 'UNMATCHED'`),
    check('bank_lines_amount_ck', sql`${t.amount} > 0`),
    datasetKey('bank_lines', t),
    datasetRef('bank_lines', t, t.paymentImportId, paymentImports),
    datasetRef('bank_lines', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);
