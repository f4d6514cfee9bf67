/**
 * Issue 31 items 4 and 5: a read keeps its quality to the bill, and a newer read from the market
 * replaces the stored one, keeps the replaced value in the read's history and, when it was billed,
 * raises READ_REVISED, whose action re-bills through a credit note.
 *
 * Worked by hand on the flat plan ($1.00 a day, 25c a kWh, GST 10 %), half-hour NEM12 days of 48
 * equal values: 0.25 kWh an interval is 12.000 kWh a day. Account C, October 2026, 31 days of
 * 12 kWh (one of them estimated): 31.00 + 3.10 and 93.00 + 9.30 = 136.40. Its 5 October revised
 * to an actual of 0.3 kWh an interval (14.400 kWh): +2.400 kWh, 0.60 + 0.06 = +$0.66, and the
 * re-bill's October is 31.00 + 3.10 and 93.60 + 9.36 = 137.06.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROCESS_CODES, texts, type DashboardItem, type Invoice, type InvoiceSummary, type ScheduledTask } from '@wattle/contract';
import { auditLog, billingExceptions, meterIntervalReads, meterReadImports, meterReadRevisions, meterReads, meters } from '../src/db/schema/index';
import { accountOnPlan, finishedRun, flatPowerPlan, type BilledAccount, type Caller } from './billing/billing-fixtures';
import { as, createTestApp, login, type TestApp } from './helpers';
import { uploadMeterData } from './meter-data-fixtures';
import { pdfText } from './pdf-reading';
import type { Scope } from './search-fixtures';
import { adminScope } from './sections-fixtures';

let t: TestApp;
let call: Caller;
let scope: Scope;
/** Accounts a test below bills, that later tests revise and re-bill. */
let estimated: Account;
let missing: Account;
let uploadUrl: string;
let plan: Awaited<ReturnType<typeof flatPowerPlan>>;

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  plan = await flatPowerPlan(call, 'REVISIONS-FLAT');
  const tasks = (await call({ method: 'GET', url: '/api/dashboard/scheduled-tasks' })).json<ScheduledTask[]>();
  uploadUrl = `/api/dashboard/schedules/${tasks.find((task) => task.name === 'Meter Read Import')!.id}/import-csv-file`;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const flat = (value: string, n = 48) => Array.from({ length: n }, () => value).join(',');

/** One 300 record (and, for a V day, its 400 records). */
interface Day {
  date: string;
  value: string;
  quality: string;
  updated?: string;
  events?: string[];
}

/** A NEM12 file of one half-hour kWh stream of the meter. */
const nem12 = (meterCode: string, days: Day[]) =>
  [
    '100,NEM12,202611250900,MDPX,RETAILER',
    `200,4100000099,E1,E1,E1,N1,${meterCode},kWh,30,20261231`,
    ...days.flatMap((d) => [`300,${d.date},${flat(d.value)},${d.quality},,,${d.updated ?? '20261101000000'},20261101000500`, ...(d.events ?? [])]),
    '900',
  ].join('\r\n');

const october = (except: string, value = '0.25') =>
  Array.from({ length: 31 }, (_, i) => `202610${String(i + 1).padStart(2, '0')}`)
    .filter((date) => date !== except)
    .map((date) => ({ date, value, quality: 'A' }));

/** Uploads a NEM12 file of the meter's days and imports what it queued; answers the upload's messages after the first. */
const receive = (meterCode: string, fileName: string, days: Day[]) => receiveFile(meterCode, fileName, nem12(meterCode, days));

/** Uploads a file and imports what it queued for the meter; answers the upload's messages after the first. */
async function receiveFile(meterCode: string, fileName: string, content: string) {
  const res = await uploadMeterData(t, call, uploadUrl, [{ name: 'file0', fileName, content }]);
  expect(res.statusCode, res.body).toBe(200);
  const waiting = await t.database.db
    .select({ id: meterReadImports.id })
    .from(meterReadImports)
    .where(and(eq(meterReadImports.meterCode, meterCode), eq(meterReadImports.status, 'NEW')));
  if (waiting.length)
    expect(
      (
        await runAction(
          PROCESS_CODES.importMeterReads,
          'IMPORT',
          waiting.map((w) => w.id),
        )
      ).statusCode,
    ).toBe(200);
  return res
    .json<{ message: string }[]>()
    .slice(1)
    .map((m) => m.message);
}

