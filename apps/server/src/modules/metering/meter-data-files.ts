import crypto from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { meterDataFiles } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';

/** A meter data file as received: its name (`reads.zip/NEM12#1.V01` for a file of a zip), content and SHA-256. */
export interface ReceivedFile {
  fileName: string;
  content: Buffer;
  sha256: string;
}

/** What became of a received file's reads, kept with it. */
interface ReceivedFileResult {
  queued: number;
  /** Each rejected read's `file line N: reason`. */
  rejected: string[];
  alreadyReceived: number;
}

export const sha256Of = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

/** Its place in the file store: named by its content, so keeping the same file again writes the same bytes to the same key. */
const storageKey = (sha256: string) => `meter-data-files/${sha256}`;

/** The checksums among these of files received before in the caller's company and dataset. */
export async function receivedBefore(tx: Tx, checksums: readonly string[]): Promise<Set<string>> {
  if (checksums.length === 0) return new Set();
  const rows = await tx
    .select({ sha256: meterDataFiles.sha256 })
    .from(meterDataFiles)
    .where(inArray(meterDataFiles.sha256, [...checksums]));
  return new Set(rows.map((r) => r.sha256));
}

/** Puts each file's bytes in the file store, one after the other, outside any transaction. */
export async function storeReceivedFiles(files: FileStore, scope: Scope, received: readonly ReceivedFile[]): Promise<void> {
  for (const file of received) {
    await files.put(scope, storageKey(file.sha256), file.content, { fileName: file.fileName, contentType: 'text/csv' });
  }
}

/** Records files stored with storeReceivedFiles, with their sender and result; a file of a checksum already recorded is left as it was. */
export async function recordReceivedFiles(tx: Tx, sender: string, received: readonly (ReceivedFile & { result: ReceivedFileResult })[]): Promise<void> {
  if (received.length === 0) return;
  await tx
    .insert(meterDataFiles)
    .values(
      received.map((f) => ({
        fileName: f.fileName,
        sender,
        sizeBytes: f.content.length,
        sha256: f.sha256,
        storageKey: storageKey(f.sha256),
        queued: f.result.queued,
        rejected: f.result.rejected,
        alreadyReceived: f.result.alreadyReceived,
      })),
    )
    .onConflictDoNothing();
}
