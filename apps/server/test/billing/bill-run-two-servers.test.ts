import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../src/db/schema/index';
import { sqlRows } from '../../src/db/sql-rows';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, flatPowerPlan } from './billing-fixtures';
import { billRunServers, until } from './bill-run-servers';

/** Enough accounts, one per batch, that the second server joins while the first is at work. */
const ACCOUNTS = 40;

/**
 * Issue 29 item 1: two server processes on one PostgreSQL database share one bill run's batches.
 * Each server's job worker takes one of the run's jobs at a time, so a second job billing accounts
 * means a second process billed beside the first: on one server the first job bills everything
 * before the next one starts. Real server processes (the built dist/main.js).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a bill run on two servers', () => {
  let t: TestApp;
  const customerAccountIds: number[] = [];
  const servers = billRunServers('two-servers-bill-run', () => t.database);

  beforeAll(async () => {
    t = await createTestApp();
    const scope = await adminScope(t.database);
    const plan = await flatPowerPlan(as(t.app, await login(t.app)), 'TWO-SERVERS');
    for (let i = 0; i < ACCOUNTS; i++) customerAccountIds.push((await accountOnPlan(t, scope, plan, `TS${i}`, '3.000')).customerAccountId);
  }, 180_000);

  afterAll(async () => {
    await servers.close();
    await t?.close();
  });

  it('is billed by both servers together, every account exactly once', async () => {
    const [first] = await Promise.all([servers.start(), servers.start()]);
    const id = await servers.startRunThrough(first, { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds });
    const finished = await until(
      () => servers.runRow(id),
      (run) => run.status !== 'RUNNING' && run.status !== 'QUEUED',
      'the run to finish',
    );
    expect(finished).toMatchObject({ status: 'COMPLETED', accountsTotal: ACCOUNTS, accountsDone: ACCOUNTS, invoices: ACCOUNTS });

    const billed = await t.database.db.select({ customerAccountId: invoices.customerAccountId }).from(invoices).where(eq(invoices.billRunId, id));
    expect(billed).toHaveLength(ACCOUNTS);
    expect(new Set(billed.map((b) => b.customerAccountId))).toEqual(new Set(customerAccountIds));

    const byWorker = await sqlRows<{ worker: string; accounts: number }>(
      t.database.db,
      sql`select claimed_by as worker, count(*)::int as accounts from bill_run_accounts where bill_run_id = ${id} and outcome <> 'PENDING' group by 1 order by 1`,
    );
    expect(byWorker, 'two of the run’s jobs billed accounts, so both servers did').toHaveLength(2);
    expect(byWorker.every((w) => w.accounts > 0)).toBe(true);
    expect(byWorker.reduce((sum, w) => sum + w.accounts, 0)).toBe(ACCOUNTS);
  }, 240_000);
});
