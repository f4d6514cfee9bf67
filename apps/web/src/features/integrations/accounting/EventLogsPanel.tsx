import { useQuery } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { TABLE_PAGE_SIZE, texts, type IntegrationEventLog } from '@wattle/contract';
import { DataTable } from '../../../components/DataTable';
import { useDateFormat } from '../../../hooks/useDateFormat';
import { useListTable } from '../../../hooks/useListTable';
import { formatDate } from '../../../lib/format';
import { addonKeys } from '../addonsApi';
import { accountingApi } from './accountingApi';

const t = texts.accounting;

/** What the integration did, newest first: connections, token refreshes, loads and errors. */
export function EventLogsPanel() {
  const logs = useQuery({ queryKey: addonKeys.accounting('logs'), queryFn: ({ signal }) => accountingApi.logs(signal) });
  const dateFormat = `${useDateFormat()} HH:mm:ss`;
  const { table } = useListTable(logs.data, { pageSize: TABLE_PAGE_SIZE, loading: logs.isFetching });
  const columns: MRT_ColumnDef<IntegrationEventLog>[] = [
    { id: 'text', header: t.activity, accessorFn: (l) => l.text },
    { id: 'date', header: t.date, accessorFn: (l) => formatDate(l.date, dateFormat) },
    { id: 'status', header: t.status, accessorFn: (l) => l.status },
    { id: 'data', header: t.data, accessorFn: (l) => l.data ?? '' },
  ];
  return <DataTable<IntegrationEventLog> {...table} columns={columns} getRowId={(_l, i) => String(i)} />;
}
