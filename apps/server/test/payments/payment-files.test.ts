import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import {
  ASSIGN_PAYMENT_ACTION_CODE,
  PROCESS_CODES,
  texts,
  type DashboardItem,
  type InvoiceSummary,
  type PaymentFileReport,
  type PaymentImport,
  type ProcessDataResponse,
} from '@wattle/contract';
import { bankLines, payments } from '../../src/db/schema/index';
import { paymentImportJob } from '../../src/modules/payments/payment-import.job';
import { as, createTestApp, login, workUnfinished, type TestApp } from '../helpers';
import { multipart } from '../multipart-fixtures';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type CreatedCustomer, type Scope } from '../search-fixtures';
import { AppError } from '../../src/lib/errors';
import { paymentFileReaders } from '../../src/modules/payments/payment-files';
import { bpayFile, bpayTotals, bpayTrailer, type BpayRecord } from './payment-file-fixtures';
import { balances } from './ledger-fixtures';
import { issuedInvoice } from './payments-fixtures';

type Caller = ReturnType<typeof as>;
let t: TestApp;
let call: Caller;
let scope: Scope;
const c: Record<'a' | 'b' | 'alpha', CreatedCustomer> = {} as never;

beforeAll(async () => {
  t = await createTestApp();
  const tenant = await createTenant(t.database, 'PAYFILES');
  scope = { companyId: tenant.companyId, dataset: 'live' };
  call = as(t.app, await login(t.app, tenant.username, FIXTURE_PASSWORD));
  // Payment references worked by hand (MOD10V01): 10042 → 100420; 55501 → 555011; ALPHA has no digits, so none.
  c.a = await addCustomer(t.database, scope, { name: 'Avery Files', type: 'RESIDENT', accountNumber: '10042' });
  c.b = await addCustomer(t.database, scope, { name: 'Blake Files', type: 'RESIDENT', accountNumber: 'ACC55501' });
  c.alpha = await addCustomer(t.database, scope, { name: 'Alpha Files', type: 'RESIDENT', accountNumber: 'ALPHA' });
});
afterAll(async () => {
  await t?.close();
});

const upload = (content: string, format: string, dryRun: boolean, caller = call, fileName = 'bank.csv') => {
  const body = multipart([
    { name: 'format', content: format },
    { name: 'dryRun', content: String(dryRun) },
    { name: 'file', fileName, content },
  ]);
  return caller({ method: 'POST', url: '/api/payments/imports', payload: body.payload, headers: body.headers });
};

/** Does the import's work as a server with jobs on would: the job's own handler. */
const workImports = () => workUnfinished(t, paymentImportJob);

