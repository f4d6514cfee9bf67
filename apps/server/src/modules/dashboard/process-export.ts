import type { Writable } from 'node:stream';
import { excelFormat, type ProcessItem } from '@wattle/contract';
import { excelDate, streamXlsx, type CellValue } from '../../lib/xlsx';
import type { BoundColumn } from './process-catalog';
import { typeOf } from './process-columns';

function cell(column: BoundColumn, value: ProcessItem[string] | undefined): CellValue {
  if (value === null || value === undefined || value === '') return null;
  switch (typeOf(column.spec)) {
    case 'int':
    case 'money':
    case 'decimal':
      return Number(value);
    case 'date':
    case 'datetime':
      return excelDate(String(value)) ?? String(value);
    default:
      return String(value);
  }
}

/**
 * Streams every row to an .xlsx on `out` (lib/xlsx.ts): one sheet named after the process, the
 * shown and Excel-only columns, each in its format (dates as dates, money in the currency format).
 */
export async function writeProcessXlsx(
  out: Writable,
  title: string,
  columns: readonly BoundColumn[],
  items: AsyncIterable<ProcessItem>,
  formats: { currency: string; dateFormat: string },
) {
  const shown = columns.filter((c) => c.config.visible || c.config.excel_only);
  const sheetColumns = shown.map((c) => ({
    header: c.config.headerText,
    width: Math.min(Math.max((c.config.width ?? 120) / 8, c.config.headerText.length + 2, 10), 60),
    numFmt: excelFormat(c.config.format, formats.currency, formats.dateFormat),
  }));
  async function* cells() {
    for await (const item of items) yield shown.map((c) => cell(c, item[c.spec.field] ?? null));
  }
  await streamXlsx(out, title, sheetColumns, cells());
}
