import { bigint, foreignKey, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, bytes, datasetKey, moment } from './_columns';
import { datasetColumns, datasetPolicy } from './_tenancy';

/**
 * The database file store (lib/files/database-store.ts): one row per stored file of a company's
 * dataset, named by `key` (the path rows such as documents.storage_path hold). A file being
 * written has a `pending/…` key until its last chunk is in; then it takes its key in one step.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: bigId(),
    ...datasetColumns(),
    key: text('key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stored_files_key_uq').on(t.companyId, t.dataset, t.key), datasetKey('stored_files', t), datasetPolicy()],
);

/** A stored file's content in chunks of at most FILE_CHUNK_BYTES, numbered from 0. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    id: bigId(),
    ...datasetColumns(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    seq: integer('seq').notNull(),
    data: bytes('data').notNull(),
  },
  (t) => [
    uniqueIndex('stored_file_chunks_seq_uq').on(t.companyId, t.dataset, t.fileId, t.seq),
    foreignKey({
      name: 'stored_file_chunks_file_fk',
      columns: [t.companyId, t.dataset, t.fileId],
      foreignColumns: [storedFiles.companyId, storedFiles.dataset, storedFiles.id],
    }).onDelete('cascade'),
    datasetPolicy(),
  ],
);
