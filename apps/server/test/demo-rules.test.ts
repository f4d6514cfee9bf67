import { eq, sql } from 'drizzle-orm';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISO_DATE } from '@wattle/contract';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { companies } from '../src/db/schema/index';
import { generateDemoData } from '../src/seed/demo/index';
import { RULE_CUSTOMERS } from '../src/seed/demo/rule-customers';
import { withScope } from '../src/db/tenancy';
import { businessDate } from '../src/lib/business-date';
import { lastBilledPeriod } from '../src/modules/price-plan-impact/last-billed-period';
import { getPricePlan } from '../src/modules/price-plans/price-plans.service';
import { rateBill, type RatedBill } from '../src/modules/rating/rate-bill';
import type { PricePlanInput, RatedLine } from '../src/modules/rating/types';
import { planInput, timingProfileIdOf } from '../src/modules/rating-inputs/plan-input';
import { loadRatingInputs, loadTimingProfile } from '../src/modules/rating-inputs/rating-inputs.service';
import { createTestApp, type TestApp } from './helpers';

/**
 * The default demo dataset (2,000 customers, seed 1, as of the company's business date) shows
 * every rating rule of billing-rules.md, and the real engine rates its accounts over the last
 * billed period. The rule customers (RULE_CUSTOMERS) are the ones docs/data-model.md lists.
 */
const DEFAULT_CUSTOMERS = loadConfig({ NODE_ENV: 'test' }).demoCustomers;
const scope = { companyId: 0, dataset: 'demo' as const };

let t: TestApp;
let asOf: string;
/** The last billed monthly period: the month before the business date's. */
let lastMonth: { from: string; to: string };

