import { invoiceFileName, texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { businessDate } from '../../lib/business-date';
import { notFound } from '../../lib/errors';
import { readFile } from '../../lib/files/index';
import { readInvoice } from '../billing/invoices.service';
import { loadPdfLook } from './brand';
import { storeCustomerPdf } from './customer-documents';
import { keptInvoicePdf, setInvoiceDocument } from './invoice-document.repository';
import { loadInvoicePdfInput } from './invoice-pdf-input';
import { renderInvoicePdf } from './invoice-pdf';
import type { DocumentDeps } from './statement.service';
import { audit, type Actor } from '../../lib/audit';

/** The kept PDF's bytes, read in the caller's transaction. */
async function keptBytes(tx: Tx, deps: DocumentDeps, storagePath: string | null) {
  if (!storagePath) return null;
  return (await readFile(deps.files.store, deps.files.scope, storagePath, tx))?.content ?? null;
}

/**
 * GET /billing/invoices/{id}/pdf: the invoice drawn as its customer gets it (lines by site, usage
 * of the last 12 periods, the derivation for a DETAILED account, the account's brand). An issued
 * invoice never changes, so its PDF is drawn once, kept as an INVOICE document of the customer
 * (invoices.document_id) and served from the file store after that; a draft's is drawn each time
 * and not kept. Read in one transaction, drawn outside any, kept in a second one.
 */
export async function invoicePdf(deps: DocumentDeps, actor: Actor, invoiceId: number) {
  const read = await deps.scoped(async (tx) => {
    const invoice = await readInvoice(tx, invoiceId);
    const fileName = invoiceFileName(invoice);
    const kept = await keptBytes(tx, deps, await keptInvoicePdf(tx, invoiceId));
    if (kept) return { kept, fileName } as const;
    const loaded = await loadInvoicePdfInput(tx, invoice);
    if (!loaded) throw notFound(texts.billing.invoiceNotFound);
    const { input, brandId, customerId } = loaded;
    const look = await loadPdfLook(tx, deps.files.store, deps.files.scope, brandId);
    return { input, look, fileName, customerId, isDraft: invoice.status === 'DRAFT' } as const;
  });
  if ('kept' in read) return { pdf: read.kept, fileName: read.fileName };

  const pdf = await renderInvoicePdf(read.input, read.look);
  if (read.isDraft) return { pdf, fileName: read.fileName };
  const { invoice } = read.input;
  return deps.scoped(async (tx) => {
    // Another request may have kept it meanwhile: the first kept copy is the invoice's for ever.
    const already = await keptBytes(tx, deps, await keptInvoicePdf(tx, invoiceId, true));
    if (already) return { pdf: already, fileName: read.fileName };
    const documentId = await storeCustomerPdf(tx, deps.files, {
      customerId: read.customerId,
      categoryCode: 'INVOICE',
      name: `${texts.billingPdf.invoiceTitle} ${invoice.invoiceNumber ?? ''}`.trim(),
      fileName: read.fileName,
      reference: invoice.invoiceNumber,
      documentDate: await businessDate(tx),
      pdf,
      insertUser: actor.username,
    });
    await setInvoiceDocument(tx, invoiceId, documentId);
    await audit(tx, { event: 'documents.invoice', entity: 'documents', entityId: documentId, newValues: { invoiceId }, ...actor });
    return { pdf, fileName: read.fileName };
  });
}
