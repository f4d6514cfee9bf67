import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { EXCEL_SHEET_NAME_MAX } from '@wattle/contract';

/** What a cell holds: text, a number, a date (written as an Excel date), or nothing. */
export type CellValue = string | number | Date | null;

export interface XlsxColumn {
  header: string;
  /** In Excel's character widths. */
  width: number;
  /** Excel number format of the column's cells (contract `excelFormat`). */
  numFmt?: string;
}

/** Excel forbids \ / ? * [ ] : in sheet names and allows 31 characters. */
export const sheetName = (description: string) =>
  description
    .replace(/[\\/?*[\]:]/g, ' ')
    .slice(0, EXCEL_SHEET_NAME_MAX)
    .trim() || 'Sheet1';

/** A database date (YYYY-MM-DD) or date-time (…THH:MM:SS) as the same wall-clock date in Excel; null when it is neither. */
export function excelDate(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(value);
  return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0))) : null;
}

/** Resolves when the stream wants more, or has closed (the client went away). */
const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });

/**
 * The server's one Excel writer: streams a workbook of one sheet to `out` with exceljs's streaming
 * writer (each row is written and freed as it comes), a bold header row, each column in its
 * format. Rows are taken no faster than `out` is read, so the server holds a bounded part of the
 * file; callers must not hold a database transaction while this runs (docs/ARCHITECTURE.md,
 * "Transactions are short"). Stops early when `out` is destroyed (the client went away).
 */
export async function streamXlsx(out: Writable, title: string, columns: readonly XlsxColumn[], rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title));
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width, style: { numFmt: c.numFmt } }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const row of rows) {
    sheet.addRow(row).commit();
    if (out.writableNeedDrain) await drained(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}
