import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texts, type PricePlan, type ProductInvoice } from '@wattle/contract';
import { auditLog, billRuns, customers, documents, emailRequests, invoices, parties, transactions, utilityAccounts } from '../../src/db/schema/index';
import type { JobDeps } from '../../src/jobs/job';
import type { Mailer, MailMessage } from '../../src/lib/mailer';
import { invoiceEmailJob } from '../../src/modules/correspondence/invoice-email.job';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { oneLine, pdfText } from '../pdf-reading';
import { createTenant, createUser, FIXTURE_PASSWORD, type Scope } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, flatPowerPlan, type BilledAccount, type Caller } from './billing-fixtures';

/**
 * The instant invoice (spec 3 §2.9): a flat POWER plan ($1.00 a day, 25c a kWh), the account last
 * billed 30 September 2026 with 10 kWh a day in October; invoiced up to 31 October:
 * 31.00 + GST 3.10, 77.50 + GST 7.75 = 119.35.
 */
let t: TestApp;
let call: Caller;
let scope: Scope;
let plan: PricePlan;
let account: BilledAccount;

const url = (customerId: number, query: string) => `/api/customers/${customerId}/invoice?${query}`;
const OCTOBER = 'invoiceDate=2026-10-31&invoiceDueDate=2026-11-14';

const counts = async () => {
  const db = t.database.db;
  const mine = (table: typeof invoices | typeof transactions | typeof documents | typeof billRuns) =>
    and(eq(table.companyId, scope.companyId), eq(table.dataset, scope.dataset));
  return {
    invoices: (await db.select({ id: invoices.id }).from(invoices).where(mine(invoices))).length,
    transactions: (await db.select({ id: transactions.id }).from(transactions).where(mine(transactions))).length,
    documents: (await db.select({ id: documents.id }).from(documents).where(mine(documents))).length,
    billRuns: (await db.select({ id: billRuns.id }).from(billRuns).where(mine(billRuns))).length,
  };
};
const lastBilled = async () =>
  (await t.database.db.select({ d: utilityAccounts.lastBilledDate }).from(utilityAccounts).where(eq(utilityAccounts.id, account.utilityAccountId)))[0]!.d;
const pdfOf = (invoice: ProductInvoice) => pdfText(Buffer.from(invoice.invoiceBase64Data, 'base64')).then(oneLine);

beforeAll(async () => {
  t = await createTestApp();
  call = as(t.app, await login(t.app));
  scope = await adminScope(t.database);
  plan = await flatPowerPlan(call, 'INSTANT-FLAT');
  account = await accountOnPlan(t, scope, plan, 'Instant', '10.000');
});

afterAll(async () => {
  await t?.close();
});

