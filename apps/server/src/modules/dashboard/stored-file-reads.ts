import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { importRowError, texts } from '@wattle/contract';
import type { Scope } from '../../db/tenancy';
import type { FileStore } from '../../lib/files/index';
import { meterDataReader } from '../metering/meter-data-reads';
import type { UploadFile } from '../metering/meter-data-files';
import type { IncomingRead } from '../metering/read-intake';
import { textOf } from './meter-data-upload-check';
import { meterReadCsvReads } from './meter-read-csv';

async function wholeOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Hands each read of a stored meter data file to `onRead`, in the file's order, as it is read: a
 * NEM12 or NEM13 file streams line by line from the file store (only the read being completed is
 * held); a meter-read CSV, which holds at most IMPORT_MAX_ROWS rows, is read whole. Answers why the
 * file is refused whole (`file line N: reason`), or null. A refusal may come after reads were handed
 * on: read a file through once with a no-op `onRead` to check it before reading it for good.
 */
export async function readStoredFile(
  store: FileStore,
  scope: Scope,
  file: Pick<UploadFile, 'fileName' | 'kind' | 'storageKey'>,
  onRead: (read: IncomingRead) => Promise<void> | void,
): Promise<string | null> {
  const found = await store.get(scope, file.storageKey);
  if (!found) return texts.dashboard.csv.fileMissing(file.fileName);
  try {
    if (file.kind === 'CSV') {
      const { reads, errors, refusal } = meterReadCsvReads(file.fileName, textOf(await wholeOf(found.body)));
      if (refusal) return refusal;
      if (errors[0]) return importRowError(file.fileName, errors[0].line, errors[0].message);
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
    if (problem) return importRowError(file.fileName, problem.line, problem.message);
    await handOn();
    return reads ? null : texts.dashboard.csv.empty(file.fileName);
  } finally {
    found.body.destroy();
  }
}
