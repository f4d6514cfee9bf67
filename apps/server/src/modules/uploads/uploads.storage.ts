import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Scope } from '../../db/tenancy';
import { FileTooLarge } from '../../lib/multipart';

/**
 * Uploaded attachments (wizard FileUpload, Image and LogoUploader fields) under
 * DATA_DIR/files/attachments/{company}/{dataset}/{location}, with a small JSON beside each file
 * naming it. The location is a random id; a company can only reach its own folder.
 */
export interface StoredAttachment {
  location: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

const folder = (dataDir: string, scope: Scope) => path.join(dataDir, 'files', 'attachments', String(scope.companyId), scope.dataset);

/** Streams one upload to disk; refuses (and removes) a file of `maxBytes` or more. */
export async function storeAttachment(
  dataDir: string,
  scope: Scope,
  upload: { file: Readable; filename: string; mimetype: string },
  maxBytes: number,
): Promise<StoredAttachment> {
  const dir = folder(dataDir, scope);
  await fs.promises.mkdir(dir, { recursive: true });
  const location = crypto.randomUUID();
  const target = path.join(dir, location);
  let sizeBytes = 0;
  upload.file.on('data', (chunk: Buffer) => {
    sizeBytes += chunk.length;
    if (sizeBytes >= maxBytes) upload.file.destroy(new FileTooLarge());
  });
  try {
    await pipeline(upload.file, fs.createWriteStream(target));
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  const stored: StoredAttachment = { location, fileName: path.basename(upload.filename), contentType: upload.mimetype || 'application/octet-stream', sizeBytes };
  await fs.promises.writeFile(`${target}.json`, JSON.stringify(stored));
  return stored;
}

/** The stored attachment of this company and dataset, or null. */
export async function findAttachment(dataDir: string, scope: Scope, location: string): Promise<(StoredAttachment & { filePath: string }) | null> {
  const filePath = path.join(folder(dataDir, scope), location);
  try {
    const stored = JSON.parse(await fs.promises.readFile(`${filePath}.json`, 'utf8')) as StoredAttachment;
    return { ...stored, filePath };
  } catch {
    return null;
  }
}
