/**
 * Payment plans count payments (docs/payments.md "Payment plans"): instalments met oldest first by
 * the money received, a dishonour takes it back, and a missed instalment defaults the plan and
 * moves the collection path on.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerAccounts, paymentPlanInstalments, paymentPlans, treatments } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { missedInstalmentsJob } from '../../src/modules/payment-plans/missed-instalments.job';
import { reinstatePlans } from '../../src/modules/payment-plans/payment-plans.service';
import { addCustomer, type CreatedCustomer } from '../search-fixtures';
import { issuedInvoice } from '../payments/payments-fixtures';
import { ledgerSuite, payIn, setDishonourFee } from '../payments/ledger-fixtures';

const s = ledgerSuite();

beforeAll(async () => {
  await setDishonourFee(s.t, s.scope, '');
});

let accounts = 0;
/** A customer owing 300.00 (an invoice due 40 days ago) on a plan of three 100.00 instalments, the first due `firstDue` days from today, 30 days apart. */
async function onPlan(firstDue: number): Promise<{ c: CreatedCustomer; planId: number }> {
  const c = await addCustomer(s.t.database, s.scope, { name: `Plan ${++accounts}`, type: 'RESIDENT', accountNumber: `PLAN-INST-${accounts}` });
  await issuedInvoice(s.t, s.scope, c.accountId, '300.00', s.day(-40));
  const planId = await withScope(s.t.database.db, s.scope, async (tx) => {
    const [plan] = await tx
      .insert(paymentPlans)
      .values({
        customerAccountId: c.accountId,
        frequency: 'MONTHLY',
        startDate: s.day(firstDue),
        totalAmount: '300.00',
        instalmentAmount: '100.00',
        numberOfInstalments: 3,
      })
      .returning({ id: paymentPlans.id });
    await tx
      .insert(paymentPlanInstalments)
      .values([0, 1, 2].map((n) => ({ paymentPlanId: plan!.id, instalmentNumber: n + 1, dueDate: s.day(firstDue + 30 * n), amount: '100.00' })));
    return plan!.id;
  });
  return { c, planId };
}

const pay = async (c: CreatedCustomer, amount: string) => (await payIn(s, c, amount, { reference: 'PLAN', daysAgo: 0 })).id;
const instalmentsOf = async (planId: number) =>
  (
    await s.t.database.db
      .select({ status: paymentPlanInstalments.status, paid: paymentPlanInstalments.paidAmount, paidDate: paymentPlanInstalments.paidDate })
      .from(paymentPlanInstalments)
      .where(eq(paymentPlanInstalments.paymentPlanId, planId))
      .orderBy(asc(paymentPlanInstalments.instalmentNumber))
  ).map((i) => `${i.status} ${i.paid}${i.paidDate ? ` ${i.paidDate}` : ''}`);
const planStatus = async (planId: number) =>
  (await s.t.database.db.select({ status: paymentPlans.status }).from(paymentPlans).where(eq(paymentPlans.id, planId)))[0]!.status;
const runMissed = () => missedInstalmentsJob.run({ database: s.t.database, files: s.t.app.files, mailer: s.t.app.mailer, config: s.t.app.config }, {});

describe('instalments met by payments', () => {
  it('meets instalments oldest first, partly where the money runs out, takes them back on a dishonour, and completes the plan', async () => {
    const { c, planId } = await onPlan(5);
    await pay(c, '150.00');
    expect(await instalmentsOf(planId)).toEqual([`PAID 100.00 ${s.day(0)}`, 'PART_PAID 50.00', 'DUE 0.00']);
    const second = await pay(c, '60.00');
    expect(await instalmentsOf(planId)).toEqual([`PAID 100.00 ${s.day(0)}`, `PAID 100.00 ${s.day(0)}`, 'PART_PAID 10.00']);
    expect((await s.call({ method: 'POST', url: `/api/payments/${second}/dishonour`, payload: { reason: 'Refer to drawer' } })).statusCode).toBe(200);
    expect(await instalmentsOf(planId)).toEqual([`PAID 100.00 ${s.day(0)}`, 'PART_PAID 50.00', 'DUE 0.00']);
    await pay(c, '150.00');
    expect(await instalmentsOf(planId)).toEqual(Array(3).fill(`PAID 100.00 ${s.day(0)}`));
    expect(await planStatus(planId)).toBe('COMPLETED');
  });

  it('does not count money recorded before the plan was made', async () => {
    const c = await addCustomer(s.t.database, s.scope, { name: 'Plan Before', type: 'RESIDENT', accountNumber: 'PLAN-INST-BEFORE' });
    await issuedInvoice(s.t, s.scope, c.accountId, '400.00', s.day(-40));
    await pay(c, '100.00');
    const [plan] = await withScope(s.t.database.db, s.scope, (tx) =>
      tx
        .insert(paymentPlans)
        .values({
          customerAccountId: c.accountId,
          frequency: 'MONTHLY',
          startDate: s.day(5),
          totalAmount: '300.00',
          instalmentAmount: '300.00',
          numberOfInstalments: 1,
        })
        .returning({ id: paymentPlans.id }),
    );
    await withScope(s.t.database.db, s.scope, (tx) =>
      tx.insert(paymentPlanInstalments).values({ paymentPlanId: plan!.id, instalmentNumber: 1, dueDate: s.day(5), amount: '300.00' }),
    );
    await pay(c, '120.00');
    expect(await instalmentsOf(plan!.id)).toEqual(['PART_PAID 120.00']);
  });
});

