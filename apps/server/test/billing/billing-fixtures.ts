import { and, eq } from 'drizzle-orm';
import type { BillRun, PricePlan } from '@wattle/contract';
import { meterReads, meters, meterTypes, utilityAccounts } from '../../src/db/schema/index';
import type { as, TestApp } from '../helpers';
import { addCustomer, type Scope } from '../search-fixtures';

export type Caller = ReturnType<typeof as>;

/** A flat POWER plan through the API: $1.00 a day, 25c a kWh from 2026-01-01. */
export async function flatPowerPlan(call: Caller, code: string): Promise<PricePlan> {
  const lookup = async (path: string) =>
    (await call({ method: 'GET', url: `/api/price-plan/lookup/${path}` })).json<{ id: number; code?: string; networkCode?: string }[]>();
  const power = (await lookup('product-types')).find((p) => p.code === 'POWER')!;
  const network = (await lookup('networks?productTypeCode=POWER'))[0]!;
  const res = await call({
    method: 'POST',
    url: '/api/price-plan',
    payload: {
      id: -1,
      code,
      description: 'Flat',
      productTypeId: power.id,
      networkCode: network.networkCode,
      startDate: '2026-01-01',
      fixedRate: '1.0000000',
      usageRate: '0.2500000',
    },
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return res.json<PricePlan>();
}

export interface BilledAccount {
  customerId: number;
  customerAccountId: number;
  utilityAccountId: number;
  meterId: number;
}

/**
 * A customer on the plan, last billed 2026-09-30, with a general meter read daily in October 2026
 * (`dailyKwh` each day; none when null). No read before October: no HIGH_USAGE history.
 */
export async function accountOnPlan(t: TestApp, scope: Scope, plan: PricePlan, name: string, dailyKwh: string | null): Promise<BilledAccount> {
  const created = await addCustomer(t.database, scope, {
    name,
    type: 'RESIDENT',
    accountNumber: `BR-${name}`,
    site: { location: `${name} St`, siteIdentifier: `BR${name}` },
  });
  const [general] = await t.database.db
    .select({ id: meterTypes.id })
    .from(meterTypes)
    .where(and(eq(meterTypes.companyId, scope.companyId), eq(meterTypes.dataset, scope.dataset), eq(meterTypes.code, 'PWR_GENERAL')));
  await t.database.db.update(meters).set({ meterTypeId: general!.id }).where(eq(meters.id, created.meterId!));
  await t.database.db
    .update(utilityAccounts)
    .set({ pricePlanId: plan.id, openDate: '2025-01-01', lastBilledDate: '2026-09-30' })
    .where(eq(utilityAccounts.id, created.utilityAccountId!));
  if (dailyKwh !== null) {
    const october = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    await t.database.db.insert(meterReads).values(october.map((readDate) => ({ ...scope, meterId: created.meterId!, readDate, quantity: dailyKwh })));
  }
  return { customerId: created.customerId, customerAccountId: created.accountId, utilityAccountId: created.utilityAccountId!, meterId: created.meterId! };
}

/** The run once it has stopped (the test app works its jobs). */
export async function finishedRun(call: Caller, id: number): Promise<BillRun> {
  for (let i = 0; i < 600; i++) {
    const res = await call({ method: 'GET', url: `/api/billing/bill-runs/${id}` });
    if (res.statusCode !== 200) throw new Error(res.body);
    const run = res.json<BillRun>();
    if (run.status !== 'QUEUED' && run.status !== 'RUNNING') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the bill run did not finish');
}
