import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts } from '../../db/schema/index';
import { sqlRows } from '../../db/sql-rows';
import type { LedgerSincePreviousInvoice } from './invoice-account.rules';

/**
 * The account's ledger around an invoice, in ledger order (date, then as posted). "Here" is the
 * invoice's own transaction (an issued invoice's INVOICE, a credit note's ADJUSTMENT); an invoice
 * not posted (a draft, an unsaved instant invoice: `invoiceId` null) stands after every transaction
 * dated on or before its invoice date. The previous invoice is the latest INVOICE transaction
 * before here; with none, everything before here is "since".
 */
export async function ledgerSincePreviousInvoice(
  tx: Tx,
  accountId: number,
  invoiceId: number | null,
  invoiceDate: string,
): Promise<LedgerSincePreviousInvoice> {
  const [row] = await sqlRows<LedgerSincePreviousInvoice>(
    tx,
    sql`with own as (
          select transaction_date as d, id as i from transactions
          where customer_account_id = ${accountId} and invoice_id = ${invoiceId}::int
          order by id limit 1
        ), here as (
          select coalesce((select d from own), ${invoiceDate}::date) as d, (select i from own) as i
        ), before_here as (
          select t.transaction_date, t.id, t.transaction_type, t.amount from transactions t, here
          where t.customer_account_id = ${accountId}
            and case when here.i is null then t.transaction_date <= here.d else (t.transaction_date, t.id) < (here.d, here.i) end
        ), previous as (
          select transaction_date as d, id as i from before_here where transaction_type = 'INVOICE'
          order by transaction_date desc, id desc limit 1
        )
        select
          coalesce(sum(b.amount) filter (where (b.transaction_date, b.id) <= (p.d, p.i)), 0)::text as "previousBalance",
          coalesce(sum(b.amount) filter (where b.transaction_type = 'PAYMENT' and (p.i is null or (b.transaction_date, b.id) > (p.d, p.i))), 0)::text as payments,
          coalesce(sum(b.amount) filter (where b.transaction_type <> 'PAYMENT' and (p.i is null or (b.transaction_date, b.id) > (p.d, p.i))), 0)::text as other
        from before_here b left join previous p on true`,
  );
  return row ?? { previousBalance: '0', payments: '0', other: '0' };
}

/** The account's BPAY payment reference and its own payment method. */
export async function accountPaymentDetails(tx: Tx, accountId: number) {
  const [row] = await tx
    .select({ paymentReference: customerAccounts.paymentReference, paymentMethod: customerAccounts.paymentMethod })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, accountId));
  return row ?? null;
}
