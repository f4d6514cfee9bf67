import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documents } from '../../db/schema/index';

/** A file a row points at, ready to send. */
export interface SectionFile {
  contentType: string;
  fileName: string;
  body: Buffer;
}

const IMAGE_TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.webp': 'image/webp' };

/** A file under DATA_DIR/files by its relative path; null when missing or when the path leaves that folder. */
async function storedFile(filesDir: string, relative: string): Promise<Buffer | null> {
  const root = path.resolve(filesDir);
  const full = path.resolve(root, relative);
  if (!full.startsWith(root + path.sep)) return null;
  return fs.readFile(full).catch(() => null);
}

/**
 * A DOCUMENT field's document (spec 1 §3 Document location: Y = in the row, C = under
 * DATA_DIR/files, HTML = raw html; N = unknown), read under the caller's row-level security.
 */
export async function documentFile(tx: Tx, filesDir: string, documentId: string): Promise<SectionFile | null> {
  if (!/^\d{1,10}$/.test(documentId)) return null;
  const [doc] = await tx.select().from(documents).where(eq(documents.id, Number(documentId)));
  if (!doc) return null;
  const body =
    doc.location === 'Y' && doc.content
      ? Buffer.from(doc.content)
      : doc.location === 'HTML' && doc.content
        ? Buffer.from(doc.content)
        : doc.location === 'C' && doc.storagePath
          ? await storedFile(filesDir, doc.storagePath)
          : null;
  if (!body) return null;
  return { body, fileName: doc.fileName, contentType: doc.location === 'HTML' ? 'text/html; charset=utf-8' : doc.contentType };
}

/** An IMAGE field's picture: a path relative to DATA_DIR/files. */
export async function imageFile(filesDir: string, relative: string): Promise<SectionFile | null> {
  const contentType = IMAGE_TYPES[path.extname(relative).toLowerCase()];
  if (!contentType) return null;
  const body = await storedFile(filesDir, relative);
  return body ? { body, contentType, fileName: path.basename(relative) } : null;
}
