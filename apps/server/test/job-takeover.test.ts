import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../src/db/schema/index';
import { accountOnPlan, flatPowerPlan } from './billing/billing-fixtures';
import { billRunServers, until } from './billing/bill-run-servers';
import { as, createTestApp, login, type TestApp } from './helpers';
import { adminScope } from './sections-fixtures';

/** Enough accounts, one per batch, that the first server is still at work when it is killed. */
const ACCOUNTS = 60;

/**
 * Issue 25: a server killed outright (SIGKILL) while its job runs; another server on the same
 * database takes the job over once its heartbeat stops (jobs/job.ts) and finishes the bill run,
 * each account billed once. Real server processes (the built dist/main.js) on PostgreSQL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a job whose server dies', () => {
  let t: TestApp;
  const customerAccountIds: number[] = [];
  const servers = billRunServers('takeover', () => t.database);

  beforeAll(async () => {
    t = await createTestApp();
    const scope = await adminScope(t.database);
    const plan = await flatPowerPlan(as(t.app, await login(t.app)), 'TAKEOVER');
    for (let i = 0; i < ACCOUNTS; i++) customerAccountIds.push((await accountOnPlan(t, scope, plan, `TK${i}`, '2.000')).customerAccountId);
  }, 180_000);

  afterAll(async () => {
    await servers.close();
    await t?.close();
  });

  it('is finished by another server: the run completes with every account billed once', async () => {
    const first = await servers.start();
    const id = await servers.startRunThrough(first, { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds });
    const started = await until(
      () => servers.runRow(id),
      (run) => run.status === 'RUNNING' && run.accountsDone > 0,
      'the first server at work',
      60_000,
    );
    expect(started.status).toBe('RUNNING');

    await servers.kill(first);
    const atKill = await servers.runRow(id);
    expect(atKill.accountsDone).toBeLessThan(ACCOUNTS);

    // The second server's sweep finds the dead server's job still active and sends no second one;
    // once its heartbeat is overdue the second server's supervision retries it, and it takes it.
    const second = await servers.start();
    const finished = await until(
      () => servers.runRow(id),
      (run) => run.status !== 'RUNNING' && run.status !== 'QUEUED',
      'the second server to finish the run',
    );
    expect(finished).toMatchObject({ status: 'COMPLETED', accountsTotal: ACCOUNTS, accountsDone: ACCOUNTS, invoices: ACCOUNTS });
    const billed = await t.database.db.select({ customerAccountId: invoices.customerAccountId }).from(invoices).where(eq(invoices.billRunId, id));
    expect(billed).toHaveLength(ACCOUNTS);
    expect(new Set(billed.map((b) => b.customerAccountId)).size).toBe(ACCOUNTS);
    expect(fs.readFileSync(second.logFile, 'utf8')).not.toMatch(/"level":(50|60)/);
  }, 240_000);
});
