import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ACTIVITIES_MANAGEMENT_PAGE_SIZE, ACTIVITIES_MANAGEMENT_PAGE_SIZE_OPTIONS, texts, type ActivityRow } from '@wattle/contract';
import { customerGoToPath } from '../../app/paths';
import { DataTable } from '../../components/DataTable';
import { DebouncedSearchField } from '../../components/DebouncedSearchField';
import { confirm, showErrorOf, showSnackbar } from '../../components/notices/noticeStore';
import { PageTitle } from '../../components/PageTitle';
import { useServerTable } from '../../hooks/useServerTable';
import { downloadBlob } from '../../lib/download';
import { useDateFormatters } from '../../hooks/useDateFormat';
import { usePermissions } from '../../stores/usePermissions';
import { ActivityDetails } from './management/ActivityDetails';
import { ActivityFilters } from './management/ActivityFilters';
import { closeActivities, deleteActivities, exportActivities, fetchActivities, fetchFilterOptions } from './management/activitiesManagementApi';
import { useActivityFilters } from './management/useActivityFilters';
import { ActivityDialog } from './ActivityDialog';

const t = texts.activitiesManagement;
const QUERY_KEY = ['activities', 'management'] as const;

function useColumns() {
  const { date, day } = useDateFormatters();
  return useMemo<MRT_ColumnDef<ActivityRow>[]>(() => {
    const c = t.columns;
    const unsorted = { enableSorting: false } as const;
    return [
      { id: 'id', header: c.id, accessorFn: (a) => String(a.id), size: 90 },
      { id: 'category', header: c.category, accessorFn: (a) => a.category ?? '', ...unsorted },
      { id: 'type', header: c.type, accessorFn: (a) => a.typeName ?? '', ...unsorted },
      {
        id: 'priority',
        header: c.priority,
        accessorFn: (a) => a.priority ?? '',
        ...unsorted,
        Cell: ({ row }) =>
          row.original.priority ? (
            <Chip size="small" label={row.original.priority} sx={{ bgcolor: row.original.priorityColor ?? undefined, color: 'common.white' }} />
          ) : null,
      },
      { id: 'status', header: c.status, accessorFn: (a) => a.status ?? '', ...unsorted },
      { id: 'assignee', header: c.assignee, accessorFn: (a) => a.assignee ?? '', ...unsorted },
      {
        id: 'accountNumber',
        header: c.accountNumber,
        accessorFn: (a) => a.accountNumber ?? '',
        ...unsorted,
        Cell: ({ row }) => (
          <Link component={RouterLink} to={customerGoToPath(row.original.customerId)} onClick={(e) => e.stopPropagation()}>
            {row.original.accountNumber ?? row.original.customerId}
          </Link>
        ),
      },
      { id: 'accountName', header: c.accountName, accessorFn: (a) => a.accountName, ...unsorted },
      { id: 'activityDate', header: c.raisedDate, accessorFn: (a) => day(a.activityDate) },
      {
        id: 'requiredDate',
        header: c.dueDate,
        accessorFn: (a) => date(a.requiredDate),
        Cell: ({ row }) => (
          <Typography variant="body2" color={row.original.isOverdue ? 'error' : undefined}>
            {date(row.original.requiredDate)}
          </Typography>
        ),
      },
    ];
  }, [date, day]);
}

/**
 * Activities Management (spec 2 §2.13): the company's open tasks, paged, sorted, filtered and
 * searched on the server; close, export and delete the selected; the highlighted row's details
 * and notes beside the table. The filters and the details choice stay in browser storage.
 */
