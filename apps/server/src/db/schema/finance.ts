import { sql } from 'drizzle-orm';
import type { StoredLineDerivation } from '@wattle/contract';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, datasetKey, datasetRef, day, id, money, moment, quantity, rate } from './_columns';
import { customerAccounts, utilityAccounts } from './accounts';
import { billRuns } from './bill-runs';
import { documents } from './documents';
import { meters } from './metering';
import { glAccounts, itemCategories } from './pricing';
import { productTypes } from './products';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * Invoices; `total` = sum of the lines' amount + gst. `documentId` is the rendered PDF. A bill
 * run writes DRAFTs without a number; issuing numbers them (gapless, modules/numbering). A
 * CREDIT_NOTE is a negative invoice that `creditsInvoiceId` corrects. Once not a draft, only
 * `status` and `documentId` may change and nothing may be deleted (trigger, migration 0026).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    invoiceNumber: text('invoice_number'),
    kind: text('kind', { enum: ['INVOICE', 'CREDIT_NOTE'] })
      .notNull()
      .default('INVOICE'),
    billRunId: integer('bill_run_id'),
    creditsInvoiceId: integer('credits_invoice_id'),
    /** Why a credit note was raised. */
    reason: text('reason'),
    issuedAt: moment('issued_at'),
    invoiceDate: day('invoice_date').notNull(),
    dueDate: day('due_date').notNull(),
    periodFrom: day('period_from'),
    periodTo: day('period_to'),
    amountExGst: money('amount_ex_gst').notNull().default('0'),
    gst: money('gst').notNull().default('0'),
    total: money('total').notNull().default('0'),
    status: text('status', { enum: ['DRAFT', 'ISSUED', 'PART_PAID', 'PAID', 'OVERDUE', 'VOID'] })
      .notNull()
      .default('ISSUED'),
    documentId: integer('document_id'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.companyId, t.dataset, t.invoiceNumber),
    // Exactly once: one run bill per customer account and period start (a second bill of the same days cannot be written).
    uniqueIndex('invoices_bill_period_uq')
      .on(t.companyId, t.dataset, t.customerAccountId, t.periodFrom)
      .where(sql`kind = 'INVOICE' and bill_run_id is not null and status <> 'VOID'`),
    index('invoices_account_idx').on(t.companyId, t.dataset, t.customerAccountId, t.invoiceDate),
    index('invoices_status_idx').on(t.companyId, t.dataset, t.status, t.dueDate),
    index('invoices_bill_run_idx').on(t.companyId, t.dataset, t.billRunId, t.status),
    // The foreign keys' checks when invoices are removed (a cancelled run's drafts) look up by these.
    index('invoices_credits_idx')
      .on(t.companyId, t.dataset, t.creditsInvoiceId)
      .where(sql`credits_invoice_id is not null`),
    datasetKey('invoices', t),
    datasetRef('invoices', t, t.customerAccountId, customerAccounts),
    datasetRef('invoices', t, t.documentId, documents),
    datasetRef('invoices', t, t.billRunId, billRuns),
    datasetRef('invoices', t, t.creditsInvoiceId, t),
    datasetPolicy(),
  ],
);

/** Invoice lines: amount = round(quantity x unitRate, 2); gst on top. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: bigId(),
    ...datasetColumns(),
    invoiceId: integer('invoice_id').notNull(),
    utilityAccountId: integer('utility_account_id'),
    productTypeId: integer('product_type_id'),
    itemCategoryId: integer('item_category_id'),
    glAccountId: integer('gl_account_id'),
    lineNumber: integer('line_number').notNull(),
    kind: text('kind', { enum: ['FIXED', 'USAGE', 'MINIMUM', 'SOLAR', 'CONCESSION', 'ADJUSTMENT'] }),
    description: text('description').notNull(),
    periodFrom: day('period_from'),
    periodTo: day('period_to'),
    days: integer('days'),
    /** On a credit note: the line of the credited invoice this one reverses. */
    creditsLineNumber: integer('credits_line_number'),
    /** How the rating engine worked the line out (billing-rules §8); null on lines not rated by it. */
    derivation: jsonb('derivation').$type<StoredLineDerivation>(),
    quantity: quantity('quantity').notNull().default('1'),
    unitOfMeasure: text('unit_of_measure'),
    unitRate: rate('unit_rate').notNull().default('0'),
    amount: money('amount').notNull(),
    gst: money('gst').notNull().default('0'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('invoice_lines_number_uq').on(t.companyId, t.dataset, t.invoiceId, t.lineNumber),
    datasetRef('invoice_lines', t, t.invoiceId, invoices).onDelete('cascade'),
    datasetRef('invoice_lines', t, t.utilityAccountId, utilityAccounts),
    datasetRef('invoice_lines', t, t.productTypeId, productTypes),
    datasetRef('invoice_lines', t, t.itemCategoryId, itemCategories),
    datasetRef('invoice_lines', t, t.glAccountId, glAccounts),
    datasetPolicy(),
  ],
);

