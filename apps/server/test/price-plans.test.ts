import fs from 'node:fs';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyPriceChange, dayBefore, PRICE_PLAN_LOOKUPS, texts, type PricePlan, type PricePlanInput, type TimingProfileOption } from '@wattle/contract';
import { auditLog, pricePlans, timingProfileMeterTypes, usageRates, utilityAccounts } from '../src/db/schema/index';
import { generateDemoData } from '../src/seed/demo/index';
import { windowSpecs } from '../src/modules/price-plans/window-specs';
import { as, createTestApp, login, type TestApp } from './helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD } from './search-fixtures';
import { adminScope } from './sections-fixtures';

type Call = ReturnType<typeof as>;
interface Option {
  id: number;
  description: string;
  [key: string]: unknown;
}

let t: TestApp;
let call: Call;
let companyId: number;
const messages = (body: string) => (JSON.parse(body) as { messages: { message: string }[] }).messages.map((m) => m.message);
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function lookup<T = Option>(name: string, query = '', caller = call): Promise<T[]> {
  const res = await caller({ method: 'GET', url: `/api/price-plan/lookup/${name}${query ? `?${query}` : ''}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T[]>();
}

const planCount = async () => (await t.database.db.select({ n: count() }).from(pricePlans).where(eq(pricePlans.companyId, companyId)))[0]!.n;

/** Ids of the POWER catalogue the plans below use. */
const power = {} as {
  productTypeId: number;
  networkCode: string;
  fixedType: number;
  usageType: number;
  supplyCategory: number;
  usageCategory: number;
  profile: TimingProfileOption;
  classOf: Record<string, number>;
  meterOf: Record<string, number>;
};

function touPlan(code: string): PricePlanInput {
  const usage = (i: number, category: string, rate: string): NonNullable<PricePlanInput['variableCharges']>[number] => ({
    id: -(i + 1),
    invoiceDescription: `${category} usage`,
    scheduleTypeId: power.usageType,
    itemCategory: power.usageCategory,
    priceClassId: power.classOf[category],
    meterTypeId: power.meterOf[category],
    meterTimingProfileId: power.profile.id,
    rates: [
      {
        id: -1,
        startDate: iso(-400),
        minimumCharge: '0',
        steps: [
          { stepNumber: 1, bandStart: '0', unitRate: rate },
          { stepNumber: 2, bandStart: '1000', unitRate: '0.3500000' },
        ],
      },
    ],
  });
  return {
    id: -1,
    code,
    description: 'Time of use test plan',
    productTypeId: power.productTypeId,
    networkCode: power.networkCode,
    startDate: iso(-400),
    isTimeOfUse: true,
    meterTimingProfileId: power.profile.id,
    fixedCharges: [
      {
        id: -1,
        invoiceDescription: 'Daily supply',
        scheduleTypeId: power.fixedType,
        itemCategory: power.supplyCategory,
        rates: [{ id: -1, startDate: iso(-400), minimumCharge: '0', unitRate: '1.1000000' }],
      },
    ],
    variableCharges: [usage(0, 'PEAK', '0.4500000'), usage(1, 'OFFPEAK', '0.2000000'), usage(2, 'SHOULDER', '0.3000000')],
  };
}

async function create(plan: PricePlanInput, caller = call) {
  const res = await caller({ method: 'POST', url: '/api/price-plan', payload: plan });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PricePlan>();
}

const put = (plan: PricePlanInput, caller = call) => caller({ method: 'PUT', url: `/api/price-plan/${plan.id}`, payload: plan });

async function putOk(plan: PricePlanInput) {
  const res = await put(plan);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PricePlan>();
}

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  companyId = (await adminScope(t.database)).companyId;
  const product = (await lookup<Option & { code: string }>('product-types')).find((p) => p.code === 'POWER')!;
  power.productTypeId = product.id;
  power.networkCode = (await lookup<{ networkCode: string }>('networks', 'productTypeCode=POWER'))[0]!.networkCode;
  power.fixedType = (await lookup('schedule-types', `productTypeId=${product.id}&isFixedCharge=true`))[0]!.id;
  power.usageType = (await lookup('schedule-types', `productTypeId=${product.id}&isFixedCharge=false`))[0]!.id;
  power.supplyCategory = (await lookup('item-categories', `scheduleTypeId=${power.fixedType}`))[0]!.id;
  power.usageCategory = (await lookup('item-categories', `scheduleTypeId=${power.usageType}`)).find((c) => c.description === 'Electricity usage')!.id;
  power.profile = (await lookup<TimingProfileOption>('timing-profiles', 'productTypeCode=POWER')).find((p) => p.meterTypes.length === 3)!;
  power.classOf = {};
  power.meterOf = {};
  for (const register of power.profile.meterTypes) {
    const category = register.priceClassCategoryCode!;
    power.meterOf[category] = register.meterTypeId;
    const meterType = (await lookup<Option & { priceClassId: number }>('meter-types', `productTypeId=${product.id}`)).find(
      (m) => m.id === register.meterTypeId,
    )!;
    power.classOf[category] = meterType.priceClassId;
  }
});

afterAll(async () => {
  await t?.close();
});

describe('GET /price-plan/{id} of a seeded plan', () => {
  it('answers the demo dataset’s plan in the shape of spec 3 §3, past rates only with allRates', async () => {
    await t.database.db.transaction((tx) => generateDemoData(tx, { companyId, dataset: 'demo', customers: 5, seed: 3 }));
    const demo = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
    const [seeded] = await t.database.db
      .select({ id: pricePlans.id })
      .from(pricePlans)
      .where(and(eq(pricePlans.companyId, companyId), eq(pricePlans.dataset, 'demo'), eq(pricePlans.code, 'EN-BUS-TOU')));
    const res = await demo({ method: 'GET', url: `/api/price-plan/${seeded!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const plan = res.json<PricePlan>();
    expect(plan).toMatchObject({ id: seeded!.id, code: 'EN-BUS-TOU', productTypeCode: 'POWER', isTimeOfUse: true, isActive: true, isBundled: true });
    expect(plan.meterTimingProfileId).toBeGreaterThan(0);
    const fixed = plan.fixedCharges[0]!;
    expect(fixed).toMatchObject({ invoiceDescription: 'Daily supply charge', canDelete: expect.any(Boolean) });
    // The current rate ends the day before the announced future one.
    expect(fixed.rates).toHaveLength(2);
    expect(fixed.rates[0]!.endDate).toBe(dayBefore(fixed.rates[1]!.startDate));
    expect(fixed.rates.map((r) => r.isFutureRate)).toEqual([false, true]);
    const usage = plan.variableCharges[0]!;
    expect(usage.timingProfileDescription).toBeTruthy();
    expect(usage.rates[0]!.steps[0]).toMatchObject({ stepNumber: 1, bandStart: '0' });
    expect(typeof usage.rates[0]!.minimumChargePerDay).toBe('boolean');
    const all = (await demo({ method: 'GET', url: `/api/price-plan/${seeded!.id}?allRates=true` })).json<PricePlan>();
    expect(all.fixedCharges[0]!.rates).toHaveLength(3);
    // The live company does not see the demo dataset's plan.
    expect((await call({ method: 'GET', url: `/api/price-plan/${seeded!.id}` })).statusCode).toBe(404);
  });
});

