import { eq, sql } from 'drizzle-orm';
import { PARAMS, type Allocation } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { payments, systemParameters } from '../../db/schema/index';

/**
 * The payment with its account and customer, the account locked first (as a payment locks it) and
 * then the payment, so that one account's money moves one business event at a time; null when the
 * company has no such payment.
 */
export async function lockPaymentAndAccount(tx: Tx, paymentId: number) {
  const [found] = await sqlRows<{ accountId: number }>(tx, sql`select customer_account_id as "accountId" from payments where id = ${paymentId}`);
  if (!found) return null;
  const [account] = await sqlRows<{ customerId: number }>(
    tx,
    sql`select customer_id as "customerId" from customer_accounts where id = ${found.accountId} for update`,
  );
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return payment && account ? { payment, customerId: account.customerId } : null;
}

/** Adds, for each invoice the payment paid, an allocation of the amount negated; answers what each invoice owes again. */
export const reverseAllocations = (tx: Tx, paymentId: number, username: string) =>
  sqlRows<Allocation>(
    tx,
    sql`with reversed as (
        insert into payment_allocations (payment_id, invoice_id, amount, insert_user)
        select payment_id, invoice_id, -sum(amount), ${username} from payment_allocations
        where payment_id = ${paymentId} group by payment_id, invoice_id having sum(amount) <> 0
        returning invoice_id, amount)
      select r.invoice_id as "invoiceId", i.invoice_number as "invoiceNumber", (-r.amount)::text as amount
      from reversed r join invoices i on i.id = r.invoice_id
      order by i.due_date, i.id`,
  );

/** The company's dishonour fee (system parameter DISHONOUR_FEE); blank when it charges none. */
export async function dishonourFeeParameter(tx: Tx): Promise<string> {
  const [row] = await tx.select({ value: systemParameters.parameter }).from(systemParameters).where(eq(systemParameters.code, PARAMS.dishonourFee));
  return row?.value.trim() ?? '';
}
