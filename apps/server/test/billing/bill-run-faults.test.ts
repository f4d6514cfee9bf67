import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWattle, type WattleServer } from '../../../../scripts/wattle-server';
import { billRuns, invoiceLines, invoices } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { runBillRun } from '../../src/modules/billing/bill-run.job';
import { createRun, issueRun } from '../../src/modules/billing/bill-run.service';
import { sqlRows } from '../../src/db/sql-rows';
import { signInCookie } from '../raw-http';
import { as, createTestApp, login, type TestApp } from '../helpers';
import type { Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, flatPowerPlan } from './billing-fixtures';

const ACCOUNTS = 120;
const BATCH = 4;
const KILLS = 5;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-bill-run-faults-'));

let t: TestApp;
let scope: Scope;
let customerAccountIds: number[];
const servers = new Set<WattleServer>();
let starts = 0;

/**
 * A Wattle server as `npm start` runs it (the compiled dist/main.js) on the test's database, with
 * its job workers on and small bill-run batches; resolved once it answers.
 */
async function startServer(): Promise<WattleServer> {
  const server = await startWattle({
    env: {
      DATABASE_URL: t.database.connectionString!,
      DATA_DIR: path.join(workDir, 'data'),
      DEMO_CUSTOMERS: '0',
      JOBS: 'on',
      BILL_RUN_BATCH_ACCOUNTS: String(BATCH),
      // The dead server's job is retried once its heartbeat is 10 s overdue, checked every second.
      JOB_HEARTBEAT_SECONDS: '10',
      JOB_SUPERVISE_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
    logFile: path.join(workDir, `server-${++starts}.log`),
    timeoutMs: 180_000,
  });
  servers.add(server);
  return server;
}

/** SIGKILL: no shutdown hook runs, whatever the server was writing is cut off. */
async function kill(server: WattleServer): Promise<void> {
  try {
    process.kill(server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  await server.stop();
  servers.delete(server);
}

/** The run started as an administrator does, through the server's API. */
async function startRunThrough(server: WattleServer, request: object): Promise<number> {
  const cookie = await signInCookie(server.url);
  const res = await fetch(`${server.url}/api/billing/bill-runs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie },
    body: JSON.stringify(request),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }).id;
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
    await Promise.all([...servers].map(kill));
    await t?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
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

    let server = await startServer();
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
      server = await startServer();
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
