import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type BillRun, type Invoice, type InvoiceSummary, type PricePlan, type UtilityAccountReads } from '@wattle/contract';
import {
  billingCycles,
  billingExceptions,
  billRuns,
  customerAccounts,
  invoiceLines,
  invoices,
  jobParameters,
  jobRunLogs,
  networkNodes,
  sites,
  systemJobs,
  transactions,
  utilityAccounts,
} from '../../src/db/schema/index';
import { sqlRows } from '../../src/db/sql-rows';
import { withScope } from '../../src/db/tenancy';
import { runBillRun } from '../../src/modules/billing/bill-run.job';
import { createRun } from '../../src/modules/billing/bill-run.service';
import { startTaskRun } from '../../src/modules/dashboard/task-run';
import { as, createTestApp, login, workStartedTaskRuns, type TestApp } from '../helpers';
import { addNetworkNode, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, finishedRun, flatPowerPlan, type BilledAccount, type Caller } from './billing-fixtures';

/**
 * Bill runs worked by hand: a flat POWER plan ($1.00 a day, 25c a kWh), accounts last billed
 * 30 September 2026, billed to 31 October (31 days).
 *  - A: 10 kWh a day = 310 kWh: 31.00 + GST 3.10, 77.50 + GST 7.75 = 119.35.
 *  - B: 5 kWh a day = 155 kWh: 31.00 + 3.10, 38.75 + 3.88 (3.875 half up) = 76.73.
 *  - C: no read in October: NO_READS holds its draft (31.00 + 3.10 = 34.10).
 *  - D: 1 kWh a day: 31.00 + 3.10, 7.75 + 0.78 (0.775 half up) = 42.63.
 *  - G: 4 kWh a day = 124 kWh: 31.00 + 3.10, 31.00 + 3.10 = 68.20.
 * Run: 3 invoices, 1 exception; 209.25 ex GST, 20.93 GST, 230.18.
 */
let t: TestApp;
let call: Caller;
let scope: Scope;
let plan: PricePlan;
const accounts: Record<string, BilledAccount> = {};
let runId: number;

const finished = (id: number) => finishedRun(call, id);

async function startRun(payload: object, caller = call) {
  const res = await caller({ method: 'POST', url: '/api/billing/bill-runs', payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', ...payload } });
  return res;
}

const invoicesOf = async (query: string) =>
  (await call({ method: 'GET', url: `/api/billing/invoices?${query}` })).json<{ items: InvoiceSummary[]; total: number }>();
const invoiceOf = async (id: number) => (await call({ method: 'GET', url: `/api/billing/invoices/${id}` })).json<Invoice>();
const draftOf = async (account: BilledAccount) => (await invoicesOf(`customerAccountId=${account.customerAccountId}`)).items.find((i) => i.kind === 'INVOICE')!;
const balanceOf = async (account: BilledAccount) =>
  (await t.database.db.select({ balance: customerAccounts.balance }).from(customerAccounts).where(eq(customerAccounts.id, account.customerAccountId)))[0]!
    .balance;

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  plan = await flatPowerPlan(call, 'BILLRUN-FLAT');
  for (const [name, kwh] of [
    ['A', '10.000'],
    ['B', '5.000'],
    ['C', null],
    ['D', '1.000'],
    ['E', '2.000'],
    ['F', '3.000'],
    ['G', '4.000'],
  ] as const)
    accounts[name] = await accountOnPlan(t, scope, plan, name, kwh);
});

afterAll(async () => {
  await t?.close();
});

