import crypto from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';

/**
 * Uploaded attachments (wizard FileUpload, Image and LogoUploader fields) in the file store under
 * `attachments/{location}` of the uploader's company and dataset. The location is a random id.
 */
export interface StoredAttachment {
  location: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export const attachmentKey = (location: string) => `attachments/${location}`;

/** Streams one upload into the store; refuses (and keeps nothing of) a file of `maxBytes` or more. */
export async function storeAttachment(
  files: FileStore,
  scope: Scope,
  upload: { file: Readable; filename: string; mimetype: string },
  maxBytes: number,
): Promise<StoredAttachment> {
  const location = crypto.randomUUID();
  const stored = await files.put(scope, attachmentKey(location), upload.file, {
    fileName: path.basename(upload.filename),
    contentType: upload.mimetype || 'application/octet-stream',
    maxBytes,
  });
  return { location, fileName: stored.fileName, contentType: stored.contentType, sizeBytes: stored.sizeBytes };
}