describe('price plan lookups (spec 3 §5.1)', () => {
  it('filters schedule types by product type and the fixed/usage flag', async () => {
    const fixed = await lookup<Option & { productTypeId: number; isFixedCharge: boolean }>(
      'schedule-types',
      `productTypeId=${power.productTypeId}&isFixedCharge=true`,
    );
    expect(fixed.length).toBeGreaterThan(0);
    expect(fixed.every((s) => s.productTypeId === power.productTypeId && s.isFixedCharge)).toBe(true);
    const all = await lookup('schedule-types');
    expect(all.length).toBeGreaterThan(fixed.length);
  });

  it('filters networks by product type and meter types by product type and price class', async () => {
    const networks = await lookup<{ productTypeCode: string }>('networks', 'productTypeCode=GAS');
    expect(networks.length).toBeGreaterThan(0);
    expect(networks.every((n) => n.productTypeCode === 'GAS')).toBe(true);
    const peak = await lookup<Option & { priceClassId: number }>('meter-types', `productTypeId=${power.productTypeId}&priceClassId=${power.classOf.PEAK}`);
    expect(peak.map((m) => m.priceClassId)).toEqual([power.classOf.PEAK]);
  });

  it('starts the timing profiles with "Default Timing Profile" of null id, each register with its windows', async () => {
    const profiles = await lookup<TimingProfileOption>('timing-profiles', 'productTypeCode=POWER');
    expect(profiles[0]).toMatchObject({ id: null, description: texts.pricePlan.defaultTimingProfile });
    const shoulder = power.profile.meterTypes.find((m) => m.priceClassCategoryCode === 'SHOULDER')!;
    expect(shoulder.timeWindow).toBe('Mon-Fri 07:00-14:00, Mon-Fri 20:00-22:00');
    expect(shoulder.windows).toEqual([
      { days: [1, 2, 3, 4, 5], start: '07:00', end: '14:00' },
      { days: [1, 2, 3, 4, 5], start: '20:00', end: '22:00' },
    ]);
  });

  it('answers product sub types, price classes and GL accounts', async () => {
    expect((await lookup<{ productTypeCode: string }>('product-sub-types', 'productTypeCode=ISP')).every((s) => s.productTypeCode === 'ISP')).toBe(true);
    expect((await lookup<{ productTypeCode: string }>('price-class', 'productTypeCode=WATER')).map((c) => c.productTypeCode)).toEqual(['WATER', 'WATER']);
    expect((await lookup<{ display: string; value: number }>('gl-accounts'))[0]).toMatchObject({ display: '1000 Operating bank account' });
  });

  it('stores every seeded window structured as the rating parser reads its text, the migration agreeing', async () => {
    const rows = await t.database.db.select().from(timingProfileMeterTypes).where(eq(timingProfileMeterTypes.companyId, companyId));
    for (const row of rows) expect(row.windows, row.timeWindow).toEqual(windowSpecs(row.timeWindow));
    const migration = fs.readFileSync(new URL('../src/db/migrations/0022_price_plan_windows_solar.sql', import.meta.url), 'utf8');
    for (const [, text, json] of migration.matchAll(/WHEN '([^']+)' THEN '([^']+)'::jsonb/g)) expect(JSON.parse(json!), text).toEqual(windowSpecs(text!));
  });
});

