import { IMPORT_MAX_REPORTED_ERRORS, IMPORT_MAX_ROWS, importRowError, METER_DATA_FILE_NAME, texts } from '@wattle/contract';
import { refused } from '../../lib/errors';
import { meterDataVersion, readWhole, type MeterDataVersion } from '../metering/meter-data-file';
import { sha256Of, type ReceivedFile } from '../metering/meter-data-files';
import { meterDataReader } from '../metering/meter-data-reads';
import { isMeterReadCsv, meterReadCsvReads, type RowError } from './meter-read-csv';
import { receivedFiles } from './received-files';
import type { CsvFile } from './meter-read-upload.service';

export type MeterDataKind = 'CSV' | MeterDataVersion;

/** A received file that passed the upload's checks: its kind (read from its content) and how many reads it holds. */
export interface CheckedFile extends ReceivedFile {
  kind: MeterDataKind;
  reads: number;
}

/** A file's text, without the byte order mark some senders write. */
export const textOf = (content: Buffer) => content.toString('utf8').replace(/^\uFEFF/, '');

/** A file's kind by its content: a NEM12 or NEM13 100 header record, else a meter-read CSV header; null for anything else. */
export const kindOf = (text: string): MeterDataKind | null => meterDataVersion(text) ?? (isMeterReadCsv(text) ? 'CSV' : null);

/** An upload refused as a whole: the first message says what, then each row's reason. */
const refuse = (...messages: string[]) => refused(messages.map((message) => ({ message })));

/** The reads of a meter data file counted as it is read; the first structural problem (or no reads) refuses the upload. */
function countMeterData(fileName: string, text: string, version: MeterDataVersion): number {
  let reads = 0;
  const problem = readWhole(
    meterDataReader(fileName, version, () => reads++),
    text,
  );
  if (problem) throw refuse(texts.dashboard.csv.refused(1), importRowError(fileName, problem.line, problem.message));
  if (reads === 0) throw refuse(texts.dashboard.csv.empty(fileName));
  return reads;
}

/**
 * Checks every file an upload delivers (each uploaded file, or each file of a zip) before anything
 * is kept: its name, its kind by content, and every record or row (a meter data file is read
 * through without keeping its reads). A malformed file (of another format, no rows, missing
 * columns, a row or record that cannot be read) or zip refuses the whole upload with the file, the
 * line and the reason; meter-read CSVs hold at most IMPORT_MAX_ROWS rows together.
 */
export function checkUpload(uploads: readonly CsvFile[]): CheckedFile[] {
  const refusedName = uploads.find((file) => !METER_DATA_FILE_NAME.test(file.fileName));
  if (refusedName) throw refuse(texts.dashboard.csv.notMeterDataName(refusedName.fileName));
  const errors: RowError[] = [];
  let csvRows = 0;
  const checked = receivedFiles(uploads).map((file): CheckedFile => {
    const text = textOf(file.content);
    const kind = kindOf(text);
    const received = { ...file, sha256: sha256Of(file.content) };
    if (kind === 'NEM12' || kind === 'NEM13') return { ...received, kind, reads: countMeterData(file.fileName, text, kind) };
    if (text.trim() === '') throw refuse(texts.dashboard.csv.empty(file.fileName));
    if (!kind) throw refuse(importRowError(file.fileName, 1, texts.dashboard.csv.unknownFormat));
    const csv = meterReadCsvReads(file.fileName, text);
    if (csv.refusal) throw refuse(csv.refusal);
    errors.push(...csv.errors);
    csvRows += csv.reads.length + csv.errors.length;
    return { ...received, kind, reads: csv.reads.length };
  });
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
