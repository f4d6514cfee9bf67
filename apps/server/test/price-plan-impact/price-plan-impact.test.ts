import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPriceChange, texts, type PricePlan, type PricePlanImpact, type TimingProfileOption } from '@wattle/contract';
import { meterReads, meters, meterTypes, pricePlanImpactAccounts, pricePlanImpacts, utilityAccounts } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { runImpact } from '../../src/modules/price-plan-impact/impact.job';
import { startImpact } from '../../src/modules/price-plan-impact/impact.service';
import { loadTimingProfile } from '../../src/modules/rating-inputs/rating-inputs.service';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';

/**
 * The impact preview of a price change, worked by hand. A flat POWER plan: $1.00 a day, 25c a
 * kWh; the edit raises usage to 30c from a day after today. Both accounts were last billed for
 * October 2026 (31 days, monthly: no billing cycle).
 *  - A: 10 kWh a day = 310 kWh. Now: 31.00 + GST 3.10 + 77.50 + GST 7.75 = 119.35.
 *    Changed: 31.00 + 3.10 + 93.00 + 9.30 = 136.40. +17.05, +14.29 %.
 *  - B: 5 kWh a day = 155 kWh. Now: 31.00 + 3.10 + 38.75 + 3.88 (3.875 half up) = 76.73.
 *    Changed: 31.00 + 3.10 + 46.50 + 4.65 = 85.25. +8.52, +11.10 %.
 *  - C is on the plan but never billed: not rated.
 * Totals: 196.08 now, 221.65 changed, +25.57; 2 accounts affected.
 */
let t: TestApp;
let call: ReturnType<typeof as>;
let scope: Scope;
let plan: PricePlan;
let edited: PricePlan;
const customers: Record<'A' | 'B', { customerId: number; utilityAccountId: number }> = {} as never;

const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

