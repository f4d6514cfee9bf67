import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceLines, invoices } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { runBillRun } from '../../src/modules/billing/bill-run.job';
import { createRun, issueRun } from '../../src/modules/billing/bill-run.service';
import { sqlRows } from '../../src/db/sql-rows';
import { as, createTestApp, login, type TestApp } from '../helpers';
import type { Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, flatPowerPlan } from './billing-fixtures';
import { billRunServers, until } from './bill-run-servers';

const ACCOUNTS = 120;
const BATCH = 4;
const KILLS = 5;

let t: TestApp;
let scope: Scope;
let customerAccountIds: number[];
const servers = billRunServers('bill-run-faults', () => t.database, { BILL_RUN_BATCH_ACCOUNTS: String(BATCH) });
const { kill, startRunThrough, runRow } = servers;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Several processes on one database need a database server; PGlite is one process's own store.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a bill run killed with SIGKILL at random points', () => {
  beforeAll(async () => {
    t = await createTestApp();
    scope = await adminScope(t.database);
    const plan = await flatPowerPlan(as(t.app, await login(t.app)), 'FAULT-FLAT');
    customerAccountIds = [];
    for (let i = 0; i < ACCOUNTS; i++) {
      const kwh = `${(i % 7) + 1}.${String(i % 1000).padStart(3, '0')}`;
      customerAccountIds.push((await accountOnPlan(t, scope, plan, `F${i}`, kwh)).customerAccountId);
    }
  }, 300_000);

  afterAll(async () => {
    await servers.close();
    await t?.close();
  });

  it('bills every account exactly once, with the totals of an uninterrupted run and gapless numbers', { timeout: 900_000 }, async () => {
    const request = { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds };
    // The uninterrupted run's figures: a dry run of the same accounts, in this process.
    const dryId = await withScope(t.database.db, scope, (tx) =>
      createRun(tx, {
        periodTo: request.periodTo,
        invoiceDate: request.invoiceDate,
        selection: { customerAccountIds },
        requestedBy: 'fault-test',
        dryRun: true,
      }),
    );
    await runBillRun(t.database, { ...scope, billRunId: dryId });
    const expected = await runRow(dryId);
    expect(expected).toMatchObject({ status: 'COMPLETED', accountsDone: ACCOUNTS, invoices: ACCOUNTS });

    let server = await servers.start();
    const id = await startRunThrough(server, request);
    let kills = 0;
    let done = 0;
    while (kills < KILLS) {
      // Killed once it has written something more, after a random moment more: mid-batch or between batches.
      done = (
        await until(
          () => runRow(id),
          (r) => r.accountsDone > done || r.status === 'COMPLETED',
          'progress',
        )
      ).accountsDone;
      await pause(Math.floor(Math.random() * 120));
      await kill(server);
      kills++;
      if ((await runRow(id)).status === 'COMPLETED') break;
      // The restarted server takes over the killed server's job once its heartbeat is overdue and goes on with the run.
      server = await servers.start();
    }
    expect(kills).toBe(KILLS);
    expect(done).toBeLessThan(ACCOUNTS);
    const run = await until(
      () => runRow(id),
      (r) => r.status === 'COMPLETED' || r.status === 'FAILED',
      'the run to finish',
    );
    await kill(server);

    expect(run).toMatchObject({
      status: 'COMPLETED',
      accountsTotal: ACCOUNTS,
      accountsDone: ACCOUNTS,
      invoices: expected.invoices,
      exceptions: expected.exceptions,
      notrans: expected.notrans,
      amountExGst: expected.amountExGst,
      gst: expected.gst,
      total: expected.total,
    });
    const perAccount = await t.database.db
      .select({ account: invoices.customerAccountId, n: sql<number>`count(*)::int`, total: sql<string>`sum(${invoices.total})::text` })
      .from(invoices)
      .where(eq(invoices.billRunId, id))
      .groupBy(invoices.customerAccountId);
    expect(perAccount).toHaveLength(ACCOUNTS);
    expect(perAccount.every((a) => a.n === 1)).toBe(true);
    // Every draft whole: two lines each, adding up to its total.
    const [wrong] = await withScope(t.database.db, scope, (tx) =>
      sqlRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from invoices i where i.bill_run_id = ${id}
        and ((select count(*) from invoice_lines l where l.invoice_id = i.id) <> 2
          or i.total <> (select sum(l.amount + l.gst) from invoice_lines l where l.invoice_id = i.id))`,
      ),
    );
    expect(wrong!.n).toBe(0);
    expect(
      (
        await t.database.db
          .select({ id: invoiceLines.id })
          .from(invoiceLines)
          .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
          .where(eq(invoices.billRunId, id))
      ).length,
    ).toBe(2 * ACCOUNTS);

    await withScope(t.database.db, scope, (tx) => issueRun(tx, id, { username: 'fault-test' }));
    const numbers = await t.database.db
      .select({ number: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.billRunId, id)))
      .orderBy(asc(invoices.invoiceNumber));
    expect(numbers.map((n) => n.number)).toEqual(Array.from({ length: ACCOUNTS }, (_, i) => `INV${String(i + 1).padStart(9, '0')}`));
  });
});
