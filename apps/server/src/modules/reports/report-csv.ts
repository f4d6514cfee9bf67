import { formatDisplayDate, type ProcessColumn, type ProcessItem } from '@wattle/contract';

/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const field = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * A report's rows as CSV, the columns the workbook has (shown and Excel-only), dates in the
 * company's DATE_FORMAT, numbers as stored: lines are added as the rows are read, once, beside the workbook.
 */
export function reportCsv(columns: readonly ProcessColumn[], dateFormat: string) {
  const shown = columns.filter((c) => c.visible || c.excel_only);
  const lines = [shown.map((c) => field(c.headerText)).join(',')];
  const text = (column: ProcessColumn, value: ProcessItem[string] | undefined) => {
    if (value === null || value === undefined) return '';
    const written = String(value);
    // A date-time is written on the company's clock already (report-query.ts isoDateTime): kept as it is.
    return column.format === 'DATE' ? formatDisplayDate(written, dateFormat) : written;
  };
  return {
    add(row: ProcessItem) {
      lines.push(shown.map((c) => field(text(c, row[c.field]))).join(','));
    },
    bytes: () => Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'),
  };
}
