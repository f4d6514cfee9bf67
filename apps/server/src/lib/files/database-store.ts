import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { storedFileChunks, storedFiles } from '../../db/schema/index';
import { withScope, type Scope } from '../../db/tenancy';
import { limitedStream, validKey, type FileStore, type PutOptions, type StoredFileInfo } from './file-store';

/** Bytes per stored chunk, and chunks read per transaction while a file streams out. */
export const FILE_CHUNK_BYTES = 256 * 1024;
const CHUNKS_PER_READ = 4;

const infoColumns = {
  id: storedFiles.id,
  key: storedFiles.key,
  fileName: storedFiles.fileName,
  contentType: storedFiles.contentType,
  sizeBytes: storedFiles.sizeBytes,
};

/**
 * Files in the database (tables stored_files and stored_file_chunks, under row-level security):
 * works on PGlite and PostgreSQL alike. Every step is its own short transaction (one chunk in,
 * a few chunks out), so a slow client never keeps a transaction open and, on PGlite, never
 * makes other requests wait.
 */
export function databaseFileStore(db: Db): FileStore {
  const scoped = <T>(scope: Scope, within: Tx | undefined, work: (tx: Tx) => Promise<T>) => (within ? work(within) : withScope(db, scope, work));
  const find = (scope: Scope, key: string, within?: Tx) =>
    scoped(scope, within, async (tx) => (await tx.select(infoColumns).from(storedFiles).where(eq(storedFiles.key, key)))[0] ?? null);

  async function* chunks(scope: Scope, fileId: number, within?: Tx): AsyncGenerator<Buffer> {
    for (let next = 0; ; next += CHUNKS_PER_READ) {
      const rows = await scoped(scope, within, (tx) =>
        tx
          .select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.fileId, fileId), gte(storedFileChunks.seq, next)))
          .orderBy(asc(storedFileChunks.seq))
          .limit(CHUNKS_PER_READ),
      );
      for (const row of rows) yield Buffer.from(row.data);
      if (rows.length < CHUNKS_PER_READ) return;
    }
  }

  return {
    kind: 'database',
    async put(scope, key, body, options: PutOptions, within) {
      if (!validKey(key)) throw new Error(`invalid file key: ${key}`);
      const [created] = await scoped(scope, within, (tx) =>
        tx
          .insert(storedFiles)
          .values({ key: `pending/${crypto.randomUUID()}`, fileName: options.fileName, contentType: options.contentType })
          .returning({ id: storedFiles.id }),
      );
      const fileId = created!.id;
      let sizeBytes = 0;
      let seq = 0;
      let pending = Buffer.alloc(0);
      const append = (data: Buffer) => scoped(scope, within, (tx) => tx.insert(storedFileChunks).values({ fileId, seq: seq++, data }));
      try {
        for await (const chunk of limitedStream(body, options.maxBytes)) {
          sizeBytes += (chunk as Buffer).length;
          pending = Buffer.concat([pending, chunk as Buffer]);
          while (pending.length >= FILE_CHUNK_BYTES) {
            await append(pending.subarray(0, FILE_CHUNK_BYTES));
            pending = pending.subarray(FILE_CHUNK_BYTES);
          }
        }
        if (pending.length > 0 || seq === 0) await append(pending);
        await scoped(scope, within, async (tx) => {
          await tx.delete(storedFiles).where(eq(storedFiles.key, key));
          await tx.update(storedFiles).set({ key, sizeBytes }).where(eq(storedFiles.id, fileId));
        });
      } catch (error) {
        // Inside the caller's transaction the failure rolls everything back anyway.
        if (!within) await withScope(db, scope, (tx) => tx.delete(storedFiles).where(eq(storedFiles.id, fileId))).catch(() => undefined);
        throw error;
      }
      return { key, fileName: options.fileName, contentType: options.contentType, sizeBytes };
    },
    async get(scope, key, within) {
      if (!validKey(key)) return null;
      const found = await find(scope, key, within);
      if (!found) return null;
      const { id, ...info } = found;
      return { info, body: Readable.from(chunks(scope, id, within)) };
    },
    async list(scope, folder, limit) {
      const rows = await withScope(db, scope, (tx) =>
        tx
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(sql`starts_with(${storedFiles.key}, ${folder})`)
          .orderBy(asc(storedFiles.key))
          .limit(limit),
      );
      return rows.map((r) => r.key);
    },
    async stat(scope, key): Promise<StoredFileInfo | null> {
      if (!validKey(key)) return null;
      const found = await find(scope, key);
      if (!found) return null;
      const { id: _id, ...info } = found;
      return info;
    },
    async delete(scope, key) {
      if (!validKey(key)) return;
      await withScope(db, scope, (tx) => tx.delete(storedFiles).where(eq(storedFiles.key, key)));
    },
    close: async () => undefined,
  };
}