async function billedAccount(name: string, dailyKwh: string | null) {
  const created = await addCustomer(t.database, scope, {
    name,
    type: 'RESIDENT',
    accountNumber: `IMP-${name}`,
    site: { location: `${name} St`, siteIdentifier: `IMP${name}` },
  });
  const [general] = await t.database.db
    .select({ id: meterTypes.id })
    .from(meterTypes)
    .where(and(eq(meterTypes.companyId, scope.companyId), eq(meterTypes.dataset, 'live'), eq(meterTypes.code, 'PWR_GENERAL')));
  await t.database.db.update(meters).set({ meterTypeId: general!.id }).where(eq(meters.id, created.meterId!));
  await t.database.db
    .update(utilityAccounts)
    .set({ pricePlanId: plan.id, openDate: '2025-01-01', lastBilledDate: dailyKwh === null ? null : '2026-10-31' })
    .where(eq(utilityAccounts.id, created.utilityAccountId!));
  if (dailyKwh !== null) {
    const october = Array.from({ length: 31 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
    // A read of September (outside the period) that must not count.
    await t.database.db
      .insert(meterReads)
      .values(['2026-09-30', ...october].map((readDate) => ({ ...scope, meterId: created.meterId!, readDate, quantity: dailyKwh })));
  }
  return created;
}

async function finished(planId: number, impactId: number, caller = call): Promise<PricePlanImpact> {
  for (let i = 0; i < 600; i++) {
    const res = await caller({ method: 'GET', url: `/api/price-plan/${planId}/impact/${impactId}` });
    expect(res.statusCode, res.body).toBe(200);
    const impact = res.json<PricePlanImpact>();
    if (impact.status === 'COMPLETED' || impact.status === 'FAILED') return impact;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the impact preview did not finish');
}

const impactRows = async () => (await t.database.db.select({ n: count() }).from(pricePlanImpacts))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  const lookup = async (path: string) =>
    (await call({ method: 'GET', url: `/api/price-plan/lookup/${path}` })).json<{ id: number; code?: string; networkCode?: string }[]>();
  const power = (await lookup('product-types')).find((p) => p.code === 'POWER')!;
  const network = (await lookup('networks?productTypeCode=POWER'))[0]!;
  const res = await call({
    method: 'POST',
    url: '/api/price-plan',
    payload: {
      id: -1,
      code: 'IMPACT-FLAT',
      description: 'Flat',
      productTypeId: power.id,
      networkCode: network.networkCode,
      startDate: '2026-01-01',
      fixedRate: '1.0000000',
      usageRate: '0.2500000',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  plan = res.json<PricePlan>();
  customers.A = await billedAccount('A', '10.000').then((c) => ({ customerId: c.customerId, utilityAccountId: c.utilityAccountId! }));
  customers.B = await billedAccount('B', '5.000').then((c) => ({ customerId: c.customerId, utilityAccountId: c.utilityAccountId! }));
  await billedAccount('C', null);
  const usage = plan.variableCharges[0]!;
  edited = {
    ...plan,
    variableCharges: [
      {
        ...usage,
        rates: applyPriceChange(usage.rates, { ...usage.rates[0]!, steps: [{ stepNumber: 1, bandStart: '0', unitRate: '0.3000000' }] }, tomorrow(), -1),
      },
    ],
  };
});

afterAll(async () => {
  await t?.close();
});

describe('POST /price-plan/{id}/impact, GET /price-plan/{id}/impact/{impactId}', () => {
  it('rates every billed account over its last billed period now and with the change, to the cent', async () => {
    const res = await call({ method: 'POST', url: `/api/price-plan/${plan.id}/impact`, payload: edited });
    expect(res.statusCode, res.body).toBe(200);
    const impact = await finished(plan.id, res.json<{ id: number }>().id);
    expect(impact).toMatchObject({
      status: 'COMPLETED',
      accountsTotal: 2,
      accountsDone: 2,
      accountsAffected: 2,
      currentTotal: '196.08',
      changedTotal: '221.65',
      totalChange: '25.57',
      error: null,
    });
    expect(impact.largestIncreases.map((a) => [a.customerId, a.current, a.changed, a.change, a.changePercent, a.periodFrom, a.periodTo])).toEqual([
      [customers.A.customerId, '119.35', '136.40', '17.05', '14.29', '2026-10-01', '2026-10-31'],
      [customers.B.customerId, '76.73', '85.25', '8.52', '11.10', '2026-10-01', '2026-10-31'],
    ]);
    expect(impact.largestPercentIncreases.map((a) => a.customerId)).toEqual([customers.A.customerId, customers.B.customerId]);
    // Nothing was saved: the plan still has one usage rate.
    const saved = (await call({ method: 'GET', url: `/api/price-plan/${plan.id}?allRates=true` })).json<PricePlan>();
    expect(saved.variableCharges[0]!.rates).toHaveLength(1);
  });

  it('shows no change when the edit changes nothing', async () => {
    const res = await call({ method: 'POST', url: `/api/price-plan/${plan.id}/impact`, payload: plan });
    const impact = await finished(plan.id, res.json<{ id: number }>().id);
    expect(impact).toMatchObject({ accountsDone: 2, accountsAffected: 0, totalChange: '0.00', largestIncreases: [] });
  });

  it('resumes a stopped preview after the last account it wrote, rating each account once', async () => {
    const id = await withScope(t.database.db, scope, (tx) => startImpact(tx, scope, plan.id, edited, 'admin'));
    // As if the job had written account A's bill and then the server stopped.
    await withScope(t.database.db, scope, (tx) =>
      tx.insert(pricePlanImpactAccounts).values({
        impactId: id,
        utilityAccountId: customers.A.utilityAccountId,
        periodFrom: '2026-10-01',
        periodTo: '2026-10-31',
        currentTotal: '119.35',
        changedTotal: '136.40',
      }),
    );
    await runImpact(t.database, { ...scope, impactId: id });
    const impact = await finished(plan.id, id);
    expect(impact).toMatchObject({ status: 'COMPLETED', accountsDone: 2, totalChange: '25.57' });
  });

  it('refuses an edited plan the save rules refuse, with the field named, and starts nothing', async () => {
    const before = await impactRows();
    const broken = { ...edited, fixedCharges: [{ ...edited.fixedCharges[0]!, rates: [{ ...edited.fixedCharges[0]!.rates[0]!, unitRate: 'abc' }] }] };
    const res = await call({ method: 'POST', url: `/api/price-plan/${plan.id}/impact`, payload: broken });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messages.map((m: { message: string }) => m.message)).toContain(`fixedCharges.0.rates.0.unitRate: ${texts.pricePlan.notADecimal}`);
    expect(await impactRows()).toBe(before);
  });

  it('answers a new plan with a 400 and a body that is not a plan with a 400', async () => {
    const res = await call({ method: 'POST', url: '/api/price-plan/-1/impact', payload: { ...edited, id: -1 } });
    expect(res.statusCode).toBe(400);
    expect((await call({ method: 'POST', url: `/api/price-plan/${plan.id}/impact`, payload: { code: 5 } })).statusCode).toBe(400);
  });

  it('keeps another company’s plan and preview hidden (404), and refuses a read-only user (403)', async () => {
    const other = await createTenant(t.database, 'IMPACTOTHER');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    const mine = (await call({ method: 'POST', url: `/api/price-plan/${plan.id}/impact`, payload: plan })).json<{ id: number }>();
    expect((await stranger({ method: 'POST', url: `/api/price-plan/${plan.id}/impact`, payload: plan })).statusCode).toBe(404);
    expect((await stranger({ method: 'GET', url: `/api/price-plan/${plan.id}/impact/${mine.id}` })).statusCode).toBe(404);
    await createUser(t.database, scope.companyId, 'impact-reader', 'ReadOnly');
    const reader = as(t.app, await login(t.app, 'impact-reader', FIXTURE_PASSWORD));
    const before = await impactRows();
    expect((await reader({ method: 'POST', url: `/api/price-plan/${plan.id}/impact`, payload: plan })).statusCode).toBe(403);
    expect(await impactRows()).toBe(before);
    // Reading a preview is allowed to anyone of the company.
    expect((await reader({ method: 'GET', url: `/api/price-plan/${plan.id}/impact/${mine.id}` })).statusCode).toBe(200);
  });

  it('rates time of use with the profile’s registers and their windows, as the engine reads them', async () => {
    const profiles = (await call({ method: 'GET', url: '/api/price-plan/lookup/timing-profiles?productTypeCode=POWER' })).json<TimingProfileOption[]>();
    const threeRate = profiles.find((p) => p.meterTypes.length === 3)!;
    const profile = await withScope(t.database.db, scope, (tx) => loadTimingProfile(tx, threeRate.id));
    expect(profile!.registers).toHaveLength(3);
    const shoulder = threeRate.meterTypes.find((m) => m.priceClassCategoryCode === 'SHOULDER')!;
    // Mon-Fri 07:00-14:00, Mon-Fri 20:00-22:00 in minutes after midnight.
    expect(profile!.registers.find((r) => r.meterTypeId === shoulder.meterTypeId)).toMatchObject({
      meterTypeId: shoulder.meterTypeId,
      priceClassId: expect.any(Number),
      windows: [
        { days: [1, 2, 3, 4, 5], startMinute: 420, endMinute: 840 },
        { days: [1, 2, 3, 4, 5], startMinute: 1200, endMinute: 1320 },
      ],
    });
    expect(await withScope(t.database.db, scope, (tx) => loadTimingProfile(tx, null))).toBeNull();
  });
});
