import { texts, type SystemJob } from '@wattle/contract';
import { RunLogDialog } from '../../components/RunLogDialog';
import { useDateFormatters } from '../../hooks/useDateFormat';
import { useJobHistory } from './systemJobsApi';

const t = texts.systemJobs;

/** A job's run history (spec 2 §2.11): task name, duration in minutes, start and end ('MM/DD/YYYY HH:MM'), task log. */
export function JobHistoryDialog({ job, onClose }: { job: SystemJob; onClose: () => void }) {
  const history = useJobHistory(job.id);
  const { dateTime } = useDateFormatters();
  const c = t.historyColumns;
  return (
    <RunLogDialog
      title={t.historyTitle(job.name)}
      titleId="job-history-title"
      tableLabel={t.history}
      closeLabel={t.close}
      headers={[c.taskName, c.jobDuration, c.startTime, c.endTime, c.taskLog]}
      rows={history.data}
      loading={history.isLoading}
      cells={(row) => [row.taskName, row.jobDuration ?? '', dateTime(row.startTime), dateTime(row.endTime), row.taskLog]}
      onClose={onClose}
    />
  );
}
