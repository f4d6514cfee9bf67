import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import type { MRT_ColumnDef } from 'material-react-table';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { codeWords, JOBS_PAGE_SIZE, texts, type SystemJob } from '@wattle/contract';
import { DataTable } from '../../components/DataTable';
import { confirm, showErrorOf, showOutcome } from '../../components/notices/noticeStore';
import { useDateFormatters } from '../../hooks/useDateFormat';
import { useListTable } from '../../hooks/useListTable';
import { usePermissions } from '../../stores/usePermissions';
import { refreshJobs, runJob, useSystemJobs } from './systemJobsApi';

const JobDialog = lazy(() => import('./JobDialog').then((m) => ({ default: m.JobDialog })));
const JobHistoryDialog = lazy(() => import('./JobHistoryDialog').then((m) => ({ default: m.JobHistoryDialog })));

const t = texts.systemJobs;
const GROUP_BY = ['category'] as const;

type Open = 'add' | 'edit' | 'history' | null;

interface Props {
  selected: SystemJob | null;
  onSelect: (job: SystemJob | null) => void;
}

/**
 * The jobs table (spec 2 §2.11): grouped by category, 10 a page; a row click selects a job and a
 * second click deselects it. Add and Edit for administrators, Run Job only for DEVELOPER (after
 * 'Are you sure you want to run this job?'), History of the selected job.
 */
export function JobsTable({ selected, onSelect }: Props) {
  const client = useQueryClient();
  const jobs = useSystemJobs();
  const { dateTime } = useDateFormatters();
  const { mayEditSystemJobs, mayRunSystemJobs } = usePermissions();
  const [open, setOpen] = useState<Open>(null);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (jobs.error) showErrorOf(jobs.error);
  }, [jobs.error]);
  // The selection follows the refreshed list (a saved or run job's new values); a job gone is deselected.
  useEffect(() => {
    if (!selected || !jobs.data) return;
    const fresh = jobs.data.find((j) => j.id === selected.id) ?? null;
    if (fresh !== selected) onSelect(fresh);
  }, [jobs.data, selected, onSelect]);

  const { table } = useListTable(jobs.data, { pageSize: JOBS_PAGE_SIZE, loading: jobs.isLoading });
  const columns = useMemo<MRT_ColumnDef<SystemJob>[]>(() => {
    const c = t.jobColumns;
    return [
      { id: 'category', header: c.category, accessorFn: (j) => j.category ?? '' },
      { id: 'name', header: c.name, accessorFn: (j) => j.name },
      { id: 'lastStatus', header: c.lastStatus, accessorFn: (j) => (j.lastStatus ? codeWords(j.lastStatus) : '') },
      { id: 'lastStartTime', header: c.lastStartTime, accessorFn: (j) => dateTime(j.lastStartTime) },
      { id: 'nextRunDate', header: c.nextRunDate, accessorFn: (j) => dateTime(j.nextRunDate) },
    ];
  }, [dateTime]);

  const run = async (job: SystemJob) => {
    if (!(await confirm(texts.dashboard.confirmTitle, texts.confirm.runJob))) return;
    setRunning(true);
    try {
      showOutcome(await runJob(job.id));
    } catch (error) {
      showErrorOf(error);
    } finally {
      setRunning(false);
      await refreshJobs(client);
    }
  };

  return (
    <>
      <DataTable<SystemJob>
        columns={columns}
        {...table}
        groupBy={GROUP_BY}
        getRowId={(j) => String(j.id)}
        fetching={jobs.isFetching || running}
        highlightedId={selected ? String(selected.id) : null}
        onRowClick={(j) => onSelect(selected?.id === j.id ? null : j)}
        toolbar={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {mayEditSystemJobs ? (
              <>
                <Button size="small" variant="contained" onClick={() => setOpen('add')}>
                  {t.addJob}
                </Button>
                <Button size="small" variant="outlined" disabled={!selected} onClick={() => setOpen('edit')}>
                  {t.editJob}
                </Button>
              </>
            ) : null}
            {mayRunSystemJobs ? (
              <Button size="small" variant="outlined" disabled={!selected || running} onClick={() => selected && void run(selected)}>
                {t.runJob}
              </Button>
            ) : null}
            <Button size="small" disabled={!selected} onClick={() => setOpen('history')}>
              {t.history}
            </Button>
          </Stack>
        }
      />
      <Suspense fallback={null}>
        {open === 'add' ? <JobDialog job={null} onClose={() => setOpen(null)} /> : null}
        {open === 'edit' && selected ? <JobDialog job={selected} onClose={() => setOpen(null)} /> : null}
        {open === 'history' && selected ? <JobHistoryDialog job={selected} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </>
  );
}
