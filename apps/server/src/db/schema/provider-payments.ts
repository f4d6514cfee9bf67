import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, datasetKey, datasetRef, day, id, money } from './_columns';
import { customerAccounts } from './accounts';
import { invoices, payments } from './finance';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/**
 * A customer account's authority to be debited (docs/payments.md "Direct debit"): the provider's
 * customer and payment-method tokens, and the bank account (its number sealed with SECRETS_KEY,
 * its last digits shown). One ACTIVE mandate per account; a new one cancels the old.
 */
export const directDebitMandates = pgTable(
  'direct_debit_mandates',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    platformName: text('platform_name').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    accountName: text('account_name').notNull(),
    bsb: text('bsb').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    status: text('status', { enum: ['ACTIVE', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    insertUser: text('insert_user').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('direct_debit_mandates_active_uq')
      .on(t.companyId, t.dataset, t.customerAccountId)
      .where(sql`status = 'ACTIVE'`),
    datasetKey('direct_debit_mandates', t),
    datasetRef('direct_debit_mandates', t, t.customerAccountId, customerAccounts),
    datasetPolicy(),
  ],
);

/**
 * One debit request per issued invoice (unique), asked of the provider on the invoice's due date;
 * its status moves as the provider's webhooks say (docs/payments.md "Direct debit", the state
 * machine): PENDING → SUBMITTED → COLLECTED → DISHONOURED, or SUBMITTED → FAILED.
 */
export const directDebits = pgTable(
  'direct_debits',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    invoiceId: integer('invoice_id').notNull(),
    mandateId: integer('mandate_id').notNull(),
    platformName: text('platform_name').notNull(),
    amount: money('amount').notNull(),
    dueDate: day('due_date').notNull(),
    status: text('status', { enum: ['PENDING', 'SUBMITTED', 'COLLECTED', 'FAILED', 'DISHONOURED'] })
      .notNull()
      .default('PENDING'),
    providerPaymentId: text('provider_payment_id'),
    paymentId: integer('payment_id'),
    failureReason: text('failure_reason'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('direct_debits_invoice_uq').on(t.companyId, t.dataset, t.invoiceId),
    uniqueIndex('direct_debits_provider_payment_uq')
      .on(t.companyId, t.dataset, t.providerPaymentId)
      .where(sql`provider_payment_id is not null`),
    index('direct_debits_pending_idx')
      .on(t.companyId, t.dataset, t.id)
      .where(sql`status = 'PENDING'`),
    check('direct_debits_amount_ck', sql`${t.amount} > 0`),
    datasetKey('direct_debits', t),
    datasetRef('direct_debits', t, t.customerAccountId, customerAccounts),
    datasetRef('direct_debits', t, t.invoiceId, invoices),
    datasetRef('direct_debits', t, t.mandateId, directDebitMandates),
    datasetRef('direct_debits', t, t.paymentId, payments),
    datasetPolicy(),
  ],
);

/** A card payment the provider confirmed: its payment id is unique, so it is paid in once however often it is told. */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: id(),
    ...datasetColumns(),
    customerAccountId: integer('customer_account_id').notNull(),
    platformName: text('platform_name').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amount: money('amount').notNull(),
    paymentId: integer('payment_id').notNull(),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('card_payments_provider_payment_uq').on(t.companyId, t.dataset, t.platformName, t.providerPaymentId),
    datasetKey('card_payments', t),
    datasetRef('card_payments', t, t.customerAccountId, customerAccounts),
    datasetRef('card_payments', t, t.paymentId, payments),
    datasetPolicy(),
  ],
);

/** Every provider event taken (its id unique per platform): an event delivered again changes nothing. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: bigId(),
    ...datasetColumns(),
    platformName: text('platform_name').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The provider's payment the event is about (a payment intent), when it names one. */
    providerPaymentId: text('provider_payment_id'),
    createdAtProvider: bigint('created_at_provider', { mode: 'number' }).notNull(),
    ...stamps(),
  },
  (t) => [uniqueIndex('payment_provider_events_uq').on(t.companyId, t.dataset, t.platformName, t.eventId), datasetPolicy()],
);
