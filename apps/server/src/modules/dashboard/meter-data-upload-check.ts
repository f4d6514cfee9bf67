import { IMPORT_MAX_REPORTED_ERRORS, IMPORT_MAX_ROWS, importRowError, METER_DATA_FILE_NAME, METER_READ_CSV_MAX_BYTES, texts } from '@wattle/contract';
import { refused } from '../../lib/errors';
import { readFile } from '../../lib/files/index';
import { meterDataVersion } from '../metering/meter-data-file';
import type { CheckedFile, KeptFile, KeptFiles } from '../metering/meter-data-files';
import { isMeterReadCsv, meterReadCsvReads, type RowError } from './meter-read-csv';
import { readStoredFile, textOf } from './stored-file-reads';

/** An upload refused as a whole: the first message says what, then each row's reason. */
const refuse = (...messages: string[]) => refused(messages.map((message) => ({ message })));

/** Refuses a file whose name is not one meter data is sent under (`.csv`, `.V01`…, `.zip`), naming it. */
export function meterDataName(fileName: string): void {
  if (!METER_DATA_FILE_NAME.test(fileName)) throw refuse(texts.dashboard.csv.notMeterDataName(fileName));
}

/**
 * Checks every kept file of an upload before anything of it is recorded: its kind by its content (a
 * NEM12 or NEM13 100 header record, else a meter-read CSV header) and every record or row (a meter
 * data file is streamed through from the file store, counting its reads, keeping none). A malformed
 * file (of another format, no rows, missing columns, a record that cannot be read) refuses the whole
 * upload with the file, the line and the reason, as do rows of meter-read CSVs that cannot be read
 * (each listed); those CSVs, read whole, hold at most IMPORT_MAX_ROWS rows together.
 */
export async function checkUpload(kept: KeptFiles, files: readonly KeptFile[]): Promise<CheckedFile[]> {
  const errors: RowError[] = [];
  let csvRows = 0;
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const head = textOf(file.head);
    const version = meterDataVersion(head);
    if (version) {
      let reads = 0;
      const refusal = await readStoredFile(kept.store, kept.scope, { ...file, kind: version }, () => {
        reads++;
      });
      if (refusal) throw refusal.atLine ? refuse(texts.dashboard.csv.refused(1), refusal.message) : refuse(refusal.message);
      checked.push({ ...file, kind: version, reads });
      continue;
    }
    if (head.trim() === '' && file.sizeBytes <= file.head.length) throw refuse(texts.dashboard.csv.empty(file.fileName));
    if (!isMeterReadCsv(head)) throw refuse(importRowError(file.fileName, 1, texts.dashboard.csv.unknownFormat));
    if (file.sizeBytes > METER_READ_CSV_MAX_BYTES) throw refuse(texts.dashboard.csv.csvTooLarge(file.fileName, METER_READ_CSV_MAX_BYTES));
    const csv = meterReadCsvReads(file.fileName, textOf((await readFile(kept.store, kept.scope, file.storageKey))!.content));
    if (csv.refusal) throw refuse(csv.refusal);
    errors.push(...csv.errors);
    csvRows += csv.reads.length + csv.errors.length;
    checked.push({ ...file, kind: 'CSV', reads: csv.reads.length });
  }
  if (csvRows > IMPORT_MAX_ROWS) throw refuse(texts.dashboard.csv.tooManyRows(IMPORT_MAX_ROWS));
  if (errors.length) {
    errors.sort((a, b) => a.fileName.localeCompare(b.fileName) || a.line - b.line);
    throw refuse(
      texts.dashboard.csv.refused(new Set(errors.map((e) => `${e.fileName}|${e.line}`)).size),
      ...errors.slice(0, IMPORT_MAX_REPORTED_ERRORS).map((e) => importRowError(e.fileName, e.line, e.message)),
    );
  }
  return checked;
}
