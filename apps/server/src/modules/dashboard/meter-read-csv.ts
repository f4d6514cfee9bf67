import { importRowError, METER_READ_CSV_REQUIRED, meterReadCsvRowSchema, texts } from '@wattle/contract';
import { csvRecords } from '../../lib/csv-records';
import type { IncomingRead } from '../metering/read-intake';

export interface RowError {
  fileName: string;
  line: number;
  message: string;
}

/** A meter-read CSV's reads and its malformed rows, or why the file is refused whole (`refusal`, naming the file). */
interface CsvReads {
  reads: IncomingRead[];
  errors: RowError[];
  refusal: string | null;
}

/** A meter-read CSV is recognised by its first line naming at least one of the required columns (the others missing is its own refusal). */
export function isMeterReadCsv(content: string): boolean {
  const names = (/^[^\r\n]*/.exec(content)?.[0] ?? '').split(',').map((h) => h.trim().replace(/^"|"$/g, '').toLowerCase());
  return METER_READ_CSV_REQUIRED.some((c) => names.includes(c));
}

/** A meter-read CSV (header row naming the columns, then one register read a row) into reads; a malformed row is an error. */
export function meterReadCsvReads(fileName: string, content: string): CsvReads {
  const refused = (refusal: string): CsvReads => ({ reads: [], errors: [], refusal });
  let records: string[][];
  try {
    records = csvRecords(content);
  } catch {
    return refused(importRowError(fileName, 1, texts.dashboard.csv.unreadable));
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) return refused(texts.dashboard.csv.empty(fileName));
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = METER_READ_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length) return refused(texts.dashboard.csv.missingColumns(fileName, missing.join(', ')));
  const reads: IncomingRead[] = [];
  const errors: RowError[] = [];
  body.forEach((record, i) => {
    const line = i + 2;
    const parsed = meterReadCsvRowSchema.safeParse(Object.fromEntries(names.map((name, c) => [name, record[c] ?? ''])));
    if (!parsed.success) {
      errors.push({ fileName, line, message: parsed.error.issues.map((issue) => issue.message).join('; ') });
      return;
    }
    const row = parsed.data;
    reads.push({
      meterCode: row.meter_code,
      readDate: row.read_date,
      reading: row.reading,
      intervals: null,
      description: row.description || `${fileName} line ${line}`,
      source: 'CSV',
      fileName,
      line,
    });
  });
  return { reads, errors, refusal: null };
}
