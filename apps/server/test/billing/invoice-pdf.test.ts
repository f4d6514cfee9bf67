import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice, InvoiceSummary } from '@wattle/contract';
import { customerAccounts, documents, invoices } from '../../src/db/schema/index';
import { as, createTestApp, login, type TestApp } from '../helpers';
import { oneLine, pdfText } from '../pdf-reading';
import { createTenant, createUser, FIXTURE_PASSWORD } from '../search-fixtures';
import { adminScope } from '../sections-fixtures';
import { accountOnPlan, finishedRun, flatPowerPlan, type BilledAccount, type Caller } from './billing-fixtures';

/**
 * Invoice PDFs of a real bill run (flat POWER plan, $1.00 a day and 25c a kWh, October 2026):
 * DETAILED prints each line's derivation, SUMMARY does not; NOREADS's draft is held (no reads).
 */
let t: TestApp;
let call: Caller;
const accounts: Record<string, BilledAccount> = {};
const pdfUrl = (id: number | string) => `/api/billing/invoices/${id}/pdf`;
const invoiceOf = async (account: BilledAccount) => {
  const page = (await call({ method: 'GET', url: `/api/billing/invoices?customerAccountId=${account.customerAccountId}` })).json<{ items: InvoiceSummary[] }>();
  return (await call({ method: 'GET', url: `/api/billing/invoices/${page.items[0]!.id}` })).json<Invoice>();
};
const keptDocuments = async (account: BilledAccount) => {
  const [owner] = await t.database.db
    .select({ customerId: customerAccounts.customerId })
    .from(customerAccounts)
    .where(eq(customerAccounts.id, account.customerAccountId));
  return t.database.db.select({ id: documents.id, fileName: documents.fileName }).from(documents).where(eq(documents.customerId, owner!.customerId));
};

beforeAll(async () => {
  t = await createTestApp({ JOBS: 'on' });
  call = as(t.app, await login(t.app));
  const scope = await adminScope(t.database);
  const plan = await flatPowerPlan(call, 'PDF-FLAT');
  accounts.DETAILED = await accountOnPlan(t, scope, plan, 'PDFDETAILED', '10.000');
  accounts.SUMMARY = await accountOnPlan(t, scope, plan, 'PDFSUMMARY', '5.000');
  accounts.NOREADS = await accountOnPlan(t, scope, plan, 'PDFNOREADS', null);
  await t.database.db.update(customerAccounts).set({ invoiceFormat: 'DETAILED' }).where(eq(customerAccounts.id, accounts.DETAILED.customerAccountId));
  const started = await call({
    method: 'POST',
    url: '/api/billing/bill-runs',
    payload: { periodTo: '2026-10-31', invoiceDate: '2026-11-02', customerAccountIds: Object.values(accounts).map((a) => a.customerAccountId) },
  });
  const runId = started.json<{ id: number }>().id;
  expect((await finishedRun(call, runId)).status).toBe('COMPLETED');
  expect((await call({ method: 'POST', url: `/api/billing/bill-runs/${runId}/issue` })).json()).toEqual({ issued: 2, held: 1 });
});
afterAll(() => t?.close());

describe('GET /billing/invoices/{id}/pdf', () => {
  it('draws an issued invoice with its number, total and, for a DETAILED account, each line’s derivation in words', async () => {
    const invoice = await invoiceOf(accounts.DETAILED!);
    const res = await call({ method: 'GET', url: pdfUrl(invoice.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.invoiceNumber}.pdf"`);
    const text = oneLine(await pdfText(res.rawPayload));
    expect(text).toContain('Tax invoice');
    expect(text).toContain(invoice.invoiceNumber!);
    expect(text).toContain('$119.35');
    expect(text).toContain('PDFDETAILED St (BRPDFDETAILED)');
    expect(invoice.lines).toHaveLength(2);
    for (const line of invoice.lines) expect(text).toContain(oneLine(line.derivation!.text));

    const summary = await invoiceOf(accounts.SUMMARY!);
    const summaryText = oneLine(await pdfText((await call({ method: 'GET', url: pdfUrl(summary.id) })).rawPayload));
    expect(summaryText).toContain('$76.73');
    expect(summaryText).not.toContain(oneLine(summary.lines[0]!.derivation!.text));
  });

  it('keeps an issued invoice’s PDF once, as an INVOICE document of the customer, and serves the same bytes again', async () => {
    const invoice = await invoiceOf(accounts.DETAILED!);
    const first = await call({ method: 'GET', url: pdfUrl(invoice.id) });
    const [row] = await t.database.db.select({ documentId: invoices.documentId }).from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.documentId).not.toBeNull();
    // The customer's data changes; the issued invoice's PDF does not.
    await t.database.db.update(customerAccounts).set({ invoiceFormat: 'SUMMARY' }).where(eq(customerAccounts.id, accounts.DETAILED!.customerAccountId));
    const again = await call({ method: 'GET', url: pdfUrl(invoice.id) });
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(await keptDocuments(accounts.DETAILED!)).toEqual([{ id: row!.documentId, fileName: `invoice-${invoice.invoiceNumber}.pdf` }]);
  });

  it('draws a draft each time and keeps nothing', async () => {
    const draft = await invoiceOf(accounts.NOREADS!);
    expect(draft.status).toBe('DRAFT');
    const res = await call({ method: 'GET', url: pdfUrl(draft.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-draft-${draft.id}.pdf"`);
    const text = oneLine(await pdfText(res.rawPayload));
    expect(text).toContain('$34.10');
    expect(await keptDocuments(accounts.NOREADS!)).toEqual([]);
    const [row] = await t.database.db.select({ documentId: invoices.documentId }).from(invoices).where(eq(invoices.id, draft.id));
    expect(row!.documentId).toBeNull();
  });

  it('answers a bad id with 400, another company’s invoice with 404, and every role may download', async () => {
    const invoice = await invoiceOf(accounts.SUMMARY!);
    const bad = await call({ method: 'GET', url: pdfUrl('abc') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().isSuccess).toBe(false);
    expect((await call({ method: 'GET', url: pdfUrl(999_999) })).statusCode).toBe(404);
    const other = await createTenant(t.database, 'PDFOTHER');
    const stranger = as(t.app, await login(t.app, other.username, FIXTURE_PASSWORD));
    const hidden = await stranger({ method: 'GET', url: pdfUrl(invoice.id) });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().isSuccess).toBe(false);
    const scope = await adminScope(t.database);
    await createUser(t.database, scope.companyId, 'invoice-pdf-reader', 'ReadOnly');
    const reader = as(t.app, await login(t.app, 'invoice-pdf-reader', FIXTURE_PASSWORD));
    const read = await reader({ method: 'GET', url: pdfUrl(invoice.id) });
    expect(read.statusCode).toBe(200);
    expect(oneLine(await pdfText(read.rawPayload))).toContain(invoice.invoiceNumber!);
  });
});
