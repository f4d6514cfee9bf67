import DownloadIcon from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import {
  REPORT_PAGE_SIZE,
  REPORT_PAGE_SIZE_OPTIONS,
  reportEndpoints,
  SAVED_REPORT_READY,
  texts,
  type MyReportsResponse,
  type SavedReport,
} from '@wattle/contract';
import { endpointUrl } from '../../api/callEndpoint';
import { DataTable } from '../../components/DataTable';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { PageTitle } from '../../components/PageTitle';
import { useServerTable } from '../../hooks/useServerTable';
import { useDateFormatters } from '../../hooks/useDateFormat';
import { fetchMyReports, reportKeys } from './reportsApi';

const t = texts.reports;

/** The download of a Ready report: a plain link, so the browser names the file as the server does (name-dateRun.xlsx). */
function DownloadCell({ report }: { report: SavedReport }) {
  if (report.status !== SAVED_REPORT_READY) return null;
  return (
    <IconButton
      component="a"
      href={endpointUrl(reportEndpoints.downloadSaved, { params: { id: report.id } })}
      download
      aria-label={`${t.download} ${report.name}`}
      size="small"
    >
      <DownloadIcon fontSize="small" />
    </IconButton>
  );
}

/** My Reports (spec 2 §2.9): the user's saved reports, newest run first, with a search box and the download once Ready. */
export function MyReportsPage() {
  const table = useServerTable({
    queryKey: reportKeys.myReports,
    fetchPage: fetchMyReports,
    pageOf: (data: MyReportsResponse) => ({ rows: data.items, totalItems: data.totalItems }),
    pageSize: REPORT_PAGE_SIZE,
    pageSizeOptions: REPORT_PAGE_SIZE_OPTIONS,
  });
  const { dateTime } = useDateFormatters();
  const columns = useMemo<MRT_ColumnDef<SavedReport>[]>(
    () => [
      { id: 'dateRun', header: t.myReportsDateRun, accessorFn: (r) => dateTime(r.dateRun), size: 200 },
      { id: 'name', header: t.myReportsName, accessorKey: 'name' },
      { id: 'status', header: t.myReportsStatus, accessorKey: 'status', size: 120 },
      { id: 'download', header: '', enableSorting: false, size: 60, Cell: ({ row }) => <DownloadCell report={row.original} /> },
    ],
    [dateTime],
  );
  return (
    <Stack spacing={2}>
      <PageTitle />
      <DataTable<SavedReport>
        columns={columns}
        {...table.table}
        getRowId={(r) => String(r.id)}
        toolbar={<DebouncedSearchField label={t.myReportsSearch} onSearch={table.setSearch} />}
      />
    </Stack>
  );
}
