import type { Writable } from 'node:stream';
import { DATE_DATA_TYPES, excelFormat, NUMERIC_DATA_TYPES, type SectionDataType, type SectionRow } from '@wattle/contract';
import { excelDate, streamXlsx, type CellValue } from '../../lib/xlsx';
import type { BoundField } from './section-catalog';

export interface ExportFormats {
  currency: string;
  dateFormat: string;
}

/** A cell value in its Excel type: numbers for numeric data types, dates for DATE/DATETIME, else text. */
export function cellValue(dataType: SectionDataType, value: string | null, display: string | undefined): CellValue {
  if (display !== undefined) return display;
  if (value === null || value === '') return null;
  if (NUMERIC_DATA_TYPES.includes(dataType)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (DATE_DATA_TYPES.includes(dataType)) return excelDate(value) ?? value;
  return value;
}

/**
 * Streams every row into an .xlsx on `out` (lib/xlsx.ts): one sheet named after the section, a
 * header row of the visible fields' prompts, each column in its data type's Excel format.
 */
export async function writeXlsx(
  out: Writable,
  title: string,
  fields: readonly BoundField[],
  rows: AsyncIterable<SectionRow> | Iterable<SectionRow>,
  formats: ExportFormats,
) {
  // Documents and images are previewed on screen; their ids and paths mean nothing in a spreadsheet.
  const visible = fields.filter((f) => f.visible && f.dataType !== 'DOCUMENT' && f.dataType !== 'IMAGE');
  const columns = visible.map((f) => ({
    header: f.prompt,
    width: Math.min(Math.max(f.prompt.length + 2, 12), 60),
    numFmt: excelFormat(f.dataType, formats.currency, formats.dateFormat),
  }));
  async function* cells() {
    for await (const row of rows) yield visible.map((f) => cellValue(f.dataType, row.values[f.name] ?? null, row.displayValues[f.name]));
  }
  await streamXlsx(out, title, columns, cells());
}
