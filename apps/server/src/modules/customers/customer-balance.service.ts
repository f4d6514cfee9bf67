import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { overdueOf } from '../collections/aged-debt.repository';
import { sumOfAccountBalances } from './customers.repository';

/**
 * What a customer owes (issue 25 e): the sum of every one of its accounts' balances. The one answer
 * for closing a customer, a payment plan's total and the summary's Total Balance (docs/billing.md
 * "What a customer owes").
 */
export async function customerBalance(tx: Tx, customerId: number): Promise<Decimal> {
  return new Decimal(await sumOfAccountBalances(tx, customerId));
}

/**
 * What the customer owes, and the part of it past due on `today`: the past-due buckets of each of
 * its accounts' aged debt (docs/payments.md "Debtor figures"), the figures the Aged Debtors report
 * shows. One account's figure is never below zero nor above its balance.
 */
export async function customerDebt(tx: Tx, customerId: number, today: string): Promise<{ balance: Decimal; overdue: Decimal }> {
  const balance = await customerBalance(tx, customerId);
  const overdue = await overdueOf(tx, sql`select id from customer_accounts where customer_id = ${customerId}`, sql`${today}::date`);
  return { balance, overdue };
}