describe('POST /price-plan', () => {
  it('creates a time-of-use plan with stepped rates in one go, audited', async () => {
    const plan = await create(touPlan('TOU-TEST-1'));
    expect(plan.id).toBeGreaterThan(0);
    expect(plan).toMatchObject({ code: 'TOU-TEST-1', productTypeCode: 'POWER', networkCode: power.networkCode, isTimeOfUse: true });
    expect(plan.fixedCharges[0]!.rates[0]).toMatchObject({ unitRate: '1.10', isInUse: false, isFutureRate: false });
    expect(plan.variableCharges).toHaveLength(3);
    expect(plan.variableCharges[0]!.rates[0]!.steps).toEqual([
      { stepNumber: 1, bandStart: '0', unitRate: '0.45' },
      { stepNumber: 2, bandStart: '1000', unitRate: '0.35' },
    ]);
    expect(plan.variableCharges[0]!.timingProfileDescription).toBe(power.profile.description);

    const got = await call({ method: 'GET', url: `/api/price-plan/${plan.id}` });
    expect(got.json()).toEqual(plan);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'PRICE_PLAN_CREATED'), eq(auditLog.entityId, String(plan.id))));
    expect(entry).toMatchObject({ username: 'admin', entity: 'price_plan' });
    expect((entry!.newValues as PricePlan).code).toBe('TOU-TEST-1');
  });

  it('makes the schedules of create mode’s basic rates (daily, peak, off-peak, shoulder)', async () => {
    const plan = await create({
      id: -1,
      code: 'BASIC-TOU',
      description: 'Basic entry',
      productTypeId: power.productTypeId,
      networkCode: power.networkCode,
      startDate: iso(0),
      isTimeOfUse: true,
      meterTimingProfileId: power.profile.id,
      fixedRate: '1.05',
      usageRate: '0.41',
      offPeakRate: '0.19',
      shoulderRate: '0.28',
      solarRate: '0.05',
    });
    expect(plan.solarRate).toBe('0.05');
    expect(plan.fixedCharges.map((s) => s.rates[0]!.unitRate)).toEqual(['1.05']);
    const byClass = Object.fromEntries(plan.variableCharges.map((s) => [s.priceClassId, s.rates[0]!.steps[0]!.unitRate]));
    expect(byClass).toEqual({ [power.classOf.PEAK!]: '0.41', [power.classOf.OFFPEAK!]: '0.19', [power.classOf.SHOULDER!]: '0.28' });
  });

  const base = () => touPlan('BAD-PLAN');
  const cases: [string, (p: PricePlanInput) => void, string][] = [
    ['code required', (p) => (p.code = ' '), `code: ${texts.pricePlan.required}`],
    ['code at most 20', (p) => (p.code = 'X'.repeat(21)), `code: ${texts.pricePlan.maxLength(20)}`],
    ['description required', (p) => (p.description = ''), `description: ${texts.pricePlan.required}`],
    ['network required', (p) => (p.networkCode = null), `networkCode: ${texts.pricePlan.required}`],
    ['product type required (-1)', (p) => (p.productTypeId = -1), `productTypeId: ${texts.pricePlan.required}`],
    ['start date a day', (p) => (p.startDate = '2026-02-30'), `startDate: ${texts.pricePlan.notADate}`],
    ['schedule type required', (p) => (p.fixedCharges![0]!.scheduleTypeId = -1), `fixedCharges.0.scheduleTypeId: ${texts.pricePlan.required}`],
    ['item category required', (p) => (p.variableCharges![1]!.itemCategory = null), `variableCharges.1.itemCategory: ${texts.pricePlan.required}`],
    ['schedule description required', (p) => (p.fixedCharges![0]!.invoiceDescription = ''), `fixedCharges.0.invoiceDescription: ${texts.pricePlan.required}`],
    ['unit rate 7 places', (p) => (p.fixedCharges![0]!.rates[0]!.unitRate = '1.12345678'), `fixedCharges.0.rates.0.unitRate: ${texts.pricePlan.maxPlaces(7)}`],
    [
      'minimum charge 6 places (a price change may have made it)',
      (p) => (p.fixedCharges![0]!.rates[0]!.minimumCharge = '1.1234567'),
      `fixedCharges.0.rates.0.minimumCharge: ${texts.pricePlan.maxPlaces(6)}`,
    ],
    [
      'precision 18',
      (p) => (p.fixedCharges![0]!.rates[0]!.unitRate = '12345678901234.12345'),
      `fixedCharges.0.rates.0.unitRate: ${texts.pricePlan.maxDigits(18)}`,
    ],
    [
      'first band start 0',
      (p) => (p.variableCharges![0]!.rates[0]!.steps[0]!.bandStart = '5'),
      `variableCharges.0.rates.0.steps.0.bandStart: ${texts.pricePlan.firstBandStart}`,
    ],
    [
      'band starts ascending',
      (p) => (p.variableCharges![0]!.rates[0]!.steps[1]!.bandStart = '0'),
      `variableCharges.0.rates.0.steps.1.bandStart: ${texts.pricePlan.bandStartsAscending}`,
    ],
    [
      'at most 5 steps',
      (p) => (p.variableCharges![0]!.rates[0]!.steps = [0, 1, 2, 3, 4, 5].map((i) => ({ stepNumber: i + 1, bandStart: String(i * 1000), unitRate: '0.1' }))),
      `variableCharges.0.rates.0.steps: ${texts.pricePlan.stepCount(1, 5)}`,
    ],
    ['at least 1 step', (p) => (p.variableCharges![0]!.rates[0]!.steps = []), `variableCharges.0.rates.0.steps: ${texts.pricePlan.stepCount(1, 5)}`],
    [
      'step unit rate required',
      (p) => (p.variableCharges![0]!.rates[0]!.steps[1]!.unitRate = ''),
      `variableCharges.0.rates.0.steps.1.unitRate: ${texts.pricePlan.required}`,
    ],
    [
      'rates never overlap',
      (p) => p.fixedCharges![0]!.rates.push({ id: -2, startDate: iso(-10), minimumCharge: '0', unitRate: '1.2' }),
      `fixedCharges.0.rates.1.startDate: ${texts.pricePlan.ratesOverlap}`,
    ],
    [
      'one usage schedule per price class',
      (p) => (p.variableCharges![2]!.priceClassId = p.variableCharges![0]!.priceClassId),
      `variableCharges.2.priceClassId: ${texts.pricePlan.oneUsageSchedulePerPriceClass}`,
    ],
    [
      'known schedule type of the product',
      (p) => (p.fixedCharges![0]!.scheduleTypeId = power.usageType),
      `fixedCharges.0.scheduleTypeId: ${texts.pricePlan.unknownValue}`,
    ],
    ['known network', (p) => (p.networkCode = 'NOPE'), `networkCode: ${texts.pricePlan.unknownValue}`],
    [
      'off-peak and shoulder with a timing profile',
      (p) => Object.assign(p, { fixedCharges: [], variableCharges: [], fixedRate: '1', usageRate: '0.4', offPeakRate: null, shoulderRate: '' }),
      `offPeakRate: ${texts.pricePlan.required}`,
    ],
    ['daily charge in create mode', (p) => Object.assign(p, { fixedCharges: [], fixedRate: '' }), `fixedRate: ${texts.pricePlan.required}`],
  ];
  it.each(cases)('refuses a plan breaking "%s" with a 400 naming the field and writes nothing', async (_rule, breakIt, message) => {
    const plan = base();
    breakIt(plan);
    const before = await planCount();
    const res = await call({ method: 'POST', url: '/api/price-plan', payload: plan });
    expect(res.statusCode, res.body).toBe(400);
    expect(messages(res.body)).toContain(message);
    expect(await planCount()).toBe(before);
  });

  it('refuses time of use on a plan that is not power (400 naming each field), writing nothing; a gas plan of all-day rates saves', async () => {
    const gas = (await lookup<Option & { code: string }>('product-types')).find((p) => p.code === 'GAS')!;
    const networkCode = (await lookup<{ networkCode: string }>('networks', 'productTypeCode=GAS'))[0]!.networkCode;
    const gasPlan = (code: string): PricePlanInput => ({
      id: -1,
      code,
      description: 'Gas plan',
      productTypeId: gas.id,
      networkCode,
      startDate: iso(0),
      fixedRate: '0.90',
      usageRate: '0.031',
    });
    const before = await planCount();
    const res = await call({
      method: 'POST',
      url: '/api/price-plan',
      payload: { ...gasPlan('GAS-TOU'), isTimeOfUse: true, meterTimingProfileId: power.profile.id, offPeakRate: '0.02', shoulderRate: '0.025' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false });
    expect(messages(res.body)).toEqual(
      ['isTimeOfUse', 'offPeakRate', 'shoulderRate', 'meterTimingProfileId'].map((field) => `${field}: ${texts.pricePlan.timeOfUsePowerOnly}`),
    );
    expect(await planCount()).toBe(before);

    // A saved gas plan cannot be made time of use by PUT either, nor a usage schedule given a timing profile.
    const saved = await create(gasPlan('GAS-DAY'));
    expect(saved).toMatchObject({ productTypeCode: 'GAS', isTimeOfUse: false });
    const timed = { ...saved, isTimeOfUse: true, variableCharges: saved.variableCharges.map((v) => ({ ...v, meterTimingProfileId: power.profile.id })) };
    const refused = await put(timed);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([
      `isTimeOfUse: ${texts.pricePlan.timeOfUsePowerOnly}`,
      `variableCharges.0.meterTimingProfileId: ${texts.pricePlan.timeOfUsePowerOnly}`,
    ]);
    expect((await call({ method: 'GET', url: `/api/price-plan/${saved.id}` })).json<PricePlan>()).toEqual(saved);
  });

  it('refuses a code another plan has', async () => {
    await create(touPlan('DUP-CODE'));
    const res = await call({ method: 'POST', url: '/api/price-plan', payload: touPlan('DUP-CODE') });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([`code: ${texts.pricePlan.codeTaken}`]);
  });

  it('refuses rows of another plan in a new one, changing neither', async () => {
    const other = await create(touPlan('NOT-YOURS'));
    const copy = touPlan('COPY-ROWS');
    copy.fixedCharges = [{ ...other.fixedCharges[0]!, invoiceDescription: 'Hijacked' }];
    const before = await planCount();
    const res = await call({ method: 'POST', url: '/api/price-plan', payload: copy });
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([`fixedCharges.0.id: ${texts.pricePlan.unknownRow}`]);
    expect(await planCount()).toBe(before);
    expect((await call({ method: 'GET', url: `/api/price-plan/${other.id}` })).json<PricePlan>().fixedCharges[0]!.invoiceDescription).toBe('Daily supply');
  });

  it('refuses a body of the wrong shape with a 400 envelope', async () => {
    const res = await call({ method: 'POST', url: '/api/price-plan', payload: { id: -1, code: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false });
  });
});

