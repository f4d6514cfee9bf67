import fs from 'node:fs';
import path from 'node:path';
import type { Scope } from '../../db/tenancy';

/**
 * Files named by rows (documents.storage_path, meter_read_imports.image_path) are relative to
 * DATA_DIR/files. A name that would leave that folder (.., absolute paths, NUL) is refused, so a
 * row, or a client quoting a row's path, can never reach another folder.
 */
export const filesRoot = (dataDir: string) => path.join(dataDir, 'files');

export function storedFilePath(dataDir: string, relative: string): string | null {
  if (!relative || relative.includes('\0') || path.isAbsolute(relative) || /^[a-zA-Z]:/.test(relative)) return null;
  const root = path.resolve(filesRoot(dataDir));
  const absolute = path.resolve(root, relative);
  return absolute.startsWith(root + path.sep) ? absolute : null;
}

/** Reads a stored file, or null when it is not there. */
export async function readStoredFile(dataDir: string, relative: string): Promise<Buffer | null> {
  const absolute = storedFilePath(dataDir, relative);
  if (!absolute) return null;
  try {
    return await fs.promises.readFile(absolute);
  } catch {
    return null;
  }
}

/** Writes a file this server generates into the tenant's folder; answers the path relative to DATA_DIR/files. */
export async function writeTenantFile(dataDir: string, scope: Scope, area: string, fileName: string, content: Uint8Array): Promise<string> {
  const relative = path.posix.join(String(scope.companyId), scope.dataset, area, fileName);
  const absolute = storedFilePath(dataDir, relative)!;
  await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
  await fs.promises.writeFile(absolute, content);
  return relative;
}