async function runAction(process: string, action: string, keys: number[]) {
  const items = (await call({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
  const item = items.find((i) => i.code === process)!;
  return call({
    method: 'POST',
    url: '/api/dashboard/processes/run-action',
    payload: {
      processId: item.id,
      actionId: item.actions.find((a) => a.code === action)!.id,
      options: '',
      itemsJson: JSON.stringify(keys.map((id) => ({ key_exception_id: id }))),
    },
  });
}

type Account = BilledAccount & { meterCode: string };

async function customer(name: string): Promise<Account> {
  const account = await accountOnPlan(t, scope, plan, name, null);
  const [meter] = await t.database.db.select({ meterCode: meters.meterCode }).from(meters).where(eq(meters.id, account.meterId));
  return { ...account, meterCode: meter!.meterCode };
}

const readOf = async (meterId: number, readDate: string) =>
  (
    await t.database.db
      .select({ quantity: meterReads.quantity, readType: meterReads.readType, source: meterReads.source })
      .from(meterReads)
      .where(and(eq(meterReads.meterId, meterId), eq(meterReads.readDate, readDate)))
  )[0];

const historyOf = (meterId: number) =>
  t.database.db
    .select({
      readDate: meterReadRevisions.readDate,
      quantity: meterReadRevisions.quantity,
      readType: meterReadRevisions.readType,
      file: meterReadImports.fileName,
      intervals: meterReadRevisions.intervals,
      qualities: meterReadRevisions.qualities,
    })
    .from(meterReadRevisions)
    .leftJoin(meterReadImports, eq(meterReadImports.id, meterReadRevisions.importId))
    .where(eq(meterReadRevisions.meterId, meterId))
    .orderBy(asc(meterReadRevisions.id));

async function billOctober(account: BilledAccount) {
  const res = await call({
    method: 'POST',
    url: '/api/billing/bill-runs',
    payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds: [account.customerAccountId] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return finishedRun(call, res.json<{ id: number }>().id);
}

const invoicesOf = async (account: BilledAccount) =>
  (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${account.customerAccountId}` })).json<{ items: InvoiceSummary[] }>().items;
const invoiceOf = async (id: number) => (await call({ method: 'GET', url: `/api/billing/invoices/${id}` })).json<Invoice>();
const exceptionsOf = (account: BilledAccount) =>
  t.database.db
    .select({
      id: billingExceptions.id,
      code: billingExceptions.exceptionCode,
      message: billingExceptions.message,
      status: billingExceptions.status,
      invoiceId: billingExceptions.invoiceId,
    })
    .from(billingExceptions)
    .where(eq(billingExceptions.customerAccountId, account.customerAccountId))
    .orderBy(asc(billingExceptions.id));

describe('revisions from the market (issue 31 item 5)', () => {
  it('replaces a NEM13 estimated register read by its actual, and keeps the actual against a later estimate', async () => {
    const a = await customer('RevNem13');
    /** A NEM13 file of one register read on 1 October, 100 on 1 September before it. */
    const nem13 = (current: string, quality: string, updated: string) =>
      [
        '100,NEM13,202611250900,MDPX,RETAILER',
        `250,4100000099,E1,1,E1,E1,${a.meterCode},E,100,20260901000000,A,,,${current},20261001000000,${quality},,,${Number(current) - 100},kWh,20270107,${updated},${updated}`,
        '900',
      ].join('\r\n');
    expect(await receiveFile(a.meterCode, 'nem13-estimate.V01', nem13('150', 'E', '20261002000000'))).toEqual([texts.dashboard.csv.received(1, 0, 0)]);
    expect(await readOf(a.meterId, '2026-10-01')).toEqual({ quantity: '50.000', readType: 'ESTIMATED', source: 'IMPORT' });

    expect(await receiveFile(a.meterCode, 'nem13-actual.V01', nem13('160', 'A', '20261003000000'))).toEqual([texts.dashboard.csv.received(1, 0, 0)]);
    expect(await readOf(a.meterId, '2026-10-01')).toEqual({ quantity: '60.000', readType: 'ACTUAL', source: 'IMPORT' });
    expect(await historyOf(a.meterId)).toMatchObject([{ readDate: '2026-10-01', quantity: '50.000', readType: 'ESTIMATED', file: 'nem13-estimate.V01' }]);

    expect(await receiveFile(a.meterCode, 'nem13-late.V01', nem13('170', 'E', '20261004000000'))).toEqual([
      texts.dashboard.csv.received(0, 1, 0),
      `nem13-late.V01 line 2: ${texts.dashboard.nem12.notNewer(a.meterCode, '2026-10-01')}`,
    ]);
    expect(await readOf(a.meterId, '2026-10-01')).toEqual({ quantity: '60.000', readType: 'ACTUAL', source: 'IMPORT' });
  });

  it('replaces an estimated day by its actual, keeping the estimate in the history with the file that brought it', async () => {
    const a = await customer('RevA');
    expect(await receive(a.meterCode, 'estimate.csv', [{ date: '20261005', value: '0.25', quality: 'E52', updated: '20261006000000' }])).toEqual([
      texts.dashboard.csv.received(1, 0, 0),
    ]);
    expect(await readOf(a.meterId, '2026-10-05')).toEqual({ quantity: '12.000', readType: 'ESTIMATED', source: 'IMPORT' });

    expect(await receive(a.meterCode, 'actual.csv', [{ date: '20261005', value: '0.3', quality: 'A', updated: '20261010000000' }])).toEqual([
      texts.dashboard.csv.received(1, 0, 0),
    ]);
    expect(await readOf(a.meterId, '2026-10-05')).toEqual({ quantity: '14.400', readType: 'ACTUAL', source: 'IMPORT' });
    const [interval] = await t.database.db
      .select({ qualities: meterIntervalReads.qualities })
      .from(meterIntervalReads)
      .where(eq(meterIntervalReads.meterId, a.meterId));
    expect(interval!.qualities).toBe('A'.repeat(48));
    const history = await historyOf(a.meterId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ readDate: '2026-10-05', quantity: '12.000', readType: 'ESTIMATED', file: 'estimate.csv', qualities: 'E'.repeat(48) });
    expect(history[0]!.intervals).toHaveLength(48);

    // An actual is not replaced by a later estimate: refused with the reason, the history unchanged.
    expect(await receive(a.meterCode, 'late-estimate.csv', [{ date: '20261005', value: '0.1', quality: 'E52', updated: '20261020000000' }])).toEqual([
      texts.dashboard.csv.received(0, 1, 0),
      `late-estimate.csv line 3: ${texts.dashboard.nem12.notNewer(a.meterCode, '2026-10-05')}`,
    ]);
    expect(await readOf(a.meterId, '2026-10-05')).toEqual({ quantity: '14.400', readType: 'ACTUAL', source: 'IMPORT' });
    expect(await historyOf(a.meterId)).toHaveLength(1);
  });

  it('keeps a read entered by hand against an estimate or a substitute', async () => {
    const b = await customer('RevB');
    await t.database.db
      .insert(meterReads)
      .values({ ...scope, meterId: b.meterId, readDate: '2026-10-06', quantity: '9', readType: 'ACTUAL', source: 'MANUAL' });
    const refusedAs = (file: string) => `${file} line 3: ${texts.dashboard.nem12.notNewer(b.meterCode, '2026-10-06')}`;
    expect(await receive(b.meterCode, 'hand-e.csv', [{ date: '20261006', value: '0.25', quality: 'E52' }])).toEqual([
      texts.dashboard.csv.received(0, 1, 0),
      refusedAs('hand-e.csv'),
    ]);
    expect(await receive(b.meterCode, 'hand-s.csv', [{ date: '20261006', value: '0.25', quality: 'S53' }])).toEqual([
      texts.dashboard.csv.received(0, 1, 0),
      refusedAs('hand-s.csv'),
    ]);
    expect(await readOf(b.meterId, '2026-10-06')).toEqual({ quantity: '9.000', readType: 'ACTUAL', source: 'MANUAL' });
    expect(await historyOf(b.meterId)).toEqual([]);
  });

  it('orders two final substitutes by their update time, and puts a final substitute over a substitute', async () => {
    const c = await customer('RevF');
    await receive(c.meterCode, 'f1.csv', [
      { date: '20261007', value: '0.2', quality: 'F16', updated: '20261020120000' },
      { date: '20261008', value: '0.2', quality: 'S53', updated: '20261020120000' },
    ]);
    expect(await readOf(c.meterId, '2026-10-07')).toMatchObject({ quantity: '9.600', readType: 'FINAL_SUBSTITUTE' });
    expect(await readOf(c.meterId, '2026-10-08')).toMatchObject({ quantity: '9.600', readType: 'SUBSTITUTED' });

    expect(await receive(c.meterCode, 'f-older.csv', [{ date: '20261007', value: '0.5', quality: 'F16', updated: '20261015000000' }])).toEqual([
      texts.dashboard.csv.received(0, 1, 0),
      `f-older.csv line 3: ${texts.dashboard.nem12.notNewer(c.meterCode, '2026-10-07')}`,
    ]);
    expect(
      await receive(c.meterCode, 'f-newer.csv', [
        { date: '20261007', value: '0.25', quality: 'F16', updated: '20261021000000' },
        { date: '20261008', value: '0.25', quality: 'F16', updated: '20261019000000' },
      ]),
    ).toEqual([texts.dashboard.csv.received(2, 0, 0)]);
    expect(await readOf(c.meterId, '2026-10-07')).toMatchObject({ quantity: '12.000', readType: 'FINAL_SUBSTITUTE' });
    expect(await readOf(c.meterId, '2026-10-08')).toMatchObject({ quantity: '12.000', readType: 'FINAL_SUBSTITUTE' });
    expect((await historyOf(c.meterId)).map((h) => [h.readDate, h.quantity, h.readType, h.file])).toEqual([
      ['2026-10-07', '9.600', 'FINAL_SUBSTITUTE', 'f1.csv'],
      ['2026-10-08', '9.600', 'SUBSTITUTED', 'f1.csv'],
    ]);
  });
});

describe('quality kept to the bill (issue 31 item 4)', () => {
  it('stores a day with null intervals as missing data and holds its bill with MISSING_DATA instead of billing zero', async () => {
    const d = (missing = await customer('RevN'));
    const events = ['400,1,24,A,,', '400,25,48,N,,'];
    await receive(d.meterCode, 'nulls.csv', [...october('20261010'), { date: '20261010', value: '0.25', quality: 'V', events }]);
    expect(await readOf(d.meterId, '2026-10-10')).toMatchObject({ quantity: '6.000', readType: 'MISSING' });
    const [day] = await t.database.db
      .select({ qualities: meterIntervalReads.qualities })
      .from(meterIntervalReads)
      .where(and(eq(meterIntervalReads.meterId, d.meterId), eq(meterIntervalReads.readDate, '2026-10-10')));
    expect(day!.qualities).toBe(`${'A'.repeat(24)}${'N'.repeat(24)}`);
    const reads = (await call({ method: 'GET', url: `/api/billing/utility-accounts/${d.utilityAccountId}/reads?from=2026-10-10&to=2026-10-10` })).json<{
      meters: { intervals: { quantities: (string | null)[] }[] }[];
    }>();
    expect(reads.meters[0]!.intervals[0]!.quantities.slice(23, 25)).toEqual(['0.250', null]);

    const run = await billOctober(d);
    expect(run).toMatchObject({ status: 'COMPLETED', invoices: 1, exceptions: 1 });
    const [exception] = await exceptionsOf(d);
    expect(exception).toMatchObject({ code: 'MISSING_DATA', status: 'OPEN', message: texts.rating.exceptions.missingData(d.meterId, 1, '2026-10-10') });
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${run.id}/issue` })).json()).toEqual({ issued: 0, held: 1 });
  });

  it('marks a line based on an estimated day "Estimated" in the invoice view and on the PDF', async () => {
    const e = (estimated = await customer('RevE'));
    await receive(e.meterCode, 'october.csv', [...october('20261005'), { date: '20261005', value: '0.25', quality: 'E52', updated: '20261006000000' }]);
    const run = await billOctober(e);
    expect(run).toMatchObject({ status: 'COMPLETED', invoices: 1, exceptions: 0, total: '136.40' });
    expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${run.id}/issue` })).json()).toEqual({ issued: 1, held: 0 });
    const [issued] = await invoicesOf(e);
    const invoice = await invoiceOf(issued!.id);
    expect(invoice.lines.map((l) => [l.kind, l.amount, l.estimated])).toEqual([
      ['FIXED', '31.00', false],
      ['USAGE', '93.00', true],
    ]);
    expect(invoice.lines[1]!.derivation!.meters).toEqual([{ meterId: e.meterId, reads: 30, estimatedReads: 1, quantity: '372.000' }]);
    const pdf = await call({ method: 'GET', url: `/api/billing/invoices/${issued!.id}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text.match(new RegExp(texts.common.estimated, 'g'))).toHaveLength(1);
  });

  it('raises READ_REVISED when a billed day is revised, naming the invoice and the differences, and its action re-bills through a credit note', async () => {
    const e = estimated;
    const [issued] = await invoicesOf(e);
    expect(await receive(e.meterCode, 'revised.csv', [{ date: '20261005', value: '0.3', quality: 'A', updated: '20261110000000' }])).toEqual([
      texts.dashboard.csv.received(1, 0, 0),
    ]);
    expect(await readOf(e.meterId, '2026-10-05')).toMatchObject({ quantity: '14.400', readType: 'ACTUAL' });
    const [revised] = await exceptionsOf(e);
    expect(revised).toMatchObject({
      code: 'READ_REVISED',
      status: 'OPEN',
      invoiceId: issued!.id,
      message: texts.rating.exceptions.readRevised(issued!.invoiceNumber!, `${e.meterCode} 2026-10-05`, '+2.400', '+$0.66'),
    });
    expect((await invoiceOf(issued!.id)).status).toBe('ISSUED');

    const res = await runAction(PROCESS_CODES.billingExceptions, 'REBILL', [revised!.id]);
    expect(res.statusCode, res.body).toBe(200);
    const notes = (await invoicesOf(e)).filter((i) => i.kind === 'CREDIT_NOTE');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ creditsInvoiceId: issued!.id, total: '-136.40', status: 'ISSUED' });
    expect((await invoiceOf(issued!.id)).status).toBe('VOID');
    expect((await exceptionsOf(e))[0]).toMatchObject({ status: 'RESOLVED' });
    const [rebilled] = await t.database.db
      .select({ newValues: auditLog.newValues })
      .from(auditLog)
      .where(and(eq(auditLog.event, 'invoice.rebill'), eq(auditLog.entityId, String(issued!.id))))
      .orderBy(desc(auditLog.id));
    const { billRunId } = rebilled!.newValues as { billRunId: number };
    expect(await finishedRun(call, billRunId)).toMatchObject({ status: 'COMPLETED', invoices: 1, total: '137.06' });
  });

  it('re-bills only READ_REVISED exceptions', async () => {
    const [exception] = await exceptionsOf(missing);
    const res = await runAction(PROCESS_CODES.billingExceptions, 'REBILL', [exception!.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json<{ messages: { message: string }[] }>().messages[0]!.message).toBe(texts.billing.onlyRevisedRebilled);
  });
});