describe('POST /billing/bill-runs, GET /billing/bill-runs/{id}', () => {
  it('bills each selected account into a draft with its lines and derivation, exceptions holding theirs, to the cent', async () => {
    const res = await startRun({ customerAccountIds: [accounts.A!.customerAccountId, accounts.B!.customerAccountId, accounts.C!.customerAccountId] });
    expect(res.statusCode, res.body).toBe(200);
    runId = res.json<{ id: number }>().id;
    const run = await finished(runId);
    expect(run).toMatchObject({
      status: 'COMPLETED',
      periodTo: '2026-10-31',
      invoiceDate: '2026-11-02',
      accountsTotal: 3,
      accountsDone: 3,
      invoices: 3,
      exceptions: 1,
      notrans: 0,
      amountExGst: '209.25',
      gst: '20.93',
      total: '230.18',
      error: null,
    });
    expect(run.startedAt).not.toBeNull();
    expect(run.finishedAt).not.toBeNull();

    const drafts = await invoicesOf(`billRunId=${runId}`);
    expect(drafts.total).toBe(3);
    expect(drafts.items.every((i) => i.status === 'DRAFT' && i.invoiceNumber === null)).toBe(true);
    const a = await invoiceOf((await draftOf(accounts.A!)).id);
    expect(a).toMatchObject({ billRunId: runId, periodFrom: '2026-10-01', periodTo: '2026-10-31', amountExGst: '108.50', gst: '10.85', total: '119.35' });
    // 2 November 2026 + 14 days is Monday 16 November.
    expect(a.dueDate).toBe('2026-11-16');
    expect(a.lines.map((l) => [l.lineNumber, l.kind, l.productTypeCode, l.days, l.quantity, l.amount, l.gst])).toEqual([
      [1, 'FIXED', 'POWER', 31, '31.000', '31.00', '3.10'],
      [2, 'USAGE', 'POWER', 31, '310.000', '77.50', '7.75'],
    ]);
    expect(a.lines[0]!.derivation!.text).toMatch(/31 days × \$1/);
    expect(a.lines[1]!.derivation!.meters).toEqual([{ meterId: accounts.A!.meterId, reads: 31, estimatedReads: 0, quantity: '310.000' }]);
    const [held] = await t.database.db.select().from(billingExceptions).where(eq(billingExceptions.customerAccountId, accounts.C!.customerAccountId));
    expect(held).toMatchObject({ exceptionCode: 'NO_READS', status: 'OPEN', billRunId: runId, invoiceId: (await draftOf(accounts.C!)).id });
  });

  it('writes nothing new when the same period is run again', async () => {
    const before = (await invoicesOf('')).total;
    const res = await startRun({ customerAccountIds: [accounts.A!.customerAccountId, accounts.B!.customerAccountId] });
    expect(res.statusCode, res.body).toBe(200);
    const run = await finished(res.json<{ id: number }>().id);
    expect(run).toMatchObject({ status: 'COMPLETED', accountsTotal: 0, invoices: 0, total: '0.00' });
    expect((await invoicesOf('')).total).toBe(before);
    // Each ticked account is accounted for: both wait for their drafts of the first run to be issued.
    const leftOut = await call({ method: 'GET', url: `/api/billing/bill-runs/${run.id}/left-out` });
    expect(leftOut.json()).toEqual([
      { customerAccountId: accounts.A!.customerAccountId, accountNumber: 'BR-A', customerName: 'A', reason: 'DRAFT_WAITING' },
      { customerAccountId: accounts.B!.customerAccountId, accountNumber: 'BR-B', customerName: 'B', reason: 'DRAFT_WAITING' },
    ]);
  });

  it('bills each account once when two workers take the same run', async () => {
    const id = await withScope(t.database.db, scope, (tx) =>
      createRun(tx, {
        periodTo: '2026-10-31',
        invoiceDate: '2026-11-02',
        selection: { customerAccountIds: [accounts.F!.customerAccountId] },
        requestedBy: 'admin',
      }),
    );
    await Promise.all([runBillRun(t.database, { ...scope, billRunId: id }), runBillRun(t.database, { ...scope, billRunId: id })]);
    await runBillRun(t.database, { ...scope, billRunId: id });
    const run = await finished(id);
    expect(run).toMatchObject({ status: 'COMPLETED', accountsDone: 1, invoices: 1 });
    expect((await invoicesOf(`customerAccountId=${accounts.F!.customerAccountId}`)).total).toBe(1);
  });

  it('refuses (409) a run over accounts a running run holds, and a dry run writes no invoice', async () => {
    const queued = await withScope(t.database.db, scope, (tx) =>
      createRun(tx, {
        periodTo: '2026-10-31',
        invoiceDate: '2026-11-02',
        selection: { customerAccountIds: [accounts.D!.customerAccountId] },
        requestedBy: 'admin',
      }),
    );
    const res = await startRun({ customerAccountIds: [accounts.D!.customerAccountId, accounts.E!.customerAccountId] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().messages[0].message).toBe(texts.billing.accountsHeld([queued]));
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${queued}/cancel` })).statusCode).toBe(200);

    const dry = await startRun({ customerAccountIds: [accounts.D!.customerAccountId], dryRun: true });
    const run = await finished(dry.json<{ id: number }>().id);
    expect(run).toMatchObject({ status: 'COMPLETED', dryRun: true, invoices: 1, total: '42.63' });
    expect((await invoicesOf(`customerAccountId=${accounts.D!.customerAccountId}`)).total).toBe(0);
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${run.id}/issue` })).statusCode).toBe(409);
  });

  it('takes a selection of 100,000 named accounts, more ids than a statement has parameters', async () => {
    const unknown = Array.from({ length: 99_999 }, (_, i) => 10_000_000 + i);
    const res = await startRun({ customerAccountIds: [accounts.D!.customerAccountId, ...unknown], dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await finished(res.json<{ id: number }>().id)).toMatchObject({ status: 'COMPLETED', accountsTotal: 1, invoices: 1 });
  });

  it('gives way to other work between its batches (on PGlite, statements answer without I/O)', async () => {
    const waiting = await Promise.all(['W1', 'W2'].map((name) => accountOnPlan(t, scope, plan, name, '1')));
    const id = await withScope(t.database.db, scope, (tx) =>
      createRun(tx, {
        periodTo: '2026-10-31',
        invoiceDate: '2026-11-02',
        selection: { customerAccountIds: waiting.map((a) => a.customerAccountId) },
        dryRun: true,
        requestedBy: 'admin',
      }),
    );
    let done = false;
    const run = runBillRun(t.database, { ...scope, billRunId: id }, { batchSize: 1 }).then(() => (done = true));
    // A request arriving meanwhile is a timer's or a socket's turn of the event loop.
    const doneWhenAnswered = await new Promise<boolean>((resolve) => setTimeout(() => resolve(done), 0));
    await run;
    expect(doneWhenAnswered).toBe(false);
    expect(await finished(id)).toMatchObject({ status: 'COMPLETED', invoices: 2 });
  });

  it('lists runs newest first', async () => {
    const runs = (await call({ method: 'GET', url: '/api/billing/bill-runs' })).json<BillRun[]>();
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(runs.map((r) => r.id)).toEqual([...runs.map((r) => r.id)].sort((x, y) => y - x));
  });
});

