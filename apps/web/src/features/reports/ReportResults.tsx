import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import {
  REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE_OPTIONS,
  texts,
  type ProcessItem,
  type ReportConfig,
  type ReportDataResponse,
  type ReportParameters,
} from '@wattle/contract';
import { DataTable } from '../../components/DataTable';
import { useServerTable } from '../../hooks/useServerTable';
import { useValueFormats } from '../../sections/useValueFormats';
import { cardColumns, contentWidth } from '../dashboard/process/columnSizes';
import { ProcessCell, textOf } from '../dashboard/process/processCells';
import { formatValue } from '../../sections/formatValue';
import { fetchReportPage, reportKeys } from './reportsApi';

interface ReportResultsProps {
  reportId: number;
  sectionId: string | undefined;
  /** The values of the last Run. */
  parameters: ReportParameters;
  /** The report's columns with the user's settings (the rows' answer carries the same). */
  config: ReportConfig;
}

const NO_TEMPLATES = {};

/** The rows of a Run (spec 2 §2.8): server-paged, 25 a page (25, 50, 100, all), shown columns in their formats, the report's totals (every row, not only the page). */
export function ReportResults({ reportId, sectionId, parameters, config }: ReportResultsProps) {
  const formats = useValueFormats();
  const table = useServerTable({
    queryKey: [...reportKeys.report(reportId), 'rows', sectionId, parameters],
    fetchPage: (list, signal) => fetchReportPage(reportId, sectionId, parameters, list, signal),
    pageOf: (data: ReportDataResponse) => ({ rows: data.items, totalItems: data.totalItems }),
    pageSize: REPORT_PAGE_SIZE,
    pageSizeOptions: REPORT_PAGE_SIZE_OPTIONS,
  });
  const shown = useMemo(() => config.columns.filter((c) => c.visible && !c.excel_only), [config.columns]);
  const rows = table.rows;
  const totals = table.query.data?.totals;
  const columns = useMemo<MRT_ColumnDef<ProcessItem>[]>(
    () =>
      shown.map((column) => ({
        id: column.field,
        header: column.headerText,
        size: contentWidth(column, rows, formats),
        accessorFn: (row) => textOf(row[column.field]),
        Cell: ({ row }) => <ProcessCell row={row.original} column={column} formats={formats} templates={NO_TEMPLATES} />,
        Footer: column.showTotal ? () => <strong>{formatValue(totals?.[column.field] ?? '0', column.format, formats)}</strong> : undefined,
      })),
    [shown, rows, totals, formats],
  );
  const onCard = useMemo(() => cardColumns(shown), [shown]);
  return (
    <DataTable<ProcessItem>
      columns={columns}
      {...table.table}
      getRowId={(_row, index) => String(index)}
      emptyText={texts.reports.noRows}
      cardColumns={onCard}
    />
  );
}
