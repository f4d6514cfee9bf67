import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import {
  codeWords,
  DASHBOARD_SMALL_TABLE_SIZE,
  RUN_ACTION_CODE,
  texts,
  UPLOAD_FILE_ACTION_NAME,
  type DashboardItem,
  type ScheduledTask,
} from '@wattle/contract';
import { DataTable } from '../../../components/DataTable';
import { confirm, showErrorOf, showOutcome } from '../../../components/notices/noticeStore';
import { useDateFormatters } from '../../../hooks/useDateFormat';
import { useListTable } from '../../../hooks/useListTable';
import { refreshDashboard } from '../dashboardApi';
import { runProcessAction } from '../process/processApi';
import { useScheduledTasks } from './tasksApi';

// The dialogs (forms, date pickers, upload) load on first open, not with the dashboard.
const TaskDetailsDialog = lazy(() => import('./TaskDetailsDialog').then((m) => ({ default: m.TaskDetailsDialog })));
const TaskLogsDialog = lazy(() => import('./TaskLogsDialog').then((m) => ({ default: m.TaskLogsDialog })));
const UploadFilesDialog = lazy(() => import('./UploadFilesDialog').then((m) => ({ default: m.UploadFilesDialog })));

type Open = 'details' | 'logs' | 'upload' | null;

/**
 * The scheduled-tasks panel (spec 2 §2.4): Category, Name, Last Run, Status, Next Run, one task
 * selected by row click; Run (disabled without a selection or when the process is locked), Details,
 * Upload (only with an 'Upload File' action), Refresh and Logs.
 */
export function ScheduledTasksPanel({ item }: { item: DashboardItem }) {
  const client = useQueryClient();
  const tasks = useScheduledTasks();
  const { dateTime } = useDateFormatters();
  const [selected, setSelected] = useState<ScheduledTask | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (tasks.error) showErrorOf(tasks.error);
  }, [tasks.error]);

  const runAction = item.actions.find((a) => a.code === RUN_ACTION_CODE);
  const canUpload = item.actions.some((a) => a.name === UPLOAD_FILE_ACTION_NAME);
  const { table } = useListTable(tasks.data, { pageSize: DASHBOARD_SMALL_TABLE_SIZE, loading: tasks.isLoading });
  const columns = useMemo<MRT_ColumnDef<ScheduledTask>[]>(() => {
    const c = texts.dashboard.taskColumns;
    return [
      { id: 'category', header: c.category, accessorFn: (t) => t.category ?? '' },
      { id: 'name', header: c.name, accessorFn: (t) => t.name },
      { id: 'lastRun', header: c.lastRun, accessorFn: (t) => dateTime(t.lastRun) },
      { id: 'status', header: c.status, accessorFn: (t) => (t.status ? codeWords(t.status) : '') },
      { id: 'nextRun', header: c.nextRun, accessorFn: (t) => dateTime(t.nextRun) },
    ];
  }, [dateTime]);

  const run = async () => {
    if (!selected || !runAction) return;
    if (runAction.confirmMessage && !(await confirm(texts.dashboard.confirmTitle, runAction.confirmMessage))) return;
    setRunning(true);
    try {
      showOutcome(await runProcessAction(item.id, runAction, [{ key_exception_id: selected.id }]));
      await refreshDashboard(client);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setRunning(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="scheduled-tasks-title">
      <Typography id="scheduled-tasks-title" variant="h6" gutterBottom>
        {item.name || texts.dashboard.scheduledTasks}
      </Typography>
      <DataTable<ScheduledTask>
        columns={columns}
        {...table}
        getRowId={(t) => String(t.id)}
        fetching={tasks.isFetching || running}
        highlightedId={selected ? String(selected.id) : null}
        onRowClick={(t) => setSelected((current) => (current?.id === t.id ? null : t))}
        toolbar={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" disabled={!selected || item.isLocked || !runAction || running} onClick={() => void run()}>
              {texts.dashboard.run}
            </Button>
            <Button size="small" variant="outlined" disabled={!selected} onClick={() => setOpen('details')}>
              {texts.dashboard.details}
            </Button>
            {canUpload ? (
              <Button size="small" variant="outlined" disabled={item.isLocked} onClick={() => setOpen('upload')}>
                {texts.dashboard.upload}
              </Button>
            ) : null}
            <Button size="small" onClick={() => void tasks.refetch()}>
              {texts.dashboard.refresh}
            </Button>
            <Button size="small" disabled={!selected} onClick={() => setOpen('logs')}>
              {texts.dashboard.logs}
            </Button>
          </Stack>
        }
      />
      <Suspense fallback={null}>
        {open === 'details' && selected ? <TaskDetailsDialog task={selected} locked={item.isLocked} onClose={() => setOpen(null)} /> : null}
        {open === 'logs' && selected ? <TaskLogsDialog task={selected} onClose={() => setOpen(null)} /> : null}
        {open === 'upload' ? <UploadFilesDialog onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </Paper>
  );
}
