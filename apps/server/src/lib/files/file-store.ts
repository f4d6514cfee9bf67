import { Readable, Transform } from 'node:stream';
import type { Tx } from '../../db/client';
import type { Scope } from '../../db/tenancy';
import { FileTooLarge } from '../multipart';

/** What is kept beside a stored file's bytes. */
export interface StoredFileInfo {
  key: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export interface PutOptions {
  fileName: string;
  contentType: string;
  /** A file of this many bytes or more is refused with FileTooLarge and nothing is kept. */
  maxBytes?: number;
}

/**
 * Where every file of a company's dataset lives (documents, meter-read photos, uploads, logos,
 * generated letters): the database by default, or an S3-compatible bucket (FILE_STORE=s3).
 * A key is a relative path such as `1/live/posted-mail/letter-7.pdf`; the scope keeps one
 * company's dataset from ever reaching another's files. No method holds a database transaction
 * while the caller reads or writes the stream.
 *
 * `within`: a transaction of the same scope the caller already holds. The database store then
 * works inside it (on PGlite a second transaction would wait for the first for ever); pass it
 * only for small files (generated letters, mail attachments), never for a client's upload or
 * download.
 */
export interface FileStore {
  readonly kind: 'database' | 's3';
  /** Stores the body under the key, replacing a file already there once the whole body is in. */
  put(scope: Scope, key: string, body: Readable | Uint8Array, options: PutOptions, within?: Tx): Promise<StoredFileInfo>;
  /** The file's information and a stream of its bytes, or null when there is none. */
  get(scope: Scope, key: string, within?: Tx): Promise<{ info: StoredFileInfo; body: Readable } | null>;
  /** The file's information, or null. */
  stat(scope: Scope, key: string): Promise<StoredFileInfo | null>;
  /** The keys of the files under a folder (`meter-data-inbox/`), in key order, at most `limit` of them. */
  list(scope: Scope, folder: string, limit: number): Promise<string[]>;
  delete(scope: Scope, key: string): Promise<void>;
  close(): Promise<void>;
}

/** A key is a relative path without `..`, NUL or a leading slash; anything else names no file. */
export function validKey(key: string): boolean {
  return key.length > 0 && key.length <= 1000 && !key.includes('\0') && !key.startsWith('/') && !/^[a-zA-Z]:/.test(key) && !key.split(/[\\/]/).includes('..');
}

/** The whole file in memory, or null (for the small files mail attachments and merges need). */
export async function readFile(store: FileStore, scope: Scope, key: string, within?: Tx): Promise<(StoredFileInfo & { content: Buffer }) | null> {
  if (!validKey(key)) return null;
  const found = await store.get(scope, key, within);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return { ...found.info, content: Buffer.concat(chunks) };
}

/** The body as a stream that fails with FileTooLarge once it reaches `maxBytes`. */
export function limitedStream(body: Readable | Uint8Array, maxBytes = Number.POSITIVE_INFINITY): Readable {
  const source = body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body;
  let seen = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen >= maxBytes) done(new FileTooLarge());
      else done(null, chunk);
    },
  });
  source.on('error', (error) => limit.destroy(error));
  return source.pipe(limit);
}
