import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { texts } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { documentCategories, documents } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/files/index';
import { MEDIA_TYPES } from '../../lib/media-types';

export interface CustomerPdf {
  customerId: number;
  /** A document category code (INVOICE, STATEMENT). */
  categoryCode: string;
  name: string;
  fileName: string;
  reference: string | null;
  documentDate: string;
  pdf: Uint8Array;
  insertUser: string;
}

/**
 * Keeps a generated PDF as a document of the customer (location C: the file store holds the bytes
 * under a key of its own, the documents row names it), in the caller's transaction. Answers the
 * document's id.
 */
export async function storeCustomerPdf(tx: Tx, files: { store: FileStore; scope: Scope }, doc: CustomerPdf): Promise<number> {
  const [category] = await tx.select({ id: documentCategories.id }).from(documentCategories).where(eq(documentCategories.code, doc.categoryCode));
  if (!category) throw notFound(texts.documents.categoryRequired);
  const storagePath = `${files.scope.companyId}/${files.scope.dataset}/customer-documents/${crypto.randomUUID()}.pdf`;
  await files.store.put(files.scope, storagePath, doc.pdf, { fileName: doc.fileName, contentType: MEDIA_TYPES.pdf }, tx);
  const [row] = await tx
    .insert(documents)
    .values({
      customerId: doc.customerId,
      categoryId: category.id,
      name: doc.name,
      fileName: doc.fileName,
      fileExtension: 'pdf',
      contentType: MEDIA_TYPES.pdf,
      reference: doc.reference,
      description: doc.name,
      documentDate: doc.documentDate,
      location: 'C',
      storagePath,
      sizeBytes: doc.pdf.length,
      insertUser: doc.insertUser,
    })
    .returning({ id: documents.id });
  return row!.id;
}
