import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { intArray, sqlRows } from '../../../db/sql-rows';
import { owedOf } from '../invoice-owed.repository';

/**
 * One PENDING debit for each issued invoice of an account on direct debit with an ACTIVE mandate,
 * due by `today` and since the mandate was given, for what it still owes; an invoice that has a
 * debit already gets none (direct_debits_invoice_uq). Answers how many were added.
 *
 * Two statements: the due invoices without a debit are found first, then their debits inserted.
 * In one `insert … select … where not exists (select … from direct_debits …)` the check reads the
 * table the same statement is filling; while the table's statistics say it is (nearly) empty, as
 * at a company's first run, the planner checks with a scan of the whole table per invoice, rows
 * just added included: quadratic (100,000 due invoices did not finish in minutes).
 */
export async function queueDueDebits(tx: Tx, platformName: string, today: string): Promise<number> {
  const dueInvoices = sql`invoices i
      join customer_accounts a on a.id = i.customer_account_id and a.payment_method = 'DIRECT_DEBIT'
      join direct_debit_mandates m on m.customer_account_id = a.id and m.status = 'ACTIVE'
      cross join lateral (select ${owedOf('i')} as amount) owed
      where i.kind = 'INVOICE' and i.status in ('ISSUED', 'PART_PAID', 'OVERDUE')
        and i.due_date <= ${today} and i.due_date >= (m.created_at at time zone 'UTC')::date
        and owed.amount > 0`;
  const [found] = await sqlRows<{ ids: number[] | null }>(
    tx,
    sql`select array_agg(i.id order by i.id) as ids from ${dueInvoices}
      and not exists (select 1 from direct_debits d where d.invoice_id = i.id)`,
  );
  if (!found?.ids?.length) return 0;
  // A pass running at the same moment may have added some of them since: on conflict, nothing.
  const rows = await sqlRows<{ id: number }>(
    tx,
    sql`insert into direct_debits (customer_account_id, invoice_id, mandate_id, platform_name, amount, due_date)
      select i.customer_account_id, i.id, m.id, ${platformName}, owed.amount, i.due_date
      from unnest(${intArray(found.ids)}) as found(id), ${dueInvoices} and i.id = found.id
      order by i.id
      on conflict do nothing
      returning id`,
  );
  return rows.length;
}

export interface PendingDebit {
  id: number;
  amount: string;
  customerId: string;
  paymentMethodId: string;
}

/** The oldest PENDING debits (after `afterId`), with their mandate's provider tokens. */
export const pendingDebits = (tx: Tx, afterId: number, limit: number) =>
  sqlRows<PendingDebit>(
    tx,
    sql`select d.id, d.amount::text as amount, m.provider_customer_id as "customerId", m.provider_payment_method_id as "paymentMethodId"
      from direct_debits d join direct_debit_mandates m on m.id = d.mandate_id
      where d.status = 'PENDING' and d.id > ${afterId}
      order by d.id limit ${limit}`,
  );

/** The provider took these debits: SUBMITTED with its payment id, unless a webhook already moved them on. */
export async function markSubmitted(tx: Tx, submitted: readonly { id: number; providerPaymentId: string }[]) {
  if (!submitted.length) return;
  await tx.execute(sql`update direct_debits d set status = 'SUBMITTED', provider_payment_id = s."providerPaymentId", updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(submitted)}::jsonb) as s(id integer, "providerPaymentId" text)
    where d.id = s.id and d.status = 'PENDING'`);
}

/** The provider refused these debits outright (not a failure of the bank account's, a request it will never take): FAILED with its words, in one statement. */
export async function markRefused(tx: Tx, refused: readonly { id: number; reason: string }[]) {
  if (!refused.length) return;
  await tx.execute(sql`update direct_debits d set status = 'FAILED', failure_reason = r.reason, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(refused)}::jsonb) as r(id integer, reason text)
    where d.id = r.id and d.status = 'PENDING'`);
}

/** The company datasets that have PENDING debits (the run's unfinished work). */
export const datasetsWithPendingDebits = (db: Pick<Tx, 'execute'>) =>
  sqlRows<{ companyId: number; dataset: 'live' | 'demo' }>(
    db,
    sql`select distinct company_id as "companyId", dataset from direct_debits where status = 'PENDING'`,
  );
