import { texts, type ScheduledTask } from '@wattle/contract';
import { RunLogDialog } from '../../../components/RunLogDialog';
import { useDateFormatters } from '../../../hooks/useDateFormat';
import { useTaskLogs } from './tasksApi';

/** Logs of a scheduled task's runs: name, step order, start time, end time, log text, log name. */
export function TaskLogsDialog({ task, onClose }: { task: ScheduledTask; onClose: () => void }) {
  const logs = useTaskLogs(task.id);
  const { dateTime } = useDateFormatters();
  const when = (value: string | null) => dateTime(value, true);
  const c = texts.dashboard.logColumns;
  return (
    <RunLogDialog
      title={`${texts.dashboard.logs}: ${task.name}`}
      titleId="task-logs-title"
      tableLabel={texts.dashboard.logs}
      closeLabel={texts.dashboard.close}
      headers={[c.name, c.stepOrder, c.startTime, c.endTime, c.logText, c.logName]}
      rows={logs.data}
      loading={logs.isLoading}
      cells={(log) => [log.name, log.stepOrder, when(log.startTime), when(log.endTime), log.logText, log.logName]}
      onClose={onClose}
    />
  );
}
