import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inArray } from 'drizzle-orm';
import { excelFormat, PARAMS, type ProcessItem } from '@wattle/contract';
import type { Tx } from '../../db/client';
import { systemParameters } from '../../db/schema/index';
import { sheetName } from '../sections/section-export';
import type { BoundColumn } from './process-catalog';
import { typeOf } from './process-columns';

/** The company's currency symbol and date format (system parameters CURRENCY, DATE_FORMAT). */
export async function exportFormats(tx: Tx) {
  const rows = await tx
    .select({ code: systemParameters.code, value: systemParameters.parameter })
    .from(systemParameters)
    .where(inArray(systemParameters.code, [PARAMS.currency, PARAMS.dateFormat]));
  const of = (code: string, fallback: string) => rows.find((r) => r.code === code)?.value || fallback;
  return { currency: of(PARAMS.currency, '$'), dateFormat: of(PARAMS.dateFormat, 'DD/MM/YYYY') };
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

function cell(column: BoundColumn, value: ProcessItem[string] | undefined): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (typeOf(column.spec)) {
    case 'int':
    case 'money':
    case 'decimal':
      return Number(value);
    case 'date':
    case 'datetime': {
      const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}):(\d{2}))?/.exec(String(value));
      return m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0))) : String(value);
    }
    default:
      return String(value);
  }
}

/**
 * Streams every row to an .xlsx on `out` (exceljs streaming writer: rows are written and freed as
 * they come): one sheet named after the process (31 characters at most), the shown and Excel-only
 * columns, each in its format (dates as dates, money in the currency format).
 */
export async function writeProcessXlsx(out: Writable, title: string, columns: readonly BoundColumn[], items: AsyncIterable<ProcessItem>, formats: { currency: string; dateFormat: string }) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName(title));
  const shown = columns.filter((c) => c.config.visible || c.config.excel_only);
  sheet.columns = shown.map((c) => ({
    header: c.config.headerText,
    key: c.spec.field,
    width: Math.min(Math.max((c.config.width ?? 120) / 8, c.config.headerText.length + 2, 10), 60),
    style: { numFmt: excelFormat(c.config.format, formats.currency, formats.dateFormat) },
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const item of items) {
    sheet.addRow(shown.map((c) => cell(c, item[c.spec.field] ?? null))).commit();
    // Rows are read no faster than the client takes the file: the server holds a bounded part of it.
    if (out.writableNeedDrain) await drained(out);
    if (out.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}
