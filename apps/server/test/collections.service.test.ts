/** The collections service on the database: the arrears review and escalating a treatment. */
import dayjs from 'dayjs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISO_DATE, texts } from '@wattle/contract';
import type { Tx } from '../src/db/client';
import { customerAccounts, invoices, lifeSupportRegistrations, treatments } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { businessDate } from '../src/lib/business-date';
import { escalateTreatment, reviewArrears } from '../src/modules/collections/collections.service';
import { createTestApp, type TestApp } from './helpers';
import { addCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let scope: Scope;
let today: string;
beforeAll(async () => {
  t = await createTestApp();
  scope = await adminScope(t.database);
  today = await withScope(t.database.db, scope, (tx) => businessDate(tx));
});
afterAll(() => t.close());

const inScope = <T>(work: (tx: Tx) => Promise<T>) => withScope(t.database.db, scope, work);
const day = (offset: number) => dayjs(today).add(offset, 'day').format(ISO_DATE);
let sequence = 0;

/** An active account in good standing owing `balance`, with an unpaid invoice due `dueIn` days from the business date. */
async function accountOwing(balance: string, dueIn: number) {
  const n = ++sequence;
  const customer = await addCustomer(t.database, scope, { name: `Arrears ${n}`, type: 'RESIDENT', accountNumber: `COLL-${n}` });
  await inScope(async (tx) => {
    await tx.update(customerAccounts).set({ balance, creditStatus: 'GOOD', accountStatus: 'ACTIVE' }).where(eq(customerAccounts.id, customer.accountId));
    await tx.insert(invoices).values({
      customerAccountId: customer.accountId,
      invoiceNumber: `COLL-INV-${n}`,
      invoiceDate: day(dueIn - 14),
      dueDate: day(dueIn),
      total: balance,
      status: 'ISSUED',
    });
  });
  return customer;
}

const creditStatus = async (accountId: number) =>
  (await t.database.db.select({ s: customerAccounts.creditStatus }).from(customerAccounts).where(eq(customerAccounts.id, accountId)))[0]!.s;
const stepsOf = (accountId: number) =>
  t.database.db
    .select({ type: treatments.treatmentType, date: treatments.treatmentDate, status: treatments.status })
    .from(treatments)
    .where(eq(treatments.customerAccountId, accountId))
    .orderBy(asc(treatments.id));

describe('collections service', () => {
  it('flags accounts owing at least the minimum with an invoice due before the date, and records reminders on the given day', async () => {
    const overdue = await accountOwing('200.00', -20);
    const small = await accountOwing('5.00', -20);
    const notYetDue = await accountOwing('200.00', 5);
    const result = await inScope((tx) => reviewArrears(tx, { dueBefore: today, minBalance: '10', cycle: null, reminderDate: today }));
    expect(result.flagged).toBeGreaterThanOrEqual(1);
    expect(result.reminded).toBe(result.flagged);
    expect([await creditStatus(overdue.accountId), await creditStatus(small.accountId), await creditStatus(notYetDue.accountId)]).toEqual([
      'ARREARS',
      'GOOD',
      'GOOD',
    ]);
    expect(await stepsOf(overdue.accountId)).toEqual([{ type: 'REMINDER', date: today, status: 'SENT' }]);
    expect(await stepsOf(small.accountId)).toEqual([]);
  });

  it('escalates a treatment to the next step dated the business date, and refuses the last step', async () => {
    const customer = await accountOwing('80.00', -30);
    const [reminder] = await inScope((tx) =>
      tx
        .insert(treatments)
        .values({ customerAccountId: customer.accountId, treatmentType: 'REMINDER', treatmentDate: day(-10), amountOverdue: '80.00', status: 'SENT' })
        .returning({ id: treatments.id }),
    );
    expect(await inScope((tx) => escalateTreatment(tx, reminder!.id, customer.customerId))).toEqual({ done: true, value: 'FINAL_NOTICE' });
    expect(await stepsOf(customer.accountId)).toEqual([
      { type: 'REMINDER', date: day(-10), status: 'ESCALATED' },
      { type: 'FINAL_NOTICE', date: today, status: 'OPEN' },
    ]);
    const [collections] = await inScope((tx) =>
      tx
        .insert(treatments)
        .values({ customerAccountId: customer.accountId, treatmentType: 'COLLECTIONS', treatmentDate: today, amountOverdue: '80.00', status: 'OPEN' })
        .returning({ id: treatments.id }),
    );
    expect(await inScope((tx) => escalateTreatment(tx, collections!.id, customer.customerId))).toEqual({
      done: false,
      refusal: texts.sectionRules.cannotEscalate,
    });
  });

  it('never escalates to a disconnection warning for a customer on life support, and writes nothing', async () => {
    const customer = await accountOwing('80.00', -30);
    const [notice] = await inScope(async (tx) => {
      await tx
        .insert(lifeSupportRegistrations)
        .values({ customerId: customer.customerId, equipment: 'OXYGEN_CONCENTRATOR', registeredDate: day(-5), confirmationDueDate: day(30) });
      return tx
        .insert(treatments)
        .values({ customerAccountId: customer.accountId, treatmentType: 'FINAL_NOTICE', treatmentDate: day(-3), amountOverdue: '80.00', status: 'OPEN' })
        .returning({ id: treatments.id });
    });
    expect(await inScope((tx) => escalateTreatment(tx, notice!.id, customer.customerId))).toEqual({
      done: false,
      refusal: texts.sectionRules.disconnectionProtected,
    });
    expect(await stepsOf(customer.accountId)).toEqual([{ type: 'FINAL_NOTICE', date: day(-3), status: 'OPEN' }]);
  });
});
