import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillRun } from '@wattle/contract';
import type { Db } from '../../src/db/client';
import { billingCycles, billingExceptions, companies } from '../../src/db/schema/index';
import { generateDemoData } from '../../src/seed/demo/index';
import { withScope } from '../../src/db/tenancy';
import { addDemoReadsForAll, DEMO_READS_QUEUE } from '../../src/jobs/demo-reads';
import { businessClock } from '../../src/lib/business-date';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { finishedRun } from './billing-fixtures';

/**
 * issue 24 item 5: the demo generated on 20 November 2026 (billed to 31 October, reads to the
 * 19th) is opened again on 1 December, a billing day: the demo reads job has brought every meter
 * up to 30 November, and a run of the monthly cycle to that day raises no NO_READS.
 */
const scope = { companyId: 0, dataset: 'demo' as const };
const realNow = businessClock.now;
let t: TestApp;

async function one<T>(query: string): Promise<T> {
  return withScope(t.database.db, scope, async (tx) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
    return ((await (tx as unknown as Db).execute(sql.raw(query))) as unknown as { rows: T[] }).rows[0]!;
  });
}

/** Active accounts' meters by kind: how many, and how many lack a read on the day. */
const missing = (products: string, day: string) =>
  one<{ meters: number; missing: number }>(
    `SELECT count(*)::int AS meters,
       count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM meter_reads r WHERE r.meter_id = m.id AND r.read_date = '${day}'))::int AS missing
     FROM meters m JOIN utility_accounts u ON u.id = m.utility_account_id AND u.account_status = 'ACTIVE'
     JOIN customer_accounts ca ON ca.id = u.customer_account_id JOIN billing_cycles bc ON bc.id = ca.billing_cycle_id AND bc.period_months = 1
     JOIN product_types pt ON pt.id = m.product_type_id AND pt.code IN (${products})`,
  );
const readCount = () => one<{ n: number }>(`SELECT (SELECT count(*) FROM meter_reads) + (SELECT count(*) FROM meter_interval_reads) AS n`);

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
  scope.companyId = company!.id;
  await t.database.db.transaction((tx) => generateDemoData(tx, { ...scope, customers: 60, asOf: '2026-11-20' }));
  // 01:00 on 1 December in Sydney.
  businessClock.now = () => new Date('2026-11-30T14:00:00Z');
  await addDemoReadsForAll(t.database);
}, 600_000);

afterAll(async () => {
  businessClock.now = realNow;
  await t?.close();
});

describe('the demo reads job', () => {
  it('is a pg-boss cron schedule', async () => {
    expect((await t.app.boss!.getSchedules(DEMO_READS_QUEUE)).map((s) => s.cron)).toEqual(['5 * * * *']);
  });

  it('reads every smart meter daily and every basic meter at its period end, up to yesterday', async () => {
    for (const day of ['2026-11-20', '2026-11-29', '2026-11-30']) {
      const smart = await missing(`'POWER'`, day);
      expect(smart.meters).toBeGreaterThan(20);
      expect(smart.missing, day).toBe(0);
    }
    const basic = await missing(`'GAS', 'WATER'`, '2026-11-30');
    expect(basic.meters).toBeGreaterThan(10);
    expect(basic.missing).toBe(0);
    expect((await missing(`'GAS', 'WATER'`, '2026-11-29')).missing).toBe(basic.meters);
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM meter_reads WHERE read_date > '2026-11-30'`)).n).toBe(0);
  });

  it("keeps each interval day's daily read the sum of its intervals", async () => {
    const row = await one<{ days: number; differ: number }>(
      `SELECT count(*)::int AS days, count(*) FILTER (WHERE r.quantity IS DISTINCT FROM (SELECT sum(q) FROM unnest(i.quantities) q))::int AS differ
       FROM meter_interval_reads i LEFT JOIN meter_reads r ON r.meter_id = i.meter_id AND r.read_date = i.read_date
       WHERE i.read_date >= '2026-11-20'`,
    );
    expect(row.days).toBeGreaterThan(0);
    expect(row.differ).toBe(0);
  });

  it('writes nothing when run again the same day', async () => {
    const before = await readCount();
    await addDemoReadsForAll(t.database);
    expect(await readCount()).toEqual(before);
  });

  it('a run of the monthly cycle on the billing day raises no NO_READS', async () => {
    const call = as(t.app, await login(t.app, 'admin', 'Admin123!', true));
    const [monthly] = await t.database.db
      .select({ id: billingCycles.id })
      .from(billingCycles)
      .where(and(eq(billingCycles.companyId, scope.companyId), eq(billingCycles.dataset, 'demo'), eq(billingCycles.periodMonths, 1)));
    const res = await call({
      method: 'POST',
      url: '/api/billing/bill-runs',
      payload: { periodTo: '2026-11-30', invoiceDate: '2026-12-01', billingCycleIds: [monthly!.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const run: BillRun = await finishedRun(call, res.json<{ id: number }>().id);
    expect(run).toMatchObject({ status: 'COMPLETED', error: null });
    expect(run.invoices).toBeGreaterThan(20);
    const noReads = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(billingExceptions)
      .where(and(eq(billingExceptions.billRunId, run.id), eq(billingExceptions.exceptionCode, 'NO_READS')));
    expect(noReads[0]!.n).toBe(0);
  });
});
