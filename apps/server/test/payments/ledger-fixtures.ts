import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { ISO_DATE, PARAMS } from '@wattle/contract';
import { customerAccounts, systemParameters, transactions } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { businessDate } from '../../src/lib/business-date';
import type { TestApp } from '../helpers';
import type { Scope } from '../search-fixtures';

/** The company's business date, and a day `offset` days from it (ISO). */
export async function businessDays(t: TestApp, scope: Scope) {
  const today = await withScope(t.database.db, scope, (tx) => businessDate(tx));
  return (offset: number) => dayjs(today).add(offset, 'day').format(ISO_DATE);
}

/** The stored balance, and the sum of the account's transactions it must always equal. */
export async function balances(t: TestApp, accountId: number) {
  const [stored] = await t.database.db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.id, accountId));
  const [summed] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)::numeric(18, 2)::text` })
    .from(transactions)
    .where(eq(transactions.customerAccountId, accountId));
  return { stored: stored!.balance, summed: summed!.total };
}

/** The account's transactions, oldest first, as type and amount. */
export const ledgerOf = (t: TestApp, accountId: number) =>
  t.database.db
    .select({ type: transactions.transactionType, amount: transactions.amount })
    .from(transactions)
    .where(eq(transactions.customerAccountId, accountId))
    .orderBy(transactions.id);

/** Sets the company's DISHONOUR_FEE ('' for none). */
export async function setDishonourFee(t: TestApp, scope: Scope, fee: string) {
  await t.database.db
    .update(systemParameters)
    .set({ parameter: fee })
    .where(and(eq(systemParameters.companyId, scope.companyId), eq(systemParameters.dataset, scope.dataset), eq(systemParameters.code, PARAMS.dishonourFee)));
}

/** A debit on the account outside any invoice (a fee), dated `date`. */
export async function feeOn(t: TestApp, scope: Scope, accountId: number, amount: string, date: string) {
  await withScope(t.database.db, scope, (tx) =>
    tx.insert(transactions).values({ customerAccountId: accountId, transactionDate: date, transactionType: 'FEE', description: 'Late payment fee', amount }),
  );
}