describe('PUT /price-plan/{id}', () => {
  let plan: PricePlan;
  beforeAll(async () => {
    plan = await create(touPlan('EDIT-ME'));
  });

  it('adds a step and keeps the rest, auditing old and new values', async () => {
    const edited = structuredClone(plan);
    edited.variableCharges[0]!.rates[0]!.steps.push({ stepNumber: 3, bandStart: '2000', unitRate: '0.3' });
    plan = await putOk(edited);
    expect(plan.variableCharges[0]!.rates[0]!.steps.map((s) => s.bandStart)).toEqual(['0', '1000', '2000']);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.event, 'PRICE_PLAN_UPDATED'), eq(auditLog.entityId, String(plan.id))))
      .orderBy(desc(auditLog.id));
    expect((entry!.oldValues as PricePlan).variableCharges[0]!.rates[0]!.steps).toHaveLength(2);
    expect((entry!.newValues as PricePlan).variableCharges[0]!.rates[0]!.steps).toHaveLength(3);
  });

  it('applies a price change: a future rate, the old one ending the day before', async () => {
    const edited = structuredClone(plan);
    const schedule = edited.fixedCharges[0]!;
    const start = iso(30);
    schedule.rates = applyPriceChange(schedule.rates, { ...schedule.rates[0]!, unitRate: '1.2500000' }, start, -1);
    plan = await putOk(edited);
    const rates = plan.fixedCharges[0]!.rates;
    expect(rates.map((r) => [r.startDate, r.endDate, r.unitRate, r.isFutureRate])).toEqual([
      [iso(-400), dayBefore(start), '1.10', false],
      [start, null, '1.25', true],
    ]);
  });

  it('deletes a future rate but refuses to delete a past one', async () => {
    const past = structuredClone(plan);
    past.fixedCharges[0]!.rates[0]!.isDeleted = true;
    const refused = await put(past);
    expect(refused.statusCode).toBe(400);
    expect(messages(refused.body)).toEqual([`fixedCharges.0.rates.0.isDeleted: ${texts.pricePlan.rateNotDeletable}`]);

    const future = structuredClone(plan);
    future.fixedCharges[0]!.rates[1]!.isDeleted = true;
    future.fixedCharges[0]!.rates[0]!.endDate = null;
    plan = await putOk(future);
    expect(plan.fixedCharges[0]!.rates.map((r) => r.unitRate)).toEqual(['1.10']);
  });

  it('refuses changing the start date or unit rate of a rate in use, changing nothing', async () => {
    const customer = await addCustomer(t.database, await adminScope(t.database), {
      name: 'Billed Customer',
      type: 'RESIDENT',
      accountNumber: 'PP-BILLED-1',
      site: { location: '1 Plan Street', siteIdentifier: 'NMIPLAN1' },
    });
    await t.database.db
      .update(utilityAccounts)
      .set({ pricePlanId: plan.id, lastBilledDate: iso(-5) })
      .where(eq(utilityAccounts.id, customer.utilityAccountId!));
    const current = (await call({ method: 'GET', url: `/api/price-plan/${plan.id}` })).json<PricePlan>();
    expect(current.fixedCharges[0]!.rates[0]!.isInUse).toBe(true);
    expect(current.fixedCharges[0]!.canDelete).toBe(false);

    const edited = structuredClone(current);
    edited.fixedCharges[0]!.rates[0]!.startDate = iso(-390);
    edited.fixedCharges[0]!.rates[0]!.unitRate = '9.99';
    edited.variableCharges[0]!.rates[0]!.steps[0]!.unitRate = '0.01';
    edited.description = 'Should not be saved';
    const res = await put(edited);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([
      `fixedCharges.0.rates.0.startDate: ${texts.pricePlan.rateInUse}`,
      `fixedCharges.0.rates.0.unitRate: ${texts.pricePlan.rateInUse}`,
      `variableCharges.0.rates.0.steps.0.unitRate: ${texts.pricePlan.rateInUse}`,
    ]);
    const deleteSchedule = structuredClone(current);
    deleteSchedule.fixedCharges[0]!.isDeleted = true;
    expect(messages((await put(deleteSchedule)).body)).toEqual([`fixedCharges.0.isDeleted: ${texts.pricePlan.scheduleNotDeletable}`]);
    expect((await call({ method: 'GET', url: `/api/price-plan/${plan.id}` })).json()).toEqual(current);

    // Its end date may still change (a price change ends it).
    const ended = structuredClone(current);
    ended.fixedCharges[0]!.rates = applyPriceChange(ended.fixedCharges[0]!.rates, { ...ended.fixedCharges[0]!.rates[0]!, unitRate: '1.3' }, iso(10), -1);
    expect((await putOk(ended)).fixedCharges[0]!.rates[0]!.endDate).toBe(iso(9));
  });

  it('leaves out rates that ended before today unless allRates is asked for, and keeps them on save', async () => {
    const withPast = (await call({ method: 'GET', url: `/api/price-plan/${plan.id}` })).json<PricePlan>();
    const usage = withPast.variableCharges[1]!;
    usage.rates = applyPriceChange(usage.rates, usage.rates[0]!, iso(-3), -1);
    await putOk(withPast);
    const shown = (await call({ method: 'GET', url: `/api/price-plan/${plan.id}` })).json<PricePlan>();
    expect(shown.variableCharges[1]!.rates.map((r) => r.startDate)).toEqual([iso(-3)]);
    const all = (await call({ method: 'GET', url: `/api/price-plan/${plan.id}?allRates=true` })).json<PricePlan>();
    expect(all.variableCharges[1]!.rates.map((r) => r.startDate)).toEqual([iso(-400), iso(-3)]);
    // A rate overlapping the hidden one is still refused.
    shown.variableCharges[1]!.rates[0]!.startDate = iso(-200);
    const res = await put(shown);
    expect(res.statusCode).toBe(400);
    expect(messages(res.body)).toEqual([`variableCharges.1.rates.0.startDate: ${texts.pricePlan.ratesOverlap}`]);
    const stored = await t.database.db
      .select({ n: count() })
      .from(usageRates)
      .where(eq(usageRates.startDate, iso(-200)));
    expect(stored[0]!.n).toBe(0);
  });

  it('refuses rows of another plan and a change of product type', async () => {
    const other = await create(touPlan('OTHER-PLAN'));
    plan = (await call({ method: 'GET', url: `/api/price-plan/${plan.id}` })).json<PricePlan>();
    const stolen = structuredClone(plan);
    stolen.fixedCharges[0] = other.fixedCharges[0]!;
    expect(messages((await put(stolen)).body)).toEqual([`fixedCharges.0.id: ${texts.pricePlan.unknownRow}`]);
    const gas = (await lookup<Option & { code: string }>('product-types')).find((p) => p.code === 'GAS')!;
    expect(messages((await put({ ...plan, productTypeId: gas.id })).body)).toEqual([`productTypeId: ${texts.pricePlan.productTypeFixed}`]);
  });
});

