import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { readFile, type FileStore } from '../../lib/files/index';

interface StoredDocument {
  location: string;
  content: Uint8Array | null;
  storagePath: string | null;
}

/** Where a document's bytes are: in its row (location Y, or HTML), in the file store (C, by its storage path), or nowhere. */
export function documentSource(doc: StoredDocument): { content: Uint8Array } | { storagePath: string } | null {
  if ((doc.location === 'Y' || doc.location === 'HTML') && doc.content) return { content: doc.content };
  if (doc.location === 'C' && doc.storagePath) return { storagePath: doc.storagePath };
  return null;
}

export interface DocumentFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * A document's bytes: held in the row (location Y, or HTML) or in the file store (C, by its
 * storage path); null when neither is there. Read inside the caller's transaction: documents are
 * letters and attachments of a few hundred kilobytes.
 */
export async function documentFile(tx: Tx, files: FileStore, scope: Scope, documentId: number): Promise<(DocumentFile & { location: string }) | null> {
  const [doc] = await tx
    .select({
      fileName: documents.fileName,
      contentType: documents.contentType,
      location: documents.location,
      content: documents.content,
      storagePath: documents.storagePath,
    })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!doc) return null;
  const source = documentSource(doc);
  const content = !source ? null : 'content' in source ? source.content : ((await readFile(files, scope, source.storagePath, tx))?.content ?? null);
  return content ? { fileName: doc.fileName, contentType: doc.contentType, location: doc.location, content: new Uint8Array(content) } : null;
}
