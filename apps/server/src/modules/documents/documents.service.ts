import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { documentUploadFieldsSchema, texts, UPLOAD_MAX_BYTES, type CustomerDocument, type DocumentUploadFields } from '@wattle/contract';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { audit } from '../../lib/audit';
import { businessDate } from '../../lib/business-date';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { FileStore, StoredFileInfo } from '../../lib/files/index';
import { documentSource } from '../correspondence/document-content';
import type { Actor } from '../../lib/actor';
import {
  activeCategoryExists,
  customerDocuments,
  customerExists,
  deleteDocument,
  documentFile,
  documentPermanent,
  insertDocument,
} from './documents.repository';

export interface DocumentsDeps {
  files: FileStore;
  scope: Scope;
  scoped: <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;
}

/** GET /customers/{customerId}/documents: 404 for no customer of the caller's company. */
export async function listCustomerDocuments(tx: Tx, customerId: number): Promise<CustomerDocument[]> {
  if (!(await customerExists(tx, customerId))) throw notFound(texts.server.notFound);
  return customerDocuments(tx, customerId);
}

/** Where an uploaded document's bytes go: beside the generated PDFs of the customers. */
const uploadKey = (scope: Scope) => `${scope.companyId}/${scope.dataset}/customer-documents/${crypto.randomUUID()}`;

/** Streams the upload's file into the store (nothing is kept of a file of UPLOAD_MAX_BYTES or more). */
export const storeUpload = (deps: DocumentsDeps, upload: { file: Readable; filename: string; mimetype: string }) =>
  deps.files.put(deps.scope, uploadKey(deps.scope), upload.file, {
    fileName: path.basename(upload.filename),
    contentType: upload.mimetype || 'application/octet-stream',
    maxBytes: UPLOAD_MAX_BYTES,
  });

function uploadFields(fields: Record<string, string>): DocumentUploadFields {
  const parsed = documentUploadFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw badRequest(issue.path[0] === 'CategoryId' ? issue.message : `${issue.path.join('.')}: ${issue.message}`);
}

const extensionOf = (fileName: string) => path.extname(fileName).replace(/^\./, '').toLowerCase();

/**
 * POST /documents (spec 3 §2.10 upload): the file is already in the store; the row naming it is
 * written with the customer's and category's checks. On any refusal the stored file is removed,
 * so nothing is left half-written.
 */
export async function keepUploadedDocument(deps: DocumentsDeps, actor: Actor, file: StoredFileInfo, fields: Record<string, string>) {
  try {
    const values = uploadFields(fields);
    const fileName = values.FileName ?? file.fileName;
    return await deps.scoped(async (tx) => {
      if (!(await customerExists(tx, values.CustomerId))) throw notFound(texts.server.notFound);
      if (!(await activeCategoryExists(tx, values.CategoryId))) throw badRequest(texts.documents.categoryRequired);
      const id = await insertDocument(tx, {
        customerId: values.CustomerId,
        categoryId: values.CategoryId,
        name: fileName,
        fileName,
        fileExtension: extensionOf(file.fileName),
        contentType: file.contentType,
        reference: values.Reference,
        description: values.Notes ?? fileName,
        notes: values.Notes,
        receivedVia: values.ReceivedBy,
        documentDate: await businessDate(tx),
        location: 'C',
        storagePath: file.key,
        sizeBytes: file.sizeBytes,
        insertUser: actor.username,
      });
      await audit(tx, {
        event: 'documents.upload',
        entity: 'documents',
        entityId: id,
        newValues: { ...values, fileName, sizeBytes: file.sizeBytes },
        ...actor,
      });
      return id;
    });
  } catch (error) {
    await deps.files.delete(deps.scope, file.key);
    throw error;
  }
}

/**
 * DELETE /documents/{id}: the row goes (audited), then a stored file. A permanent document (an
 * issued invoice's, a credit note's or a posted letter's) stays: it is what the customer was sent (409).
 */
export async function removeDocument(deps: DocumentsDeps, actor: Actor, id: number) {
  const removed = await deps.scoped(async (tx) => {
    const doc = await documentFile(tx, id);
    if (!doc) throw notFound(texts.documents.notFound);
    if (await documentPermanent(tx, id)) throw conflict(texts.documents.inUse);
    await deleteDocument(tx, id);
    await audit(tx, {
      event: 'documents.delete',
      entity: 'documents',
      entityId: id,
      oldValues: { customerId: doc.customerId, fileName: doc.fileName },
      ...actor,
    });
    return doc;
  });
  if (removed.location === 'C' && removed.storagePath) await deps.files.delete(deps.scope, removed.storagePath);
}

/** GET /documents/{id}/file-stream: the bytes wherever they are kept, or 404. */
export async function documentContent(deps: DocumentsDeps, id: number): Promise<{ fileName: string; contentType: string; body: Readable | Buffer }> {
  const doc = await deps.scoped((tx) => documentFile(tx, id));
  if (!doc) throw notFound(texts.documents.notFound);
  const source = documentSource(doc);
  if (source && 'content' in source) return { fileName: doc.fileName, contentType: doc.contentType, body: Buffer.from(source.content) };
  if (source) {
    const found = await deps.files.get(deps.scope, source.storagePath);
    if (found) return { fileName: doc.fileName, contentType: doc.contentType, body: found.body };
  }
  throw notFound(texts.documents.noCorrespondingDocument);
}