describe('price plan routes in the OpenAPI document', () => {
  it('declares every route with its request and response schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown }>>;
    }>();
    for (const name of PRICE_PLAN_LOOKUPS) expect(doc.paths[`/api/price-plan/lookup/${name}`]?.get?.responses['200'], name).toBeDefined();
    expect(doc.paths['/api/price-plan/{id}']?.get?.responses['200']).toBeDefined();
    expect(doc.paths['/api/price-plan/{id}']?.put?.requestBody).toBeDefined();
    expect(doc.paths['/api/price-plan']?.post?.requestBody).toBeDefined();
  });
});

describe('price plans across companies and roles', () => {
  it("answers 404 for another company's plan, on GET and PUT", async () => {
    const plan = await create(touPlan('MINE-ONLY'));
    const { username } = await createTenant(t.database, 'PPOTHER');
    const other = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await other({ method: 'GET', url: `/api/price-plan/${plan.id}` })).statusCode).toBe(404);
    const res = await other({ method: 'PUT', url: `/api/price-plan/${plan.id}`, payload: { ...plan, description: 'Taken over' } });
    expect(res.statusCode).toBe(404);
    expect((await call({ method: 'GET', url: `/api/price-plan/${plan.id}` })).json<PricePlan>().description).toBe(plan.description);
    expect((await call({ method: 'GET', url: '/api/price-plan/999999' })).statusCode).toBe(404);
  });

  it('lets a read-only user read plans but refuses saves (403), writing nothing', async () => {
    const plan = await create(touPlan('READ-ONLY'));
    const reader = as(t.app, await login(t.app, await createUser(t.database, companyId, 'plan-reader', 'ReadOnly'), FIXTURE_PASSWORD));
    expect((await reader({ method: 'GET', url: `/api/price-plan/${plan.id}` })).statusCode).toBe(200);
    const before = await planCount();
    expect((await reader({ method: 'POST', url: '/api/price-plan', payload: touPlan('READER-NEW') })).statusCode).toBe(403);
    expect((await reader({ method: 'PUT', url: `/api/price-plan/${plan.id}`, payload: { ...plan, description: 'Changed' } })).statusCode).toBe(403);
    expect(await planCount()).toBe(before);
    expect((await call({ method: 'GET', url: `/api/price-plan/${plan.id}` })).json<PricePlan>().description).toBe(plan.description);
  });
});
