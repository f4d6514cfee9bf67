import {
  IMPORT_MAX_REPORTED_ERRORS,
  IMPORT_MAX_ROWS,
  importRowError,
  METER_DATA_FILE_NAME,
  METER_READ_CSV_REQUIRED,
  meterReadCsvRowSchema,
  texts,
} from '@wattle/contract';
import type { Scoped } from '../../lib/batches';
import { refused } from '../../lib/errors';
import { csvRecords } from '../../lib/csv-records';
import { meterDataVersion, type MeterDataVersion } from '../metering/meter-data-file';
import { meterDataReads } from '../metering/meter-data-reads';
import { receivedBefore, sha256Of, type ReceivedFile } from '../metering/meter-data-files';
import { queueIncomingReads, type IncomingRead } from '../metering/read-intake';
import { receivedFiles } from './received-files';

export interface CsvFile {
  fileName: string;
  content: Buffer;
}

/** What an upload did with one file's rows; `rejected` holds each rejected row's `file line N: reason`. */
export interface FileOutcome {
  queued: number;
  skipped: number;
  rejected: string[];
  /** The same file (by its SHA-256) was received before: none of its rows was looked at again. */
  alreadyReceived: boolean;
}

interface RowError {
  fileName: string;
  line: number;
  message: string;
}

/** An upload refused as a whole: the first message says how many rows failed, then each row's reason. */
const refuse = (...messages: string[]) => refused(messages.map((message) => ({ message })));

/** A meter-read CSV is recognised by its first line naming at least one of the required columns (the others missing is its own refusal). */
function isMeterReadCsv(content: string): boolean {
  const names = (/^[^\r\n]*/.exec(content)?.[0] ?? '').split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  return METER_READ_CSV_REQUIRED.some((c) => names.includes(c));
}

/** A meter-read CSV (header row naming the columns, then one register read a row) into reads; a malformed row is an error. */
function parseReadCsv(file: CsvFile, content: string, errors: RowError[]): IncomingRead[] {
  let records: string[][];
  try {
    records = csvRecords(content);
  } catch {
    throw refuse(importRowError(file.fileName, 1, texts.dashboard.csv.unreadable));
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw refuse(texts.dashboard.csv.empty(file.fileName));
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = METER_READ_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) throw refuse(texts.dashboard.csv.missingColumns(file.fileName, missing.join(', ')));
  const reads: IncomingRead[] = [];
  body.forEach((record, i) => {
    const line = i + 2;
    const parsed = meterReadCsvRowSchema.safeParse(Object.fromEntries(names.map((name, c) => [name, record[c] ?? ''])));
    if (!parsed.success) {
      errors.push({ fileName: file.fileName, line, message: parsed.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    const row = parsed.data;
    reads.push({
      meterCode: row.meter_code,
      readDate: row.read_date,
      reading: row.reading,
      intervals: null,
      description: row.description || `${file.fileName} line ${line}`,
      source: 'CSV',
      fileName: file.fileName,
      line,
    });
  });
  return reads;
}

/** A meter data file (NEM12 or NEM13) into reads; the first structural problem refuses the upload. */
function parseMeterDataFile(file: CsvFile, content: string, version: MeterDataVersion): IncomingRead[] {
  const { reads, problem } = meterDataReads(file.fileName, content, version);
  if (problem) throw refuse(texts.dashboard.csv.refused(1), importRowError(file.fileName, problem.line, problem.message));
  if (reads.length === 0) throw refuse(texts.dashboard.csv.empty(file.fileName));
  return reads;
}

/** The reads of one file, whose kind its content decides: a NEM12 or NEM13 100 header record, else a meter-read CSV header; anything else is refused. */
function readsOf(file: CsvFile, errors: RowError[]): IncomingRead[] {
  const content = file.content.toString('utf8').replace(/^\uFEFF/, '');
  const version = meterDataVersion(content);
  if (version) return parseMeterDataFile(file, content, version);
  if (content.trim() === '') throw refuse(texts.dashboard.csv.empty(file.fileName));
  if (!isMeterReadCsv(content)) throw refuse(importRowError(file.fileName, 1, texts.dashboard.csv.unknownFormat));
  return parseReadCsv(file, content, errors);
}

/**
 * Reads every file received (an upload's, or each of a zip's: a meter-read CSV, or a NEM12 or NEM13
 * meter data file recognised by its 100 header) and, only when none is malformed, queues the reads
 * on IMPORTMETERREADS, each checked on the way in (`queueIncomingReads`: rejected with the reason,
 * or waiting), but for the files received before (same SHA-256), whose rows all count as already
 * received. A malformed file (of another format, no rows, missing columns, a row or record that
 * cannot be read) or zip refuses the whole upload with the reason, and nothing is queued.
 */
export async function importMeterReadCsv(
  scoped: Scoped,
  uploads: readonly CsvFile[],
  today: string,
): Promise<{ files: ReceivedFile[]; perFile: Map<string, FileOutcome> }> {
  const errors: RowError[] = [];
  const reads: IncomingRead[] = [];
  const refusedName = uploads.find((file) => !METER_DATA_FILE_NAME.test(file.fileName));
  if (refusedName) throw refuse(texts.dashboard.csv.notMeterDataName(refusedName.fileName));
  const files = receivedFiles(uploads).map((f) => ({ ...f, sha256: sha256Of(f.content) }));
  for (const file of files) reads.push(...readsOf(file, errors));
  if (reads.length + errors.length > IMPORT_MAX_ROWS) throw refuse(texts.dashboard.csv.tooManyRows(IMPORT_MAX_ROWS));
  if (errors.length) {
    errors.sort((a, b) => a.fileName.localeCompare(b.fileName) || a.line - b.line);
    throw refuse(
      texts.dashboard.csv.refused(new Set(errors.map((e) => `${e.fileName}|${e.line}`)).size),
      ...errors.slice(0, IMPORT_MAX_REPORTED_ERRORS).map((e) => importRowError(e.fileName, e.line, e.message)),
    );
  }
  const before = await scoped((tx) =>
    receivedBefore(
      tx,
      files.map((f) => f.sha256),
    ),
  );
  const repeated = new Set(files.filter((f) => before.has(f.sha256)).map((f) => f.fileName));
  const fresh = reads.filter((read) => !repeated.has(read.fileName!));
  const result = await queueIncomingReads(scoped, fresh, today);
  const perFile = new Map<string, FileOutcome>(
    files.map((f) => [f.fileName, { queued: 0, skipped: 0, rejected: [], alreadyReceived: repeated.has(f.fileName) }]),
  );
  for (const read of reads) if (repeated.has(read.fileName!)) perFile.get(read.fileName!)!.skipped++;
  fresh.forEach((read, i) => {
    const file = perFile.get(read.fileName!)!;
    if (result.outcomes[i] === 'NEW') file.queued++;
    if (result.outcomes[i] === 'SKIPPED') file.skipped++;
  });
  for (const { read, reason } of result.rejected) perFile.get(read.fileName!)!.rejected.push(importRowError(read.fileName!, read.line!, reason));
  return { files, perFile };
}
