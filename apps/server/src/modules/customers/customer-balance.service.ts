import Decimal from 'decimal.js';
import type { Tx } from '../../db/client';
import { notYetDueTotal, sumOfAccountBalances } from './customers.repository';

/**
 * What a customer owes (issue 25 e): the sum of every one of its accounts' balances. The one answer
 * for closing a customer, a payment plan's total and the summary's Total Balance (docs/billing.md
 * "What a customer owes").
 */
export async function customerBalance(tx: Tx, customerId: number): Promise<Decimal> {
  return new Decimal(await sumOfAccountBalances(tx, customerId));
}

/**
 * What the customer owes, and the part of it past due on `today`: the balance less the issued
 * invoices not yet due, payments settling the oldest charges first; never below zero nor above the
 * balance.
 */
export async function customerDebt(tx: Tx, customerId: number, today: string): Promise<{ balance: Decimal; overdue: Decimal }> {
  const balance = await customerBalance(tx, customerId);
  return { balance, overdue: Decimal.max(0, balance.minus(await notYetDueTotal(tx, customerId, today))) };
}
