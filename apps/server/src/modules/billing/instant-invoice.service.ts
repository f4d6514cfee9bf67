import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { texts, type ProductInvoice } from '@wattle/contract';
import type { Database, Tx } from '../../db/client';
import { billingExceptions, customerAccounts, invoices } from '../../db/schema/index';
import { withScope, type Scope } from '../../db/tenancy';
import { audit, type Actor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { loadPdfLook, type PdfLook } from '../documents-pdf/brand';
import { storeCustomerPdf } from '../documents-pdf/customer-documents';
import { byProductType, loadInvoicePdfInput } from '../documents-pdf/invoice-pdf-input';
import { renderInvoicePdf } from '../documents-pdf/invoice-pdf';
import type { InvoicePdfInput, InvoiceView } from '../documents-pdf/invoice-view';
import { rateBill } from '../rating/rate-bill';
import { loadBatch } from './bill-run.inputs';
import { runBillRun } from './bill-run.job';
import { createRun, issueRun } from './bill-run.service';
import { readInvoice } from './invoices.service';

export interface InstantInvoiceRequest {
  invoiceDate: string;
  invoiceDueDate: string;
  preview: boolean;
}

interface Deps {
  database: Database;
  files: FileStore;
  scope: Scope;
}

interface RenderedPdf extends ProductInvoice {
  customerId: number;
  invoiceNumber: string | null;
  pdf: Buffer;
}

async function customerAccountIds(tx: Tx, customerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: customerAccounts.id })
    .from(customerAccounts)
    .where(eq(customerAccounts.customerId, customerId))
    .orderBy(customerAccounts.id);
  if (!rows.length) throw notFound(texts.server.notFound);
  return rows.map((r) => r.id);
}

/** The customer's accounts rated by the engine up to the invoice date, as unsaved invoices: only accounts with something to bill. */
async function rateNow(tx: Tx, accountIds: number[], request: InstantInvoiceRequest): Promise<InvoiceView[]> {
  const { bills } = await loadBatch(tx, accountIds, request.invoiceDate, new Map());
  return bills
    .map(rateBill)
    .filter((bill) => bill.status === 'BILL')
    .map((bill) => ({
      id: 0,
      invoiceNumber: null,
      customerAccountId: bill.customerAccountId,
      billRunId: null,
      status: 'DRAFT',
      invoiceDate: request.invoiceDate,
      dueDate: request.invoiceDueDate,
      periodFrom: bill.periodFrom,
      periodTo: bill.periodTo,
      amountExGst: bill.amountExGst,
      gst: bill.gst,
      total: bill.total,
      lines: bill.lines,
    }));
}

/** Each invoice as one PDF per product type, rendered outside any transaction. */
async function renderPdfs(tx: Tx, deps: Deps, views: InvoiceView[]) {
  const loaded: { customerId: number; input: InvoicePdfInput; look: PdfLook }[] = [];
  for (const view of views) {
    const pdfInput = await loadInvoicePdfInput(tx, view);
    if (!pdfInput) continue;
    const { customerId, brandId, input } = pdfInput;
    loaded.push({ customerId, input, look: await loadPdfLook(tx, deps.files, deps.scope, brandId) });
  }
  return async (): Promise<RenderedPdf[]> => {
    const rendered: RenderedPdf[] = [];
    for (const { customerId, input, look } of loaded) {
      for (const part of byProductType(input)) {
        const pdf = await renderInvoicePdf(part.input, look);
        rendered.push({
          customerId,
          invoiceNumber: input.invoice.invoiceNumber,
          productTypeCode: part.productTypeCode,
          pdf,
          invoiceBase64Data: pdf.toString('base64'),
        });
      }
    }
    return rendered;
  };
}

/**
 * Bills the customer's accounts up to the invoice date through a bill run of just those accounts
 * (the run's exactly-once path: one draft per account and period, issued with the next gapless
 * numbers, posted to the ledger), with the due date the user chose. Answers the issued invoices;
 * a held draft stays in its run for review.
 */
