import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';
import { readStoredFile } from './stored-files';

export interface DocumentFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** A document's bytes: held in the row (location Y) or in a stored file (C); null when neither is there. */
export async function documentFile(tx: Tx, dataDir: string, documentId: number): Promise<DocumentFile | null> {
  const [doc] = await tx
    .select({ fileName: documents.fileName, contentType: documents.contentType, location: documents.location, content: documents.content, storagePath: documents.storagePath })
    .from(documents)
    .where(eq(documents.id, documentId));
  if (!doc) return null;
  const content = doc.location === 'Y' ? doc.content : doc.location === 'C' && doc.storagePath ? await readStoredFile(dataDir, doc.storagePath) : null;
  return content ? { fileName: doc.fileName, contentType: doc.contentType, content: new Uint8Array(content) } : null;
}
