import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { texts, type SystemJob } from '@wattle/contract';
import { PageTitle } from '../../components/PageTitle';
import { JobsTable } from './JobsTable';
import { TasksTable } from './TasksTable';

const t = texts.systemJobs;
type Layout = 'horizontal' | 'vertical';

/**
 * System Jobs (spec 2 §2.11): the jobs table and the selected job's tasks, side by side
 * (horizontal) or one above the other (vertical) as the user toggles.
 */
export function SystemJobsPage() {
  const [layout, setLayout] = useState<Layout>('horizontal');
  const [job, setJob] = useState<SystemJob | null>(null);
  const [taskId, setTaskId] = useState<number | null>(null);
  // Another job, or none, clears the selected task (spec 2 §2.11).
  const jobId = useRef<number | null>(null);
  const selectJob = useCallback((next: SystemJob | null) => {
    if ((next?.id ?? null) !== jobId.current) setTaskId(null);
    jobId.current = next?.id ?? null;
    setJob(next);
  }, []);

  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <PageTitle />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          aria-label={t.layout}
          onChange={(_, value: Layout | null) => {
            if (value) setLayout(value);
          }}
        >
          <ToggleButton value="horizontal">{t.horizontal}</ToggleButton>
          <ToggleButton value="vertical">{t.vertical}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={layout === 'horizontal' ? { xs: 'column', lg: 'row' } : 'column'} spacing={2} data-layout={layout}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} aria-labelledby="jobs-title">
          <Typography id="jobs-title" variant="h6" gutterBottom>
            {t.jobsTitle}
          </Typography>
          <JobsTable selected={job} onSelect={selectJob} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 0 }} aria-labelledby="tasks-title">
          <Typography id="tasks-title" variant="h6" gutterBottom>
            {job ? `${t.tasksTitle}: ${job.name}` : t.tasksTitle}
          </Typography>
          {job ? <TasksTable key={job.id} job={job} selectedId={taskId} onSelect={setTaskId} /> : null}
        </Paper>
      </Stack>
    </>
  );
}
