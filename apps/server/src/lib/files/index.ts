import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { databaseFileStore } from './database-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-store';

export type { FileStore, StoredFileInfo } from './file-store';
export { readFile } from './file-store';

/** The file store the configuration names (FILE_STORE): the database unless `s3`. */
export function createFileStore(config: Pick<Config, 'fileStore'>, db: Db): FileStore {
  return config.fileStore.kind === 's3' ? s3FileStore(config.fileStore) : databaseFileStore(db);
}
