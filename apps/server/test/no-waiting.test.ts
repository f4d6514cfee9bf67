import { once } from 'node:events';
import fs from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, texts, type ScheduledTask, type TaskLog } from '@wattle/contract';
import { jobRunLogs, jobRuns, meterReadImports } from '../src/db/schema/index';
import { openDashboardContext, rows, runAction, type DashboardContext } from './dashboard-context';
import { IMPORT_BATCH_ROWS } from '../src/modules/metering/meter-reads.service';
import { login, workStartedTaskRuns } from './helpers';

/** Enough rows that the workbook is many times what a socket buffers. */
const EXTRA_ROWS = 30_000;
/** Enough waiting meter reads that importing them takes many batches (transactions), and seconds. */
const WAITING_READS = 12 * IMPORT_BATCH_ROWS;

let ctx: DashboardContext;
const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wattle-no-waiting-'));
const socketPath = path.join(socketDir, 'server.sock');

beforeAll(async () => {
  ctx = await openDashboardContext();
  // Rows of hex text (which compresses poorly) in the acme company's Billing Exceptions queue.
  await ctx.t.database.db.execute(sql`
    insert into billing_exceptions (company_id, dataset, customer_account_id, exception_code, message)
    select e.company_id, e.dataset, e.customer_account_id, 'HIGH_USAGE', md5(g::text) || md5((g * 7)::text)
    from billing_exceptions e, generate_series(1, ${EXTRA_ROWS}) g where e.id = ${ctx.acme.fixture.exceptions.open}`);
  // A Unix socket: its small buffers fill after a few hundred kilobytes of a download nobody reads.
  await ctx.t.app.listen({ path: socketPath });
}, 180_000);

afterAll(async () => {
  await ctx?.close();
  fs.rmSync(socketDir, { recursive: true, force: true });
});

const signIn = () =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-csrf': '1' },
    payload: { username: 'admin', password: 'Admin123!', useDemoMode: false },
  });

describe('one transaction at a time (PGlite): a download never holds one', () => {
  it('signs a user in while a large dashboard export waits for its client to read on', async () => {
    const item = ctx.acme.item('BILLEXCEPTIONS');
    const expected = (await rows(ctx.acme, 'BILLEXCEPTIONS')).totalItems;
    expect(expected).toBeGreaterThan(EXTRA_ROWS);
    const cookie = await login(ctx.t.app);
    const download = await new Promise<IncomingMessage>((resolve, reject) =>
      http.get({ socketPath, path: `/api/dashboard/processes/${item.id}/export?processCode=${item.code}`, headers: { cookie } }, resolve).on('error', reject),
    );
    expect(download.statusCode).toBe(200);
    // Take the first bytes, then stop reading: the server can only go on once the client reads.
    download.pause();
    let ended = false;
    download.on('end', () => (ended = true));

    const signedIn = await signIn();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    // The sign-in is done and the download is not: the export held no transaction while it waited.
    expect(ended).toBe(false);

    const chunks: Buffer[] = [];
    download.on('data', (chunk: Buffer) => chunks.push(chunk));
    download.resume();
    await once(download, 'end');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(expected + 1);
  }, 180_000);

  it('signs a user in while a scheduled task imports thousands of meter reads', async () => {
    const { meterCode } = ctx.acme.fixture;
    // Waiting reads of the fixture's meter, one a day before its first stored read, each reading higher.
    await ctx.t.database.db.execute(sql`
      insert into meter_read_imports (company_id, dataset, meter_id, meter_code, read_import_desc, read_date, reading, source)
      select m.company_id, m.dataset, m.id, m.meter_code, 'Generated read', current_date - 40 - ${WAITING_READS}::int + g, g, 'PROVIDER'
      from meters m, generate_series(1, ${WAITING_READS}) g where m.meter_code = ${meterCode}`);
    const tasks = (await ctx.acme.call({ method: 'GET', url: '/api/dashboard/scheduled-tasks' })).json<ScheduledTask[]>();
    const task = tasks.find((t) => t.name === 'Meter Read Import')!;
    const db = ctx.t.database.db;
    const progress = () =>
      db
        .select({ id: jobRunLogs.id })
        .from(jobRunLogs)
        .innerJoin(jobRuns, eq(jobRuns.id, jobRunLogs.jobRunId))
        .where(and(eq(jobRuns.systemJobId, task.id), eq(jobRunLogs.status, 'RUNNING')));
    const logsOf = async () => (await ctx.acme.call({ method: 'GET', url: `/api/dashboard/scheduled-tasks/${task.id}/logs` })).json<TaskLog[]>();

    const res = await runAction(ctx.acme, 'RUN_SCHED_MGMT', 'RUN', [{ key_exception_id: task.id }]);
    expect(res.json()[0]).toEqual({ message: texts.dashboard.taskStarted('Meter Read Import'), messageType: 'Success' });
    let finished = false;
    const work = workStartedTaskRuns(ctx.t).finally(() => (finished = true));
    // Sign in once the run has done its first batch.
    while (!finished && (await progress()).length === 0) await new Promise((r) => setTimeout(r, 20));
    const signedIn = await signIn();
    // Meanwhile the run's log says how far it has got.
    const logs = await logsOf();
    expect(signedIn.statusCode).toBe(200);
    // The task was still working while the sign-in was answered: the sign-in did not wait for it.
    expect(finished).toBe(false);
    expect(logs[0]).toMatchObject({ name: 'Meter Read Import', endTime: null, logText: expect.stringMatching(/^\d+ reads imported, 0 rejected so far$/) });

    await work;
    expect(await db.$count(meterReadImports, and(eq(meterReadImports.meterCode, meterCode), eq(meterReadImports.status, 'NEW')))).toBe(0);
    expect(await db.$count(meterReadImports, and(eq(meterReadImports.meterCode, meterCode), eq(meterReadImports.status, 'IMPORTED')))).toBe(WAITING_READS + 2);
    // The import's own line first, then the job's follow-up tasks (docs/system-jobs.md): no read was rejected.
    expect((await logsOf()).map((l) => l.logName)).toEqual(['Import reads', 'Run a customer segment', 'Create an activity', 'Clear the workflow table']);
    expect((await logsOf())[0]!.logText).toBe(`${WAITING_READS + 2} reads imported`);
  }, 300_000);
});
