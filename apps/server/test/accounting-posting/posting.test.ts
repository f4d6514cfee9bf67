/**
 * The ledger posted to the accounting provider's sandbox (docs/payments.md "Posting to the
 * accounting provider"): each document once, through the saved mappings, retried after a lost
 * answer with the same idempotency key; every post in the event log; the bank sync; roles and
 * companies apart.
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTING_PLATFORM,
  texts,
  type BankTransactions,
  type IntegrationEventLog,
  type JournalAccountMappings,
  type PaymentRecorded,
  type PostingProgress,
} from '@wattle/contract';
import { accountingPostings } from '../../src/db/schema/index';
import { withScope } from '../../src/db/tenancy';
import { accountingPostingJob } from '../../src/modules/integrations/accounting/posting/posting.job';
import { startAccountingSandbox, type AccountingSandbox } from '../../src/modules/integrations/accounting/sandbox-server';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { addCustomer, createTenant, createUser, FIXTURE_PASSWORD, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { businessDays, setDishonourFee } from '../payments/ledger-fixtures';
import { connectAccounting, twoLineInvoice } from './posting-fixtures';

type Caller = ReturnType<typeof as>;

const CLIENT_ID = 'wattle-posting';
const CLIENT_SECRET = 'posting-secret';
const A = `/api/integrations/${ACCOUNTING_PLATFORM}`;

let sandbox: AccountingSandbox;
let t: TestApp;
let scope: Scope;
let admin: Caller;
let readOnly: Caller;
let other: Caller;
let otherScope: Scope;
let day: (offset: number) => string;

const runPosting = (s: Scope = scope) =>
  accountingPostingJob.run(
    { database: t.database, files: t.app.files, mailer: t.app.mailer, config: t.app.config },
    { companyId: s.companyId, dataset: s.dataset },
  );
const postings = (s: Scope = scope) =>
  withScope(t.database.db, s, (tx) =>
    tx
      .select({
        kind: accountingPostings.documentKind,
        documentId: accountingPostings.documentId,
        status: accountingPostings.status,
        attempts: accountingPostings.attempts,
        providerId: accountingPostings.providerId,
        lastError: accountingPostings.lastError,
        key: accountingPostings.idempotencyKey,
      })
      .from(accountingPostings)
      .orderBy(asc(accountingPostings.id)),
  );
const logs = async () => (await admin({ method: 'GET', url: `${A}/logs` })).json<IntegrationEventLog[]>();
const saveJournal = (caller: Caller, rows: object[]) => caller({ method: 'POST', url: `${A}/journal-account-mappings`, payload: rows });
const mapping = (accountCode: string, accountTypeCode: string, xeroAccountCode: string) => ({
  accountTypeCode,
  accountTypeDescription: accountTypeCode,
  accountCode,
  accountDescription: accountCode,
  xeroAccountCode,
});

beforeAll(async () => {
  sandbox = await startAccountingSandbox({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, tokenLifetimeSeconds: 3600 });
  t = await createTestApp({ ACCOUNTING_PROVIDER_URL: sandbox.url, ACCOUNTING_CLIENT_ID: CLIENT_ID, ACCOUNTING_CLIENT_SECRET: CLIENT_SECRET });
  scope = await adminScope(t.database);
  const cookie = await login(t.app);
  admin = as(t.app, cookie);
  readOnly = as(t.app, await login(t.app, await createUser(t.database, scope.companyId, 'posting-readonly', 'ReadOnly'), FIXTURE_PASSWORD));
  const tenant = await createTenant(t.database, 'POSTINGOTHER');
  other = as(t.app, await login(t.app, tenant.username, FIXTURE_PASSWORD));
  otherScope = { companyId: tenant.companyId, dataset: 'live' };
  day = await businessDays(t, scope);
  await setDishonourFee(t, scope, '');
  await connectAccounting(admin, cookie, sandbox);
  const journal = await saveJournal(admin, [
    mapping('1100', 'RECEIVABLE', '610'),
    mapping('4000', 'REVENUE', '200'),
    mapping('4010', 'REVENUE', '210'),
    mapping('4100', 'REVENUE', '260'),
  ]);
  expect(journal.statusCode, journal.body).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe('posting the ledger', () => {
  let paymentIds: number[] = [];
  let refundId = 0;

  it('posts each document once with the mappings, retries a lost answer with the same key, and logs every post', async () => {
    const c = await addCustomer(t.database, scope, { name: 'Posting Customer', type: 'RESIDENT', accountNumber: 'POST-1' });
    const invoice = await twoLineInvoice(t, scope, c.accountId, day(-20));
    // A credit note of the supply line: 40.00 + 4.00 GST, so 66.00 is owed.
    const note = await admin({
      method: 'POST',
      url: `/api/billing/invoices/${invoice.id}/credit-note`,
      payload: { reason: 'Supply overcharged', lineNumbers: [2] },
    });
    expect(note.statusCode, note.body).toBe(200);
    const pay = async (amount: string) => {
      const res = await admin({
        method: 'POST',
        url: `/api/customers/${c.customerId}/payments`,
        payload: { amount, paymentDate: day(-1), method: 'BPAY', reference: `BANK-${amount}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<PaymentRecorded>().id;
    };
    paymentIds = [await pay('66.00'), await pay('30.00')];
    expect((await admin({ method: 'POST', url: `/api/payments/${paymentIds[1]}/dishonour`, payload: { reason: 'Refer to drawer' } })).statusCode).toBe(200);
    paymentIds.push(await pay('69.00'));
    const refund = await admin({
      method: 'POST',
      url: `/api/customers/${c.customerId}/refunds`,
      payload: { amount: '25.00', method: 'EFT', reference: 'RF-1' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    refundId = refund.json<{ id: number }>().id;

    // First run: no receipt account chosen yet, and the invoice's answer is lost after the sandbox stored it.
    sandbox.dropNext(1);
    await runPosting();
    const first = await postings();
    expect(first.map((p) => [p.kind, p.status, p.attempts])).toEqual([
      ['INVOICE', 'FAILED', 1],
      ['CREDIT_NOTE', 'POSTED', 1],
      ['PAYMENT', 'FAILED', 1],
      ['PAYMENT', 'FAILED', 1],
      ['PAYMENT', 'FAILED', 1],
      ['DISHONOUR', 'FAILED', 1],
      ['REFUND', 'FAILED', 1],
    ]);
    expect(first[0]!.key).toBe(`wattle-${scope.companyId}-live-INVOICE-${invoice.id}`);
    expect(first[2]!.lastError).toBe(texts.accounting.noReceiptAccount);
    expect(sandbox.posted.map((d) => d.path)).toEqual(['/api/invoices', '/api/credit-notes']);
    const failedLog = (await logs()).find((l) => l.text === texts.accounting.postLog(texts.accounting.invoiceDocument(invoice.invoiceNumber)))!;
    expect(failedLog.status).toBe(texts.accounting.errorStatus);
    expect(failedLog.data).toContain('The accounting provider did not answer');

    // The receipt account chosen: the next run posts the rest, and the invoice again under its key.
    expect((await admin({ method: 'POST', url: `${A}/receipt-account-mappings`, payload: [{ AccountCode: '091' }] })).statusCode).toBe(200);
    await runPosting();
    await runPosting();
    const done = await postings();
    expect(done.map((p) => p.status)).toEqual(Array(7).fill('POSTED'));
    expect(sandbox.posted.map((d) => d.path)).toEqual([
      '/api/invoices',
      '/api/credit-notes',
      '/api/bank-transactions',
      '/api/bank-transactions',
      '/api/bank-transactions',
      '/api/bank-transactions',
      '/api/bank-transactions',
    ]);
    const [storedInvoice, storedNote, ...bank] = sandbox.posted;
    expect(done[0]!.providerId).toBe(storedInvoice!.id);
    expect(storedInvoice!.tenantId).toBe('org-harbour');
    expect(storedInvoice!.body).toMatchObject({
      Type: 'ACCREC',
      InvoiceNumber: invoice.invoiceNumber,
      Contact: { Name: 'Posting Customer', ContactNumber: 'POST-1' },
      LineItems: [
        { Description: 'Gas usage', LineAmount: '60.00', TaxAmount: '6.00', AccountCode: '210' },
        { Description: 'Supply charge', LineAmount: '40.00', TaxAmount: '4.00', AccountCode: '260' },
      ],
    });
    expect(storedNote!.body).toMatchObject({
      Type: 'ACCRECCREDIT',
      Reference: invoice.invoiceNumber,
      LineItems: [{ LineAmount: '40.00', TaxAmount: '4.00', AccountCode: '260' }],
    });
    expect(
      bank.map((d) => [d.body.Type, (d.body.BankAccount as { Code: string }).Code, (d.body.LineItems as { LineAmount: string; AccountCode: string }[])[0]]),
    ).toEqual([
      ['RECEIVE', '091', expect.objectContaining({ LineAmount: '66.00', AccountCode: '610' })],
      ['RECEIVE', '091', expect.objectContaining({ LineAmount: '30.00', AccountCode: '610' })],
      ['RECEIVE', '091', expect.objectContaining({ LineAmount: '69.00', AccountCode: '610' })],
      ['SPEND', '091', expect.objectContaining({ LineAmount: '30.00', AccountCode: '610' })],
      ['SPEND', '091', expect.objectContaining({ LineAmount: '25.00', AccountCode: '610' })],
    ]);
    const posted = (await logs()).filter((l) => l.status === 'SUCCESS' && l.text.startsWith('Post '));
    expect(posted).toHaveLength(7);
  });

  it('writes a refusal with the provider status to the event log and posts it on a later run', async () => {
    const c = await addCustomer(t.database, scope, { name: 'Posting Outage', type: 'RESIDENT', accountNumber: 'POST-2' });
    const res = await admin({
      method: 'POST',
      url: `/api/customers/${c.customerId}/payments`,
      payload: { amount: '12.50', paymentDate: day(0), method: 'EFT', reference: 'OUT' },
    });
    const id = res.json<PaymentRecorded>().id;
    sandbox.failNext(1, 503);
    await runPosting();
    const label = texts.accounting.postLog(texts.accounting.paymentDocument(id));
    expect((await logs()).find((l) => l.text === label)).toMatchObject({
      status: texts.accounting.errorStatus,
      data: texts.accounting.providerFailed('HTTP 503'),
    });
    await runPosting();
    expect((await postings()).at(-1)).toMatchObject({ kind: 'PAYMENT', documentId: id, status: 'POSTED', attempts: 2 });
    expect((await logs())[0]).toMatchObject({ text: label, status: 'SUCCESS' });
  });

  it('lists the bank lines with the payments, dishonour and refund they are', async () => {
    const res = await readOnly({ method: 'GET', url: `${A}/bank-transactions` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<BankTransactions>();
    expect(body.isSuccess).toBe(true);
    // The sandbox's own three lines, unmatched, then the six Wattle posted.
    expect(body.bankTransactions.slice(0, 3).map((l) => [l.bankTransactionId, l.matchedTo])).toEqual([
      ['bank-0001', null],
      ['bank-0002', null],
      ['bank-0003', null],
    ]);
    expect(body.bankTransactions.slice(3, 8).map((l) => [l.type, l.amount, l.matchedTo])).toEqual([
      ['RECEIVE', '66.00', { documentKind: 'PAYMENT', documentId: paymentIds[0] }],
      ['RECEIVE', '30.00', { documentKind: 'PAYMENT', documentId: paymentIds[1] }],
      ['RECEIVE', '69.00', { documentKind: 'PAYMENT', documentId: paymentIds[2] }],
      ['SPEND', '30.00', { documentKind: 'DISHONOUR', documentId: paymentIds[1] }],
      ['SPEND', '25.00', { documentKind: 'REFUND', documentId: refundId }],
    ]);
    expect(body.bankTransactions).toHaveLength(9);
  });

  it("keeps another company's postings and bank lines out of reach", async () => {
    expect((await other({ method: 'GET', url: `${A}/bank-transactions` })).statusCode).toBe(404);
    await runPosting(otherScope);
    expect(await postings(otherScope)).toEqual([]);
    const rows = await withScope(t.database.db, otherScope, (tx) => tx.select().from(accountingPostings).where(eq(accountingPostings.documentKind, 'INVOICE')));
    expect(rows).toEqual([]);
  });
});

describe('Post now (the Event logs tab)', () => {
  const postNow = (caller: Caller) => caller({ method: 'POST', url: `${A}/postings` });
  const progress = async (caller: Caller) => {
    const res = await caller({ method: 'GET', url: `${A}/postings` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PostingProgress>();
  };

  it('adds the documents written since to the postings and answers what waits; the run it queues posts them', async () => {
    const c = await addCustomer(t.database, scope, { name: 'Posting Now', type: 'RESIDENT', accountNumber: 'POST-3' });
    const res = await admin({
      method: 'POST',
      url: `/api/customers/${c.customerId}/payments`,
      payload: { amount: '7.25', paymentDate: day(0), method: 'EFT', reference: 'NOW' },
    });
    const id = res.json<PaymentRecorded>().id;
    const before = (await postings()).length;

    expect((await postNow(readOnly)).statusCode).toBe(403);
    expect(await postings()).toHaveLength(before);

    const queued = await postNow(admin);
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json<PostingProgress>()).toEqual({ status: 'QUEUED', waiting: 1, failed: 0 });
    expect((await postings()).at(-1)).toMatchObject({ kind: 'PAYMENT', documentId: id, status: 'PENDING', attempts: 0 });
    expect(await progress(readOnly)).toEqual({ status: 'QUEUED', waiting: 1, failed: 0 });

    // The queued job's work (this test app runs no job workers).
    await runPosting();
    expect(await progress(admin)).toEqual({ status: 'COMPLETED', waiting: 0, failed: 0 });
    expect((await logs())[0]).toMatchObject({ text: texts.accounting.postLog(texts.accounting.paymentDocument(id)), status: 'SUCCESS' });
  });

  it('is a 404 for a company whose accounting provider is not connected', async () => {
    expect((await postNow(other)).statusCode).toBe(404);
    expect((await other({ method: 'GET', url: `${A}/postings` })).statusCode).toBe(404);
  });
});

describe('adding journal accounts (spec 3 §5.6)', () => {
  const added = { ...mapping('4300', 'REVENUE', '260'), accountDescription: 'Solar buyback', isNew: true };

  it('refuses ReadOnly and adds nothing', async () => {
    expect((await saveJournal(readOnly, [added])).statusCode).toBe(403);
  });

  it('adds the general-ledger account with its mapping, and refuses a code already taken', async () => {
    const kept = [
      mapping('1100', 'RECEIVABLE', '610'),
      mapping('4000', 'REVENUE', '200'),
      mapping('4010', 'REVENUE', '210'),
      mapping('4100', 'REVENUE', '260'),
    ];
    const res = await saveJournal(admin, [...kept, added]);
    expect(res.statusCode, res.body).toBe(200);
    const journal = (await admin({ method: 'GET', url: `${A}/journal-account-mappings` })).json<JournalAccountMappings>();
    expect(journal.journalAccountMappings.find((m) => m.accountCode === '4300')).toMatchObject({
      accountDescription: 'Solar buyback',
      accountTypeCode: 'REVENUE',
      xeroAccountCode: '260',
    });
    const again = await saveJournal(admin, [{ ...added, accountCode: '4010' }]);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ messages: { message: string }[] }>().messages[0]!.message).toBe(texts.accounting.glAccountExists('4010'));
  });
});

describe('GET /integrations/{provider}/bank-transactions: bad input', () => {
  /** What a bank sync may write: event-log entries, and what the provider stores. */
  const written = async () => ({ logs: (await logs()).length, posted: sandbox.posted.length });

  it.each([
    ['a provider name too long to be one', 'x'.repeat(51), 400, null],
    ['a provider that does not exist', 'nosuch', 404, texts.addons.notConnected('nosuch')],
    ['a payment card, not an accounting provider', 'cardpay', 404, texts.addons.notConnected('cardpay')],
  ])('answers %s ("%s") with a %i in the envelope, calling no provider and logging nothing', async (_, provider, status, message) => {
    const before = await written();
    const res = await admin({ method: 'GET', url: `/api/integrations/${provider}/bank-transactions` });
    expect(res.statusCode).toBe(status);
    const body = res.json<{ isSuccess: boolean; messages: { message: string }[] }>();
    expect(body.isSuccess).toBe(false);
    expect(body.messages[0]!.message).toEqual(message ?? expect.stringMatching(/^provider: /));
    expect(await written()).toEqual(before);
  });
});
