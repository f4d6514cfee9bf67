import dayjs from 'dayjs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { ISO_DATE, PARAMS, type PaymentRecorded } from '@wattle/contract';
import { customerAccounts, systemParameters, transactions } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { businessDate } from '../../src/lib/business-date';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { addCustomer, type CreatedCustomer, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import type { Caller } from '../billing/billing-fixtures';

/** The company's business date, and a day `offset` days from it (ISO). */
export async function businessDays(t: TestApp, scope: Scope) {
  const today = await withScope(t.database.db, scope, (tx) => businessDate(tx));
  return (offset: number) => dayjs(today).add(offset, 'day').format(ISO_DATE);
}

export interface LedgerSuite {
  t: TestApp;
  /** The admin, signed in. */
  call: Caller;
  scope: Scope;
  day: (offset: number) => string;
}

/** A test file's app: opened before its tests (the admin signed in, their scope, business days), closed after. */
export function ledgerSuite(): LedgerSuite {
  const suite = {} as LedgerSuite;
  beforeAll(async () => {
    suite.t = await createTestApp();
    suite.call = as(suite.t.app, await login(suite.t.app));
    suite.scope = await adminScope(suite.t.database);
    suite.day = await businessDays(suite.t, suite.scope);
  });
  afterAll(async () => {
    await suite.t?.close();
  });
  return suite;
}

/** Adds resident customers with account numbers `${prefix}-1`, `${prefix}-2`, … */
export function residents(suite: LedgerSuite, prefix: string) {
  let accounts = 0;
  return (name: string) => addCustomer(suite.t.database, suite.scope, { name, type: 'RESIDENT', accountNumber: `${prefix}-${++accounts}` });
}

/** Records a payment through the API as the admin: by BPAY, reference BANK, yesterday unless told. */
export async function payIn(suite: LedgerSuite, c: CreatedCustomer, amount: string, { method = 'BPAY', reference = 'BANK', daysAgo = 1 } = {}) {
  const res = await suite.call({
    method: 'POST',
    url: `/api/customers/${c.customerId}/payments`,
    payload: { amount, paymentDate: suite.day(-daysAgo), method, reference },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PaymentRecorded>();
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