async function all<T>(query: string): Promise<T[]> {
  return withScope(t.database.db, scope, async (tx) => {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- Db is driver-neutral (PgQueryResultHKT): execute() gives no rows type to infer.
    return ((await (tx as unknown as Db).execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  });
}
const customerNumber = (i: number) => `C${String(i).padStart(7, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  const [company] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.code, 'ACME'));
  scope.companyId = company!.id;
  asOf = await businessDate(t.database.db, scope);
  const month = dayjs(asOf).startOf('month');
  lastMonth = { from: month.subtract(1, 'month').format(ISO_DATE), to: month.subtract(1, 'day').format(ISO_DATE) };
  await t.database.db.transaction((tx) => generateDemoData(tx, { ...scope, customers: DEFAULT_CUSTOMERS }));
}, 600_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo dataset exercises every rating rule', () => {
  it('has plans whose rates changed within the last 90 days of the business date', async () => {
    const changes = await all<{ code: string; kind: string }>(
      `SELECT DISTINCT pp.code, 'usage' AS kind FROM usage_rates ur
         JOIN usage_schedules us ON us.id = ur.usage_schedule_id JOIN price_plans pp ON pp.id = us.price_plan_id
       WHERE ur.start_date BETWEEN '${asOf}'::date - 90 AND '${asOf}'::date
         AND EXISTS (SELECT 1 FROM usage_rates p WHERE p.usage_schedule_id = ur.usage_schedule_id AND p.end_date = ur.start_date - 1)
       UNION
       SELECT DISTINCT pp.code, 'fixed' FROM fixed_rates fr
         JOIN fixed_schedules fs ON fs.id = fr.fixed_schedule_id JOIN price_plans pp ON pp.id = fs.price_plan_id
       WHERE fr.start_date BETWEEN '${asOf}'::date - 90 AND '${asOf}'::date
         AND EXISTS (SELECT 1 FROM fixed_rates p WHERE p.fixed_schedule_id = fr.fixed_schedule_id AND p.end_date = fr.start_date - 1)`,
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { code: 'EN-RES-TOU', kind: 'usage' },
        { code: 'EN-RES-TOU', kind: 'fixed' },
        { code: 'EN-BUS-BLOCK', kind: 'usage' },
        { code: 'EN-BUS-BLOCK', kind: 'fixed' },
      ]),
    );
  });

  it('has usage rates of two, three, four and five steps, and minimum charges per day and per period', async () => {
    const steps = await all<{ steps: number }>(`SELECT DISTINCT count(*)::integer AS steps FROM usage_rate_steps GROUP BY usage_rate_id ORDER BY 1`);
    expect(steps.map((s) => s.steps)).toEqual(expect.arrayContaining([2, 3, 4, 5]));
    const minimums = await all<{ code: string; per_day: boolean }>(
      `SELECT DISTINCT pp.code, ur.minimum_charge_per_day AS per_day FROM usage_rates ur
         JOIN usage_schedules us ON us.id = ur.usage_schedule_id JOIN price_plans pp ON pp.id = us.price_plan_id
       WHERE ur.minimum_charge > 0 ORDER BY 1`,
    );
    expect(minimums).toEqual([
      { code: 'EN-GAS-BUS', per_day: false },
      { code: 'EN-GAS-RES', per_day: true },
    ]);
  });

  it('has time of use with register meters and with interval meters, solar export, water, a concession, and accounts opened and closed last month', async () => {
    const reads = (meterType: string, table = 'meter_reads') =>
      `EXISTS (SELECT 1 FROM meters m JOIN meter_types mt ON mt.id = m.meter_type_id JOIN ${table} r ON r.meter_id = m.id
               WHERE m.utility_account_id = u.id AND mt.code = '${meterType}' AND r.read_date BETWEEN '${lastMonth.from}' AND '${lastMonth.to}')`;
    const [found] = await all<Record<string, string[]>>(
      `SELECT
         array_agg(DISTINCT c.customer_number) FILTER (WHERE pp.is_time_of_use AND ${reads('PWR_PEAK')} AND ${reads('PWR_SHOULDER')}
           AND ${reads('PWR_OFFPEAK')}) AS register_tou,
         array_agg(DISTINCT c.customer_number) FILTER (WHERE pp.is_time_of_use AND ${reads('PWR_GENERAL', 'meter_interval_reads')}) AS interval_tou,
         array_agg(DISTINCT c.customer_number) FILTER (WHERE ${reads('PWR_SOLAR')}) AS solar,
         array_agg(DISTINCT c.customer_number) FILTER (WHERE ${reads('WATER_HOT_METER')}) AS water,
         array_agg(DISTINCT c.customer_number) FILTER (WHERE u.open_date BETWEEN '${lastMonth.from}' AND '${lastMonth.to}') AS opened,
         array_agg(DISTINCT c.customer_number) FILTER (WHERE u.close_date BETWEEN '${lastMonth.from}' AND '${lastMonth.to}') AS closed,
         array_agg(DISTINCT c.customer_number) FILTER (WHERE EXISTS (
           SELECT 1 FROM concession_cards cc JOIN concessions x ON x.id = cc.concession_id
           WHERE cc.customer_id = c.id AND cc.status = 'VERIFIED' AND x.product_type_id = s.product_type_id
             AND cc.valid_from <= '${lastMonth.from}' AND cc.valid_to >= '${lastMonth.to}')) AS concession
       FROM utility_accounts u
       JOIN price_plans pp ON pp.id = u.price_plan_id
       JOIN sites s ON s.id = u.site_id
       JOIN customer_accounts a ON a.id = u.customer_account_id
       JOIN customers c ON c.id = a.customer_id`,
    );
    const rule = (i: number) => expect.arrayContaining([customerNumber(i)]);
    expect(found).toMatchObject({
      register_tou: rule(RULE_CUSTOMERS.registerTimeOfUse),
      interval_tou: rule(RULE_CUSTOMERS.intervalTimeOfUse),
      solar: expect.arrayContaining([customerNumber(RULE_CUSTOMERS.registerTimeOfUse), customerNumber(RULE_CUSTOMERS.residentialAllProducts)]),
      water: rule(RULE_CUSTOMERS.residentialAllProducts),
      opened: rule(RULE_CUSTOMERS.openedLastPeriod),
      closed: rule(RULE_CUSTOMERS.closedLastPeriod),
      concession: rule(RULE_CUSTOMERS.concession),
    });
  });

  describe('rated with the real engine over the last billed period', () => {
    /** Bills of the first 500 customers (those with reads), by customer number. */
    const bills = new Map<string, RatedBill>();

    beforeAll(async () => {
      const accounts = await all<{ id: number; plan: number; customer: string; months: number | null }>(
        `SELECT u.id, u.price_plan_id AS plan, c.customer_number AS customer, bc.period_months AS months
         FROM utility_accounts u
         JOIN customer_accounts a ON a.id = u.customer_account_id
         JOIN customers c ON c.id = a.customer_id
         LEFT JOIN billing_cycles bc ON bc.id = a.billing_cycle_id
         WHERE c.customer_number <= '${customerNumber(500)}' AND u.last_billed_date IS NOT NULL`,
      );
      await withScope(t.database.db, scope, async (tx) => {
        const plans = new Map<number, PricePlanInput>();
        for (const id of new Set(accounts.map((a) => a.plan))) {
          const plan = await getPricePlan(tx, id, true);
          plans.set(id, planInput(plan, await loadTimingProfile(tx, timingProfileIdOf(plan))));
        }
        // The period every account was last billed for (the month, or quarter, before the business date's month).
        const periods = accounts.map((a) => ({ utilityAccountId: a.id, ...lastBilledPeriod(lastMonth.to, a.months ?? 1) }));
        const loaded = await loadRatingInputs(tx, periods);
        const byId = new Map(accounts.map((a) => [a.id, a]));
        const byCustomerAccount = new Map<number, typeof loaded>();
        for (const l of loaded) byCustomerAccount.set(l.account.customerAccountId, [...(byCustomerAccount.get(l.account.customerAccountId) ?? []), l]);
        for (const [customerAccountId, list] of byCustomerAccount) {
          const bill = rateBill({
            customerAccountId,
            utilityAccounts: list.map((l) => ({ ...l.input, pricePlan: plans.get(byId.get(l.account.id)!.plan)! })),
          });
          bills.set(byId.get(list[0]!.account.id)!.customer, bill);
        }
      });
    }, 300_000);

    const linesOf = (i: number) => bills.get(customerNumber(i))!.lines;
    const kinds = (lines: RatedLine[], product?: string) => new Set(lines.filter((l) => !product || l.productTypeCode === product).map((l) => l.kind));

    it('rates every account without an error, and the lines show every kind of charge', () => {
      expect(bills.size).toBeGreaterThan(400);
      const lines = [...bills.values()].flatMap((b) => b.lines);
      expect([...kinds(lines)]).toEqual(expect.arrayContaining(['FIXED', 'USAGE', 'MINIMUM', 'SOLAR', 'CONCESSION']));
      expect([...new Set(lines.map((l) => l.derivation.touClass))]).toEqual(expect.arrayContaining(['PEAK', 'SHOULDER', 'OFFPEAK', 'CONTROLLED']));
      for (const bill of bills.values()) expect(dec(bill.total)).toBe(bill.lines.reduce((sum, l) => sum + dec(l.amount) + dec(l.gst), 0));
    });

    it('register time of use: peak, shoulder and off-peak lines at both rates of the month, and a solar feed-in credit', () => {
      const lines = linesOf(RULE_CUSTOMERS.registerTimeOfUse).filter((l) => l.productTypeCode === 'POWER');
      for (const touClass of ['PEAK', 'SHOULDER', 'OFFPEAK']) {
        const usage = lines.filter((l) => l.kind === 'USAGE' && l.derivation.touClass === touClass);
        // The price changed on the 15th: the old rate to the 14th, the new one from the 15th.
        const changeDay = dayjs(lastMonth.from).add(14, 'day').format(ISO_DATE);
        expect(usage.map((l) => l.derivation.rateStartDate === changeDay).toSorted(), touClass).toEqual([false, true]);
      }
      expect(lines.filter((l) => l.kind === 'SOLAR').every((l) => dec(l.amount) < 0)).toBe(true);
      expect(kinds(lines)).toContain('SOLAR');
    });

    it('interval time of use: the interval meter split into peak and off-peak', () => {
      const usage = linesOf(RULE_CUSTOMERS.intervalTimeOfUse).filter((l) => l.kind === 'USAGE' && l.productTypeCode === 'POWER');
      expect(new Set(usage.map((l) => l.derivation.touClass))).toEqual(new Set(['PEAK', 'OFFPEAK']));
    });

    it('stepped business: every band of the five-step rate used, prorated at the price change, and gas made up to its minimum per period', () => {
      const lines = linesOf(RULE_CUSTOMERS.steppedBusiness);
      const power = lines.filter((l) => l.productTypeCode === 'POWER' && l.kind === 'USAGE');
      expect(new Set(power.map((l) => l.derivation.rateId)).size).toBe(2);
      expect(power.some((l) => l.derivation.band!.proratedStart !== l.derivation.band!.start)).toBe(true);
      expect(Math.max(...power.map((l) => Number(l.derivation.band!.start)))).toBe(800);
      expect(kinds(lines, 'GAS')).toEqual(new Set(['FIXED', 'USAGE', 'MINIMUM']));
    });

    it('residential: solar credited at the plan rate, gas made up to its daily minimum, GST-free hot water', () => {
      const lines = linesOf(RULE_CUSTOMERS.residentialAllProducts);
      const power = lines.filter((l) => l.productTypeCode === 'POWER');
      expect(power.filter((l) => l.kind === 'USAGE').length).toBeGreaterThanOrEqual(1);
      const solar = power.find((l) => l.kind === 'SOLAR')!;
      expect(solar).toMatchObject({ unitRate: '-0.0600000', gst: '0.00' });
      expect(dec(solar.amount)).toBeLessThan(0);
      expect(kinds(lines, 'GAS')).toEqual(new Set(['FIXED', 'USAGE', 'MINIMUM']));
      const water = lines.filter((l) => l.productTypeCode === 'WATER');
      expect(kinds(water)).toEqual(new Set(['FIXED', 'USAGE']));
      expect(water.every((l) => l.gst === '0.00')).toBe(true);
    });

    it('concession: a credit on the power account', () => {
      expect(kinds(linesOf(RULE_CUSTOMERS.concession), 'POWER')).toContain('CONCESSION');
    });

    it('accounts opened and closed last month are billed from the open date and to the close date', async () => {
      const [dates] = await all<{ opened: string; closed: string }>(
        `SELECT (SELECT open_date::text FROM customers WHERE customer_number = '${customerNumber(RULE_CUSTOMERS.openedLastPeriod)}') AS opened,
           (SELECT close_date::text FROM customers WHERE customer_number = '${customerNumber(RULE_CUSTOMERS.closedLastPeriod)}') AS closed`,
      );
      const supply = (i: number) => linesOf(i).find((l) => l.kind === 'FIXED' && l.productTypeCode === 'POWER')!;
      expect(supply(RULE_CUSTOMERS.openedLastPeriod)).toMatchObject({ periodFrom: dates!.opened, periodTo: lastMonth.to });
      expect(supply(RULE_CUSTOMERS.closedLastPeriod)).toMatchObject({ periodFrom: lastMonth.from, periodTo: dates!.closed });
      expect(supply(RULE_CUSTOMERS.openedLastPeriod).days).toBeLessThan(dayjs(lastMonth.to).diff(lastMonth.from, 'day') + 1);
    });
  });
});

/** Amounts in cents, exactly (two decimal places). */
const dec = (amount: string) => Math.round(Number(amount) * 100);

/** Issue 28 items 9 and 12: at the default size the demo looks like a working retailer on its day. */
describe('the default demo dataset looks like a working retailer', () => {
  it('has most customers paid up: one active billed account in eight or so in arrears, a few well overdue', async () => {
    const [row] = await all<{ billed: number; behind: number; well_overdue: number }>(
      `SELECT count(*)::integer AS billed,
         count(*) FILTER (WHERE a.credit_status IN ('ARREARS', 'COLLECTIONS'))::integer AS behind,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM invoices i WHERE i.customer_account_id = a.id AND i.status IN ('OVERDUE', 'PART_PAID')
           AND i.due_date < '${asOf}'::date - 90))::integer AS well_overdue
       FROM customer_accounts a
       WHERE a.account_status = 'ACTIVE' AND EXISTS (SELECT 1 FROM invoices i WHERE i.customer_account_id = a.id)`,
    );
    // About 11% mid-month to 14.5% late in the month (measured): the late payers' latest bill falls due on the 17th.
    expect(row!.behind / row!.billed).toBeGreaterThanOrEqual(0.1);
    expect(row!.behind / row!.billed).toBeLessThanOrEqual(0.16);
    expect(row!.well_overdue).toBeGreaterThan(0);
    expect(row!.well_overdue).toBeLessThan(row!.behind / 2);
  });

  it('has the reads behind every invoice: each usage line is the sum of its period’s reads', async () => {
    const [row] = await all<{ lines: number; without_reads: number; differ: number }>(
      `SELECT count(*)::integer AS lines,
         count(*) FILTER (WHERE r.quantity IS NULL)::integer AS without_reads,
         count(*) FILTER (WHERE r.quantity IS NOT NULL AND round(r.quantity, 3) <> l.quantity)::integer AS differ
       FROM invoice_lines l
       JOIN invoices i ON i.id = l.invoice_id AND i.bill_run_id IS NULL
       CROSS JOIN LATERAL (
         SELECT sum(mr.quantity * m.multiplier) AS quantity FROM meters m
         JOIN meter_types mt ON mt.id = m.meter_type_id AND mt.code <> 'PWR_SOLAR'
         JOIN meter_reads mr ON mr.meter_id = m.id AND mr.read_date BETWEEN l.period_from AND l.period_to
         WHERE m.utility_account_id = l.utility_account_id) r
       WHERE l.utility_account_id IS NOT NULL AND l.unit_of_measure <> 'day'`,
    );
    expect(row!.lines).toBeGreaterThan(DEFAULT_CUSTOMERS);
    expect(row).toMatchObject({ without_reads: 0, differ: 0 });
  });
});
