import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';

/** The account's balance (the sum of its transactions, kept by trigger) as decimal text. */
export async function accountBalance(tx: Tx, accountId: number): Promise<string> {
  const [row] = await sqlRows<{ balance: string }>(tx, sql`select balance::text as balance from customer_accounts where id = ${accountId}`);
  return row!.balance;
}