async function generate(deps: Deps, accountIds: number[], request: InstantInvoiceRequest, actor: Actor): Promise<InvoiceView[]> {
  const scoped = <T>(work: (tx: Tx) => Promise<T>) => withScope(deps.database.db, deps.scope, work);
  const billRunId = await scoped((tx) =>
    createRun(
      tx,
      { periodTo: request.invoiceDate, invoiceDate: request.invoiceDate, selection: { customerAccountIds: accountIds }, requestedBy: actor.username },
      actor,
    ),
  );
  await runBillRun(deps.database, { ...deps.scope, billRunId });
  return scoped(async (tx) => {
    await tx
      .update(invoices)
      .set({ dueDate: request.invoiceDueDate, updatedAt: sql`now()` })
      .where(and(eq(invoices.billRunId, billRunId), eq(invoices.status, 'DRAFT')));
    const { issued, held } = await issueRun(tx, billRunId, actor);
    if (!issued) {
      // Held in this run, or in an earlier one whose draft keeps the period: the exceptions say why.
      const codes = await tx
        .selectDistinct({ code: billingExceptions.exceptionCode })
        .from(billingExceptions)
        .innerJoin(invoices, eq(invoices.id, billingExceptions.invoiceId))
        .where(and(inArray(invoices.customerAccountId, accountIds), eq(invoices.status, 'DRAFT'), eq(billingExceptions.status, 'OPEN')));
      throw conflict(held || codes.length ? texts.invoice.held(codes.map((c) => c.code)) : texts.invoice.nothingToInvoice(request.invoiceDate));
    }
    const rows = await tx
      .select({ id: invoices.id })
      .from(invoices)
      // Issued in this run: a credit the account held may already have paid them (PAID, PART_PAID).
      .where(and(eq(invoices.billRunId, billRunId), ne(invoices.status, 'DRAFT')))
      .orderBy(invoices.id);
    const issuedInvoices: InvoiceView[] = [];
    for (const row of rows) issuedInvoices.push(await readInvoice(tx, row.id));
    return issuedInvoices;
  });
}

/**
 * GET /customers/{customerId}/invoice (spec 3 §2.9, docs/billing.md "Instant invoice"): the
 * customer's accounts rated now up to invoiceDate, one PDF per product type. A preview saves
 * nothing; otherwise the customer is billed (see `generate`) and each PDF is kept as an INVOICE
 * document of the customer. Nothing new to bill (already billed to that date) is a 409, and
 * creates nothing.
 */
export async function instantInvoice(deps: Deps, actor: Required<Actor>, customerId: number, request: InstantInvoiceRequest): Promise<ProductInvoice[]> {
  const scoped = <T>(work: (tx: Tx) => Promise<T>) => withScope(deps.database.db, deps.scope, work);
  const { accountIds, rated } = await scoped(async (tx) => {
    const ids = await customerAccountIds(tx, customerId);
    return { accountIds: ids, rated: await rateNow(tx, ids, request) };
  });
  if (!rated.length) throw conflict(texts.invoice.nothingToInvoice(request.invoiceDate));
  const views = request.preview ? rated : await generate(deps, accountIds, request, actor);
  const render = await scoped((tx) => renderPdfs(tx, deps, views));
  const pdfs = await render();
  if (!request.preview) {
    await scoped(async (tx) => {
      for (const pdf of pdfs) {
        const label = [texts.billingPdf.invoiceTitle, pdf.invoiceNumber, pdf.productTypeCode].filter(Boolean).join(' ');
        await storeCustomerPdf(
          tx,
          { store: deps.files, scope: deps.scope },
          {
            customerId: pdf.customerId,
            categoryCode: 'INVOICE',
            name: label,
            fileName: `${[pdf.invoiceNumber, pdf.productTypeCode].filter(Boolean).join('-')}.pdf`,
            reference: pdf.invoiceNumber,
            documentDate: request.invoiceDate,
            pdf: pdf.pdf,
            insertUser: actor.username,
          },
        );
      }
      await audit(tx, {
        event: 'billing.instant-invoice',
        entity: 'customers',
        entityId: customerId,
        newValues: { ...request, invoices: views.map((v) => v.invoiceNumber) },
        userId: actor.userId,
        username: actor.username,
        ipAddress: actor.ipAddress,
      });
    });
  }
  return pdfs.map(({ productTypeCode, invoiceBase64Data }) => ({ productTypeCode, invoiceBase64Data }));
}