describe('POST /billing/bill-runs/preview', () => {
  const preview = (payload: object, caller = call) =>
    caller({ method: 'POST', url: '/api/billing/bill-runs/preview', payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', ...payload } });

  it('counts what a run would bill, the chosen accounts left out by reason and the off-cycle ones, writing nothing', async () => {
    // Q: quarterly, last billed 30 September, so next due 30 December; P: a prospect; N: billed to 31 October already.
    const [quarterly] = await t.database.db
      .insert(billingCycles)
      .values({ ...scope, code: 'QTR-PREVIEW', description: 'Quarterly', periodMonths: 3 })
      .returning({ id: billingCycles.id });
    const [q, p, n] = await Promise.all(['Q', 'P', 'N'].map((name) => accountOnPlan(t, scope, plan, name, '1.000')));
    await t.database.db.update(customerAccounts).set({ billingCycleId: quarterly!.id }).where(eq(customerAccounts.id, q!.customerAccountId));
    await t.database.db.update(customerAccounts).set({ accountStatus: 'PROSPECT' }).where(eq(customerAccounts.id, p!.customerAccountId));
    await t.database.db.update(utilityAccounts).set({ lastBilledDate: '2026-10-31' }).where(eq(utilityAccounts.id, n!.utilityAccountId));
    const runsBefore = (await call({ method: 'GET', url: '/api/billing/bill-runs' })).json<BillRun[]>().length;

    const ticked = await preview({ customerAccountIds: [q, p, n, accounts.A!].map((a) => a!.customerAccountId) });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toEqual({
      accounts: 1,
      leftOut: [
        { reason: 'DRAFT_WAITING', count: 1 },
        { reason: 'NOTHING_TO_BILL', count: 1 },
        { reason: 'PROSPECT', count: 1 },
      ],
      offCycle: 1,
      offCycleAccounts: [
        { customerAccountId: q!.customerAccountId, accountNumber: 'BR-Q', customerName: 'Q', billingCycle: 'Quarterly', dueDate: '2026-12-30' },
      ],
    });
    // By its billing cycle, and by its building: Q alone, still not due.
    expect((await preview({ billingCycleIds: [quarterly!.id] })).json()).toMatchObject({ accounts: 1, leftOut: [], offCycle: 1 });
    const building = await addNetworkNode(t.database, scope, 'Preview House');
    const [qSite] = await t.database.db.select({ siteId: utilityAccounts.siteId }).from(utilityAccounts).where(eq(utilityAccounts.id, q!.utilityAccountId));
    await t.database.db.update(sites).set({ networkNodeId: building }).where(eq(sites.id, qSite!.siteId));
    expect((await preview({ networkNodeIds: [building] })).json()).toMatchObject({ accounts: 1, leftOut: [], offCycle: 1 });
    // Due by the end of December: no warning.
    expect((await preview({ periodTo: '2026-12-31', billingCycleIds: [quarterly!.id] })).json()).toMatchObject({ accounts: 1, offCycle: 0 });
    expect((await call({ method: 'GET', url: '/api/billing/bill-runs' })).json<BillRun[]>()).toHaveLength(runsBefore);
  });

  it('refuses an empty choice (400) and anyone but an administrator (403)', async () => {
    const none = await preview({});
    expect(none.statusCode).toBe(400);
    expect(none.json().messages[0].message).toContain(texts.billing.noSelection);
    await createUser(t.database, scope.companyId, 'preview-clerk', '');
    const clerk = as(t.app, await login(t.app, 'preview-clerk', FIXTURE_PASSWORD));
    expect((await preview({ customerAccountIds: [accounts.A!.customerAccountId] }, clerk)).statusCode).toBe(403);
  });
});

describe('POST /billing/bill-runs/{id}/issue', () => {
  it('issues the drafts without open exceptions with gapless numbers, moves lastBilledDate and posts one transaction each', async () => {
    const balanceA = await balanceOf(accounts.A!);
    const res = await call({ method: 'POST', url: `/api/billing/bill-runs/${runId}/issue` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ issued: 2, held: 1 });
    const a = await draftOf(accounts.A!);
    const b = await draftOf(accounts.B!);
    expect([a.status, b.status, (await draftOf(accounts.C!)).status]).toEqual(['ISSUED', 'ISSUED', 'DRAFT']);
    expect([a.invoiceNumber, b.invoiceNumber]).toEqual(['INV000000001', 'INV000000002']);
    const [ua] = await t.database.db
      .select({ d: utilityAccounts.lastBilledDate })
      .from(utilityAccounts)
      .where(eq(utilityAccounts.id, accounts.A!.utilityAccountId));
    expect(ua!.d).toBe('2026-10-31');
    const posted = await t.database.db.select().from(transactions).where(eq(transactions.invoiceId, a.id));
    expect(posted.map((p) => [p.transactionType, p.amount, p.reference, p.transactionDate])).toEqual([['INVOICE', '119.35', 'INV000000001', '2026-11-02']]);
    expect(Number(await balanceOf(accounts.A!)) - Number(balanceA)).toBeCloseTo(119.35, 2);

    // Accepting C's exception makes its draft issuable: it takes the next number.
    await t.database.db.update(billingExceptions).set({ status: 'APPROVED' }).where(eq(billingExceptions.customerAccountId, accounts.C!.customerAccountId));
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${runId}/issue` })).json()).toEqual({ issued: 1, held: 0 });
    expect((await draftOf(accounts.C!)).invoiceNumber).toBe('INV000000003');
  });

  it('bills nothing twice once issued: a later run of the same period finds nothing to bill', async () => {
    const res = await startRun({ customerAccountIds: [accounts.A!.customerAccountId] });
    expect(await finished(res.json<{ id: number }>().id)).toMatchObject({ accountsTotal: 0, invoices: 0 });
  });

  it('keeps issued invoices and their lines immutable; a payment may change the status', async () => {
    const a = await draftOf(accounts.A!);
    const scoped = <T>(work: Parameters<typeof withScope<T>>[2]) => withScope(t.database.db, scope, work);
    /** The database's refusal (drizzle wraps it as the cause of its "Failed query"). */
    const refusal = (work: Parameters<typeof withScope<unknown>>[2]) =>
      scoped(work).then(
        () => 'changed',
        (error: unknown) => {
          const failed = error as Error & { cause?: Error };
          return (failed.cause ?? failed).message;
        },
      );
    expect(await refusal((tx) => tx.update(invoices).set({ total: '1.00' }).where(eq(invoices.id, a.id)))).toMatch(/is issued and cannot be changed/);
    expect(await refusal((tx) => tx.update(invoices).set({ invoiceNumber: 'X1' }).where(eq(invoices.id, a.id)))).toMatch(/is issued/);
    expect(await refusal((tx) => tx.delete(invoices).where(eq(invoices.id, a.id)))).toMatch(/is issued/);
    expect(
      await refusal((tx) =>
        tx
          .update(invoiceLines)
          .set({ amount: '1.00' })
          .where(and(eq(invoiceLines.invoiceId, a.id), eq(invoiceLines.lineNumber, 1))),
      ),
    ).toMatch(/lines of issued invoice/);
    expect(await refusal((tx) => tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, a.id)))).toMatch(/lines of issued invoice/);
    await scoped((tx) => tx.update(invoices).set({ status: 'PART_PAID' }).where(eq(invoices.id, a.id)));
    expect((await invoiceOf(a.id)).total).toBe('119.35');
  });
});

describe('POST /billing/invoices/{id}/credit-note', () => {
  it('credits named lines once, then the rest, each a negative invoice with the next number and a transaction', async () => {
    const b = await draftOf(accounts.B!);
    const res = await call({ method: 'POST', url: `/api/billing/invoices/${b.id}/credit-note`, payload: { reason: 'Read was wrong', lineNumbers: [2] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().invoiceNumber).toBe('INV000000004');
    const note = await invoiceOf(res.json<{ id: number }>().id);
    expect(note).toMatchObject({
      kind: 'CREDIT_NOTE',
      creditsInvoiceId: b.id,
      status: 'ISSUED',
      reason: 'Read was wrong',
      amountExGst: '-38.75',
      gst: '-3.88',
      total: '-42.63',
    });
    expect(note.lines.map((l) => [l.lineNumber, l.kind, l.quantity, l.amount, l.gst])).toEqual([[1, 'USAGE', '-155.000', '-38.75', '-3.88']]);
    expect(note.lines[0]!.derivation!.text).toBe(texts.billing.creditDerivation(b.invoiceNumber!, 2));
    const [posted] = await t.database.db.select().from(transactions).where(eq(transactions.invoiceId, note.id));
    expect(posted).toMatchObject({ transactionType: 'ADJUSTMENT', amount: '-42.63', reference: 'INV000000004' });

    const again = await call({ method: 'POST', url: `/api/billing/invoices/${b.id}/credit-note`, payload: { reason: 'Again', lineNumbers: [2] } });
    expect(again.statusCode).toBe(409);
    const unknown = await call({ method: 'POST', url: `/api/billing/invoices/${b.id}/credit-note`, payload: { reason: 'x', lineNumbers: [9] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages[0].message).toContain('lineNumbers');
    const rest = await call({ method: 'POST', url: `/api/billing/invoices/${b.id}/credit-note`, payload: { reason: 'Rebill' } });
    expect(rest.statusCode, rest.body).toBe(409);
    const fixed = await call({ method: 'POST', url: `/api/billing/invoices/${b.id}/credit-note`, payload: { reason: 'Rebill', lineNumbers: [1] } });
    expect(fixed.json()).toMatchObject({ invoiceNumber: 'INV000000005' });
  });

  it('refuses a draft, a credit note and a missing reason', async () => {
    const e = await startRun({ customerAccountIds: [accounts.E!.customerAccountId] });
    await finished(e.json<{ id: number }>().id);
    const draft = await draftOf(accounts.E!);
    expect((await call({ method: 'POST', url: `/api/billing/invoices/${draft.id}/credit-note`, payload: { reason: 'x' } })).statusCode).toBe(409);
    const missing = await call({ method: 'POST', url: `/api/billing/invoices/${draft.id}/credit-note`, payload: { reason: ' ' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages[0].message).toContain(texts.billing.reasonRequired);
  });
});

describe('POST /billing/bill-runs/{id}/cancel', () => {
  it('removes the run’s drafts with their lines and exceptions, leaves what it issued', async () => {
    const e = await draftOf(accounts.E!);
    const res = await call({ method: 'POST', url: `/api/billing/bill-runs/${e.billRunId}/cancel` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ removed: 1 });
    expect((await call({ method: 'GET', url: `/api/billing/bill-runs/${e.billRunId}` })).json<BillRun>().status).toBe('CANCELLED');
    expect((await call({ method: 'GET', url: `/api/billing/invoices/${e.id}` })).statusCode).toBe(404);
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${e.billRunId}/cancel` })).statusCode).toBe(409);
    // Cancelling the issued run removes nothing it issued.
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${runId}/cancel` })).json()).toEqual({ removed: 0 });
    expect((await draftOf(accounts.A!)).invoiceNumber).toBe('INV000000001');
  });

  it('finds what refers to each removed draft through an index', async () => {
    // Each removed invoice makes PostgreSQL look for rows referring to it, once per foreign key:
    // without an index that is a scan per invoice (a 100,000-account run took minutes to cancel).
    const unindexed = await sqlRows<{ key: string }>(
      t.database.db,
      sql`select c.conname as key from pg_constraint c
        where c.contype = 'f' and c.confrelid = 'invoices'::regclass
          and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
            and (select array_agg(k order by k) from unnest(c.conkey) k)
              = (select array_agg(k order by k) from unnest((i.indkey::int2[])[0:array_length(c.conkey, 1) - 1]) k))`,
    );
    expect(unindexed.map((u) => u.key)).toEqual([]);
  });
});

describe('GET /billing/utility-accounts/{id}/reads, GET /billing/invoices', () => {
  it('answers the reads a line was rated from', async () => {
    const res = await call({ method: 'GET', url: `/api/billing/utility-accounts/${accounts.A!.utilityAccountId}/reads?from=2026-10-01&to=2026-10-31` });
    expect(res.statusCode, res.body).toBe(200);
    const reads = res.json<UtilityAccountReads>();
    expect(reads).toMatchObject({
      utilityAccountId: accounts.A!.utilityAccountId,
      customerAccountId: accounts.A!.customerAccountId,
      pricePlanId: plan.id,
      state: 'NSW',
      timeZone: 'Australia/Sydney',
      lastBilledDate: '2026-10-31',
    });
    expect(reads.meters[0]).toMatchObject({ meterId: accounts.A!.meterId, meterTypeCode: 'PWR_GENERAL', isInterval: false });
    expect(reads.meters[0]!.reads).toHaveLength(31);
    expect(reads.meters[0]!.reads[0]).toEqual({ readDate: '2026-10-01', quantity: '10.000', readType: 'ACTUAL', periodDays: 1 });
  });

  it('pages and filters invoices', async () => {
    const page = (await call({ method: 'GET', url: '/api/billing/invoices?status=ISSUED&pageSize=2&page=1' })).json<{
      items: InvoiceSummary[];
      total: number;
      pageSize: number;
    }>();
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.items.every((i) => i.status === 'ISSUED')).toBe(true);
  });
});

describe('bad input, tenancy and roles', () => {
  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    const before = (await call({ method: 'GET', url: '/api/billing/bill-runs' })).json<BillRun[]>().length;
    const badDate = await startRun({ periodTo: '2026-02-30', customerAccountIds: [accounts.A!.customerAccountId] });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().messages[0].message).toContain('periodTo');
    const none = await startRun({});
    expect(none.statusCode).toBe(400);
    expect(none.json().messages[0].message).toContain(texts.billing.noSelection);
    expect((await call({ method: 'GET', url: '/api/billing/invoices?status=LOST' })).statusCode).toBe(400);
    expect((await call({ method: 'GET', url: '/api/billing/invoices/abc' })).statusCode).toBe(400);
    expect(
      (await call({ method: 'GET', url: `/api/billing/utility-accounts/${accounts.A!.utilityAccountId}/reads?from=2026-10-31&to=2026-10-01` })).statusCode,
    ).toBe(400);
    expect((await call({ method: 'GET', url: '/api/billing/bill-runs' })).json<BillRun[]>()).toHaveLength(before);
  });

  it('hides another company’s runs and invoices (404) and keeps starting a run to administrators', async () => {
    const other = await createTenant(t.database, 'BILLOTHER');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    const a = await draftOf(accounts.A!);
    expect((await stranger({ method: 'GET', url: `/api/billing/bill-runs/${runId}` })).statusCode).toBe(404);
    expect((await stranger({ method: 'GET', url: `/api/billing/bill-runs/${runId}/left-out` })).statusCode).toBe(404);
    expect((await stranger({ method: 'GET', url: `/api/billing/invoices/${a.id}` })).statusCode).toBe(404);
    expect((await stranger({ method: 'POST', url: `/api/billing/invoices/${a.id}/credit-note`, payload: { reason: 'x' } })).statusCode).toBe(404);
    expect((await stranger({ method: 'POST', url: `/api/billing/bill-runs/${runId}/cancel` })).statusCode).toBe(404);
    expect((await stranger({ method: 'GET', url: `/api/billing/utility-accounts/${accounts.A!.utilityAccountId}/reads` })).statusCode).toBe(404);

    await createUser(t.database, scope.companyId, 'billing-reader', 'ReadOnly');
    const reader = as(t.app, await login(t.app, 'billing-reader', FIXTURE_PASSWORD));
    await createUser(t.database, scope.companyId, 'billing-developer', 'DEVELOPER');
    const developer = as(t.app, await login(t.app, 'billing-developer', FIXTURE_PASSWORD));
    const g = { customerAccountIds: [accounts.G!.customerAccountId] };
    expect((await startRun(g, reader)).statusCode).toBe(403);
    expect((await startRun(g, developer)).statusCode).toBe(403);
    expect((await reader({ method: 'POST', url: `/api/billing/bill-runs/${runId}/issue` })).statusCode).toBe(403);
    expect((await reader({ method: 'POST', url: `/api/billing/bill-runs/${runId}/cancel` })).statusCode).toBe(403);
    expect((await reader({ method: 'POST', url: `/api/billing/invoices/${a.id}/credit-note`, payload: { reason: 'x' } })).statusCode).toBe(403);
    // Billing decisions are the administrator's (docs/security.md): a writer without ADMIN is refused too.
    await createUser(t.database, scope.companyId, 'billing-clerk', '');
    const clerk = as(t.app, await login(t.app, 'billing-clerk', FIXTURE_PASSWORD));
    for (const caller of [developer, clerk]) {
      expect((await caller({ method: 'POST', url: `/api/billing/bill-runs/${runId}/issue` })).statusCode).toBe(403);
      expect((await caller({ method: 'POST', url: `/api/billing/bill-runs/${runId}/cancel` })).statusCode).toBe(403);
      expect((await caller({ method: 'POST', url: `/api/billing/invoices/${a.id}/credit-note`, payload: { reason: 'x' } })).statusCode).toBe(403);
    }
    expect((await reader({ method: 'GET', url: '/api/billing/bill-runs' })).statusCode).toBe(200);
    expect((await reader({ method: 'GET', url: `/api/billing/invoices/${a.id}` })).statusCode).toBe(200);
  });
});

describe('BILL_RUN scheduled task', () => {
  it('bills the buildings of its billing day as a bill run queued after the task commits', async () => {
    const node = await addNetworkNode(t.database, scope, 'Billing day 15');
    await t.database.db.update(networkNodes).set({ billingDay: 15 }).where(eq(networkNodes.id, node));
    const [g] = await t.database.db
      .select({ siteId: utilityAccounts.siteId })
      .from(utilityAccounts)
      .where(eq(utilityAccounts.id, accounts.G!.utilityAccountId));
    await t.database.db.update(sites).set({ networkNodeId: node }).where(eq(sites.id, g!.siteId));
    const [task] = await t.database.db
      .insert(systemJobs)
      .values({ ...scope, name: 'Bill Run', description: 'Bills buildings', runnerCode: 'BILL_RUN' })
      .returning({ id: systemJobs.id });
    await t.database.db.insert(jobParameters).values(
      [
        ['BILLING_DAY', '15'],
        ['PERIOD_TO', '2026-10-31'],
        ['INVOICE_DATE', '2026-11-02'],
      ].map(([name, value], i) => ({ ...scope, systemJobId: task!.id, name: name!, setting: name!, value: value!, sortOrder: i })),
    );
    await withScope(t.database.db, scope, (tx) => startTaskRun(tx, scope, task!.id, 'schedule'));
    await workStartedTaskRuns(t);
    const [log] = await t.database.db.select().from(jobRunLogs).where(eq(jobRunLogs.logName, 'Start bill run'));
    expect(log).toMatchObject({ status: 'SUCCESS' });
    const [run] = await t.database.db.select().from(billRuns).where(eq(billRuns.requestedBy, 'BILL_RUN'));
    expect(run!.selection).toEqual({ billingDay: 15 });
    expect(await finished(run!.id)).toMatchObject({ status: 'COMPLETED', accountsTotal: 1, invoices: 1, total: '68.20' });
    expect((await draftOf(accounts.G!)).billRunId).toBe(run!.id);
  });
});
