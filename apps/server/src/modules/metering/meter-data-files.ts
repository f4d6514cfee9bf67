import crypto from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
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

/** A received file to record: its kind and how many reads it holds (counted when it was checked). */
interface FileToRecord extends ReceivedFile {
  kind: 'CSV' | 'NEM12' | 'NEM13';
  reads: number;
}

export const sha256Of = (content: Buffer) => crypto.createHash('sha256').update(content).digest('hex');

/** Its place in the file store: named by its content, so keeping the same file again writes the same bytes to the same key. */
const storageKey = (sha256: string) => `meter-data-files/${sha256}`;

/** The first copy of each of these checksums received before in the caller's company and dataset, by checksum. */
export async function receivedBefore(tx: Tx, checksums: readonly string[]): Promise<Map<string, number>> {
  if (checksums.length === 0) return new Map();
  const rows = await tx
    .select({ id: meterDataFiles.id, sha256: meterDataFiles.sha256 })
    .from(meterDataFiles)
    .where(and(inArray(meterDataFiles.sha256, [...checksums]), isNull(meterDataFiles.firstCopyId)));
  return new Map(rows.map((r) => [r.sha256, r.id]));
}

/** Puts each file's bytes in the file store, one after the other, outside any transaction. */
export async function storeReceivedFiles(files: FileStore, scope: Scope, received: readonly ReceivedFile[]): Promise<void> {
  for (const file of received) {
    await files.put(scope, storageKey(file.sha256), file.content, { fileName: file.fileName, contentType: 'text/csv' });
  }
}

/**
 * Records the files of an upload, in order, with their sender: a file received for the first time
 * (stored with storeReceivedFiles) waits for the upload's job (QUEUED); a file whose content was
 * received before is recorded, done, against its first copy, every read counted as already received.
 * Answers whether any file waits.
 */
export async function recordReceivedFiles(tx: Tx, uploadId: number, sender: string, files: readonly FileToRecord[]): Promise<boolean> {
  const before = await receivedBefore(
    tx,
    files.map((f) => f.sha256),
  );
  let waiting = false;
  for (const f of files) {
    const row = { uploadId, fileName: f.fileName, kind: f.kind, sender, sizeBytes: f.content.length, sha256: f.sha256, storageKey: storageKey(f.sha256) };
    const firstCopyId = before.get(f.sha256);
    const counts = { totalReads: f.reads, queued: 0, rejected: [], alreadyReceived: 0 };
    if (firstCopyId === undefined) {
      // The same content twice in one upload: the second is a copy of the first.
      const [first] = await tx
        .insert(meterDataFiles)
        .values({ ...row, ...counts, status: 'QUEUED' })
        .onConflictDoNothing()
        .returning({ id: meterDataFiles.id });
      if (first) {
        before.set(f.sha256, first.id);
        waiting = true;
        continue;
      }
      before.set(f.sha256, (await receivedBefore(tx, [f.sha256])).get(f.sha256)!);
    }
    await tx.insert(meterDataFiles).values({
      ...row,
      ...counts,
      status: 'COMPLETED',
      doneReads: f.reads,
      alreadyReceived: f.reads,
      firstCopyId: before.get(f.sha256)!,
    });
  }
  return waiting;
}

/** The files of an upload, in the order received. */
export const uploadFiles = (tx: Tx, uploadId: number) =>
  tx.select().from(meterDataFiles).where(eq(meterDataFiles.uploadId, uploadId)).orderBy(meterDataFiles.id);
export type UploadFile = Awaited<ReturnType<typeof uploadFiles>>[number];
