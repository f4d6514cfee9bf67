import { and, eq, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_PAGE_SIZE_MAX, ISO_DATE, type BillRun, type Invoice, type InvoiceSummary, type UtilityAccountReads } from '@wattle/contract';
import { billingCycles, billingExceptions, companies, productTypes, sites, utilityAccounts } from '../../src/db/schema/index';
import { generateDemoData } from '../../src/seed/demo/index';
import { businessClock, businessDate } from '../../src/lib/business-date';
import { dec, round2, round3 } from '../../src/modules/rating/decimal';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { finishedRun, type Caller } from './billing-fixtures';

/**
 * issue 24 "Done when": a bill run over a freshly generated demo dataset to yesterday. Every line
 * is recomputed from the reads answer alone (GET /billing/utility-accounts/{id}/reads), and the
 * only NO_READS are the ones the demo sets out to show (docs/billing.md, "The demo's first bill run").
 */
const CUSTOMERS = 60;
/**
 * Sunday 6 December: the demo is billed to 30 November, so the run bills 1–5 December, off the
 * cycle day: smart (power) meters have read every day, basic (gas, water) meters not since 30 November.
 */
const AS_OF = '2026-12-06';
const MONTH_START = '2026-12-01';
const realNow = businessClock.now;
const scope = { companyId: 0, dataset: 'demo' as const };

let t: TestApp;
let call: Caller;
let run: BillRun;
let drafts: Invoice[];

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
  scope.companyId = company!.id;
  // 01:00 on 6 December in Sydney, the company's zone.
  businessClock.now = () => new Date('2026-12-05T14:00:00Z');
  const asOf = await businessDate(t.database.db, scope);
  expect(asOf).toBe(AS_OF);
  await t.database.db.transaction((tx) => generateDemoData(tx, { ...scope, customers: CUSTOMERS, asOf }));
  call = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
  const cycles = await t.database.db
    .select({ id: billingCycles.id })
    .from(billingCycles)
    .where(and(eq(billingCycles.companyId, scope.companyId), eq(billingCycles.dataset, 'demo')));
  const yesterday = dayjs(asOf).subtract(1, 'day').format(ISO_DATE);
  const res = await call({
    method: 'POST',
    url: '/api/billing/bill-runs',
    payload: { periodTo: yesterday, invoiceDate: asOf, billingCycleIds: cycles.map((c) => c.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  run = await finishedRun(call, res.json<{ id: number }>().id);
  const list = (await call({ method: 'GET', url: `/api/billing/invoices?billRunId=${run.id}&pageSize=${INVOICE_PAGE_SIZE_MAX}` })).json<{
    items: InvoiceSummary[];
  }>();
  drafts = [];
  for (const item of list.items) drafts.push((await call({ method: 'GET', url: `/api/billing/invoices/${item.id}` })).json<Invoice>());
}, 600_000);

afterAll(async () => {
  businessClock.now = realNow;
  await t?.close();
});

/** A meter's quantity of the days from..to as the reads answer gives them: a day with intervals is their sum (billing-rules §4). */
function dayQuantities(meter: UtilityAccountReads['meters'][number], from: string, to: string) {
  const inPeriod = (day: string) => day >= from && day <= to;
  const intervalDays = new Map(
    meter.intervals.filter((d) => inPeriod(d.readDate)).map((d) => [d.readDate, d.quantities.reduce((a, q) => (q === null ? a : a.plus(q)), dec(0))]),
  );
  let total = dec(0);
  for (const read of meter.reads) if (inPeriod(read.readDate) && !intervalDays.has(read.readDate)) total = total.plus(read.quantity);
  for (const quantity of intervalDays.values()) total = total.plus(quantity);
  return total.times(meter.multiplier);
}

describe('a bill run over the demo dataset to yesterday', () => {
  it('completes with drafts', () => {
    expect(run.status).toBe('COMPLETED');
    expect(run.error).toBeNull();
    expect(drafts.length).toBeGreaterThan(20);
  });

  it('every line follows the revised rules, recomputed from the reads answer', async () => {
    const readsOf = new Map<number, UtilityAccountReads>();
    let recomputed = 0;
    for (const draft of drafts) {
      for (const line of draft.lines) {
        // Every line: amount = round2(quantity × unit rate), never 0.00 (§1).
        expect(line.amount, `${draft.id}/${line.lineNumber}`).not.toBe('0.00');
        if (line.kind === 'FIXED' || line.kind === 'USAGE') expect(round2(dec(line.quantity).times(line.unitRate)).toFixed(2)).toBe(line.amount);
        if (line.kind !== 'USAGE' || !line.utilityAccountId || !line.derivation) continue;
        let reads = readsOf.get(line.utilityAccountId);
        if (!reads) {
          const res = await call({ method: 'GET', url: `/api/billing/utility-accounts/${line.utilityAccountId}/reads` });
          expect(res.statusCode, res.body).toBe(200);
          reads = res.json<UtilityAccountReads>();
          readsOf.set(line.utilityAccountId, reads);
        }
        const D = reads.billingCycle.standardDays;
        const band = line.derivation.band!;
        // Band starts are for D days and prorate dr / D (§2, §4).
        expect(band.proratedStart).toBe(round3(dec(band.start).times(line.days!).div(D)).toFixed(3));
        // A meter's quantity is its days' quantities, one source per day (a split meter's lines are its class shares).
        if (line.derivation.touClass !== null) continue;
        for (const used of line.derivation.meters) {
          const meter = reads.meters.find((m) => m.meterId === used.meterId)!;
          expect(used.quantity, `meter ${meter.meterCode}`).toBe(round3(dayQuantities(meter, line.periodFrom!, line.periodTo!)).toFixed(3));
          recomputed += 1;
        }
      }
    }
    expect(recomputed).toBeGreaterThan(20);
  });

  it('raises NO_READS only for basic meters, which are read at the period end, and for no smart meter', async () => {
    const raised = await t.database.db
      .select({ code: billingExceptions.exceptionCode, product: productTypes.code, n: sql<number>`count(*)::int` })
      .from(billingExceptions)
      .innerJoin(utilityAccounts, eq(utilityAccounts.id, billingExceptions.utilityAccountId))
      .innerJoin(sites, eq(sites.id, utilityAccounts.siteId))
      .innerJoin(productTypes, eq(productTypes.id, sites.productTypeId))
      .where(eq(billingExceptions.billRunId, run.id))
      .groupBy(billingExceptions.exceptionCode, productTypes.code);
    const count = (code: string, product: string) => raised.find((r) => r.code === code && r.product === product)?.n ?? 0;
    expect(count('NO_READS', 'POWER')).toBe(0);
    // One for each gas and water account the run billed from 1 December only (docs/billing.md, "The
    // demo's first bill run"); the review building's, billed from its last period's start, have its end read.
    const basic = drafts.flatMap((d) => d.lines).filter((l) => l.kind === 'FIXED' && (l.productTypeCode === 'GAS' || l.productTypeCode === 'WATER'));
    const offCycle = new Set(basic.filter((l) => l.periodFrom! >= MONTH_START).map((l) => l.utilityAccountId));
    const wholePeriod = new Set(basic.filter((l) => l.periodFrom! < MONTH_START).map((l) => l.utilityAccountId));
    expect(count('NO_READS', 'GAS') + count('NO_READS', 'WATER')).toBe(offCycle.size);
    expect(offCycle.size).toBeGreaterThan(10);
    expect(wholePeriod.size).toBeGreaterThan(0);
    expect(raised.filter((r) => r.code !== 'NO_READS' && r.code !== 'HIGH_USAGE')).toEqual([]);
  });
});
