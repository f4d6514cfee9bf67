import Decimal from 'decimal.js';
import { isEstimatedLine, texts, type Invoice, type InvoiceLine } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { invoiceLines, invoices, transactions } from '../../db/schema/index';
import { audit, type Actor } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nextNumber } from '../numbering/numbering.service';
import { allocateAccount } from '../payments/allocation.service';
import { lockAccounts } from '../payments/payment-imports.repository';
import { accountAfterInvoice } from './invoice-account.service';
import { creditNotesOf, findInvoice, invoicePage, linesOf, type InvoiceFilter, type LineRow } from './invoices.repository';

const lineView = (l: LineRow): InvoiceLine => ({
  lineNumber: l.lineNumber,
  kind: l.kind,
  utilityAccountId: l.utilityAccountId,
  productTypeCode: l.productTypeCode,
  description: l.description,
  periodFrom: l.periodFrom,
  periodTo: l.periodTo,
  days: l.days,
  quantity: l.quantity,
  unitOfMeasure: l.unitOfMeasure,
  unitRate: l.unitRate,
  amount: l.amount,
  gst: l.gst,
  derivation: l.derivation,
  estimated: isEstimatedLine(l.derivation),
});

export const listInvoices = (tx: Tx, filter: InvoiceFilter, page: number, pageSize: number) =>
  invoicePage(tx, filter, page, pageSize).then(({ items, total }) => ({ items, total, page, pageSize }));

export async function existingInvoice(tx: Tx, id: number, lock = false) {
  const invoice = await findInvoice(tx, id, lock);
  if (!invoice) throw notFound(texts.billing.invoiceNotFound);
  return invoice;
}

export async function readInvoice(tx: Tx, id: number): Promise<Invoice> {
  const invoice = await existingInvoice(tx, id);
  return { ...invoice, lines: (await linesOf(tx, [id])).map(lineView), account: await accountAfterInvoice(tx, invoice) };
}

const CREDITABLE = new Set(['ISSUED', 'PART_PAID', 'PAID', 'OVERDUE']);
const negate = (value: string) => new Decimal(value).negated().toFixed(2);
const sum = (values: string[]) => values.reduce((a, v) => a.plus(v), new Decimal(0));

export interface CreditRequest {
  reason: string;
  lineNumbers?: number[];
  actor: Actor;
}

/**
 * A credit note (billing-rules §6): a negative invoice that references the one it corrects, for all
 * its lines or those named, each reversed exactly (amount and GST negated). Issued at once with the
 * next number of the invoice sequence, posted as one ADJUSTMENT transaction, audited. A line is
 * credited at most once, over all the invoice's credit notes. The invoice then owes less, so the
 * account's money is allocated again (what its payments paid beyond that is released).
 */
export async function creditInvoice(tx: Tx, id: number, request: CreditRequest) {
  // The account first, as every movement of its money locks it, then the invoice.
  await lockAccounts(tx, [(await existingInvoice(tx, id)).customerAccountId]);
  const invoice = await existingInvoice(tx, id, true);
  if (invoice.kind !== 'INVOICE' || !CREDITABLE.has(invoice.status)) throw conflict(texts.billing.notCreditable);
  const lines = await linesOf(tx, [id]);
  const wanted = request.lineNumbers ? [...new Set(request.lineNumbers)] : lines.map((l) => l.lineNumber);
  const missing = wanted.filter((n) => !lines.some((l) => l.lineNumber === n));
  if (missing.length) throw badRequest(`lineNumbers: ${texts.billing.noSuchLines(missing)}`);
  const notes = await creditNotesOf(tx, id);
  const credited = new Set(
    notes.length
      ? (
          await linesOf(
            tx,
            notes.map((n) => n.id),
          )
        ).map((l) => l.creditsLineNumber)
      : [],
  );
  const reversed = lines.filter((l) => wanted.includes(l.lineNumber));
  if (reversed.some((l) => credited.has(l.lineNumber))) throw conflict(texts.billing.alreadyCredited);

  const amountExGst = sum(reversed.map((l) => l.amount)).negated();
  const gst = sum(reversed.map((l) => l.gst)).negated();
  const number = await nextNumber(tx, 'invoice');
  const today = await businessDate(tx);
  const [note] = await tx
    .insert(invoices)
    .values({
      customerAccountId: invoice.customerAccountId,
      invoiceNumber: number,
      kind: 'CREDIT_NOTE',
      creditsInvoiceId: invoice.id,
      reason: request.reason,
      invoiceDate: today,
      dueDate: today,
      periodFrom: invoice.periodFrom,
      periodTo: invoice.periodTo,
      amountExGst: amountExGst.toFixed(2),
      gst: gst.toFixed(2),
      total: amountExGst.plus(gst).toFixed(2),
      status: 'ISSUED',
      issuedAt: new Date().toISOString(),
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    reversed.map((l, i) => ({
      invoiceId: note!.id,
      utilityAccountId: l.utilityAccountId,
      productTypeId: l.productTypeId,
      itemCategoryId: l.itemCategoryId,
      glAccountId: l.glAccountId,
      lineNumber: i + 1,
      creditsLineNumber: l.lineNumber,
      kind: l.kind,
      description: texts.billing.creditLine(l.description),
      periodFrom: l.periodFrom,
      periodTo: l.periodTo,
      days: l.days,
      derivation: l.derivation ? { ...l.derivation, text: texts.billing.creditDerivation(invoice.invoiceNumber ?? '', l.lineNumber) } : null,
      quantity: new Decimal(l.quantity).negated().toFixed(3),
      unitOfMeasure: l.unitOfMeasure,
      unitRate: l.unitRate,
      amount: negate(l.amount),
      gst: negate(l.gst),
    })),
  );
  await tx.insert(transactions).values({
    customerAccountId: invoice.customerAccountId,
    transactionDate: today,
    transactionType: 'ADJUSTMENT',
    description: texts.billing.creditNoteTransaction(number, invoice.invoiceNumber ?? ''),
    reference: number,
    amount: amountExGst.plus(gst).toFixed(2),
    invoiceId: note!.id,
    insertUser: request.actor.username,
  });
  // What the invoice owes is now less: money its payments paid beyond that is credit again (allocation).
  await allocateAccount(tx, invoice.customerAccountId, request.actor.username);
  await audit(tx, {
    event: 'invoice.credit-note',
    entity: 'invoice',
    entityId: invoice.id,
    ...request.actor,
    detail: request.reason,
    newValues: { creditNoteId: note!.id, invoiceNumber: number, lineNumbers: reversed.map((l) => l.lineNumber) },
  });
  return { id: note!.id, invoiceNumber: number };
}
