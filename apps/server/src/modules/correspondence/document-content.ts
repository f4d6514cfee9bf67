import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import { readFile, type FileStore } from '../../lib/files/index';

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
  const content =
    doc.location === 'Y' || doc.location === 'HTML'
      ? doc.content
      : doc.location === 'C' && doc.storagePath
        ? ((await readFile(files, scope, doc.storagePath, tx))?.content ?? null)
        : null;
  return content ? { fileName: doc.fileName, contentType: doc.contentType, location: doc.location, content: new Uint8Array(content) } : null;
}