const invoicesOf = async (customer: CreatedCustomer) =>
  (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${customer.accountId}` })).json<{ items: InvoiceSummary[] }>().items;

const BANK_CSV = [
  'date,amount,reference,description',
  '20/11/2026,120.00,100420,BPAY Avery',
  '20/11/2026,30.00,555011,Transfer Blake',
  '20/11/2026,30.00,555011,Transfer Blake',
  '21/11/2026,15.00,100421,Mistyped reference',
  '21/11/2026,-40.00,,Bank fee',
  '2026-11-22,"1,000.50",ALPHA,By account number',
  '22/11/2026,12.00,99999,Nobody',
].join('\r\n');

describe('GET /customers/{id}/account: the payment reference', () => {
  it('is the account number’s digits and their MOD10V01 check digit, none without digits', async () => {
    const reference = async (customer: CreatedCustomer) =>
      (await call({ method: 'GET', url: `/api/customers/${customer.customerId}/account` })).json<{ paymentReference: string | null }>().paymentReference;
    expect(await reference(c.a)).toBe('100420');
    expect(await reference(c.b)).toBe('555011');
    expect(await reference(c.alpha)).toBeNull();
  });
});

describe('POST /payments/imports, bank CSV', () => {
  let older: { id: number };
  let newer: { id: number };

  it('checks a file without writing anything: matched, unallocated, already received, not payments, total', async () => {
    older = await issuedInvoice(t, scope, c.a.accountId, '100.00', '2026-10-01');
    newer = await issuedInvoice(t, scope, c.a.accountId, '50.00', '2026-11-01');
    const res = await upload(BANK_CSV, 'BANK_CSV', true);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<PaymentFileReport>();
    expect(report).toMatchObject({
      lines: 7,
      matched: 4,
      unmatched: 2,
      duplicates: 0,
      skipped: 1,
      // 120 + 30 + 30 + 1,000.50 matched; 15 + 12 unallocated.
      matchedTotal: '1180.50',
      unmatchedTotal: '27.00',
      total: '1207.50',
      importId: null,
    });
    expect(report.preview.map((l) => [l.lineNumber, l.outcome, l.accountNumber, l.note])).toEqual([
      [2, 'MATCHED', '10042', null],
      [3, 'MATCHED', 'ACC55501', null],
      [4, 'MATCHED', 'ACC55501', null],
      [5, 'UNMATCHED', null, texts.paymentFiles.wrongCheckDigit],
      [6, 'SKIPPED', null, texts.paymentFiles.debitSkipped],
      [7, 'MATCHED', 'ALPHA', null],
      [8, 'UNMATCHED', null, texts.paymentFiles.noAccount],
    ]);
    expect(report.preview[5]).toMatchObject({ paymentDate: '2026-11-22', amount: '1000.50', customerName: 'Alpha Files' });
    expect(await t.database.db.select().from(bankLines)).toEqual([]);
    expect(await t.database.db.select().from(payments).where(eq(payments.customerAccountId, c.a.accountId))).toEqual([]);
  });

  it('applies it: the job pays in each matched line, allocated oldest due date first; the rest wait in the queue', async () => {
    const report = (await upload(BANK_CSV, 'BANK_CSV', false)).json<PaymentFileReport>();
    expect(report).toMatchObject({ matched: 4, unmatched: 2, duplicates: 0, skipped: 1, total: '1207.50' });
    expect(report.importId).toEqual(expect.any(Number));
    const queued = (await call({ method: 'GET', url: `/api/payments/imports/${report.importId}` })).json<PaymentImport>();
    expect(queued).toMatchObject({ status: 'QUEUED', totalLines: 6, doneLines: 0 });

    await workImports();
    const done = (await call({ method: 'GET', url: `/api/payments/imports/${report.importId}` })).json<PaymentImport>();
    expect(done).toMatchObject({ status: 'COMPLETED', totalLines: 6, doneLines: 6, matched: 4, unmatched: 2 });

    const invoices = await invoicesOf(c.a);
    expect(invoices.find((i) => i.id === older.id)).toMatchObject({ status: 'PAID', amountPaid: '100.00', balanceDue: '0.00' });
    expect(invoices.find((i) => i.id === newer.id)).toMatchObject({ status: 'PART_PAID', amountPaid: '20.00', balanceDue: '30.00' });
    expect(await balances(t, c.a.accountId)).toEqual({ stored: '30.00', summed: '30.00' });
    // Two equal lines on one day are two payments.
    expect(await balances(t, c.b.accountId)).toEqual({ stored: '-60.00', summed: '-60.00' });
    expect(await balances(t, c.alpha.accountId)).toEqual({ stored: '-1000.50', summed: '-1000.50' });
    const unmatched = await t.database.db.select().from(bankLines).where(eq(bankLines.status, 'UNMATCHED'));
    expect(unmatched.map((l) => [l.reference, l.amount]).sort()).toEqual([
      ['100421', '15.00'],
      ['99999', '12.00'],
    ]);
  });

  it('writes nothing when the same file comes again, and only the new lines of a file that overlaps', async () => {
    const again = (await upload(BANK_CSV, 'BANK_CSV', false)).json<PaymentFileReport>();
    expect(again).toMatchObject({ matched: 0, unmatched: 0, duplicates: 6, skipped: 1, total: '0.00', importId: null });
    const overlap = `${BANK_CSV}\r\n23/11/2026,5.00,100420,BPAY Avery`;
    const checked = (await upload(overlap, 'BANK_CSV', true)).json<PaymentFileReport>();
    expect(checked).toMatchObject({ matched: 1, duplicates: 6, total: '5.00' });
    const applied = (await upload(overlap, 'BANK_CSV', false)).json<PaymentFileReport>();
    await workImports();
    expect(applied).toMatchObject({ matched: 1, duplicates: 6 });
    expect(await balances(t, c.a.accountId)).toEqual({ stored: '25.00', summed: '25.00' });
    expect(await t.database.db.select().from(payments).where(eq(payments.customerAccountId, c.b.accountId))).toHaveLength(2);
  });

  it('refuses a file with a bad line whole, saying which line and why, and writes nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::integer` }).from(bankLines);
    const bad = ['date,amount,reference,description', '31/02/2026,10.00,100420,x', '01/12/2026,ten,100420,y', '01/12/2026,1.005,100420,z'].join('\n');
    const res = await upload(bad, 'BANK_CSV', false);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ messages: { message: string }[] }>().messages.map((m) => m.message)).toEqual([
      texts.paymentFiles.lineError(2, texts.paymentFiles.badDate),
      texts.paymentFiles.lineError(3, texts.paymentFiles.badAmount),
      texts.paymentFiles.lineError(4, texts.paymentFiles.badAmount),
    ]);
    expect((await upload('when,how much\n1,2', 'BANK_CSV', true)).json().messages[0].message).toBe(
      texts.paymentFiles.badHeader('date,amount,reference,description'),
    );
    expect((await upload('date,amount,reference,description\n', 'BANK_CSV', true)).json().messages[0].message).toBe(texts.paymentFiles.empty);
    expect((await upload(BANK_CSV, 'OFX', true)).statusCode).toBe(400);
    const noFile = multipart([{ name: 'format', content: 'BANK_CSV' }]);
    expect((await call({ method: 'POST', url: '/api/payments/imports', payload: noFile.payload, headers: noFile.headers })).json().messages[0].message).toBe(
      texts.paymentFiles.fileRequired,
    );
    expect(await t.database.db.select({ n: sql<number>`count(*)::integer` }).from(bankLines)).toEqual(before);
  });
});

