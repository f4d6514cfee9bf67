import { and, asc, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { CustomerDocument, DocumentCategory } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { customers, documentCategories, documents, invoices, postedMailItems } from '../../db/schema/index';

/**
 * Whether a document is what an invoice or credit note (issued: a draft keeps none) or a posted
 * letter sent: it is kept as long as they are, so it is never deleted.
 */
const permanent = (documentId: SQLWrapper | number) =>
  sql<boolean>`(exists (select 1 from ${invoices} where ${invoices.documentId} = ${documentId})
    or exists (select 1 from ${postedMailItems} where ${postedMailItems.documentId} = ${documentId}))`;

/** The customer's documents with their category, newest first (spec 3 §3 Document). */
export function customerDocuments(tx: Tx, customerId: number): Promise<CustomerDocument[]> {
  return tx
    .select({
      id: documents.id,
      name: documents.name,
      fileName: documents.fileName,
      documentDate: documents.documentDate,
      reference: documents.reference,
      description: documents.description,
      typeDescription: documentCategories.description,
      typeCode: documentCategories.code,
      contentType: documents.contentType,
      fileExtension: documents.fileExtension,
      location: documents.location,
      permanent: permanent(documents.id),
    })
    .from(documents)
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .where(eq(documents.customerId, customerId))
    .orderBy(desc(documents.documentDate), desc(documents.id));
}

export async function customerExists(tx: Tx, customerId: number): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return Boolean(row);
}

export function activeCategories(tx: Tx): Promise<DocumentCategory[]> {
  return tx
    .select({
      id: documentCategories.id,
      code: documentCategories.code,
      description: documentCategories.description,
      defaultNote: documentCategories.defaultNote,
      defaultOption: documentCategories.defaultOption,
    })
    .from(documentCategories)
    .where(eq(documentCategories.isActive, true))
    .orderBy(asc(documentCategories.description));
}

export async function activeCategoryExists(tx: Tx, categoryId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(and(eq(documentCategories.id, categoryId), eq(documentCategories.isActive, true)));
  return Boolean(row);
}

/** What serving or deleting a document needs: where its bytes are. */
export async function documentFile(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: documents.id,
      customerId: documents.customerId,
      fileName: documents.fileName,
      contentType: documents.contentType,
      location: documents.location,
      content: documents.content,
      storagePath: documents.storagePath,
    })
    .from(documents)
    .where(eq(documents.id, id));
  return row ?? null;
}

export type NewDocument = typeof documents.$inferInsert;

export async function insertDocument(tx: Tx, values: NewDocument): Promise<number> {
  const [row] = await tx.insert(documents).values(values).returning({ id: documents.id });
  return row!.id;
}

export async function deleteDocument(tx: Tx, id: number) {
  await tx.delete(documents).where(eq(documents.id, id));
}

/** Whether the document is permanent (above): an invoice, a credit note or a posted letter keeps it. */
export async function documentPermanent(tx: Tx, id: number): Promise<boolean> {
  const [row] = await sqlRows<{ permanent: boolean }>(tx, sql`select ${permanent(id)} as permanent`);
  return row?.permanent ?? false;
}