describe('GET and POST /customers/{id}/invoice', () => {
  it('previews the invoice as rated now, one POWER PDF, and writes nothing', async () => {
    const before = await counts();
    const res = await call({ method: 'GET', url: url(account.customerId, `${OCTOBER}&preview=true`) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<ProductInvoice[]>();
    expect(answer.map((a) => a.productTypeCode)).toEqual(['POWER']);
    const text = await pdfOf(answer[0]!);
    expect(text).toContain(texts.billingPdf.draftInvoice);
    expect(text).toContain('$119.35');
    expect(text).toContain('14/11/2026');
    expect(await counts()).toEqual(before);
    expect(await lastBilled()).toBe('2026-09-30');
  });

  it('issues nothing through GET, whatever its query says: the spec path is a read', async () => {
    const before = await counts();
    const res = await call({ method: 'GET', url: url(account.customerId, `${OCTOBER}&preview=false`) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await pdfOf(res.json<ProductInvoice[]>()[0]!)).toContain(texts.billingPdf.draftInvoice);
    expect(await counts()).toEqual(before);
    expect(await lastBilled()).toBe('2026-09-30');
  });

  it.each([
    ['ReadOnly', 'instant-reader'],
    ['DEVELOPER', 'instant-developer'],
    ['', 'instant-clerk'],
  ])('lets a user with roles %j preview but not generate (issuing is the administrator’s)', async (roles, username) => {
    await createUser(t.database, scope.companyId, username, roles);
    const caller = as(t.app, await login(t.app, username, FIXTURE_PASSWORD));
    expect((await caller({ method: 'GET', url: url(account.customerId, `${OCTOBER}&preview=true`) })).statusCode).toBe(200);
    const before = await counts();
    const res = await caller({ method: 'POST', url: url(account.customerId, `${OCTOBER}&preview=false`) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ isSuccess: false, messages: [{ message: texts.server.forbidden }] });
    expect(await counts()).toEqual(before);
  });

  it('generates one issued invoice with the next gapless number, an AR transaction and a kept PDF; again creates nothing', async () => {
    const before = await counts();
    const res = await call({ method: 'POST', url: url(account.customerId, `${OCTOBER}&preview=false`) });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.customerAccountId, account.customerAccountId));
    expect(invoice).toMatchObject({ status: 'ISSUED', total: '119.35', invoiceDate: '2026-10-31', dueDate: '2026-11-14', periodTo: '2026-10-31' });
    const numbers = (
      await t.database.db
        .select({ n: invoices.invoiceNumber })
        .from(invoices)
        .where(and(eq(invoices.companyId, scope.companyId), eq(invoices.dataset, scope.dataset), isNotNull(invoices.invoiceNumber)))
    )
      .map((r) => Number(r.n!.replace(/\D/g, '')))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    const ledger = await t.database.db.select().from(transactions).where(eq(transactions.invoiceId, invoice!.id));
    expect(ledger).toMatchObject([{ transactionType: 'INVOICE', amount: '119.35', reference: invoice!.invoiceNumber }]);
    expect(await lastBilled()).toBe('2026-10-31');
    const text = await pdfOf(res.json<ProductInvoice[]>()[0]!);
    expect(text).toContain(invoice!.invoiceNumber!);
    expect(text).toContain('$119.35');
    const kept = await t.database.db.select().from(documents).where(eq(documents.customerId, account.customerId));
    expect(kept).toMatchObject([{ reference: invoice!.invoiceNumber, fileExtension: 'pdf' }]);
    expect(await counts()).toEqual({
      invoices: before.invoices + 1,
      transactions: before.transactions + 1,
      documents: before.documents + 1,
      billRuns: before.billRuns + 1,
    });
    expect((await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'billing.instant-invoice'))).length).toBe(1);

    const afterFirst = await counts();
    for (const preview of ['false', 'true']) {
      const again = await call({ method: preview === 'false' ? 'POST' : 'GET', url: url(account.customerId, `${OCTOBER}&preview=${preview}`) });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ isSuccess: false, messages: [{ message: texts.invoice.nothingToInvoice('2026-10-31') }] });
    }
    expect(await counts()).toEqual(afterFirst);
  });

  it('answers the PDF of an invoice that a credit the account held paid as it was issued', async () => {
    const credited = await accountOnPlan(t, scope, plan, 'InstantCredit', '10.000');
    const paid = await call({
      method: 'POST',
      url: `/api/customers/${credited.customerId}/payments`,
      payload: { amount: '200.00', paymentDate: '2026-10-15', method: 'EFT' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const res = await call({ method: 'POST', url: url(credited.customerId, `${OCTOBER}&preview=false`) });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.customerAccountId, credited.customerAccountId));
    expect(invoice).toMatchObject({ status: 'PAID', total: '119.35' });
    const answer = res.json<ProductInvoice[]>();
    expect(answer.map((a) => a.productTypeCode)).toEqual(['POWER']);
    expect(await pdfOf(answer[0]!)).toContain(invoice!.invoiceNumber!);
  });

  it('leaves a draft with an exception held for review, says why, and issues nothing (again: the same)', async () => {
    const unread = await accountOnPlan(t, scope, plan, 'InstantNoReads', null);
    const before = await counts();
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await call({ method: 'POST', url: url(unread.customerId, `${OCTOBER}&preview=false`) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ isSuccess: false, messages: [{ message: texts.invoice.held(['NO_READS']) }] });
    }
    const drafts = await t.database.db.select().from(invoices).where(eq(invoices.customerAccountId, unread.customerAccountId));
    expect(drafts).toMatchObject([{ status: 'DRAFT', invoiceNumber: null }]);
    const after = await counts();
    expect(after).toMatchObject({ invoices: before.invoices + 1, transactions: before.transactions, documents: before.documents });
  });

  it('refuses bad dates with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['invoiceDate=2026-13-01&invoiceDueDate=2026-11-14&preview=true', 'invoiceDate'],
      ['invoiceDate=2026-10-31&preview=true', 'invoiceDueDate'],
      ['invoiceDate=2026-10-31&invoiceDueDate=2026-10-30&preview=true', 'invoiceDueDate'],
      [`${OCTOBER}&preview=maybe`, 'preview'],
    ];
    for (const [query, field] of cases) {
      const res = await call({ method: 'POST', url: url(account.customerId, query) });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ messages: { message: string }[] }>().messages[0]!.message, query).toContain(field);
    }
  });

  it('emails an invoice issued to a customer by email with its PDF: written with the invoice, sent by its job, once', async () => {
    const byEmail = await accountOnPlan(t, scope, plan, 'InstantByEmail', '10.000');
    const [customer] = await t.database.db.select({ partyId: customers.primaryPartyId }).from(customers).where(eq(customers.id, byEmail.customerId));
    await t.database.db.update(parties).set({ emailAddress: 'billing.reader@example.com' }).where(eq(parties.id, customer!.partyId!));
    const res = await call({ method: 'POST', url: url(byEmail.customerId, `${OCTOBER}&preview=false`) });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.customerAccountId, byEmail.customerAccountId));
    const emailsOf = () => t.database.db.select().from(emailRequests).where(eq(emailRequests.customerId, byEmail.customerId));
    const [queued, ...more] = await emailsOf();
    expect(more).toEqual([]);
    expect(queued).toMatchObject({
      invoiceId: invoice!.id,
      correspondenceType: 'INVOICE',
      requestStatus: 'QUEUED',
      sendTo: 'billing.reader@example.com',
      attachmentPaths: null,
    });
    expect(queued!.emailSubject).toContain(invoice!.invoiceNumber!);
    expect(queued!.emailBody).toContain('$119.35');
    expect(queued!.emailBody).toContain('14/11/2026');

    const mails: MailMessage[] = [];
    const mailer: Mailer = { kind: 'outbox', domain: 'example.com', send: (m) => Promise.resolve(void mails.push(m)), close: () => undefined };
    const deps: JobDeps = { database: t.database, files: t.app.files, mailer, config: t.app.config };
    await invoiceEmailJob.run(deps, { companyId: scope.companyId, dataset: scope.dataset });
    await invoiceEmailJob.run(deps, { companyId: scope.companyId, dataset: scope.dataset });
    expect(mails.map((m) => m.to)).toEqual(['billing.reader@example.com']);
    expect(mails[0]!.attachments!.map((a) => a.contentType)).toEqual(['application/pdf']);
    const [sent] = await emailsOf();
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice!.id));
    expect(sent).toMatchObject({ requestStatus: 'SENT', attachmentPaths: String(kept!.documentId) });
    // Issuing again has nothing to issue: no second email.
    expect((await call({ method: 'POST', url: url(byEmail.customerId, `${OCTOBER}&preview=false`) })).statusCode).toBe(409);
    expect(await emailsOf()).toHaveLength(1);
  });

  it("answers 404 for another company's customer", async () => {
    const other = await createTenant(t.database, 'INSTANTOTHER');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    for (const preview of ['true', 'false']) {
      const res = await stranger({ method: preview === 'false' ? 'POST' : 'GET', url: url(account.customerId, `${OCTOBER}&preview=${preview}`) });
      expect(res.statusCode).toBe(404);
    }
  });
});
