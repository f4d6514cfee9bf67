import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../db/client';
import { customerAccounts, customers } from '../../../db/schema/index';

const FIRST_NUMBER = 100_001;

/**
 * The next free number of a numbered column in the scoped dataset: one above the highest all-digit
 * value. A transaction-scoped advisory lock per column and dataset makes concurrent wizards take
 * turns instead of colliding on the unique index.
 */
async function nextNumber(tx: Tx, table: PgTable, column: PgColumn, lockName: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockName} || current_setting('app.company_id') || current_setting('app.dataset')))`);
  const [row] = await tx
    .select({ next: sql<string>`(coalesce(max(case when ${column} ~ '^[0-9]{1,15}$' then ${column}::bigint end), ${FIRST_NUMBER - 1}) + 1)::text` })
    .from(table);
  return row!.next;
}

export const nextCustomerNumber = (tx: Tx) => nextNumber(tx, customers, customers.customerNumber, 'customer_number');
export const nextAccountNumber = (tx: Tx) => nextNumber(tx, customerAccounts, customerAccounts.accountNumber, 'account_number');