/**
 * Payment plans (PAYMNTPLANS) and smooth-pay arrangements (_SMOOTHPAY): `totalAmount` is paid in
 * `numberOfInstalments` instalments whose amounts add up to it exactly.
 */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    planType: text('plan_type', { enum: ['PAYMENT_PLAN', 'SMOOTH_PAY'] })
      .notNull()
      .default('PAYMENT_PLAN'),
    frequency: text('frequency', { enum: ['WEEKLY', 'FORTNIGHTLY', 'MONTHLY'] }).notNull(),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    totalAmount: money('total_amount').notNull(),
    instalmentAmount: money('instalment_amount').notNull(),
    numberOfInstalments: integer('number_of_instalments').notNull(),
    paymentMethod: text('payment_method').notNull().default('DIRECT_DEBIT'),
    status: text('status', { enum: ['ACTIVE', 'COMPLETED', 'DEFAULTED', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    notes: text('notes'),
    /** The business date a person last reinstated the plan: instalments due before it no longer default it (docs/payments.md "Payment plans"). */
    reinstatedOn: day('reinstated_on'),
    ...stamps(),
  },
  (t) => [
    index('payment_plans_account_idx').on(t.companyId, t.dataset, t.customerAccountId),
    index('payment_plans_status_idx').on(t.companyId, t.dataset, t.status, t.planType),
    check('payment_plans_instalments_ck', sql`${t.numberOfInstalments} > 0`),
    datasetKey('payment_plans', t),
    datasetRef('payment_plans', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);

export const paymentPlanInstalments = pgTable(
  'payment_plan_instalments',
  {
    id: id(),
    ...datasetColumns(),
    paymentPlanId: integer('payment_plan_id').notNull(),
    instalmentNumber: integer('instalment_number').notNull(),
    dueDate: day('due_date').notNull(),
    amount: money('amount').notNull(),
    paidAmount: money('paid_amount').notNull().default('0'),
    paidDate: day('paid_date'),
    status: text('status', { enum: ['DUE', 'PAID', 'PART_PAID', 'MISSED', 'CANCELLED'] })
      .notNull()
      .default('DUE'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('payment_plan_instalments_uq').on(t.companyId, t.dataset, t.paymentPlanId, t.instalmentNumber),
    index('payment_plan_instalments_due_idx').on(t.companyId, t.dataset, t.status, t.dueDate),
    datasetRef('payment_plan_instalments', t, t.paymentPlanId, paymentPlans).onDelete('cascade'),
    datasetPolicy(),
  ],
);

/** Payments received; each has a matching credit transaction. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    paymentPlanId: integer('payment_plan_id'),
    paymentDate: day('payment_date').notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: ['BPAY', 'DIRECT_DEBIT', 'CARD', 'EFT', 'CHEQUE', 'CASH', 'CENTREPAY'] }).notNull(),
    reference: text('reference'),
    status: text('status', { enum: ['PENDING', 'CLEARED', 'DISHONOURED', 'REVERSED'] })
      .notNull()
      .default('CLEARED'),
    /** The payment file line it came from (bank_lines.id): unique, so a line is paid in once however often its batch is retried. */
    bankLineId: bigint('bank_line_id', { mode: 'number' }),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('payments_bank_line_uq')
      .on(t.companyId, t.dataset, t.bankLineId)
      .where(sql`bank_line_id is not null`),
    index('payments_account_idx').on(t.companyId, t.dataset, t.customerAccountId, t.paymentDate),
    index('payments_date_idx').on(t.companyId, t.dataset, t.paymentDate),
    datasetKey('payments', t),
    datasetRef('payments', t, t.customerAccountId, customerAccounts),
    datasetRef('payments', t, t.paymentPlanId, paymentPlans),
    datasetPolicy(),
  ],
);

/**
 * Accounts-receivable transactions (ARTRANS): debits positive, credits negative. An account's
 * balance is exactly the sum of its transactions (kept by a trigger, see migration 0006).
 */
export const transactions = pgTable(
  'transactions',
  {
    id: bigId(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    transactionDate: day('transaction_date').notNull(),
    transactionType: text('transaction_type', {
      enum: ['OPENING', 'INVOICE', 'PAYMENT', 'ADJUSTMENT', 'CONCESSION', 'FEE', 'DISHONOUR', 'WRITE_OFF', 'REFUND'],
    }).notNull(),
    description: text('description').notNull(),
    reference: text('reference'),
    amount: money('amount').notNull(),
    invoiceId: integer('invoice_id'),
    paymentId: integer('payment_id'),
    glAccountId: integer('gl_account_id'),
    /** Why a hand-entered transaction was made (lookup ADJUSTMENT_REASON). */
    reasonCode: text('reason_code'),
    /** The transaction this one reverses (the Transactions page's Reverse): at most one reversal each. */
    reversalOfId: bigint('reversal_of_id', { mode: 'number' }),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('transactions_reversal_uq')
      .on(t.companyId, t.dataset, t.reversalOfId)
      .where(sql`reversal_of_id is not null`),
    index('transactions_account_idx').on(t.companyId, t.dataset, t.customerAccountId, t.transactionDate),
    index('transactions_invoice_idx').on(t.companyId, t.dataset, t.invoiceId),
    datasetRef('transactions', t, t.customerAccountId, customerAccounts),
    datasetRef('transactions', t, t.invoiceId, invoices),
    datasetRef('transactions', t, t.paymentId, payments),
    datasetRef('transactions', t, t.glAccountId, glAccounts),
    datasetPolicy(),
  ],
);

/** Collection treatments of overdue debt (AR_TREATMENT): reminder, final notice, disconnection warning... */
export const treatments = pgTable(
  'treatments',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    invoiceId: integer('invoice_id'),
    treatmentType: text('treatment_type', {
      enum: ['REMINDER', 'FINAL_NOTICE', 'DISCONNECTION_WARNING', 'COLLECTIONS', 'PAYMENT_EXTENSION'],
    }).notNull(),
    treatmentDate: day('treatment_date').notNull(),
    dueDate: day('due_date'),
    amountOverdue: money('amount_overdue').notNull().default('0'),
    status: text('status', { enum: ['OPEN', 'SENT', 'ON_HOLD', 'ESCALATED', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    notes: text('notes'),
    ...stamps(),
  },
  (t) => [
    index('treatments_account_idx').on(t.companyId, t.dataset, t.customerAccountId, t.treatmentDate),
    index('treatments_status_idx').on(t.companyId, t.dataset, t.status, t.treatmentDate),
    index('treatments_invoice_idx')
      .on(t.companyId, t.dataset, t.invoiceId)
      .where(sql`invoice_id is not null`),
    datasetRef('treatments', t, t.customerAccountId, customerAccounts),
    datasetRef('treatments', t, t.invoiceId, invoices),
    datasetPolicy(),
  ],
);

/** One-off (CUSTCHRGONE) and recurring (CUSTCHRGRECURR) customer charges; billed ones point at their invoice. */
export const customerCharges = pgTable(
  'customer_charges',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    utilityAccountId: integer('utility_account_id'),
    chargeKind: text('charge_kind', { enum: ['ONE_OFF', 'RECURRING'] }).notNull(),
    itemCategoryId: integer('item_category_id'),
    glAccountId: integer('gl_account_id'),
    description: text('description').notNull(),
    quantity: quantity('quantity').notNull().default('1'),
    unitPrice: rate('unit_price').notNull(),
    amount: money('amount').notNull(),
    frequency: text('frequency', { enum: ['MONTHLY', 'QUARTERLY', 'YEARLY'] }),
    startDate: day('start_date').notNull(),
    endDate: day('end_date'),
    status: text('status', { enum: ['PENDING', 'BILLED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    invoiceId: integer('invoice_id'),
    ...stamps(),
  },
  (t) => [
    index('customer_charges_account_idx').on(t.companyId, t.dataset, t.customerAccountId, t.chargeKind),
    index('customer_charges_invoice_idx')
      .on(t.companyId, t.dataset, t.invoiceId)
      .where(sql`invoice_id is not null`),
    datasetRef('customer_charges', t, t.customerAccountId, customerAccounts),
    datasetRef('customer_charges', t, t.utilityAccountId, utilityAccounts),
    datasetRef('customer_charges', t, t.itemCategoryId, itemCategories),
    datasetRef('customer_charges', t, t.glAccountId, glAccounts),
    datasetRef('customer_charges', t, t.invoiceId, invoices),
    datasetPolicy(),
  ],
);

/**
 * Charges calculated but not yet invoiced (dashboard UNBILLEDSUMMARY). A customer with open
 * billing exceptions shows has_exceptions Y; one with no unbilled rows shows NOTRANS.
 */
export const unbilledTransactions = pgTable(
  'unbilled_transactions',
  {
    id: bigId(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    utilityAccountId: integer('utility_account_id'),
    itemCategoryId: integer('item_category_id'),
    /** The draft invoice (and its run) that holds the charge; BILLED once it is issued. */
    invoiceId: integer('invoice_id'),
    billRunId: integer('bill_run_id'),
    source: text('source', { enum: ['USAGE', 'FIXED', 'CHARGE'] }).notNull(),
    description: text('description').notNull(),
    periodFrom: day('period_from').notNull(),
    periodTo: day('period_to').notNull(),
    quantity: quantity('quantity').notNull().default('1'),
    unitRate: rate('unit_rate').notNull().default('0'),
    amount: money('amount').notNull(),
    status: text('status', { enum: ['UNBILLED', 'HELD', 'BILLED'] })
      .notNull()
      .default('UNBILLED'),
    ...stamps(),
  },
  (t) => [
    index('unbilled_transactions_account_idx').on(t.companyId, t.dataset, t.customerAccountId),
    index('unbilled_transactions_status_idx').on(t.companyId, t.dataset, t.status),
    index('unbilled_transactions_invoice_idx').on(t.companyId, t.dataset, t.invoiceId),
    datasetRef('unbilled_transactions', t, t.customerAccountId, customerAccounts),
    datasetRef('unbilled_transactions', t, t.invoiceId, invoices).onDelete('cascade'),
    datasetRef('unbilled_transactions', t, t.billRunId, billRuns),
    datasetRef('unbilled_transactions', t, t.utilityAccountId, utilityAccounts),
    datasetRef('unbilled_transactions', t, t.itemCategoryId, itemCategories),
    datasetPolicy(),
  ],
);

/** Problems a bill run found that need review before billing (approve, hold, release). */
export const billingExceptions = pgTable(
  'billing_exceptions',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    utilityAccountId: integer('utility_account_id'),
    meterId: integer('meter_id'),
    /** The draft the exception holds (billing-rules §7), and its run. */
    invoiceId: integer('invoice_id'),
    billRunId: integer('bill_run_id'),
    exceptionCode: text('exception_code', {
      enum: [
        'NO_PRICE_PLAN',
        'NO_RATE',
        'NO_READS',
        'NEGATIVE_READ',
        'ZERO_USAGE',
        'HIGH_USAGE',
        'LOW_USAGE',
        'NEGATIVE_USAGE',
        'RATE_MISSING',
        'ESTIMATED_READ',
        'BUILDING_UNRECONCILED',
        'MISSING_DATA',
        'READ_REVISED',
      ],
    }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['OPEN', 'APPROVED', 'HELD', 'RELEASED', 'RESOLVED'] })
      .notNull()
      .default('OPEN'),
    raisedAt: moment('raised_at').notNull().defaultNow(),
    resolvedAt: moment('resolved_at'),
    resolvedBy: text('resolved_by'),
    ...stamps(),
  },
  (t) => [
    index('billing_exceptions_status_idx').on(t.companyId, t.dataset, t.status, t.raisedAt),
    index('billing_exceptions_account_idx').on(t.companyId, t.dataset, t.customerAccountId),
    index('billing_exceptions_invoice_idx').on(t.companyId, t.dataset, t.invoiceId, t.status),
    datasetRef('billing_exceptions', t, t.customerAccountId, customerAccounts),
    datasetRef('billing_exceptions', t, t.invoiceId, invoices).onDelete('cascade'),
    datasetRef('billing_exceptions', t, t.billRunId, billRuns),
    datasetRef('billing_exceptions', t, t.utilityAccountId, utilityAccounts),
    datasetRef('billing_exceptions', t, t.meterId, meters),
    datasetPolicy(),
  ],
);
