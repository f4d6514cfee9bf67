/**
 * Cancelling a payment plan is one business action (modules/payment-plans cancelPlans) whether it
 * starts from the customer's Payment Plans section or the Payment Plans in Default queue: the same
 * states are cancellable, the same states refused, and the plan and its instalments end the same.
 */
import dayjs from 'dayjs';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDateIn, DEFAULT_TIME_ZONE, ISO_DATE, PARAMS, texts, toParamsXml, type DashboardItem, type SectionConfig } from '@wattle/contract';
import { paymentPlanInstalments, paymentPlans, systemParameters } from '../src/db/schema/index';
import { withScope } from '../src/db/tenancy';
import { businessDate } from '../src/lib/business-date';
import { cancelPlans } from '../src/modules/payment-plans/payment-plans.service';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, type CreatedCustomer, type Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type PlanStatus = (typeof paymentPlans.status.enumValues)[number];

let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let today: string;
let section: SectionConfig;
let queue: DashboardItem;
let customer: CreatedCustomer;

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  today = await withScope(t.database.db, scope, (tx) => businessDate(tx));
  customer = await addCustomer(t.database, scope, { name: 'Plan Cancel', type: 'RESIDENT', accountNumber: 'PLAN-CANCEL-1' });
  section = (await call({ method: 'GET', url: '/api/display/sections?codes=PAYMNTPLANS' })).json().sections[0] as SectionConfig;
  queue = (await call({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>().find((i) => i.code === 'PLANDEFAULT')!;
});
afterAll(() => t.close());

const day = (offset: number) => dayjs(today).add(offset, 'day').format(ISO_DATE);

/** A plan in `status` with one instalment of each kind: paid, missed (so it is in the queue), overdue, due today and later. */
async function planIn(status: PlanStatus): Promise<number> {
  return withScope(t.database.db, scope, async (tx) => {
    const [plan] = await tx
      .insert(paymentPlans)
      .values({
        customerAccountId: customer.accountId,
        frequency: 'MONTHLY',
        startDate: day(-90),
        endDate: day(30),
        totalAmount: '500.00',
        instalmentAmount: '100.00',
        numberOfInstalments: 5,
        status,
      })
      .returning({ id: paymentPlans.id });
    const instalment = (instalmentNumber: number, dueDate: string, status: 'DUE' | 'PAID' | 'MISSED') => ({
      paymentPlanId: plan!.id,
      instalmentNumber,
      dueDate,
      amount: '100.00',
      status,
    });
    await tx
      .insert(paymentPlanInstalments)
      .values([
        instalment(1, day(-90), 'PAID'),
        instalment(2, day(-60), 'MISSED'),
        instalment(3, day(-1), 'DUE'),
        instalment(4, day(0), 'DUE'),
        instalment(5, day(30), 'DUE'),
      ]);
    return plan!.id;
  });
}

async function stateOf(planId: number) {
  const [plan] = await t.database.db
    .select({ status: paymentPlans.status, endDate: paymentPlans.endDate })
    .from(paymentPlans)
    .where(eq(paymentPlans.id, planId));
  const instalments = await t.database.db
    .select({ status: paymentPlanInstalments.status })
    .from(paymentPlanInstalments)
    .where(eq(paymentPlanInstalments.paymentPlanId, planId))
    .orderBy(asc(paymentPlanInstalments.instalmentNumber));
  return { ...plan, instalments: instalments.map((i) => i.status) };
}

function cancelFromSection(planId: number) {
  const action = section.actions.find((a) => a.code === 'CANCEL')!;
  const paramsXml = toParamsXml({ customerId: customer.customerId, accountId: customer.accountId });
  return call({
    method: 'POST',
    url: `/api/display/sections/${section.id}/actions/${action.id}/perform-action?paramsXml=${encodeURIComponent(paramsXml)}`,
    payload: { keys: [String(planId)] },
  });
}

function cancelFromQueue(planId: number) {
  const action = queue.actions.find((a) => a.code === 'CANCEL')!;
  return call({
    method: 'POST',
    url: '/api/dashboard/processes/run-action',
    payload: { processId: queue.id, actionId: action.id, options: '', itemsJson: JSON.stringify([{ key_exception_id: planId }]) },
  });
}

describe('cancelling a payment plan, from its section or from the dashboard queue', () => {
  it.each(['ACTIVE', 'DEFAULTED'] as const)(
    'cancels a %s plan the same way from both: ended on the business date, overdue instalments missed, later ones cancelled',
    async (status) => {
      const [bySection, byQueue] = [await planIn(status), await planIn(status)];
      const sectionAnswer = await cancelFromSection(bySection);
      expect(sectionAnswer.json()).toEqual([{ messageType: 'Success', message: texts.sectionRules.planCancelled }]);
      const queueAnswer = await cancelFromQueue(byQueue);
      expect(queueAnswer.statusCode, queueAnswer.body).toBe(200);
      const expected = { status: 'CANCELLED', endDate: today, instalments: ['PAID', 'MISSED', 'MISSED', 'CANCELLED', 'CANCELLED'] };
      expect(await stateOf(bySection)).toEqual(expected);
      expect(await stateOf(byQueue)).toEqual(expected);
    },
  );

  it.each(['COMPLETED', 'CANCELLED'] as const)('refuses a %s plan from both and from the service, changing nothing', async (status) => {
    const plan = await planIn(status);
    const before = await stateOf(plan);
    expect((await cancelFromSection(plan)).json()).toEqual([{ messageType: 'Error', message: texts.sectionRules.planNotCancellable }]);
    // Not in the queue (which lists defaulted and behind plans), so the dashboard refuses it before the service is asked.
    const queueAnswer = await cancelFromQueue(plan);
    expect(queueAnswer.statusCode).toBe(409);
    expect(await withScope(t.database.db, scope, (tx) => cancelPlans(tx, [plan]))).toEqual({ done: false, refusal: texts.sectionRules.planNotCancellable });
    expect(await stateOf(plan)).toEqual(before);
  });

  // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same date, so one of them is not the server's.
  it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago'])('ends the plan on the business date of the company in %s, not the server clock', async (zone) => {
    await withScope(t.database.db, scope, (tx) => tx.update(systemParameters).set({ parameter: zone }).where(eq(systemParameters.code, PARAMS.timeZone)));
    try {
      const plan = await planIn('DEFAULTED');
      expect((await cancelFromQueue(plan)).statusCode).toBe(200);
      expect((await stateOf(plan)).endDate).toBe(businessDateIn(zone));
    } finally {
      await withScope(t.database.db, scope, (tx) =>
        tx.update(systemParameters).set({ parameter: DEFAULT_TIME_ZONE }).where(eq(systemParameters.code, PARAMS.timeZone)),
      );
    }
  });

  it('refuses a selection from the queue when one plan in it cannot be cancelled, and cancels none of them', async () => {
    const [cancellable, completed] = [await planIn('DEFAULTED'), await planIn('COMPLETED')];
    const before = await Promise.all([stateOf(cancellable), stateOf(completed)]);
    const refusal = await withScope(t.database.db, scope, (tx) => cancelPlans(tx, [cancellable, completed]));
    expect(refusal).toEqual({ done: false, refusal: texts.sectionRules.planNotCancellable });
    expect(await Promise.all([stateOf(cancellable), stateOf(completed)])).toEqual(before);
    const rows = await t.database.db
      .select({ id: paymentPlans.id })
      .from(paymentPlans)
      .where(inArray(paymentPlans.id, [cancellable, completed]));
    expect(rows).toHaveLength(2);
  });
});
