import path from 'node:path';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { readFile, type FileStore } from '../../lib/files/index';
import { MEDIA_TYPES } from '../../lib/media-types';
import { documentFile as storedDocument } from '../correspondence/document-content';

/** A file a row points at, ready to send. */
export interface SectionFile {
  contentType: string;
  fileName: string;
  body: Buffer;
}

/**
 * The media types a preview goes out as (issue 23 item 10 part 3): raster images, PDF, plain text
 * and HTML. Anything else (SVG, XML, scripts, office files) goes out as application/octet-stream,
 * so no browser renders it as itself; the route sends every preview as an attachment with
 * `Content-Security-Policy: sandbox` (sectionFileHeaders).
 */
const PREVIEW_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain', 'text/html'];

/** The media type a preview is sent as: its own when on the allow-list (parameters kept), else application/octet-stream. */
const previewType = (contentType: string) => (PREVIEW_TYPES.includes(contentType.split(';')[0]!.trim().toLowerCase()) ? contentType : MEDIA_TYPES.octetStream);

/**
 * The headers of a section file: a download under a safe name (never rendered in place by a
 * navigation), in a sandbox without scripts, plugins or the site's origin even if it is opened.
 */
export const sectionFileHeaders = (file: SectionFile) => ({
  'content-type': previewType(file.contentType),
  'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
  'content-security-policy': 'sandbox',
  'x-content-type-options': 'nosniff',
});

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
