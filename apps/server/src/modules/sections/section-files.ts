import path from 'node:path';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { readFile, type FileStore } from '../../lib/files/index';
import { documentFile as storedDocument } from '../correspondence/document-content';

/** A file a row points at, ready to send. */
export interface SectionFile {
  contentType: string;
  fileName: string;
  body: Buffer;
}

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

/**
 * A DOCUMENT field's document (spec 1 §3 Document location: Y = in the row, C = in the file
 * store, HTML = raw html; N = unknown), read under the caller's row-level security.
 */
export async function documentFile(tx: Tx, files: FileStore, scope: Scope, documentId: string): Promise<SectionFile | null> {
  if (!/^\d{1,10}$/.test(documentId)) return null;
  const doc = await storedDocument(tx, files, scope, Number(documentId));
  if (!doc) return null;
  return { body: Buffer.from(doc.content), fileName: doc.fileName, contentType: doc.location === 'HTML' ? 'text/html; charset=utf-8' : doc.contentType };
}

/** An IMAGE field's picture: a key of the file store. */
export async function imageFile(tx: Tx, files: FileStore, scope: Scope, key: string): Promise<SectionFile | null> {
  const contentType = IMAGE_TYPES[path.extname(key).toLowerCase()];
  if (!contentType) return null;
  const found = await readFile(files, scope, key, tx);
  return found ? { body: found.content, contentType, fileName: path.basename(key) } : null;
}
