import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWattle, type WattleServer } from '../../../scripts/wattle-server';
import { billRuns, invoices } from '../src/db/schema/index';
import { accountOnPlan, flatPowerPlan } from './billing/billing-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { signInCookie } from './raw-http';
import { adminScope } from './sections-fixtures';
import type { Scope } from './search-fixtures';

/** Enough accounts, one per batch, that the first server is still at work when it is killed. */
const ACCOUNTS = 60;

/**
 * Issue 25: a server killed outright (SIGKILL) while its job runs; another server on the same
 * database takes the job over once its heartbeat stops (jobs/job.ts) and finishes the bill run,
 * each account billed once. Real server processes (the built dist/main.js) on PostgreSQL.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a job whose server dies', () => {
  let t: TestApp;
  let scope: Scope;
  const customerAccountIds: number[] = [];
  const servers: WattleServer[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-takeover-'));

  const startServer = (name: string) =>
    startWattle({
      env: {
        DATABASE_URL: t.database.connectionString!,
        DATA_DIR: path.join(scratch, name),
        DEMO_CUSTOMERS: '0',
        JOBS: 'on',
        BILL_RUN_BATCH_ACCOUNTS: '1',
        JOB_HEARTBEAT_SECONDS: '10',
        JOB_SUPERVISE_SECONDS: '1',
        LOG_LEVEL: 'warn',
        NODE_OPTIONS: '',
      },
      logFile: path.join(scratch, `${name}.log`),
    }).then((server) => (servers.push(server), server));

  const runOf = async (id: number) => (await t.database.db.select().from(billRuns).where(eq(billRuns.id, id)))[0]!;

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
    const deadline = performance.now() + timeoutMs;
    let value = await read();
    while (!done(value) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      value = await read();
    }
    return value;
  }

  beforeAll(async () => {
    t = await createTestApp();
    scope = await adminScope(t.database);
    const plan = await flatPowerPlan(as(t.app, await login(t.app)), 'TAKEOVER');
    for (let i = 0; i < ACCOUNTS; i++) customerAccountIds.push((await accountOnPlan(t, scope, plan, `TK${i}`, '2.000')).customerAccountId);
  }, 180_000);

  afterAll(async () => {
    for (const server of servers) await server.stop();
    await t?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('is finished by another server: the run completes with every account billed once', async () => {
    // Started as an administrator does, through the first server, which queues its job and works it.
    const first = await startServer('first');
    const res = await fetch(`${first.url}/api/billing/bill-runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': '1', cookie: await signInCookie(first.url) },
      body: JSON.stringify({ periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds }),
    });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: number };
    const started = await until(
      () => runOf(id),
      (run) => run.status === 'RUNNING' && run.accountsDone > 0,
      60_000,
    );
    expect(started.status).toBe('RUNNING');

    process.kill(first.pid, 'SIGKILL');
    const atKill = await runOf(id);
    expect(atKill.accountsDone).toBeLessThan(ACCOUNTS);

    // The second server's sweep finds the dead server's job still active and sends no second one;
    // once its heartbeat is overdue the second server's supervision retries it, and it takes it.
    const second = await startServer('second');
    const finished = await until(
      () => runOf(id),
      (run) => run.status !== 'RUNNING' && run.status !== 'QUEUED',
      120_000,
    );
    expect(finished).toMatchObject({ status: 'COMPLETED', accountsTotal: ACCOUNTS, accountsDone: ACCOUNTS, invoices: ACCOUNTS });
    const billed = await t.database.db.select({ customerAccountId: invoices.customerAccountId }).from(invoices).where(eq(invoices.billRunId, id));
    expect(billed).toHaveLength(ACCOUNTS);
    expect(new Set(billed.map((b) => b.customerAccountId)).size).toBe(ACCOUNTS);
    expect(fs.readFileSync(second.logFile, 'utf8')).not.toMatch(/"level":(50|60)/);
  }, 240_000);
});