export function ActivitiesManagementPage() {
  const { mayChangeData } = usePermissions();
  const queryClient = useQueryClient();
  const view = useActivityFilters();
  const options = useQuery({ queryKey: ['activities', 'filters'], queryFn: ({ signal }) => fetchFilterOptions(signal), staleTime: 60_000 });
  const server = useServerTable({
    queryKey: [...QUERY_KEY, view.filters],
    fetchPage: (query, signal) => fetchActivities(view.filters, query, signal),
    pageOf: (page) => ({ rows: page.items, totalItems: page.totalItems }),
    pageSize: ACTIVITIES_MANAGEMENT_PAGE_SIZE,
    pageSizeOptions: ACTIVITIES_MANAGEMENT_PAGE_SIZE_OPTIONS,
  });
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const columns = useColumns();
  const highlighted = server.rows.find((a) => String(a.id) === highlightedId) ?? null;
  const selected = selectedIds.map(Number);

  const change = useMutation({
    mutationFn: async ({ run }: { run: () => Promise<{ count: number }>; done: (n: number) => string }) => run(),
    onSuccess: async ({ count }, { done }) => {
      setSelectedIds([]);
      showSnackbar(done(count));
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
    },
    onError: showErrorOf,
  });
  const exporting = useMutation({
    mutationFn: () => exportActivities(view.filters, server.tableQuery),
    onSuccess: (blob) => downloadBlob(blob, t.exportFileName),
    onError: showErrorOf,
  });

  const closeSelected = async () => {
    if (await confirm(texts.dashboard.confirmTitle, texts.confirm.closeSelectedItems)) change.mutate({ run: () => closeActivities(selected), done: t.closed });
  };
  const deleteSelected = async () => {
    const question = selected.length === 1 ? texts.confirm.deleteSelectedItem : texts.confirm.deleteSelectedItems;
    if (await confirm(texts.confirm.deletingTitle, question)) change.mutate({ run: () => deleteActivities(selected), done: t.deleted });
  };

  const toolbar = (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button variant="outlined" size="small" disabled={!highlighted} onClick={() => setEditing(true)}>
        {texts.activities.edit}
      </Button>
      {mayChangeData ? (
        <>
          <Button variant="contained" size="small" disabled={!selected.length || change.isPending} onClick={() => void closeSelected()}>
            {t.closeActivities}
          </Button>
          <Button variant="outlined" color="error" size="small" disabled={!selected.length || change.isPending} onClick={() => void deleteSelected()}>
            {t.deleteSelected}
          </Button>
        </>
      ) : null}
      <Button variant="outlined" size="small" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
        {t.exportToExcel}
      </Button>
      <Button size="small" onClick={view.toggleDetails}>
        {view.showDetails ? t.hideDetails : t.showDetails}
      </Button>
    </Stack>
  );

  return (
    <Box>
      <PageTitle title={texts.activities.management} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }} alignItems={{ sm: 'center' }}>
        <DebouncedSearchField label={t.search} onSearch={server.setSearch} />
      </Stack>
      <ActivityFilters
        options={options.data}
        values={view.filters}
        filtered={view.filtered}
        onChange={(name, ids) => {
          view.setFilter(name, ids);
          server.setPaging((p) => ({ ...p, pageIndex: 0 }));
        }}
        onClear={() => {
          view.clearFilters();
          server.setPaging((p) => ({ ...p, pageIndex: 0 }));
        }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: view.showDetails ? 'minmax(0, 3fr) minmax(0, 1fr)' : '1fr' } }}>
        <DataTable<ActivityRow>
          columns={columns}
          {...server.table}
          getRowId={(a) => String(a.id)}
          selection={{ ids: selectedIds, multiple: true, onChange: setSelectedIds }}
          highlightedId={highlightedId}
          onRowClick={(a) => setHighlightedId(String(a.id))}
          emptyText={t.noActivities}
          toolbar={toolbar}
        />
        {view.showDetails ? <ActivityDetails activity={highlighted} /> : null}
      </Box>
      {editing && highlighted ? (
        <ActivityDialog
          activityId={highlighted.id}
          onClose={() => setEditing(false)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: QUERY_KEY })}
        />
      ) : null}
    </Box>
  );
}
