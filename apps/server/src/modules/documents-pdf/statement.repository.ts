import { and, asc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerAccounts, customers, parties, transactions } from '../../db/schema/index';
import { postalAddressColumns, withAddressLines } from './postal-address';

/** The customer's main account (the first, as the summary shows) and who the statement goes to. */
export async function statementAccount(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({
      customerId: customers.id,
      customerName: customers.name,
      accountId: customerAccounts.id,
      accountNumber: customerAccounts.accountNumber,
      paymentReference: customerAccounts.paymentReference,
      paymentMethod: customerAccounts.paymentMethod,
      brandId: customerAccounts.brandId,
      ...postalAddressColumns,
    })
    .from(customers)
    .innerJoin(customerAccounts, eq(customerAccounts.customerId, customers.id))
    .leftJoin(parties, eq(parties.id, customers.primaryPartyId))
    .where(eq(customers.id, customerId))
    .orderBy(asc(customerAccounts.id))
    .limit(1);
  if (!row) return null;
  return withAddressLines(row);
}

/** The sum of the account's transactions dated before `day`, exact. */
export async function balanceBefore(tx: Tx, accountId: number, day: string): Promise<string> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${transactions.amount}), 0)::text` })
    .from(transactions)
    .where(and(eq(transactions.customerAccountId, accountId), lt(transactions.transactionDate, day)));
  return row?.total ?? '0';
}

/** The account's transactions dated from `from` to `to` inclusive, in date order (then as posted). */
export const transactionsBetween = (tx: Tx, accountId: number, from: string, to: string) =>
  tx
    .select({
      transactionDate: transactions.transactionDate,
      description: transactions.description,
      reference: transactions.reference,
      amount: transactions.amount,
    })
    .from(transactions)
    .where(and(eq(transactions.customerAccountId, accountId), gte(transactions.transactionDate, from), lte(transactions.transactionDate, to)))
    .orderBy(asc(transactions.transactionDate), asc(transactions.id));
