import type { Writable } from 'node:stream';
import { DATE_DATA_TYPES, excelFormat, NUMERIC_DATA_TYPES, type ProcessColumn, type ProcessItem } from '@wattle/contract';
import { excelDate, streamXlsx, type CellValue } from '../../lib/xlsx';

function cell(column: ProcessColumn, value: ProcessItem[string] | undefined): CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (NUMERIC_DATA_TYPES.includes(column.format)) return Number(value);
  if (DATE_DATA_TYPES.includes(column.format)) return excelDate(String(value)) ?? String(value);
  return String(value);
}

/**
 * A report's rows as one sheet named after the report (lib/xlsx.ts): the columns shown to the user
 * and the Excel-only ones, numbers and dates as such in the company's currency and date format.
 */
export async function writeReportXlsx(
  out: Writable,
  title: string,
  columns: readonly ProcessColumn[],
  rows: AsyncIterable<ProcessItem>,
  formats: { currency: string; dateFormat: string },
): Promise<number> {
  const shown = columns.filter((c) => c.visible || c.excel_only);
  const sheetColumns = shown.map((c) => ({
    header: c.headerText,
    width: Math.min(Math.max(c.headerText.length + 2, 14), 60),
    numFmt: excelFormat(c.format, formats.currency, formats.dateFormat),
  }));
  let count = 0;
  async function* cells() {
    for await (const row of rows) {
      count++;
      yield shown.map((c) => cell(c, row[c.field]));
    }
  }
  await streamXlsx(out, title, sheetColumns, cells());
  return count;
}
