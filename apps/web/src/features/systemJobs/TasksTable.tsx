import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { movedTaskOrders, TASKS_PAGE_SIZE, texts, type JobTask, type SystemJob } from '@wattle/contract';
import { DataTable } from '../../components/DataTable';
import { confirm, showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { useListTable } from '../../hooks/useListTable';
import { usePermissions } from '../../stores/usePermissions';
import { deleteTask, refreshJobs, saveTaskOrder, useJobDetail } from './systemJobsApi';

const TaskDialog = lazy(() => import('./TaskDialog').then((m) => ({ default: m.TaskDialog })));

const t = texts.systemJobs;

interface Props {
  job: SystemJob;
  selectedId: number | null;
  onSelect: (taskId: number | null) => void;
}

/**
 * The selected job's tasks in order, 20 a page (spec 2 §2.11): a row click selects a task and a
 * second click deselects it; Add, Edit and Delete (after 'Are you sure you want to delete this task?').
 */
export function TasksTable({ job, selectedId, onSelect }: Props) {
  const client = useQueryClient();
  const detail = useJobDetail(job.id);
  const { mayEditSystemJobs } = usePermissions();
  const [open, setOpen] = useState<'add' | 'edit' | null>(null);
  const [deleting, setDeleting] = useState(false); // a delete or a reorder under way
  useEffect(() => {
    if (detail.error) showErrorOf(detail.error);
  }, [detail.error]);
  const tasks = detail.data?.tasks;
  const selected = tasks?.find((task) => task.id === selectedId) ?? null;
  const { table, paging } = useListTable(tasks, { pageSize: TASKS_PAGE_SIZE, loading: detail.isLoading });
  const columns = useMemo<MRT_ColumnDef<JobTask>[]>(() => {
    const c = t.taskColumns;
    return [
      { id: 'sortOrder', header: c.order, accessorFn: (task) => task.sortOrder, size: 60 },
      // The task's description is its task type's (RUN_SEGMENT: Run a customer segment): words, never the code.
      { id: 'task', header: c.task, accessorFn: (task) => task.description },
      { id: 'failureEvent', header: c.failureEvent, accessorFn: (task) => t.failureEvents[task.failureEvent] },
      { id: 'active', header: c.active, accessorFn: (task) => (task.active ? t.yes : t.no) },
    ];
  }, []);

  const remove = async (task: JobTask) => {
    if (!(await confirm(texts.dashboard.confirmTitle, texts.confirm.deleteTask))) return;
    setDeleting(true);
    try {
      showOutcome(await deleteTask(task.id));
      onSelect(null);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setDeleting(false);
      await refreshJobs(client);
    }
  };

  /** Drag and drop: every task whose order changed is saved with its new 1-based order. */
  const move = async (from: number, to: number) => {
    const offset = paging.pageIndex * paging.pageSize;
    const changes = movedTaskOrders(tasks ?? [], offset + from, offset + to);
    if (changes.length === 0) return;
    setDeleting(true);
    try {
      for (const { task, order } of changes) await saveTaskOrder(task, order);
    } catch (error) {
      showErrorOf(error);
    } finally {
      setDeleting(false);
      await refreshJobs(client);
    }
  };

  return (
    <>
      <DataTable<JobTask>
        columns={columns}
        {...table}
        getRowId={(task) => String(task.id)}
        fetching={detail.isFetching || deleting}
        highlightedId={selectedId === null ? null : String(selectedId)}
        onRowClick={(task) => onSelect(selectedId === task.id ? null : task.id)}
        onRowMove={mayEditSystemJobs ? (from, to) => void move(from, to) : undefined}
        toolbar={
          mayEditSystemJobs ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button size="small" variant="contained" onClick={() => setOpen('add')}>
                {t.addTask}
              </Button>
              <Button size="small" variant="outlined" disabled={!selected} onClick={() => setOpen('edit')}>
                {t.editTask}
              </Button>
              <Button size="small" variant="outlined" color="error" disabled={!selected || deleting} onClick={() => selected && void remove(selected)}>
                {t.deleteTask}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <Suspense fallback={null}>
        {open === 'add' ? <TaskDialog jobId={job.id} task={null} onClose={() => setOpen(null)} /> : null}
        {open === 'edit' && selected ? <TaskDialog jobId={job.id} task={selected} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
