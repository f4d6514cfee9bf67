import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Dataset } from '@wattle/contract';
import type { Tx } from '../../../../db/client';
import { sqlRows } from '../../../../db/sql-rows';
import { accountingPostings as ap } from '../../../../db/schema/index';

export type Posting = typeof ap.$inferSelect;

/** Attempts a failing post gets from the job runs; saving the mappings gives failed ones their attempts back. */
const MAX_ATTEMPTS = 5;
/** Postings one transaction reads at a time. */
const BATCH = 100;

/**
 * Finds the ledger documents not yet in the postings table and adds them PENDING, each with its
 * idempotency key: issued invoices and credit notes (never drafts), payments received (cleared,
 * or dishonoured since: the money came in), dishonours (a payment's DISHONOUR transaction) and
 * refunds, written since `since` (when the accounting provider was connected). Set-based; a
 * document already there is left as it is.
 */
export async function addNewDocuments(tx: Tx, since: string): Promise<void> {
  await tx.execute(sql`insert into accounting_postings (document_kind, document_id, idempotency_key)
    select d.kind, d.id, concat_ws('-', 'wattle', current_setting('app.company_id'), current_setting('app.dataset'), d.kind, d.id)
    from (
      select case kind when 'CREDIT_NOTE' then 'CREDIT_NOTE' else 'INVOICE' end as kind, id, 1 as kind_order, coalesce(issued_at, created_at) as at
        from invoices where status not in ('DRAFT', 'VOID') and invoice_number is not null and coalesce(issued_at, created_at) >= ${since}
      union all
      select 'PAYMENT', id, 2, created_at from payments where status in ('CLEARED', 'DISHONOURED') and created_at >= ${since}
      union all
      select 'DISHONOUR', payment_id, 3, created_at from transactions where transaction_type = 'DISHONOUR' and payment_id is not null and created_at >= ${since}
      union all
      select 'REFUND', id, 4, created_at from refunds where created_at >= ${since}
    ) d
    order by d.kind_order, d.at, d.id
    on conflict (company_id, dataset, document_kind, document_id) do nothing`);
}

/** The next postings to send after `afterId`: PENDING ones, and FAILED ones with attempts left. */
export function postingsToSend(tx: Tx, afterId: number) {
  return tx
    .select()
    .from(ap)
    .where(and(gt(ap.id, afterId), or(eq(ap.status, 'PENDING'), and(eq(ap.status, 'FAILED'), lt(ap.attempts, MAX_ATTEMPTS)))))
    .orderBy(asc(ap.id))
    .limit(BATCH);
}

export async function markPosted(tx: Tx, id: number, providerId: string) {
  await tx
    .update(ap)
    .set({ status: 'POSTED', providerId, lastError: null, attempts: sql`${ap.attempts} + 1`, postedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(ap.id, id));
}

export async function markFailed(tx: Tx, id: number, message: string) {
  await tx
    .update(ap)
    .set({ status: 'FAILED', lastError: message, attempts: sql`${ap.attempts} + 1`, updatedAt: sql`now()` })
    .where(eq(ap.id, id));
}

/** After the mappings change, failed postings are tried again by the next runs. */
export async function retryFailed(tx: Tx) {
  await tx
    .update(ap)
    .set({ attempts: 0, updatedAt: sql`now()` })
    .where(eq(ap.status, 'FAILED'));
}

/** The posted documents among the provider's ids: which Wattle document each provider document is. */
export function postedByProviderId(tx: Tx, providerIds: readonly string[]) {
  if (providerIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ providerId: ap.providerId, documentKind: ap.documentKind, documentId: ap.documentId })
    .from(ap)
    .where(and(isNotNull(ap.providerId), inArray(ap.providerId, [...providerIds])));
}

/** The companies (and datasets) with postings waiting to be sent: what the sweep queues. */
export function companiesWithWaitingPostings(tx: Pick<Tx, 'execute'>) {
  return sqlRows<{ companyId: number; dataset: Dataset }>(
    tx,
    sql`select distinct company_id as "companyId", dataset from accounting_postings
      where status = 'PENDING' or (status = 'FAILED' and attempts < ${MAX_ATTEMPTS})`,
  );
}

/** What the Event logs tab shows after Post now: documents waiting (PENDING) and failed. */
export async function postingCounts(tx: Tx): Promise<{ waiting: number; failed: number }> {
  const [row] = await sqlRows<{ waiting: number; failed: number }>(
    tx,
    sql`select count(*) filter (where status = 'PENDING')::int as waiting, count(*) filter (where status = 'FAILED')::int as failed from accounting_postings`,
  );
  return row ?? { waiting: 0, failed: 0 };
}