describe('POST /payments/imports, BPAY transaction file', () => {
  it('reads the fixed-width records: payments in cents by customer reference, reversals reported and skipped', async () => {
    const file = bpayFile([
      { type: '05', reference: '555011', cents: 4550, date: '25112026', receipt: '7700000001' },
      { type: '05', reference: '100420', cents: 2500, date: '25112026', receipt: '7700000002' },
      { type: '25', reference: '100420', cents: 2500, date: '26112026', receipt: '7700000003' },
      { type: '05', reference: '55501', cents: 100, date: '26112026', receipt: '7700000004' },
    ]);
    const checked = (await upload(file, 'BPAY', true, call, 'bpay.txt')).json<PaymentFileReport>();
    expect(checked).toMatchObject({ lines: 4, matched: 2, unmatched: 1, skipped: 1, matchedTotal: '70.50', unmatchedTotal: '1.00' });
    expect(checked.preview.map((l) => [l.paymentDate, l.amount, l.outcome, l.description])).toEqual([
      ['2026-11-25', '45.50', 'MATCHED', '7700000001'],
      ['2026-11-25', '25.00', 'MATCHED', '7700000002'],
      ['2026-11-26', '25.00', 'SKIPPED', '7700000003'],
      ['2026-11-26', '1.00', 'UNMATCHED', '7700000004'],
    ]);
    await upload(file, 'BPAY', false, call, 'bpay.txt');
    await workImports();
    expect(await balances(t, c.b.accountId)).toEqual({ stored: '-105.50', summed: '-105.50' });
    const [bpay] = await t.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, '555011'), eq(payments.method, 'BPAY')));
    expect(bpay).toMatchObject({ method: 'BPAY', amount: '45.50', paymentDate: '2026-11-25' });
    expect((await upload(file, 'BPAY', false, call, 'bpay.txt')).json<PaymentFileReport>()).toMatchObject({ duplicates: 3, importId: null });
  });

  it('refuses a file without its header or trailer, or with a record of another kind', async () => {
    const detail = bpayFile([{ type: '05', reference: '100420', cents: 1, date: '25112026', receipt: '1' }]).split('\r\n');
    const messages = async (content: string) =>
      (await upload(content, 'BPAY', true)).json<{ messages: { message: string }[] }>().messages.map((m) => m.message);
    expect(await messages(detail.slice(1).join('\r\n'))).toContain(texts.paymentFiles.lineError(1, texts.paymentFiles.noHeader));
    expect(await messages(detail.slice(0, 2).join('\r\n'))).toContain(texts.paymentFiles.lineError(2, texts.paymentFiles.noTrailer));
    expect(await messages([detail[0], '7 something', detail[2]].join('\r\n'))).toEqual([texts.paymentFiles.lineError(2, texts.paymentFiles.badRecord('7'))]);
  });

  it('refuses a file whose trailer disagrees with its details with a 400 in the envelope, writing nothing even when applied', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::integer` }).from(bankLines);
    const records: BpayRecord[] = [{ type: '05', reference: '100420', cents: 9900, date: '27112026', receipt: '7700000009' }];
    const res = await upload(bpayFile(records, { trailer: bpayTrailer({ ...bpayTotals(records), payments: 2 }) }), 'BPAY', false, call, 'bpay.txt');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ messages: { message: string }[] }>().messages.map((m) => m.message)).toEqual([
      texts.paymentFiles.lineError(3, texts.paymentFiles.trailerDisagrees(texts.paymentFiles.trailerFields.payments, '2', '1')),
    ]);
    expect(await t.database.db.select({ n: sql<number>`count(*)::integer` }).from(bankLines)).toEqual(before);
  });
});

describe('the BPAY trailer record', () => {
  const read = paymentFileReaders.BPAY;
  const tf = texts.paymentFiles.trailerFields;
  /** What reading the file refuses with, as the messages of the 400. */
  const refusals = (file: string) => {
    try {
      read(file);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      expect(error.statusCode).toBe(400);
      return error.envelope().messages.map((m) => m.message);
    }
    return [];
  };
  const DETAILS: BpayRecord[] = [
    { type: '05', reference: '100420', cents: 12000, date: '25112026', receipt: '1' },
    { type: '05', reference: '555011', cents: 4550, date: '25112026', receipt: '2' },
    { type: '15', reference: '100420', cents: 500, date: '26112026', receipt: '3' },
    { type: '25', reference: '555011', cents: 4550, date: '26112026', receipt: '4' },
  ];
  // Worked by hand: payments 2 for 120.00 + 45.50 = 16550 cents; one correction of 500; one reversal of 4550;
  // settlement 16550 - 500 - 4550 = 11500. Trailer: 9 | 000000002 | 000000000016550 | 000000001 | 000000000000500 |
  // 000000001 | 000000000004550 | 000000000011500.
  const GOOD_TRAILER = '9000000002000000000016550000000001000000000000500000000001000000000004550000000000011500';
  // The detail records are lines 2–5 of the file; the trailer is line 6.

  it('agrees with its details: the file is read (the hand-written trailer is the one a bank writes)', () => {
    expect(bpayTrailer(bpayTotals(DETAILS))).toBe(GOOD_TRAILER);
    const lines = read(bpayFile(DETAILS, { trailer: GOOD_TRAILER }));
    expect(lines.map((l) => [l.lineNumber, l.amount, l.skipped === null])).toEqual([
      [2, '120.00', true],
      [3, '45.50', true],
      [4, '5.00', false],
      [5, '45.50', false],
    ]);
  });

  it('refuses a file whose trailer counts another number of payments, corrections or reversals', () => {
    const wrongCount = GOOD_TRAILER.slice(0, 1) + '000000003' + GOOD_TRAILER.slice(10);
    expect(refusals(bpayFile(DETAILS, { trailer: wrongCount }))).toEqual([
      texts.paymentFiles.lineError(6, texts.paymentFiles.trailerDisagrees(tf.payments, '3', '2')),
    ]);
    const noReversals = GOOD_TRAILER.slice(0, 49) + '000000000' + '000000000000000' + GOOD_TRAILER.slice(73);
    expect(refusals(bpayFile(DETAILS, { trailer: noReversals }))).toEqual([
      texts.paymentFiles.lineError(6, texts.paymentFiles.trailerDisagrees(tf.reversals, '0', '1')),
      texts.paymentFiles.lineError(6, texts.paymentFiles.trailerDisagrees(tf.reversalsAmount, '$0.00', '$45.50')),
    ]);
  });

  it('refuses a file whose trailer gives another total amount or settlement', () => {
    // One cent more on the payments' amount: 16551.
    const wrongTotal = GOOD_TRAILER.slice(0, 10) + '000000000016551' + GOOD_TRAILER.slice(25);
    expect(refusals(bpayFile(DETAILS, { trailer: wrongTotal }))).toEqual([
      texts.paymentFiles.lineError(6, texts.paymentFiles.trailerDisagrees(tf.paymentsAmount, '$165.51', '$165.50')),
    ]);
    const wrongSettlement = GOOD_TRAILER.slice(0, 73) + '000000000016550';
    expect(refusals(bpayFile(DETAILS, { trailer: wrongSettlement }))).toEqual([
      texts.paymentFiles.lineError(6, texts.paymentFiles.trailerDisagrees(tf.settlement, '$165.50', '$115.00')),
    ]);
    // A detail record dropped in transit (the first payment): the file no longer adds up to its trailer. Its
    // settlement would be 45.50 - 5.00 - 45.50 < 0, which the unsigned field cannot hold: not compared.
    expect(refusals(bpayFile(DETAILS.slice(1), { trailer: GOOD_TRAILER }))).toEqual([
      texts.paymentFiles.lineError(5, texts.paymentFiles.trailerDisagrees(tf.payments, '2', '1')),
      texts.paymentFiles.lineError(5, texts.paymentFiles.trailerDisagrees(tf.paymentsAmount, '$165.50', '$45.50')),
    ]);
  });

  it('refuses a file without a trailer, with a short one, or with one that is not numbers', () => {
    expect(refusals(bpayFile(DETAILS, { trailer: null }))).toEqual([texts.paymentFiles.lineError(5, texts.paymentFiles.noTrailer)]);
    expect(refusals(bpayFile(DETAILS, { trailer: '9000000002000000000016550' }))).toEqual([
      texts.paymentFiles.lineError(6, texts.paymentFiles.shortTrailer(25)),
    ]);
    const letters = GOOD_TRAILER.slice(0, 25) + 'ABCDEFGHI' + GOOD_TRAILER.slice(34);
    expect(refusals(bpayFile(DETAILS, { trailer: letters }))).toEqual([texts.paymentFiles.lineError(6, texts.paymentFiles.trailerNotNumber(tf.corrections))]);
  });

  it('reports a bad detail record rather than the totals it spoils, and refuses an unknown payment type', () => {
    const file = bpayFile([...DETAILS, { type: '99' as never, reference: '100420', cents: 1, date: '26112026', receipt: '5' }], { trailer: GOOD_TRAILER });
    expect(refusals(file)).toEqual([texts.paymentFiles.lineError(6, texts.paymentFiles.badPaymentType('99'))]);
  });
});

describe('payment imports: roles and companies', () => {
  it('refuses ReadOnly users; another company neither sees an import nor matches these accounts', async () => {
    await createUser(t.database, scope.companyId, 'payfiles-reader', 'ReadOnly');
    const reader = as(t.app, await login(t.app, 'payfiles-reader', FIXTURE_PASSWORD));
    expect((await upload(BANK_CSV, 'BANK_CSV', true, reader)).statusCode).toBe(403);

    const mine = (await upload(`${BANK_CSV}\r\n24/11/2026,1.00,100420,x`, 'BANK_CSV', false)).json<PaymentFileReport>();
    const other = await createTenant(t.database, 'PAYFILESX');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    expect((await stranger({ method: 'GET', url: `/api/payments/imports/${mine.importId}` })).statusCode).toBe(404);
    const theirs = (await upload(BANK_CSV, 'BANK_CSV', true, stranger)).json<PaymentFileReport>();
    expect(theirs).toMatchObject({ matched: 0, unmatched: 6, duplicates: 0 });
  });
});

describe('the Unallocated Payments queue', () => {
  const queue = async (caller = call) => {
    const items = (await caller({ method: 'GET', url: '/api/dashboard/user-items' })).json<DashboardItem[]>();
    return items.find((i) => i.code === PROCESS_CODES.unallocatedPayments)!;
  };
  const rowsOf = async (item: DashboardItem, caller = call) =>
    (
      await caller({ method: 'GET', url: `/api/dashboard/processes/${item.id}/data-with-pagination?processCode=${item.code}&page=1&itemsPerPage=50` })
    ).json<ProcessDataResponse>().processItems;
  const assign = (item: DashboardItem, key: number, options: string) =>
    call({
      method: 'POST',
      url: '/api/dashboard/processes/run-action',
      payload: {
        processId: item.id,
        actionId: item.actions.find((a) => a.code === ASSIGN_PAYMENT_ACTION_CODE)!.id,
        options,
        itemsJson: JSON.stringify([{ key_exception_id: key }]),
      },
    });

  it('lists the lines no account was found for; Assign to Account pays one in for the account named', async () => {
    const item = await queue();
    const rows = await rowsOf(item);
    const mistyped = rows.find((r) => r.reference === '100421')!;
    expect(mistyped).toMatchObject({ amount: '15.00', payment_date: '2026-11-21', file_name: 'bank.csv', line_number: 5 });

    expect((await assign(item, Number(mistyped.key_exception_id), '')).json().messages[0].message).toBe(texts.paymentFiles.accountRequired);
    expect((await assign(item, Number(mistyped.key_exception_id), '{"account":"NOPE"}')).json().messages[0].message).toBe(
      texts.paymentFiles.accountNotFound('NOPE'),
    );
    const before = await balances(t, c.a.accountId);
    const res = await assign(item, Number(mistyped.key_exception_id), '{"account":"100420"}');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ message: texts.paymentFiles.assigned('$15.00', '10042'), messageType: 'Success' }]);
    const after = await balances(t, c.a.accountId);
    expect(new Decimal(after.stored).minus(before.stored).toFixed(2)).toBe('-15.00');
    expect(after.stored).toBe(after.summed);
    expect((await rowsOf(item)).map((r) => r.reference)).not.toContain('100421');
    const [line] = await t.database.db
      .select()
      .from(bankLines)
      .where(eq(bankLines.id, Number(mistyped.key_exception_id)));
    expect(line).toMatchObject({ status: 'ASSIGNED', customerAccountId: c.a.accountId });
    expect((await assign(item, Number(mistyped.key_exception_id), '{"account":"100420"}')).statusCode).toBe(409);
  });

  it('is not another company’s', async () => {
    const other = await createTenant(t.database, 'PAYFILESQ');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    expect(await rowsOf(await queue(stranger), stranger)).toEqual([]);
  });
});
