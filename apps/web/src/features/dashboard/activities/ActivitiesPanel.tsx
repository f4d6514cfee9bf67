import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MRT_ColumnDef } from 'material-react-table';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { DASHBOARD_SMALL_TABLE_SIZE, texts, type DashboardActivity } from '@wattle/contract';
import { customerGoToPath, paths } from '../../../app/paths';
import { DataTable } from '../../../components/DataTable';
import { useListTable } from '../../../hooks/useListTable';
import { useDateFormatters } from '../../../hooks/useDateFormat';
import { useActivities } from '../dashboardApi';

/**
 * My Activities (spec 2 §2.1, §2.5): 10 rows a page without size options, soonest required date
 * first; the account number opens the customer; 'Details' opens Activities Management.
 */
export function ActivitiesPanel() {
  const activities = useActivities();
  const { table } = useListTable(activities.data, { pageSize: DASHBOARD_SMALL_TABLE_SIZE, loading: activities.isLoading });
  const { date } = useDateFormatters();
  const columns = useMemo<MRT_ColumnDef<DashboardActivity>[]>(() => {
    const c = texts.dashboard.activityColumns;
    return [
      { id: 'id', header: c.id, accessorFn: (a) => String(a.id) },
      { id: 'category', header: c.category, accessorFn: (a) => a.category ?? '' },
      { id: 'type', header: c.type, accessorFn: (a) => a.typeName ?? '' },
      {
        id: 'accountNumber',
        header: c.accountNumber,
        accessorFn: (a) => a.accountNumber ?? '',
        Cell: ({ row }) => (
          <Link component={RouterLink} to={customerGoToPath(row.original.customerId)}>
            {row.original.accountNumber ?? row.original.customerId}
          </Link>
        ),
      },
      { id: 'accountName', header: c.accountName, accessorFn: (a) => a.accountName },
      {
        id: 'dueDate',
        header: c.dueDate,
        accessorFn: (a) => date(a.requiredDate),
        Cell: ({ row }) => (
          <Typography variant="body2" color={row.original.isOverdue ? 'error' : undefined}>
            {date(row.original.requiredDate)}
          </Typography>
        ),
      },
    ];
  }, [date]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="my-activities-title">
      <Typography id="my-activities-title" variant="h6" gutterBottom>
        {texts.dashboard.myActivities}
      </Typography>
      <DataTable<DashboardActivity>
        columns={columns}
        {...table}
        getRowId={(a) => String(a.id)}
        emptyText={texts.dashboard.noActivities}
        toolbar={
          <Button size="small" variant="outlined" component={RouterLink} to={paths.activitiesManagement}>
            {texts.dashboard.details}
          </Button>
        }
      />
    </Paper>
  );
}
