import readline from 'node:readline';
import { buffer } from 'node:stream/consumers';
import { importRowError, texts } from '@wattle/contract';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';
import { meterDataReader } from '../metering/meter-data-reads';
import type { UploadFile } from '../metering/meter-data-files';
import type { IncomingRead } from '../metering/read-intake';
import { meterReadCsvReads } from './meter-read-csv';

/** A file's text, without the byte order mark some senders write. */
export const textOf = (content: Buffer) => content.toString('utf8').replace(/^\uFEFF/, '');

/** Why a file is refused whole: a record or row that cannot be read (`file line N: reason`, `atLine`), or the file as such (empty, missing columns…). */
export interface FileRefusal {
  message: string;
  atLine: boolean;
}

/**
 * Hands each read of a stored meter data file to `onRead`, in the file's order, as it is read: a
 * NEM12 or NEM13 file streams line by line from the file store (only the read being completed is
 * held); a meter-read CSV, which holds at most IMPORT_MAX_ROWS rows, is read whole. Answers why the
 * file is refused whole, or null. A refusal may come after reads were handed on: read a file
 * through once with a counting `onRead` to check it before reading it for good.
 */
export async function readStoredFile(
  store: FileStore,
  scope: Scope,
  file: Pick<UploadFile, 'fileName' | 'kind' | 'storageKey'>,
  onRead: (read: IncomingRead) => Promise<void> | void,
): Promise<FileRefusal | null> {
  const found = await store.get(scope, file.storageKey);
  if (!found) return { message: texts.dashboard.csv.fileMissing(file.fileName), atLine: false };
  try {
    if (file.kind === 'CSV') {
      const { reads, errors, refusal } = meterReadCsvReads(file.fileName, textOf(await buffer(found.body)));
      if (refusal) return { message: refusal, atLine: false };
      if (errors[0]) return { message: importRowError(file.fileName, errors[0].line, errors[0].message), atLine: true };
      for (const read of reads) await onRead(read);
      return null;
    }
    const pending: IncomingRead[] = [];
    const reader = meterDataReader(file.fileName, file.kind, (read) => pending.push(read));
    let reads = 0;
    const handOn = async () => {
      for (const read of pending.splice(0)) {
        reads++;
        await onRead(read);
      }
    };
    for await (const line of readline.createInterface({ input: found.body, crlfDelay: Infinity })) {
      if (!reader.push(line)) break;
      await handOn();
    }
    const problem = reader.end();
    if (problem) return { message: importRowError(file.fileName, problem.line, problem.message), atLine: true };
    await handOn();
    return reads ? null : { message: texts.dashboard.csv.empty(file.fileName), atLine: false };
  } finally {
    found.body.destroy();
  }
}
