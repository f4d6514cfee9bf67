import type { Writable } from 'node:stream';
import { excelFormat, texts, type ActivityRow } from '@wattle/contract';
import { excelDate, streamXlsx, type CellValue, type XlsxColumn } from '../../lib/xlsx';

type Formats = { currency: string; dateFormat: string };

/** The workbook's columns: the table's, then what the details panel shows. */
function columnsOf(formats: Formats): { column: XlsxColumn; value: (row: ActivityRow) => CellValue }[] {
  const c = texts.activitiesManagement.columns;
  const d = texts.activitiesManagement.details;
  const date = excelFormat('DATE', formats.currency, formats.dateFormat);
  const text = (header: string, width: number, value: (row: ActivityRow) => string | null) => ({ column: { header, width }, value });
  const day = (header: string, value: (row: ActivityRow) => string | null) => ({
    column: { header, width: 14, numFmt: date },
    value: (row: ActivityRow) => {
      const v = value(row);
      return v ? excelDate(v) : null;
    },
  });
  return [
    { column: { header: c.id, width: 10, numFmt: '0' }, value: (r) => r.id },
    text(c.category, 22, (r) => r.category),
    text(c.type, 26, (r) => r.typeName),
    text(c.priority, 10, (r) => r.priority),
    text(c.status, 14, (r) => r.status),
    text(c.assignee, 20, (r) => r.assignee),
    text(c.accountNumber, 14, (r) => r.accountNumber),
    text(c.accountName, 28, (r) => r.accountName),
    day(c.raisedDate, (r) => r.activityDate),
    day(c.dueDate, (r) => r.requiredDate),
    text(d.email, 28, (r) => r.emailAddress),
    text(d.phone, 16, (r) => r.phoneNumber),
    {
      column: { header: d.balance, width: 14, numFmt: excelFormat('CURRENCY2', formats.currency, formats.dateFormat) },
      value: (r) => (r.accountBalance === null ? null : Number(r.accountBalance)),
    },
    text(d.initiator, 16, (r) => r.initiator),
    text(c.mostRecentNote, 60, (r) => r.mostRecentNote),
  ];
}

/** Streams the rows to an .xlsx on `out` (lib/xlsx.ts), dates as dates and the balance in the currency format. */
export async function writeActivitiesXlsx(out: Writable, rows: AsyncIterable<ActivityRow>, formats: Formats) {
  const columns = columnsOf(formats);
  async function* cells() {
    for await (const row of rows) yield columns.map((c) => c.value(row));
  }
  await streamXlsx(
    out,
    texts.activities.management,
    columns.map((c) => c.column),
    cells(),
  );
}
