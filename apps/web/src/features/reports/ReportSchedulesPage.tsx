import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { TABLE_PAGE_SIZE, texts, type ReportSchedule } from '@wattle/contract';
import { DataTable } from '../../components/DataTable';
import { PageTitle } from '../../components/PageTitle';
import { confirm, showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { useDateFormatters } from '../../hooks/useDateFormat';
import { useListTable } from '../../hooks/useListTable';
import { usePermissions } from '../../stores/usePermissions';
import { deleteReportSchedule, refreshReportSchedules, useReportSchedules } from './reportSchedulesApi';

const ReportScheduleDialog = lazy(() => import('./ReportScheduleDialog').then((m) => ({ default: m.ReportScheduleDialog })));

const t = texts.reportSchedules;
type Open = 'add' | 'edit' | null;

/**
 * Report schedules (spec 2 §2.10): the schedules with their report, run time, frequency and
 * department, whom each run is emailed to and in which format, and the next run on the company's
 * clock (docs/report-schedules.md "Delivery"); a row click selects one and a second click deselects it. Add, Edit and Delete
 * (after 'Are you sure you want to delete this report schedule?') for users who may change data;
 * only schedules of reportType 'user' can be edited or deleted.
 */
export function ReportSchedulesPage() {
  const client = useQueryClient();
  const schedules = useReportSchedules();
  const { mayChangeData } = usePermissions();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    if (schedules.error) showErrorOf(schedules.error);
  }, [schedules.error]);
  const selected = schedules.data?.find((s) => s.id === selectedId) ?? null;
  const editable = selected?.reportType === 'user';

  const { table } = useListTable(schedules.data, { pageSize: TABLE_PAGE_SIZE, loading: schedules.isLoading });
  const { dateTime } = useDateFormatters();
  const columns = useMemo<MRT_ColumnDef<ReportSchedule>[]>(() => {
    const c = t.columns;
    return [
      { id: 'reportName', header: c.reportName, accessorFn: (s) => s.reportName },
      { id: 'description', header: c.description, accessorFn: (s) => s.description },
      { id: 'runTime', header: c.runTime, accessorFn: (s) => s.runTime ?? '' },
      { id: 'frequency', header: c.frequency, accessorFn: (s) => s.frequency ?? '' },
      { id: 'department', header: c.department, accessorFn: (s) => s.department ?? '' },
      { id: 'active', header: c.active, accessorFn: (s) => (s.active ? t.yes : t.no) },
      { id: 'nextRun', header: c.nextRun, accessorFn: (s) => dateTime(s.nextRunAt) },
      { id: 'recipients', header: c.recipients, accessorFn: (s) => (s.recipients.length ? s.recipients.join(', ') : t.noRecipients) },
      { id: 'format', header: c.format, accessorFn: (s) => t.formats[s.format] },
    ];
  }, [dateTime]);

  const remove = async (schedule: ReportSchedule) => {
    if (!(await confirm(texts.confirm.deletingTitle, texts.confirm.deleteReportSchedule))) return;
    setDeleting(true);
    try {
      showOutcome(await deleteReportSchedule(schedule.id));
      setSelectedId(null);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setDeleting(false);
      await refreshReportSchedules(client);
    }
  };

  return (
    <>
      <PageTitle />
      <DataTable<ReportSchedule>
        columns={columns}
        {...table}
        getRowId={(s) => String(s.id)}
        fetching={schedules.isFetching || deleting}
        highlightedId={selected ? String(selected.id) : null}
        onRowClick={(s) => setSelectedId(selectedId === s.id ? null : s.id)}
        toolbar={
          mayChangeData ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button size="small" variant="contained" onClick={() => setOpen('add')}>
                {t.add}
              </Button>
              <Button size="small" variant="outlined" disabled={!editable} onClick={() => setOpen('edit')}>
                {t.edit}
              </Button>
              <Button size="small" variant="outlined" disabled={!editable || deleting} onClick={() => selected && void remove(selected)}>
                {t.delete}
              </Button>
            </Stack>
          ) : null
        }
      />
      <Suspense fallback={null}>
        {open === 'add' ? <ReportScheduleDialog scheduleId={null} onClose={() => setOpen(null)} /> : null}
        {open === 'edit' && selected ? <ReportScheduleDialog scheduleId={selected.id} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
