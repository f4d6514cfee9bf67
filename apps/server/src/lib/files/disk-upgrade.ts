import fs from 'node:fs';
import path from 'node:path';
import { DATASETS, type Dataset } from '@wattle/contract';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from './file-store';

/** Where an earlier release kept files: DATA_DIR/files. */
const diskFilesRoot = (dataDir: string) => path.join(dataDir, 'files');

interface DiskFile {
  absolute: string;
  scope: Scope;
  key: string;
  fileName: string;
  contentType: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
};

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

const scopeOf = (company: string | undefined, dataset: string | undefined): Scope | null =>
  company && /^\d{1,9}$/.test(company) && DATASETS.includes(dataset as Dataset) ? { companyId: Number(company), dataset: dataset as Dataset } : null;

/**
 * What a file of the old layout becomes: `{company}/{dataset}/…` (documents, meter photos) keeps
 * its path as key, so the rows that name it need no change; `attachments/{company}/{dataset}/{id}`
 * (uploads, with `{id}.json` naming the file) becomes `attachments/{id}` of that scope.
 */
function diskFile(root: string, absolute: string): DiskFile | null {
  const parts = path.relative(root, absolute).split(path.sep);
  if (parts[0] === 'attachments') {
    const scope = scopeOf(parts[1], parts[2]);
    if (!scope || parts.length !== 4 || absolute.endsWith('.json')) return null;
    let named: { fileName?: string; contentType?: string } = {};
    try {
      named = JSON.parse(fs.readFileSync(`${absolute}.json`, 'utf8')) as typeof named;
    } catch {
      // no description: keep the id as its name
    }
    return {
      absolute,
      scope,
      key: `attachments/${parts[3]}`,
      fileName: named.fileName ?? parts[3]!,
      contentType: named.contentType ?? 'application/octet-stream',
    };
  }
  const scope = scopeOf(parts[0], parts[1]);
  if (!scope || parts.length < 3) return null;
  const fileName = parts[parts.length - 1]!;
  return { absolute, scope, key: parts.join('/'), fileName, contentType: CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream' };
}

/**
 * Start-up upgrade: every file an earlier release left under DATA_DIR/files goes into the file
 * store and is then removed from disk (with an upload's description), so a second start finds
 * nothing to move; a start interrupted half-way moves the rest next time. Files of no known
 * layout are left where they are. Answers how many files moved.
 */
export async function moveDiskFiles(dataDir: string, files: FileStore): Promise<number> {
  const root = diskFilesRoot(dataDir);
  if (!fs.existsSync(root)) return 0;
  let moved = 0;
  for (const absolute of [...walk(root)]) {
    const file = diskFile(root, absolute);
    if (!file) continue;
    await files.put(file.scope, file.key, fs.createReadStream(absolute), { fileName: file.fileName, contentType: file.contentType });
    fs.rmSync(absolute);
    fs.rmSync(`${absolute}.json`, { force: true });
    moved++;
  }
  return moved;
}
