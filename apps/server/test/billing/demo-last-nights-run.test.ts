import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from '../../src/db/sql-rows';
import { createTestApp, type TestApp } from '../helpers';

/**
 * issue 24 item 6: a day is charged once. A first start with a demo dataset bills its review
 * building in "last night's bill run" (seed/demo/last-nights-bill-run.ts); every unbilled
 * transaction is then a line of that run's drafts, and no day of a utility account is on two bills.
 */
let t: TestApp;
const rows = <T>(query: ReturnType<typeof sql>) => sqlRows<T>(t.database.db, query);

beforeAll(async () => {
  t = await createTestApp({ DEMO_CUSTOMERS: '60' });
}, 300_000);
afterAll(() => t?.close());

describe("a new demo dataset's last night's bill run", () => {
  it('billed the review building to yesterday with drafts waiting for review', async () => {
    const runs = await rows<{ status: string; requested_by: string; invoices: number; period_to: string }>(
      sql`select status, requested_by, invoices, period_to::text from bill_runs where dataset = 'demo'`,
    );
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'COMPLETED', requested_by: 'BILL_RUN' });
    expect(runs[0]!.invoices).toBeGreaterThan(5);
    // Its drafts bill at least the whole period the demo left to it (the month before this one, or more).
    const [first] = await rows<{ from: string; month: string }>(
      sql`select min(period_from)::text as "from", (date_trunc('month', ${runs[0]!.period_to}::date) - interval '1 month')::date::text as month
        from invoices where dataset = 'demo' and status = 'DRAFT'`,
    );
    expect(first!.from <= first!.month).toBe(true);
  });

  it('leaves no unbilled transaction outside a draft of a run', async () => {
    const [counts] = await rows<{ total: number; outside: number }>(
      sql`select count(*)::int as total,
          count(*) filter (where u.bill_run_id is null or i.id is null or i.status <> 'DRAFT' or i.bill_run_id <> u.bill_run_id)::int as outside
        from unbilled_transactions u left join invoices i on i.id = u.invoice_id
        where u.dataset = 'demo' and u.status in ('UNBILLED', 'HELD')`,
    );
    expect(counts!.total).toBeGreaterThan(0);
    expect(counts!.outside).toBe(0);
  });

  it('charges no day of a utility account twice, on issued invoices and drafts alike', async () => {
    const overlaps = await rows<{ utility_account_id: number; kind: string }>(
      sql`select a.utility_account_id, a.kind from invoice_lines a
        join invoices ia on ia.id = a.invoice_id and ia.status <> 'VOID'
        join invoice_lines b on b.utility_account_id = a.utility_account_id and b.invoice_id > a.invoice_id
        join invoices ib on ib.id = b.invoice_id and ib.status <> 'VOID'
        where a.dataset = 'demo' and b.dataset = 'demo' and a.kind in ('FIXED', 'USAGE') and b.kind = a.kind
          and ia.kind = 'INVOICE' and ib.kind = 'INVOICE'
          and a.period_from <= b.period_to and b.period_from <= a.period_to`,
    );
    expect(overlaps).toEqual([]);
  });
});
