import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billRuns, invoiceLines, invoices } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { runBillRun } from '../../src/modules/billing/bill-run.job';
import { createRun, issueRun } from '../../src/modules/billing/bill-run.service';
import { sqlRows } from '../../src/db/sql-rows';
import { as, createTestApp, login, type TestApp } from '../helpers';
import type { Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, flatPowerPlan } from './billing-fixtures';

const ACCOUNTS = 120;
const BATCH = 4;
const KILLS = 5;
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const worker = path.resolve(import.meta.dirname, 'bill-run-worker.ts');

let t: TestApp;
let scope: Scope;
let customerAccountIds: number[];
const children = new Set<ChildProcess>();

/** A worker process, resolved once it works runs. */
function startWorker(): Promise<ChildProcess> {
  // One node process with tsx's loader (the tsx command would start a second one, which SIGKILL would leave running).
  const child = spawn(process.execPath, ['--import', 'tsx', worker, t.database.connectionString!, String(BATCH)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (data: Buffer) => {
      if (data.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before it was ready`)));
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const runRow = async (id: number) => (await t.database.db.select().from(billRuns).where(eq(billRuns.id, id)))[0]!;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}

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
    await Promise.all([...children].map(kill));
    await t?.close();
  });

  it('bills every account exactly once, with the totals of an uninterrupted run and gapless numbers', { timeout: 600_000 }, async () => {
    const request = { periodTo: '2026-10-31', invoiceDate: '2026-11-02', selection: { customerAccountIds }, requestedBy: 'fault-test' };
    // The uninterrupted run's figures: a dry run of the same accounts, in this process.
    const dryId = await withScope(t.database.db, scope, (tx) => createRun(tx, { ...request, dryRun: true }));
    await runBillRun(t.database, { ...scope, billRunId: dryId });
    const expected = await runRow(dryId);
    expect(expected).toMatchObject({ status: 'COMPLETED', accountsDone: ACCOUNTS, invoices: ACCOUNTS });

    const id = await withScope(t.database.db, scope, (tx) => createRun(tx, request));
    let kills = 0;
    let done = 0;
    while (kills < KILLS) {
      const child = await startWorker();
      // Killed once it has written something more, after a random moment more: mid-batch or between batches.
      done = (
        await until(
          () => runRow(id),
          (r) => r.accountsDone > done || r.status === 'COMPLETED',
          'progress',
        )
      ).accountsDone;
      await pause(Math.floor(Math.random() * 120));
      await kill(child);
      kills++;
      if ((await runRow(id)).status === 'COMPLETED') break;
    }
    expect(kills).toBe(KILLS);
    expect(done).toBeLessThan(ACCOUNTS);
    const last = await startWorker();
    const run = await until(
      () => runRow(id),
      (r) => r.status === 'COMPLETED' || r.status === 'FAILED',
      'the run to finish',
    );
    await kill(last);

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

    await withScope(t.database.db, scope, (tx) => issueRun(tx, id, 'fault-test'));
    const numbers = await t.database.db
      .select({ number: invoices.invoiceNumber })
      .from(invoices)
      .where(and(eq(invoices.billRunId, id)))
      .orderBy(asc(invoices.invoiceNumber));
    expect(numbers.map((n) => n.number)).toEqual(Array.from({ length: ACCOUNTS }, (_, i) => `INV${String(i + 1).padStart(9, '0')}`));
  });
});
