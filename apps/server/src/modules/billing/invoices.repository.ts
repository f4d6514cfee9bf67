import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inTurn } from '../../db/sql-rows';
import { invoiceLines, invoices, productTypes } from '../../db/schema/index';
import { owedOf, paidOf } from '../payments/invoice-owed.repository';

const summaryColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  kind: invoices.kind,
  customerAccountId: invoices.customerAccountId,
  billRunId: invoices.billRunId,
  creditsInvoiceId: invoices.creditsInvoiceId,
  status: invoices.status,
  invoiceDate: invoices.invoiceDate,
  dueDate: invoices.dueDate,
  periodFrom: invoices.periodFrom,
  periodTo: invoices.periodTo,
  amountExGst: invoices.amountExGst,
  gst: invoices.gst,
  total: invoices.total,
  /** What payments allocated to it paid (docs/payments.md), and what is still owed (less its credit notes too). */
  amountPaid: sql<string>`${paidOf('invoices')}::numeric(18, 2)::text`,
  balanceDue: sql<string>`${owedOf('invoices')}::numeric(18, 2)::text`,
};

export interface InvoiceFilter {
  customerAccountId?: number;
  billRunId?: number;
  status?: (typeof invoices.$inferSelect)['status'];
}

const where = (f: InvoiceFilter): SQL | undefined =>
  and(
    f.customerAccountId === undefined ? undefined : eq(invoices.customerAccountId, f.customerAccountId),
    f.billRunId === undefined ? undefined : eq(invoices.billRunId, f.billRunId),
    f.status === undefined ? undefined : eq(invoices.status, f.status),
  );

export async function invoicePage(tx: Tx, filter: InvoiceFilter, page: number, pageSize: number) {
  const [items, [total]] = await inTurn([
    () =>
      tx
        .select(summaryColumns)
        .from(invoices)
        .where(where(filter))
        .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
    () => tx.select({ n: count() }).from(invoices).where(where(filter)),
  ]);
  return { items, total: total!.n };
}

export async function findInvoice(tx: Tx, id: number, lock = false) {
  const query = tx
    .select({ ...summaryColumns, reason: invoices.reason })
    .from(invoices)
    .where(eq(invoices.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const linesOf = (tx: Tx, invoiceIds: number[]) =>
  tx
    .select({
      invoiceId: invoiceLines.invoiceId,
      lineNumber: invoiceLines.lineNumber,
      kind: invoiceLines.kind,
      utilityAccountId: invoiceLines.utilityAccountId,
      productTypeId: invoiceLines.productTypeId,
      productTypeCode: productTypes.code,
      itemCategoryId: invoiceLines.itemCategoryId,
      glAccountId: invoiceLines.glAccountId,
      description: invoiceLines.description,
      periodFrom: invoiceLines.periodFrom,
      periodTo: invoiceLines.periodTo,
      days: invoiceLines.days,
      quantity: invoiceLines.quantity,
      unitOfMeasure: invoiceLines.unitOfMeasure,
      unitRate: invoiceLines.unitRate,
      amount: invoiceLines.amount,
      gst: invoiceLines.gst,
      derivation: invoiceLines.derivation,
      creditsLineNumber: invoiceLines.creditsLineNumber,
    })
    .from(invoiceLines)
    .leftJoin(productTypes, eq(productTypes.id, invoiceLines.productTypeId))
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.lineNumber));
export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

/** The credit notes of an invoice. */
export const creditNotesOf = (tx: Tx, invoiceId: number) =>
  tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.creditsInvoiceId, invoiceId), eq(invoices.kind, 'CREDIT_NOTE')));
