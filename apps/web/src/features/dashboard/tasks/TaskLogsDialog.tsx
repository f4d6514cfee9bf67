import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { texts, type ScheduledTask } from '@wattle/contract';
import { EmptyTableRow } from '../../../components/EmptyTableRow';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { useFormatters } from '../../../hooks/useFormatters';
import { formatDate } from '../../../lib/format';
import { useTaskLogs } from './tasksApi';

/** Logs of a scheduled task's runs: name, step order, start time, end time, log text, log name. */
export function TaskLogsDialog({ task, onClose }: { task: ScheduledTask; onClose: () => void }) {
  const logs = useTaskLogs(task.id);
  const { dateFormat } = useFormatters();
  const when = (value: string | null) => formatDate(value, `${dateFormat} HH:mm:ss`);
  const c = texts.dashboard.logColumns;
  const headers = [c.name, c.stepOrder, c.startTime, c.endTime, c.logText, c.logName];
  return (
    <ResponsiveDialog open onClose={onClose} title={`${texts.dashboard.logs}: ${task.name}`} aria-labelledby="task-logs-title">
      <DialogContent>
        {logs.isLoading ? <LinearProgress /> : null}
        <Table size="small" aria-label={texts.dashboard.logs}>
          <TableHead>
            <TableRow>
              {headers.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {logs.data?.length === 0 ? <EmptyTableRow columns={headers.length} /> : null}
            {(logs.data ?? []).map((log) => (
              <TableRow key={log.id}>
                <TableCell>{log.name}</TableCell>
                <TableCell>{log.stepOrder}</TableCell>
                <TableCell>{when(log.startTime)}</TableCell>
                <TableCell>{when(log.endTime)}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{log.logText}</TableCell>
                <TableCell>{log.logName}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.dashboard.close}</Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
