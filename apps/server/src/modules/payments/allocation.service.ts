import { sql, type SQL } from 'drizzle-orm';
import type { Allocation } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { intArray, sqlRows } from '../../db/sql-rows';
import { meetInstalments } from '../payment-plans/instalment-settlement.service';
import { owedOf } from './invoice-owed.repository';
import { creditOfPayment, settleStatuses } from './payments.repository';

export interface AllocationLine extends Allocation {
  paymentId: number;
}

/**
 * Releases what payments paid beyond what an invoice owes (owedOf below zero: a credit note came
 * after the invoice was paid): a negated allocation per payment, the latest payment's first, so
 * that money is credit again, to pay the account's other invoices or be refunded. Answers the
 * invoices released.
 */
async function releaseOverpaid(tx: Tx, accounts: SQL, username: string): Promise<number[]> {
  const rows = await sqlRows<{ invoiceId: number }>(
    tx,
    sql`with over as (
        select i.id as invoice_id, -${owedOf('i')} as excess
        from invoices i
        where i.customer_account_id = any(${accounts}) and i.kind = 'INVOICE' and i.status in ('ISSUED', 'PART_PAID', 'PAID', 'OVERDUE')
          and ${owedOf('i')} < 0
      ), paid as (
        select a.invoice_id, a.payment_id, p.payment_date, sum(a.amount) as amount
        from payment_allocations a join over o on o.invoice_id = a.invoice_id join payments p on p.id = a.payment_id
        group by a.invoice_id, a.payment_id, p.payment_date
        having sum(a.amount) > 0
      ), taken as (
        select paid.invoice_id, paid.payment_id,
          least(paid.amount, over.excess - (sum(paid.amount) over w - paid.amount)) as amount
        from paid join over on over.invoice_id = paid.invoice_id
        window w as (partition by paid.invoice_id order by paid.payment_date desc, paid.payment_id desc)
      )
      insert into payment_allocations (payment_id, invoice_id, amount, insert_user)
      select payment_id, invoice_id, -amount, ${username} from taken where amount > 0
      returning invoice_id as "invoiceId"`,
  );
  return [...new Set(rows.map((r) => r.invoiceId))];
}

/**
 * Allocation (docs/payments.md "Allocation"), for every account in `accountIds` at once: each
 * account's unallocated money (cleared payments less what they paid and what was refunded), oldest first, is laid end to end, and so are
 * its open issued invoices, oldest due date first; a payment pays an invoice the overlap of their
 * two stretches. So the oldest invoice is paid first, partly where the money runs out, and no
 * allocation exceeds what is left of its payment or its invoice (owedOf: its total less its credit
 * notes and what was paid; money paid beyond that is released first). What is left stays a credit. The
 * invoices' statuses follow, and so do the accounts' payment plan instalments (meetInstalments).
 * The caller holds the accounts' locks.
 */
export async function allocateAccounts(tx: Tx, accountIds: readonly number[], username: string): Promise<AllocationLine[]> {
  if (!accountIds.length) return [];
  const accounts = intArray(accountIds);
  const released = await releaseOverpaid(tx, accounts, username);
  const lines = await sqlRows<AllocationLine>(
    tx,
    sql`with credits as (
        select p.id as payment_id, p.customer_account_id as account_id, p.payment_date, ${creditOfPayment} as unallocated
        from payments p
        where p.customer_account_id = any(${accounts}) and p.status = 'CLEARED'
      ), money as (
        select payment_id, account_id, sum(unallocated) over w - unallocated as from_amount, sum(unallocated) over w as to_amount
        from credits where unallocated > 0
        window w as (partition by account_id order by payment_date, payment_id)
      ), owed as (
        select i.id as invoice_id, i.invoice_number, i.customer_account_id as account_id, i.due_date, ${owedOf('i')} as balance_due
        from invoices i
        where i.customer_account_id = any(${accounts}) and i.kind = 'INVOICE' and i.status in ('ISSUED', 'PART_PAID', 'OVERDUE')
      ), debts as (
        select invoice_id, invoice_number, account_id, sum(balance_due) over w - balance_due as from_amount, sum(balance_due) over w as to_amount
        from owed where balance_due > 0
        window w as (partition by account_id order by due_date, invoice_id)
      ), lines as (
        select m.payment_id, d.invoice_id, d.invoice_number, least(m.to_amount, d.to_amount) - greatest(m.from_amount, d.from_amount) as amount,
          m.from_amount as payment_order, d.from_amount as invoice_order
        from money m join debts d on d.account_id = m.account_id
        where least(m.to_amount, d.to_amount) > greatest(m.from_amount, d.from_amount)
      ), written as (
        insert into payment_allocations (payment_id, invoice_id, amount, insert_user)
        select payment_id, invoice_id, amount, ${username} from lines
      )
      select payment_id as "paymentId", invoice_id as "invoiceId", invoice_number as "invoiceNumber", amount::text as amount
      from lines order by payment_id, payment_order, invoice_order`,
  );
  await settleStatuses(tx, [...new Set([...released, ...lines.map((l) => l.invoiceId)])]);
  await meetInstalments(tx, accountIds);
  return lines;
}

/** One account's allocation, after a payment is recorded or assigned to it. */
export const allocateAccount = (tx: Tx, accountId: number, username: string) => allocateAccounts(tx, [accountId], username);
