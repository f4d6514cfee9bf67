import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { intArray, sqlRows } from '../../db/sql-rows';
import { payments, transactions } from '../../db/schema/index';
import { owedOf, paidOf } from './invoice-owed.repository';
import type { Credit } from './refund.rules';

/** The customer's main (first) account, locked so that one account's money moves one business event at a time. */
export async function lockMainAccount(tx: Tx, customerId: number) {
  const [row] = await sqlRows<{ id: number }>(tx, sql`select id from customer_accounts where customer_id = ${customerId} order by id limit 1 for update`);
  return row?.id ?? null;
}

/**
 * What of payment `p` is still a credit: its amount less what it paid (allocations) and what was
 * paid back of it (refunds).
 */
export const creditOfPayment = sql`(p.amount - coalesce((select sum(a.amount) from payment_allocations a where a.payment_id = p.id), 0)
  - coalesce((select sum(r.amount) from payment_refunds r where r.payment_id = p.id), 0))`;

/** Cleared payments with money not yet allocated nor refunded, oldest first. */
export const unallocatedCredits = (tx: Tx, accountId: number) =>
  sqlRows<Credit>(
    tx,
    sql`select p.id as "paymentId", ${creditOfPayment}::text as unallocated
      from payments p
      where p.customer_account_id = ${accountId} and p.status = 'CLEARED' and ${creditOfPayment} > 0
      order by p.payment_date, p.id`,
  );

/**
 * Sets each issued invoice's status from what its allocations paid, both ways: PAID when payments
 * paid all it owes (its total less its credit notes), PART_PAID, or back to ISSUED when a
 * dishonour took all of it back (an unpaid invoice keeps ISSUED or OVERDUE).
 */
export async function settleStatuses(tx: Tx, invoiceIds: readonly number[]) {
  if (!invoiceIds.length) return;
  await tx.execute(sql`update invoices i set status = case when ${paidOf('i')} > 0 and ${owedOf('i')} <= 0 then 'PAID' when ${paidOf('i')} > 0 then 'PART_PAID'
        when i.status in ('PAID', 'PART_PAID') then 'ISSUED' else i.status end,
      updated_at = now()
    where i.id = any(${intArray(invoiceIds)}) and i.status in ('ISSUED', 'PART_PAID', 'PAID', 'OVERDUE')`);
}

export interface NewPayment {
  customerAccountId: number;
  amount: string;
  paymentDate: string;
  method: (typeof payments.method.enumValues)[number];
  reference: string | null;
  description: string;
  username: string;
  /** The payment file line it pays in (a line assigned from the Unallocated payments queue). */
  bankLineId?: number;
}

/** The payment and its credit transaction (the account balance follows by trigger). */
export async function insertPayment(tx: Tx, payment: NewPayment) {
  const [row] = await tx
    .insert(payments)
    .values({
      customerAccountId: payment.customerAccountId,
      amount: payment.amount,
      paymentDate: payment.paymentDate,
      method: payment.method,
      reference: payment.reference,
      bankLineId: payment.bankLineId,
    })
    .returning({ id: payments.id });
  await tx.insert(transactions).values({
    customerAccountId: payment.customerAccountId,
    transactionDate: payment.paymentDate,
    transactionType: 'PAYMENT',
    description: payment.description,
    reference: payment.reference,
    amount: `-${payment.amount}`,
    paymentId: row!.id,
    insertUser: payment.username,
  });
  return row!.id;
}
