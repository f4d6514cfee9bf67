import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { meterDataFiles } from '../../db/schema/index';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';

/** The bytes of a file's beginning kept beside it: enough to tell a zip, and a file's kind by its first record. */
const HEAD_BYTES = 4096;

/** A meter data file as received, kept in the file store: its name (`reads.zip/NEM12#1.V01` for a file of a zip), key, SHA-256, size and first bytes. */
export interface KeptFile {
  fileName: string;
  storageKey: string;
  sha256: string;
  sizeBytes: number;
  head: Buffer;
}

/** A kept file that passed the checks: its kind (read from its content) and how many reads it holds. */
export interface CheckedFile extends KeptFile {
  kind: 'CSV' | 'NEM12' | 'NEM13';
  reads: number;
}

/**
 * The files one delivery keeps in the file store as they arrive, streamed (never held whole), each
 * under a key of its own; what is not kept in the end (a refused delivery, a zip once unpacked, a
 * file received before) is discarded.
 */
export class KeptFiles {
  private readonly keys = new Set<string>();

  constructor(
    readonly store: FileStore,
    readonly scope: Scope,
  ) {}

  /** Streams `body` into the file store, hashing it and keeping its first bytes on the way; fails as the body fails, or with FileTooLarge past `maxBytes`. */
  async keep(fileName: string, body: Readable, maxBytes?: number): Promise<KeptFile> {
    const hash = crypto.createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    // Read only once the store reads it, so a body that fails early (a damaged zip entry) fails the
    // store's read; until then its failure waits in the stream (an iterator over it throws it).
    body.on('error', () => undefined);
    async function* tapped() {
      for await (const chunk of body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        if (headBytes < HEAD_BYTES) {
          head.push(chunk.subarray(0, HEAD_BYTES - headBytes));
          headBytes += head.at(-1)!.length;
        }
        yield chunk;
      }
    }
    const storageKey = `meter-data-files/${crypto.randomUUID()}`;
    this.keys.add(storageKey);
    const info = await this.store.put(this.scope, storageKey, Readable.from(tapped()), { fileName, contentType: 'text/plain', maxBytes });
    return { fileName, storageKey, sha256: hash.digest('hex'), sizeBytes: info.sizeBytes, head: Buffer.concat(head) };
  }

  async discard(storageKey: string): Promise<void> {
    this.keys.delete(storageKey);
    await this.store.delete(this.scope, storageKey);
  }

  /** Discards every file kept (a refused delivery leaves nothing behind). */
  async discardAll(): Promise<void> {
    for (const key of [...this.keys]) await this.discard(key);
  }
}

/** The first copy of each of these checksums received before in the caller's company and dataset, by checksum. */
export async function receivedBefore(tx: Tx, checksums: readonly string[]): Promise<Map<string, { id: number; storageKey: string }>> {
  if (checksums.length === 0) return new Map();
  const rows = await tx
    .select({ id: meterDataFiles.id, sha256: meterDataFiles.sha256, storageKey: meterDataFiles.storageKey })
    .from(meterDataFiles)
    .where(and(inArray(meterDataFiles.sha256, [...checksums]), isNull(meterDataFiles.firstCopyId)));
  return new Map(rows.map((r) => [r.sha256, { id: r.id, storageKey: r.storageKey }]));
}

/**
 * Records the files of an upload, in order, with their sender: a file received for the first time
 * waits for the upload's job (QUEUED); a file whose content was received before (`before`, from
 * receivedBefore, or earlier in these files) is recorded, done, against its first copy and its
 * bytes, every read counted as already received. Answers whether any file waits.
 */
export async function recordReceivedFiles(
  tx: Tx,
  uploadId: number,
  sender: string,
  files: readonly CheckedFile[],
  before: Map<string, { id: number; storageKey: string }>,
): Promise<boolean> {
  let waiting = false;
  for (const f of files) {
    const row = {
      uploadId,
      fileName: f.fileName,
      kind: f.kind,
      sender,
      sizeBytes: f.sizeBytes,
      sha256: f.sha256,
      totalReads: f.reads,
      queued: 0,
      rejected: [],
    };
    if (!before.has(f.sha256)) {
      // Another upload of the same content may have been recorded since it was looked for: then this is a copy of that one.
      const [inserted] = await tx
        .insert(meterDataFiles)
        .values({ ...row, storageKey: f.storageKey, status: 'QUEUED', alreadyReceived: 0 })
        .onConflictDoNothing()
        .returning({ id: meterDataFiles.id });
      if (inserted) {
        before.set(f.sha256, { id: inserted.id, storageKey: f.storageKey });
        waiting = true;
        continue;
      }
      before.set(f.sha256, (await receivedBefore(tx, [f.sha256])).get(f.sha256)!);
    }
    const first = before.get(f.sha256)!;
    await tx.insert(meterDataFiles).values({
      ...row,
      storageKey: first.storageKey,
      status: 'COMPLETED',
      doneReads: f.reads,
      alreadyReceived: f.reads,
      firstCopyId: first.id,
    });
  }
  return waiting;
}

/** The files of an upload, in the order received. */
export const uploadFiles = (tx: Tx, uploadId: number) =>
  tx.select().from(meterDataFiles).where(eq(meterDataFiles.uploadId, uploadId)).orderBy(meterDataFiles.id);
export type UploadFile = Awaited<ReturnType<typeof uploadFiles>>[number];
