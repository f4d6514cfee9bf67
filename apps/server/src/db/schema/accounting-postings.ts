import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment } from './_columns';
import { datasetColumns, datasetPolicy, stamps } from './_tenancy';

/** The ledger documents Wattle posts to the accounting provider (docs/payments.md "Posting to the accounting provider"). */
export const POSTING_KINDS = ['INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'DISHONOUR', 'REFUND'] as const;

/**
 * One ledger document posted (or to be posted) to the accounting provider: one row per document,
 * whose `idempotencyKey` (company, dataset, kind and id) goes with every attempt, so a retry after
 * a time-out gets the provider's first answer instead of a second document. `documentId` is the
 * invoice's id (INVOICE, CREDIT_NOTE), the payment's (PAYMENT, DISHONOUR) or the refund's (REFUND).
 */
export const accountingPostings = pgTable(
  'accounting_postings',
  {
    id: id(),
    ...datasetColumns(),
    documentKind: text('document_kind', { enum: POSTING_KINDS }).notNull(),
    documentId: integer('document_id').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['PENDING', 'POSTED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    /** The provider's id of the document (its InvoiceID, CreditNoteID or BankTransactionID). */
    providerId: text('provider_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    postedAt: moment('posted_at'),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('accounting_postings_document_uq').on(t.companyId, t.dataset, t.documentKind, t.documentId),
    index('accounting_postings_status_idx').on(t.companyId, t.dataset, t.status, t.id),
    index('accounting_postings_provider_idx')
      .on(t.companyId, t.dataset, t.providerId)
      .where(sql`provider_id is not null`),
    datasetPolicy(),
  ],
);
