import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  DATE_DATA_TYPES,
  EXCEL_SHEET_NAME_MAX,
  excelFormat,
  NUMERIC_DATA_TYPES,
  type SectionDataType,
  type SectionRow,
} from '@wattle/contract';
import type { BoundField } from './section-catalog';

export interface ExportFormats {
  currency: string;
  dateFormat: string;
}

/** Excel forbids \ / ? * [ ] : in sheet names and allows 31 characters. */
export const sheetName = (description: string) => description.replace(/[\\/?*[\]:]/g, ' ').slice(0, EXCEL_SHEET_NAME_MAX).trim() || 'Sheet1';

/** A cell value in its Excel type: numbers for numeric data types, dates for DATE/DATETIME, else text. */
export function cellValue(dataType: SectionDataType, value: string | null, display: string | undefined): string | number | Date | null {
  if (display !== undefined) return display;
  if (value === null || value === '') return null;
  if (NUMERIC_DATA_TYPES.includes(dataType)) {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  if (DATE_DATA_TYPES.includes(dataType)) {
    const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(value);
    if (m) return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0)));
  }
  return value;
}

/**
 * Streams every row into an .xlsx on `out`: one sheet named after the section, a header row of
 * the visible fields' prompts, each column in its data type's Excel format.
 */
export async function writeXlsx(out: Writable, title: string, fields: readonly BoundField[], rows: AsyncIterable<SectionRow>, formats: ExportFormats) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title));
  // Documents and images are previewed on screen; their ids and paths mean nothing in a spreadsheet.
  const visible = fields.filter((f) => f.visible && f.dataType !== 'DOCUMENT' && f.dataType !== 'IMAGE');
  sheet.columns = visible.map((f) => ({
    header: f.prompt,
    key: f.name,
    width: Math.min(Math.max(f.prompt.length + 2, 12), 60),
    style: { numFmt: excelFormat(f.dataType, formats.currency, formats.dateFormat) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    sheet.addRow(visible.map((f) => cellValue(f.dataType, row.values[f.name] ?? null, row.displayValues[f.name]))).commit();
  }
  sheet.commit();
  await workbook.commit();
}
