import { parseString } from '@fast-csv/parse';
import { and, inArray, sql } from 'drizzle-orm';
import {
  IMPORT_MAX_REPORTED_ERRORS,
  IMPORT_MAX_ROWS,
  importRowError,
  METER_READ_CSV_REQUIRED,
  meterReadCsvRowSchema,
  texts,
  type Message,
  type MeterReadCsvRow,
} from '@wattle/contract';
import { meterReadImports, meterReads, meters } from '../../db/schema/index';
import { batchesOf, type Scoped } from '../../lib/batches';

export interface CsvFile {
  fileName: string;
  content: Buffer;
}

/** An upload refused as a whole: the first message says how many rows failed, then each row's reason. */
export class ImportRefused extends Error {
  constructor(readonly messages: Message[]) {
    super(messages[0]?.message ?? '');
  }
}

interface ParsedRow extends MeterReadCsvRow {
  fileName: string;
  line: number;
}

interface RowError {
  fileName: string;
  line: number;
  message: string;
}

const refuse = (...messages: string[]) => new ImportRefused(messages.map((message) => ({ message, messageType: 'Error' as const })));

function readRecords(content: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const records: string[][] = [];
    parseString<string[], string[]>(content.toString('utf8').replace(/^\uFEFF/, ''), { headers: false, ignoreEmpty: true })
      .on('error', reject)
      .on('data', (record: string[]) => records.push(record))
      .on('end', () => resolve(records));
  });
}

/** Reads one file into rows by column name; file-level problems (not CSV, no rows, missing columns) refuse the upload. */
async function parseFile(file: CsvFile, errors: RowError[]): Promise<ParsedRow[]> {
  if (!/\.csv$/i.test(file.fileName)) throw refuse(texts.dashboard.csv.notCsv);
  let records: string[][];
  try {
    records = await readRecords(file.content);
  } catch {
    throw refuse(importRowError(file.fileName, 1, texts.dashboard.csv.unreadable));
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw refuse(texts.dashboard.csv.empty(file.fileName));
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = METER_READ_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) throw refuse(texts.dashboard.csv.missingColumns(file.fileName, missing.join(', ')));
  const rows: ParsedRow[] = [];
  body.forEach((record, i) => {
    const line = i + 2;
    const raw = Object.fromEntries(names.map((name, c) => [name, record[c] ?? '']));
    const parsed = meterReadCsvRowSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push({ fileName: file.fileName, line, message: parsed.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    rows.push({ ...parsed.data, fileName: file.fileName, line });
  });
  return rows;
}

/** The meters of the rows' codes, and the reads of known meters already stored or waiting, read a batch per transaction. */
async function lookUp(scoped: Scoped, rows: readonly ParsedRow[]): Promise<{ meterIdOf: Map<string, number>; taken: Set<string> }> {
  const meterIdOf = new Map<string, number>();
  for await (const codes of batchesOf([...new Set(rows.map((r) => r.meter_code))])) {
    const known = await scoped((tx) => tx.select({ id: meters.id, code: meters.meterCode }).from(meters).where(inArray(meters.meterCode, codes)));
    for (const m of known) meterIdOf.set(m.code, m.id);
  }
  const taken = new Set<string>();
  for await (const batch of batchesOf(rows.filter((r) => meterIdOf.has(r.meter_code)))) {
    const list = sql.join(
      batch.map((r) => sql`(${meterIdOf.get(r.meter_code)!}::int, ${r.read_date}::date)`),
      sql`, `,
    );
    const found = await scoped(async (tx) => {
      const stored = await tx
        .select({ meterId: meterReads.meterId, readDate: meterReads.readDate })
        .from(meterReads)
        .where(sql`(${meterReads.meterId}, ${meterReads.readDate}) in (${list})`);
      const waiting = await tx
        .select({ meterId: meterReadImports.meterId, readDate: meterReadImports.readDate })
        .from(meterReadImports)
        .where(and(sql`${meterReadImports.status} = 'NEW'`, sql`(${meterReadImports.meterId}, ${meterReadImports.readDate}) in (${list})`));
      return [...stored, ...waiting];
    });
    for (const r of found) taken.add(`${r.meterId}|${r.readDate}`);
  }
  return { meterIdOf, taken };
}

/**
 * Checks every row of every file (format, no future dates, no read twice, meter known, not already
 * stored or waiting) and, only when all pass, queues the reads on IMPORTMETERREADS. One bad row
 * refuses the whole upload: nothing is imported. Nothing is read or written in one long
 * transaction: the checks read, and the reads are queued, BATCH_ROWS rows per short transaction
 * (each batch atomic; the checks come before the first write).
 */
export async function importMeterReadCsv(scoped: Scoped, files: readonly CsvFile[], today: string): Promise<{ rows: number; perFile: Map<string, number> }> {
  const errors: RowError[] = [];
  const rows: ParsedRow[] = [];
  const fail = (row: ParsedRow, message: string) => errors.push({ fileName: row.fileName, line: row.line, message });
  for (const file of files) rows.push(...(await parseFile(file, errors)));
  if (rows.length + errors.length > IMPORT_MAX_ROWS) throw refuse(texts.dashboard.csv.tooManyRows(IMPORT_MAX_ROWS));

  const seen = new Set<string>();
  for (const row of rows) {
    if (row.read_date > today) fail(row, texts.dashboard.csv.futureDate);
    const key = `${row.meter_code}|${row.read_date}`;
    if (seen.has(key)) fail(row, texts.dashboard.csv.duplicateInFile(row.meter_code, row.read_date));
    seen.add(key);
  }

  const { meterIdOf, taken } = await lookUp(scoped, rows);
  for (const row of rows) {
    const meterId = meterIdOf.get(row.meter_code);
    if (meterId === undefined) fail(row, texts.dashboard.csv.unknownMeter(row.meter_code));
    else if (taken.has(`${meterId}|${row.read_date}`)) fail(row, texts.dashboard.csv.alreadyStored(row.meter_code, row.read_date));
  }

  if (errors.length) {
    errors.sort((a, b) => a.fileName.localeCompare(b.fileName) || a.line - b.line);
    const badRows = new Set(errors.map((e) => `${e.fileName}|${e.line}`)).size;
    throw refuse(
      texts.dashboard.csv.refused(badRows),
      ...errors.slice(0, IMPORT_MAX_REPORTED_ERRORS).map((e) => importRowError(e.fileName, e.line, e.message)),
    );
  }

  const perFile = new Map<string, number>();
  for (const row of rows) perFile.set(row.fileName, (perFile.get(row.fileName) ?? 0) + 1);
  for await (const batch of batchesOf(rows)) {
    await scoped((tx) =>
      tx.insert(meterReadImports).values(
        batch.map((r) => ({
          meterId: meterIdOf.get(r.meter_code)!,
          meterCode: r.meter_code,
          readImportDesc: r.description || `${r.fileName} line ${r.line}`,
          readDate: r.read_date,
          reading: r.reading,
          source: 'CSV' as const,
          fileName: r.fileName,
        })),
      ),
    );
  }
  return { rows: rows.length, perFile };
}
