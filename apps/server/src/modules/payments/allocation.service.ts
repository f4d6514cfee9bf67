import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { allocate, type AllocationLine } from './allocation.rules';
import { creditOfPayment, insertAllocations, openInvoices, settleStatuses, unallocatedCredits } from './payments.repository';

/**
 * Allocates an account's unallocated payments to its open invoices (allocation.rules) and settles
 * the invoices' statuses, in the caller's transaction: after a payment, and after invoices are
 * issued (a credit left over pays the next invoice). The caller holds the account's lock.
 */
export async function allocateAccount(tx: Tx, accountId: number, username: string): Promise<AllocationLine[]> {
  const credits = await unallocatedCredits(tx, accountId);
  if (!credits.length) return [];
  const lines = allocate(credits, await openInvoices(tx, accountId));
  await insertAllocations(tx, lines, username);
  await settleStatuses(tx, [...new Set(lines.map((l) => l.invoiceId))]);
  return lines;
}

/** After invoices are issued: the accounts among `accountIds` holding a credit have it allocated to their new invoices. */
export async function allocateCredits(tx: Tx, accountIds: SQL, username: string) {
  const holders = await sqlRows<{ id: number }>(
    tx,
    sql`select distinct p.customer_account_id as id from payments p
      where p.customer_account_id in (${accountIds}) and p.status = 'CLEARED' and ${creditOfPayment} > 0
      order by 1`,
  );
  for (const { id } of holders) await allocateAccount(tx, id, username);
}