describe('a payment plan and smooth pay together', () => {
  /** A running arrangement of `type` on the account: instalments of `amount`, the first due `firstDue` days from today, 30 days apart. */
  async function arrangement(c: CreatedCustomer, type: 'PAYMENT_PLAN' | 'SMOOTH_PAY', amount: string, count: number, firstDue: number) {
    return withScope(s.t.database.db, s.scope, async (tx) => {
      const [plan] = await tx
        .insert(paymentPlans)
        .values({
          customerAccountId: c.accountId,
          planType: type,
          frequency: 'MONTHLY',
          startDate: s.day(firstDue),
          totalAmount: (Number(amount) * count).toFixed(2),
          instalmentAmount: amount,
          numberOfInstalments: count,
        })
        .returning({ id: paymentPlans.id });
      await tx
        .insert(paymentPlanInstalments)
        .values(Array.from({ length: count }, (_, n) => ({ paymentPlanId: plan!.id, instalmentNumber: n + 1, dueDate: s.day(firstDue + 30 * n), amount })));
      return plan!.id;
    });
  }

  it('counts each payment once: the instalments due first, the payment plan before smooth pay on the same day', async () => {
    const c = await addCustomer(s.t.database, s.scope, { name: 'Plan And Smooth', type: 'RESIDENT', accountNumber: 'PLAN-INST-BOTH' });
    await issuedInvoice(s.t, s.scope, c.accountId, '300.00', s.day(-40));
    const smooth = await arrangement(c, 'SMOOTH_PAY', '80.00', 2, 5);
    const plan = await arrangement(c, 'PAYMENT_PLAN', '100.00', 3, 5);

    // Nothing is due yet; the earliest due date (in 5 days) has one instalment of each: the plan's 100 first, then smooth pay's 80.
    await pay(c, '180.00');
    expect(await instalmentsOf(plan)).toEqual([`PAID 100.00 ${s.day(0)}`, 'DUE 0.00', 'DUE 0.00']);
    expect(await instalmentsOf(smooth)).toEqual([`PAID 80.00 ${s.day(0)}`, 'DUE 0.00']);

    // 50 more: the next due date (in 35 days) again has one of each; the plan's comes first.
    await pay(c, '50.00');
    expect(await instalmentsOf(plan)).toEqual([`PAID 100.00 ${s.day(0)}`, 'PART_PAID 50.00', 'DUE 0.00']);
    expect(await instalmentsOf(smooth)).toEqual([`PAID 80.00 ${s.day(0)}`, 'DUE 0.00']);
  });
});

describe('a missed instalment', () => {
  it('defaults the plan and takes the next collection step, once; an instalment met in time is not missed', async () => {
    const { c, planId } = await onPlan(-10);
    const kept = await onPlan(-10);
    await pay(kept.c, '100.00');
    await runMissed();
    expect(await instalmentsOf(planId)).toEqual(['MISSED 0.00', 'DUE 0.00', 'DUE 0.00']);
    expect(await planStatus(planId)).toBe('DEFAULTED');
    const steps = await s.t.database.db
      .select({ type: treatments.treatmentType, status: treatments.status, amount: treatments.amountOverdue })
      .from(treatments)
      .where(eq(treatments.customerAccountId, c.accountId));
    // The 300.00 invoice is 40 days past due: the path's first step, for all of it.
    expect(steps).toEqual([{ type: 'REMINDER', status: 'OPEN', amount: '300.00' }]);
    const [account] = await s.t.database.db
      .select({ creditStatus: customerAccounts.creditStatus })
      .from(customerAccounts)
      .where(eq(customerAccounts.id, c.accountId));
    expect(account!.creditStatus).toBe('ARREARS');
    expect(await planStatus(kept.planId)).toBe('ACTIVE');
    expect(await instalmentsOf(kept.planId)).toEqual([`PAID 100.00 ${s.day(0)}`, 'DUE 0.00', 'DUE 0.00']);

    // Run again: nothing more.
    await runMissed();
    expect(await s.t.database.db.select().from(treatments).where(eq(treatments.customerAccountId, c.accountId))).toHaveLength(1);
  });

  it('after a reinstatement, only an instalment due from then on defaults the plan again', async () => {
    const { planId } = await onPlan(-10);
    await runMissed();
    expect(await planStatus(planId)).toBe('DEFAULTED');
    await withScope(s.t.database.db, s.scope, (tx) => reinstatePlans(tx, [planId]));
    await runMissed();
    expect(await planStatus(planId)).toBe('ACTIVE');
    expect(await instalmentsOf(planId)).toEqual(['DUE 0.00', 'DUE 0.00', 'DUE 0.00']);
  });
});
